/// One construction of a replaced type, recorded by ``Constructions``: which initializer ran,
/// with what arguments, and the mock the constructed instance's calls are routed to.
public struct Construction<M: ReplacementMock>: Sendable, CustomStringConvertible {
    /// The initializer's signature, `"init(url:timeout:)"`.
    public let initializer: String
    /// The mock that receives the calls on the constructed instance: its own for a class
    /// instance; for a value, the mock every value of the type is routed to.
    public let mock: M
    /// The arguments as the generated code passed them: the plain value for one parameter, a
    /// tuple for several, `()` for none. Only ever read after recording, like an invocation's.
    private let recordedArguments: UncheckedSendableBox<Any>

    init(initializer: String, mock: M, arguments: Any) {
        self.initializer = initializer
        self.mock = mock
        self.recordedArguments = UncheckedSendableBox(value: arguments)
    }

    /// The arguments, as the initializer's parameter type (one parameter) or tuple of them
    /// (several): `arguments(as: URL.self)`, `arguments(as: (URL, Double).self)`. `nil` when
    /// the type does not match.
    public func arguments<T>(as type: T.Type = T.self) -> T? {
        recordedArguments.value as? T
    }

    /// `Connection.init(url: https://example.com)`.
    public var description: String {
        let labels = Self.labels(of: initializer)
        let values = ValueDescription.split(recordedArguments.value, arity: labels.count).map(ValueDescription.describe)
        let arguments = zip(labels, values).map { $0 == "_" ? $1 : "\($0): \($1)" }.joined(separator: ", ")
        return "\(FailureMessages.typeName(M.Replaced.self)).init(\(arguments))"
    }

    /// `"init(url:_:)"` → `["url", "_"]`.
    private static func labels(of signature: String) -> [String] {
        guard let open = signature.firstIndex(of: "("), let close = signature.lastIndex(of: ")") else { return [] }
        return signature[signature.index(after: open)..<close].split(separator: ":").map(String.init)
    }
}
