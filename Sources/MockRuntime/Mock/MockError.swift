/// Errors the runtime throws from a mocked throwing member instead of stopping the process.
public enum MockError: Error, Equatable, CustomStringConvertible {
    /// The call (`fetch("a")`) had no stub and its result type has no default value.
    case unstubbedCall(String)
    /// The call (`fetch("a")`) matched no expectation of its `Expectations` context and its
    /// result type has no default value.
    case unexpectedCall(String)

    public var description: String {
        switch self {
        case .unstubbedCall(let call): return "MockRuntime: unstubbed call \(call) has no default value to return"
        case .unexpectedCall(let call): return "MockRuntime: unexpected call \(call) has no default value to return"
        }
    }
}
