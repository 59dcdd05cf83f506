/// What `verify` returns for a member overloaded only by its result type (`func empty() -> Bool`
/// next to `func empty() -> Int`). The result type is part of this value's type, so the overload
/// is picked by `.with(returnType: Bool.self)`, as in Cuckoo, or by the context.
public struct VerifiedCallsReturning<Input, Output> {
    /// The calls that matched, as any other `verify` returns them.
    public let calls: VerifiedCalls<Input>

    public init(_ calls: VerifiedCalls<Input>) {
        self.calls = calls
    }

    /// Names the member's result type; returns the matched calls.
    @discardableResult
    public func with(returnType: Output.Type) -> VerifiedCalls<Input> { calls }

    /// Arguments of the `callTime`-th matching call, counting from 1; `nil` if there was none.
    public func arguments(callTime: Int) -> Input? { calls.arguments(callTime: callTime) }
}
