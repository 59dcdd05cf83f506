import Foundation

/// The associated types of a mock whose default implementation is reached by opening `any P`
/// (`ResolvedType.DefaultImplementationMode.opened`): which written types mention them, and the
/// same types spelled with the opened conformer's (`Key` → `__O.Key`).
///
/// Works on the written text, not the structure: by the time a type reaches the emitter, a type
/// alias of the protocol may already be expanded into a name (`(key: Key, value: Value)`).
struct AssociatedTypeOpening {
    private let pattern: NSRegularExpression?

    init(_ associatedTypes: [String]) {
        let names = associatedTypes.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|")
        // A name not preceded by `.` or a name character: `Key`, `[Key]`, not `Base.Key`, `MyKey`.
        pattern = names.isEmpty ? nil : try? NSRegularExpression(pattern: "(?<![.\\w])(" + names + ")\\b")
    }

    func mentions(_ type: TypeRef) -> Bool {
        guard let pattern else { return false }
        let text = type.description
        return pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// `[Key: Item]` → `[__O.Key: __O.Item]`.
    func opened(_ type: TypeRef) -> String {
        let text = type.description
        guard let pattern else { return text }
        return pattern.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "__O.$1")
    }
}
