/// What every declaration has in front of its keyword: doc comment, attributes and modifiers.
///
/// Its fields are boxed (`CopyOnWrite`), like a function's or a type's: a header is copied with
/// every declaration model, member and candidate that holds one (1.1 million times in a run
/// over the large corpus), and each copy of the four fields retained and released four
/// references, atomically, where the box is one.
public struct DeclarationHeader: Sendable, Hashable, Encodable, CustomReflectable {
    /// The stored fields, as the struct held them before they were boxed.
    struct Fields: Sendable, Hashable, Encodable {
        var documentation: String?
        var attributes: [Attribute]
        var modifiers: [String]
        var location: SourceLocation
    }

    private var storage: CopyOnWrite<Fields>

    public init(documentation: String? = nil, attributes: [Attribute] = [], modifiers: [String] = [], location: SourceLocation) {
        storage = CopyOnWrite(Fields(documentation: documentation, attributes: attributes, modifiers: modifiers, location: location))
    }

    /// Printed and mirrored as the fields it holds, as before they were boxed
    /// (`String(describing:)`, `dump`).
    public var customMirror: Mirror { Mirror(self, children: Mirror(reflecting: storage.value).children, displayStyle: .struct) }

    public func encode(to encoder: any Encoder) throws { try storage.value.encode(to: encoder) }

    /// The doc comment lines (`///` or `/** */`) directly above the declaration, verbatim.
    public var documentation: String? {
        _read { yield storage.value.documentation }
        _modify { yield &storage.value.documentation }
    }

    public var attributes: [Attribute] {
        _read { yield storage.value.attributes }
        _modify { yield &storage.value.attributes }
    }

    /// Modifiers in source order, with their detail: `public`, `private(set)`, `static`, `final`,
    /// `nonisolated`, `nonisolated(unsafe)`, `override`, `mutating`, ….
    public var modifiers: [String] {
        _read { yield storage.value.modifiers }
        _modify { yield &storage.value.modifiers }
    }

    /// Where the declaration starts (its first attribute or modifier, else its keyword).
    public var location: SourceLocation {
        _read { yield storage.value.location }
        _modify { yield &storage.value.location }
    }

    public func has(_ modifier: String) -> Bool { modifiers.contains(modifier) }

    public func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }

    /// The declared access level, if any is written (`setter` levels such as `private(set)` excluded).
    public var accessLevel: AccessLevel? { Self.accessLevel(in: modifiers) }

    /// `accessLevel` of a header with these modifiers, for a reader that makes no header.
    static func accessLevel(in modifiers: [String]) -> AccessLevel? {
        for modifier in modifiers {
            if let level = AccessLevel(keyword: modifier) { return level }
        }
        return nil
    }

    /// The access level in `private(set)` / `internal(set)`, if written.
    public var setterAccessLevel: AccessLevel? {
        for modifier in modifiers where modifier.hasSuffix("(set)") {
            if let level = AccessLevel(rawValue: String(modifier.dropLast(5))) { return level }
        }
        return nil
    }

    /// `static` or `class`.
    public var isStatic: Bool { Self.isStatic(modifiers) }

    /// `isStatic` of a header with these modifiers.
    static func isStatic(_ modifiers: [String]) -> Bool { modifiers.contains("static") || modifiers.contains("class") }
}

public enum AccessLevel: String, Sendable, Hashable, Comparable, Encodable, CaseIterable {
    case `private`, `fileprivate`, `internal`, `package`, `public`, `open`

    private var rank: Int { Self.allCases.firstIndex(of: self)! }

    /// As written in Swift source (`public`).
    public var keyword: String { rawValue }

    /// The level a modifier names, if it names one: `init(rawValue:)` with its string `switch`
    /// compared a modifier with each case in turn (400 instructions a declaration, asked of
    /// every declaration walked); the length and first byte rule out all but one first.
    public init?(keyword: String) {
        let candidate: AccessLevel
        switch (keyword.utf8.count, keyword.utf8.first) {
        case (7, UInt8(ascii: "p")?): candidate = keyword.utf8.dropFirst().first == UInt8(ascii: "r") ? .private : .package
        case (11, UInt8(ascii: "f")?): candidate = .fileprivate
        case (8, UInt8(ascii: "i")?): candidate = .internal
        case (6, UInt8(ascii: "p")?): candidate = .public
        case (4, UInt8(ascii: "o")?): candidate = .open
        default: return nil
        }
        guard keyword == candidate.rawValue else { return nil }
        self = candidate
    }

    public static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool { lhs.rank < rhs.rank }
}
