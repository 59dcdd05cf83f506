/// The types a parse reads in full, every other as its skeleton (pass 2 of a two-pass run,
/// `Parser.selectsFullTypes`): by qualified name (`Outer.Inner`), and extensions by the name
/// they extend, as written. What a chunk's resolution reads of a file (`ResolutionContextFiles`).
struct FullTypeSelection: Sendable {
    var typeNames: Set<String>
    var extendedNames: Set<String>

    func readsInFull(_ type: TypeDeclaration, qualifiedName: String) -> Bool {
        type.kind == .extension ? extendedNames.contains(type.name) : typeNames.contains(qualifiedName)
    }
}
