// The verification side of `ProxyCall`: what `verify(mock).member(…)` returns.
//
// `Output` is the verified member's result type, so members overloaded only by their result
// (`func empty() -> Bool` next to `func empty() -> Int`) return different types, and
// `.with(returnType: Bool.self)` or the context (`as __DoNotUse<Void, Bool>`, as in Cuckoo)
// picks one. A member whose result is a generic parameter only the result mentions has
// `Output == UnspecifiedResult`: it needs no disambiguation, and `with(returnType:)` takes any
// type.

extension ProxyCall {
    /// Arguments of each matching call, oldest first (none on a stub function).
    public var arguments: [Input] {
        guard case .verified(let arguments, _) = storage else { return [] }
        return arguments
    }

    /// Arguments of the `callTime`-th matching call, counting from 1; `nil` if there was none.
    public func arguments(callTime: Int) -> Input? {
        let arguments = self.arguments
        return callTime >= 1 && callTime <= arguments.count ? arguments[callTime - 1] : nil
    }

    /// The verification itself: `verify(mock).count.get()` reads `get` (which verifies) and
    /// calls it. (On a stub function, the same stub function.)
    @discardableResult
    public func callAsFunction() -> VerifiedCalls<Input, Output> {
        switch storage {
        case .stub(let core): VerifiedCalls(storage: .stub(core))
        case .verified(let arguments, let origin): VerifiedCalls(storage: .verified(arguments, origin))
        }
    }

    /// Names the member's result type: picks among overloads that differ only by it.
    @discardableResult
    public func with(returnType: Output.Type) -> Self { self }
}

/// The `Output` of verifications of members generic over their result alone
/// (`func decode<T>(_ text: String) -> T`): the verification matches every `T`.
public enum UnspecifiedResult {}

extension ProxyCall where Output == UnspecifiedResult {
    /// Accepted for Cuckoo compatibility (`.with(returnType: T.self)`): the verification does
    /// not depend on the result type.
    @discardableResult
    public func with<Result>(returnType: Result.Type) -> Self { self }
}
