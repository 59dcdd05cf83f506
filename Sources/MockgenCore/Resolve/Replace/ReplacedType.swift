/// What a mock made for `--replace` adds to a `ResolvedType`: the concrete type whose members
/// the generated `@_dynamicReplacement` extension routes to the mock (docs/BeyondInheritance.md).
public struct ReplacedType: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        case `struct`, `class`, `enum`, actor
        /// File-level functions: the mock is its own `Replaced` type, and the replacements are
        /// file-level functions.
        case globals
    }

    public var kind: Kind
    /// As the test target names it (`Clock`, `Outer.Inner`); the mock itself for `.globals`.
    public var reference: TypeRef
    /// Declarations of the type's `static`/`class` members, with that keyword: mock members like
    /// the others, whose replacement is declared with it and routes to the type-wide mock.
    public var staticMembers: [SourceLocation: String]
    /// Declarations whose replacement is `mutating` (struct and enum members).
    public var mutatingMembers: Set<SourceLocation>
    /// Initializers whose constructions are recorded (`Constructions`), in declaration order:
    /// those of values, and `convenience` ones of classes.
    public var initializers: [InitializerDeclaration] = []

    public init(kind: Kind, reference: TypeRef, staticMembers: [SourceLocation: String] = [:], mutatingMembers: Set<SourceLocation> = []) {
        self.kind = kind
        self.reference = reference
        self.staticMembers = staticMembers
        self.mutatingMembers = mutatingMembers
    }
}
