/// `@name` or `@name(arguments)`, with the argument text kept verbatim (whitespace folded) so the
/// emitter can copy `@available(iOS 15, *)` or `@MainActor` onto a mock unchanged.
public struct Attribute: Sendable, Hashable, Encodable, CustomStringConvertible {
    /// Without the `@`: `available`, `MainActor`, `objc`.
    public var name: String
    /// The text between the parentheses, or `nil` when there are none.
    public var arguments: String?

    public init(name: String, arguments: String? = nil) {
        self.name = name
        self.arguments = arguments
    }

    public var description: String {
        if let arguments { return "@\(name)(\(arguments))" }
        return "@\(name)"
    }

    /// `@available(*, unavailable)` (with or without `renamed:`/`message:`), or a platform's
    /// `@available(iOS, unavailable)`: the declaration, or the conformance it marks, cannot be used.
    public var marksUnavailable: Bool {
        name == "available" && (arguments ?? "").split(separator: ",").contains { $0.split(whereSeparator: \.isWhitespace) == ["unavailable"] }
    }
}
