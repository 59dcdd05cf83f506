import Foundation

/// The associated types of a mock whose default implementation is reached by opening `any P`
/// (`ResolvedType.DefaultImplementationMode.opened`): which written types mention them, and the
/// same types spelled with the opened conformer's (`Key` → `__O.Key`).
///
/// Works on the written text, not the structure: by the time a type reaches the emitter, a type
/// alias of the protocol may already be expanded into a name (`(key: Key, value: Value)`).
struct AssociatedTypeOpening {
    private let names: [String]
    private let compiled: CompiledPattern

    init(_ associatedTypes: [String]) {
        names = associatedTypes
        compiled = CompiledPattern(associatedTypes)
    }

    func mentions(_ type: TypeRef) -> Bool {
        let text = type.description
        guard mayMention(text), let pattern = compiled.pattern else { return false }
        return pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// `[Key: Item]` → `[__O.Key: __O.Item]`.
    func opened(_ type: TypeRef) -> String {
        let text = type.description
        guard mayMention(text), let pattern = compiled.pattern else { return text }
        return pattern.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "__O.$1")
    }

    /// A name can match only where the text holds it: most types hold none, and are answered
    /// without the pattern (compiling one for every mock was 1 % of a run).
    private func mayMention(_ text: String) -> Bool {
        names.contains { text.contains($0) }
    }

    /// The pattern, compiled the first time a text may need it. Used by one emitter, on one thread.
    private final class CompiledPattern {
        private let names: [String]

        init(_ names: [String]) { self.names = names }

        lazy var pattern: NSRegularExpression? = {
            let alternatives = names.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|")
            // A name not preceded by `.` or a name character: `Key`, `[Key]`, not `Base.Key`, `MyKey`.
            return alternatives.isEmpty ? nil : try? NSRegularExpression(pattern: "(?<![.\\w])(" + alternatives + ")\\b")
        }()
    }
}
