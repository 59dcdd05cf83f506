/// Names as the model keeps them (as the source wrote them, backticks included) and as generated
/// code must write them in a given position.
public enum SwiftIdentifier {
    /// `Type` for `` `Type` `` (`Outer.Type` for `` Outer.`Type` ``): the name without backticks,
    /// for names the generator derives from it (`MockType`, `__Proxy_Type`) and for messages.
    public static func bare(_ name: String) -> String {
        guard name.containsASCII(UInt8(ascii: "`")) else { return name }
        return String(name.filter { $0 != "`" })
    }

    /// The name as it must be written after a dot (`M.` + name, a member table's entry): with
    /// backticks when it is a keyword there. Swift reads `M.Type`, `M.Protocol`, `x.self` and
    /// `x.init` as something else; backticks around a name that needs none are harmless, so every
    /// keyword gets them.
    public static func afterDot(_ name: String) -> String {
        let plain = bare(name)
        return keywordNames.contains(plain) ? "`" + plain + "`" : plain
    }

    /// The label as a call writes it: `inout` needs backticks there (`f(`inout`: x)`); every
    /// other keyword is a label as it is (`f(in: x, var: y)`), and Swift warns on escaping one.
    public static func argumentLabel(_ label: String) -> String {
        let plain = bare(label)
        return plain == "inout" ? "`inout`" : plain
    }

    /// `keywords`, asked of every member a mock writes (most names are not among them).
    static let keywordNames = NameSet(keywords)

    /// Keywords that need backticks after a dot, or as a name in an expression.
    public static let keywords: Set<String> = [
        "Any", "Protocol", "Self", "Type", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default",
        "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard",
        "if", "import", "in", "init", "inout", "internal", "is", "let", "nil", "open", "operator", "precedencegroup", "private",
        "protocol", "public", "repeat", "rethrows", "return", "self", "static", "struct", "subscript", "super", "switch",
        "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    ]
}
