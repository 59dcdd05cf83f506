/// Renders argument values for failure messages: strings quoted, optionals unwrapped, closures
/// shown as `<closure>`, so a message reads like the call in the test.
@usableFromInline
enum ValueDescription {
    @usableFromInline
    static func describe(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return "nil" }
            return describe(wrapped)
        }
        let text = String(reflecting: value)
        if text == "(Function)" { return "<closure>" }
        return text
    }

    /// Splits a recorded argument tuple into one value per parameter.
    static func split(_ arguments: Any, arity: Int) -> [Any] {
        switch arity {
        case 0: return []
        case 1: return [arguments]
        default: return Mirror(reflecting: arguments).children.map(\.value)
        }
    }
}
