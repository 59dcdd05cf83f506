/// What a mock hands on in place of a `sending` argument or result.
///
/// A `sending` parameter's value was given away by the caller, and the mock both keeps it (the
/// call's record, read by `verify` on the test's own task) and forwards it (to the default
/// implementation or `super`, which take it `sending` too): two owners, which region checking
/// would reject. A stubbed `sending` result is likewise a value the test already holds. This
/// says that the mock's second owner is safe in the way a test uses it; being generic, it draws
/// no warning for `Sendable` types, for which nothing needed saying.
@_documentation(visibility: internal)
@_spi(Generated) public func __sendingCopy<T: ~Copyable>(_ value: consuming T) -> sending T {
    nonisolated(unsafe) let copy = value
    return copy
}
