import Foundation

/// Collects values from `then` bodies and other callbacks, which may run on any thread.
/// `@unchecked Sendable`: its one array is only touched under the lock.
public final class Recorder<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Value] = []

    public init() {}

    public func append(_ value: Value) {
        lock.withLock { stored.append(value) }
    }

    public var values: [Value] {
        lock.withLock { stored }
    }
}
