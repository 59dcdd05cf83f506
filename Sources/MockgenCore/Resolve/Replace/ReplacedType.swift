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
    /// Initializers whose constructions are recorded (`Constructions`), in declaration order.
    public var initializers: [InitializerDeclaration] = []
    /// What a replaced designated initializer (of a class or an actor) assigns from the original
    /// instance: the stored properties, as named in an assignment (`_level` for a wrapper's).
    public var storedProperties: [String] = []
    /// The type declares a `deinit`: the original instance, whose stored properties the
    /// constructed one took over, is kept alive so that its `deinit` does not undo them.
    public var keepsOriginalAlive = false
    /// The file whose `private` storage a replaced designated initializer assigns, for the
    /// test target's `@_private(sourceFile:) import` of `privateImportModule`.
    public var privateImportFile: String?
    public var privateImportModule: String?
    /// How the replacements' names begin: `__replacement_`, or for a class that is not `final`,
    /// `__replacement_Session_`: a subclass replaced too declares its own in its extension,
    /// which Swift would otherwise take for overrides of the superclass's.
    public var namePrefix = "__replacement_"
    /// A generic type's parameters (`Box<Element>`: `Element`), which its mock is generic over:
    /// the replacements name the mock of their own specialization, `MockBox<Element>`.
    public var genericParameters: [String] = []

    /// What the replacements' `extension` names: the type without its generic arguments.
    public var extendedName: String {
        guard case .nominal(var components) = reference, !genericParameters.isEmpty else { return reference.description }
        components[components.count - 1].genericArguments = []
        return TypeRef.nominal(components).description
    }

    /// The mock as the replacements name it: `MockBox<Element>` for a generic type.
    public func mockReference(_ mockName: String) -> String {
        genericParameters.isEmpty ? mockName : mockName + "<" + genericParameters.joined(separator: ", ") + ">"
    }

    public init(kind: Kind, reference: TypeRef, staticMembers: [SourceLocation: String] = [:], mutatingMembers: Set<SourceLocation> = []) {
        self.kind = kind
        self.reference = reference
        self.staticMembers = staticMembers
        self.mutatingMembers = mutatingMembers
    }
}
