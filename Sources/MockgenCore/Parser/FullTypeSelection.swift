/// The types a parse reads in full, every other as its skeleton (`Parser.selectsFullTypes`).
///
/// Pass 2 of a two-pass run selects by qualified name (`Outer.Inner`), and extensions by the
/// name they extend, as written: what a chunk's resolution reads of a file
/// (`ResolutionContextFiles`). A one-pass run selects by kind (`mockableKinds`): what any
/// resolution can read in full is a protocol or a class (the only candidates) or an extension
/// (of a candidate, which a parse cannot tell from the name alone); of structs, enums and actors
/// it reads what their skeletons keep, as in pass 2, where they are never selected.
struct FullTypeSelection: Sendable {
    var typeNames: Set<String>
    var extendedNames: Set<String>
    /// Every protocol, class and extension, whatever its name.
    var readsEveryMockableKind = false
    /// Pass 2: the body of a type not read in full is stepped over by its braces where nothing
    /// inside is a protocol, a class or an extension (`Parser+UnreadBodies.swift`).
    var skipsUnreadBodies = false

    /// A one-pass run's selection.
    static let mockableKinds = FullTypeSelection(typeNames: [], extendedNames: [], readsEveryMockableKind: true)

    func readsInFull(_ type: TypeDeclaration, qualifiedName: String) -> Bool {
        if readsEveryMockableKind { return type.kind == .protocol || type.kind == .class || type.kind == .extension }
        return type.kind == .extension ? extendedNames.contains(type.name) : typeNames.contains(qualifiedName)
    }
}
