/// What the resolve stage is told: which types to mock and what to follow (the part of
/// `GeneratorOptions` it needs, so Resolve depends on no later stage).
public struct ResolveOptions: Sendable, Equatable {
    /// `--testable`, `--import`: decide which input names the mocks write module-qualified.
    public var testableImports: [String]
    public var imports: [String]
    /// `--exclude`: protocol and class names (simple or qualified) not to mock.
    public var excludedTypes: Set<String>
    /// `--replace`: structs, final classes, enums, actors and global functions mocked through
    /// dynamic replacement (`Resolve/Replace/`).
    public var replacedNames: Set<String>
    /// `--regex`: only types whose name matches are mocked (`excludedTypes` wins over it).
    public var typeNamePattern: String?
    /// Members inherited from protocols and superclasses among the inputs are mocked too.
    public var mockInheritedMembers: Bool
    public var mockClasses: Bool
    /// `--debug`: notes on the types and members left out on purpose.
    public var notes: Bool
    /// `--default-isolation MainActor`: the inputs' module's default global actor (`DefaultIsolation`).
    public var defaultGlobalActor: String?

    public init(testableImports: [String] = [], imports: [String] = [], excludedTypes: Set<String> = [], replacedNames: Set<String> = [], typeNamePattern: String? = nil,
                mockInheritedMembers: Bool = true, mockClasses: Bool = true, notes: Bool = false, defaultGlobalActor: String? = nil) {
        self.testableImports = testableImports
        self.imports = imports
        self.excludedTypes = excludedTypes
        self.replacedNames = replacedNames
        self.typeNamePattern = typeNamePattern
        self.mockInheritedMembers = mockInheritedMembers
        self.mockClasses = mockClasses
        self.notes = notes
        self.defaultGlobalActor = defaultGlobalActor
    }
}
