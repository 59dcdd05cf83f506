/// What a mock records in place of a scoped body: the closure of a "with"-style member that
/// returns a noncopyable generic result (`func withConnection<R: ~Copyable>(_ body:
/// (Connection) throws -> R) rethrows -> R`). Its type mentions that result, so it cannot be
/// stored; the mock calls it with the stubbed input instead. Match it with `anyClosure()`.
@_documentation(visibility: internal)
public struct ScopedBodyClosure: Sendable, Hashable, CustomDebugStringConvertible {
    public init() {}

    /// Failure messages and call logs show it like any other closure argument.
    public var debugDescription: String { "<closure>" }
}
