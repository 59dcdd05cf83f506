/// Carries a value across an isolation boundary when the runtime guarantees, by other means
/// (a lock, or read-only use), that the value is not accessed concurrently.
struct UncheckedSendableBox<Value>: @unchecked Sendable {
    let value: Value
}
