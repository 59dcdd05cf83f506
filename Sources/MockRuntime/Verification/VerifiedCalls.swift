/// The calls a `verify` matched, with typed access to their arguments (Mirage's `args`).
public struct VerifiedCalls<Input> {
    /// Arguments of each matching call, oldest first.
    public let arguments: [Input]

    init(arguments: [Input]) {
        self.arguments = arguments
    }

    /// Arguments of the `callTime`-th matching call, counting from 1; `nil` if there was none.
    public func arguments(callTime: Int) -> Input? {
        callTime >= 1 && callTime <= arguments.count ? arguments[callTime - 1] : nil
    }

    /// Accepted for Cuckoo compatibility (`.with(returnType: T.self)`); verification never
    /// depends on the return type here.
    @discardableResult
    public func with<T>(returnType: T.Type) -> Self { self }
}
