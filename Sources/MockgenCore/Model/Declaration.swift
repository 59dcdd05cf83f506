/// Any declaration mockgen reads, at file level or inside a type.
///
/// Function bodies, initial values and default arguments are skipped by the parser; only what a
/// mock needs is kept. Declarations the parser recognises but mockgen has no use for
/// (operators, precedence groups, `deinit`, macros) are not modelled.
public indirect enum Declaration: Sendable, Hashable {
    case type(TypeDeclaration)
    case function(FunctionDeclaration)
    case variable(VariableDeclaration)
    case `subscript`(SubscriptDeclaration)
    case initializer(InitializerDeclaration)
    case associatedType(AssociatedTypeDeclaration)
    case typeAlias(TypeAliasDeclaration)
    case enumCase(EnumCaseDeclaration)
    case `import`(ImportDeclaration)
    /// `#if … #elseif … #else … #endif` around declarations.
    case ifConfig(IfConfigDeclaration)

    public var location: SourceLocation {
        switch self {
        case .type(let decl): return decl.header.location
        case .function(let decl): return decl.header.location
        case .variable(let decl): return decl.header.location
        case .subscript(let decl): return decl.header.location
        case .initializer(let decl): return decl.header.location
        case .associatedType(let decl): return decl.header.location
        case .typeAlias(let decl): return decl.header.location
        case .enumCase(let decl): return decl.header.location
        case .import(let decl): return decl.location
        case .ifConfig(let decl): return decl.location
        }
    }
}

/// `protocol`, `class`, `actor`, `struct`, `enum` or `extension`.
///
/// Its fields live in one box, copied on write (`CopyOnWrite`): a type is copied wherever a
/// declaration is read whole (the finder's walk, skeletons, pruning, extended names), and each
/// copy retained and later released every field (2 % of a large run's instructions, 2026-12-05).
public struct TypeDeclaration: Sendable, Hashable, Encodable, CustomReflectable {
    public enum Kind: String, Sendable, Hashable, Encodable {
        case `protocol`, `class`, `actor`, `struct`, `enum`, `extension`
    }

    /// The stored fields, as the struct held them before they were boxed.
    struct Fields: Sendable, Hashable, Encodable {
        var kind: Kind
        var header: DeclarationHeader
        var name: String
        var extendedType: TypeRef?
        var genericParameters: [GenericParameter]
        var primaryAssociatedTypes: [String]
        var inheritance: [TypeRef]
        var requirements: [GenericRequirement]
        var members: [Declaration]
        var droppedMemberFacts: MemberFacts?
        var declaresDeinitializer = false

        private enum CodingKeys: String, CodingKey {
            case kind, header, name, extendedType, genericParameters, primaryAssociatedTypes, inheritance, requirements, members
        }
    }

    private var storage: CopyOnWrite<Fields>

    public init(kind: Kind, header: DeclarationHeader, name: String, extendedType: TypeRef? = nil, genericParameters: [GenericParameter] = [], primaryAssociatedTypes: [String] = [], inheritance: [TypeRef] = [], requirements: [GenericRequirement] = [], members: [Declaration] = [],
                droppedMemberFacts: MemberFacts? = nil) {
        storage = CopyOnWrite(Fields(kind: kind, header: header, name: name, extendedType: extendedType, genericParameters: genericParameters,
                                     primaryAssociatedTypes: primaryAssociatedTypes, inheritance: inheritance, requirements: requirements, members: members,
                                     droppedMemberFacts: droppedMemberFacts))
    }

    /// Printed and mirrored as the fields it holds, as before they were boxed
    /// (`String(describing:)`, `dump`).
    public var customMirror: Mirror { Mirror(self, children: Mirror(reflecting: storage.value).children, displayStyle: .struct) }

    public func encode(to encoder: any Encoder) throws { try storage.value.encode(to: encoder) }

    public var kind: Kind {
        _read { yield storage.value.kind }
        _modify { yield &storage.value.kind }
    }

    public var header: DeclarationHeader {
        _read { yield storage.value.header }
        _modify { yield &storage.value.header }
    }

    /// The type's name; for an extension, the extended type's text (`Array`, `Outer.Inner`).
    public var name: String {
        _read { yield storage.value.name }
        _modify { yield &storage.value.name }
    }

    /// For an extension: the extended type, parsed.
    public var extendedType: TypeRef? {
        _read { yield storage.value.extendedType }
        _modify { yield &storage.value.extendedType }
    }

    public var genericParameters: [GenericParameter] {
        _read { yield storage.value.genericParameters }
        _modify { yield &storage.value.genericParameters }
    }

    /// `protocol P<Element, Failure>`
    public var primaryAssociatedTypes: [String] {
        _read { yield storage.value.primaryAssociatedTypes }
        _modify { yield &storage.value.primaryAssociatedTypes }
    }

    public var inheritance: [TypeRef] {
        _read { yield storage.value.inheritance }
        _modify { yield &storage.value.inheritance }
    }

    public var requirements: [GenericRequirement] {
        _read { yield storage.value.requirements }
        _modify { yield &storage.value.requirements }
    }

    public var members: [Declaration] {
        _read { yield storage.value.members }
        _modify { yield &storage.value.members }
    }

    /// What `ModelSkeleton` learned from the members it dropped (`MemberFacts`); `nil` in a
    /// full model, whose members say it themselves.
    public var droppedMemberFacts: MemberFacts? {
        _read { yield storage.value.droppedMemberFacts }
        _modify { yield &storage.value.droppedMemberFacts }
    }

    /// The body declares a `deinit` (which the model does not keep otherwise).
    public var declaresDeinitializer: Bool {
        _read { yield storage.value.declaresDeinitializer }
        _modify { yield &storage.value.declaresDeinitializer }
    }
}

/// `func name<T>(params) async throws -> Result where …`, operator functions included.
///
/// Its fields live in one box, copied on write, as `TypeDeclaration`'s do: a function is copied
/// out of every member kind read (`switch member.kind`), several times per mocked method.
public struct FunctionDeclaration: Sendable, Hashable, Encodable, CustomReflectable {
    /// The stored fields, as the struct held them before they were boxed.
    struct Fields: Sendable, Hashable, Encodable {
        var header: DeclarationHeader
        var name: String
        var genericParameters: [GenericParameter]
        var parameters: [Parameter]
        var effects: Effects
        var result: TypeRef?
        var requirements: [GenericRequirement]
        var hasBody: Bool
    }

    private var storage: CopyOnWrite<Fields>

    public init(header: DeclarationHeader, name: String, genericParameters: [GenericParameter] = [], parameters: [Parameter] = [], effects: Effects = .none, result: TypeRef? = nil, requirements: [GenericRequirement] = [], hasBody: Bool = false) {
        storage = CopyOnWrite(Fields(header: header, name: name, genericParameters: genericParameters, parameters: parameters, effects: effects,
                                     result: result, requirements: requirements, hasBody: hasBody))
    }

    /// Printed and mirrored as the fields it holds, as before they were boxed
    /// (`String(describing:)`, `dump`).
    public var customMirror: Mirror { Mirror(self, children: Mirror(reflecting: storage.value).children, displayStyle: .struct) }

    public func encode(to encoder: any Encoder) throws { try storage.value.encode(to: encoder) }

    public var header: DeclarationHeader {
        _read { yield storage.value.header }
        _modify { yield &storage.value.header }
    }

    /// `greet`, or an operator such as `==`.
    public var name: String {
        _read { yield storage.value.name }
        _modify { yield &storage.value.name }
    }

    public var genericParameters: [GenericParameter] {
        _read { yield storage.value.genericParameters }
        _modify { yield &storage.value.genericParameters }
    }

    public var parameters: [Parameter] {
        _read { yield storage.value.parameters }
        _modify { yield &storage.value.parameters }
    }

    public var effects: Effects {
        _read { yield storage.value.effects }
        _modify { yield &storage.value.effects }
    }

    /// `nil` when no `->` is written.
    public var result: TypeRef? {
        _read { yield storage.value.result }
        _modify { yield &storage.value.result }
    }

    public var requirements: [GenericRequirement] {
        _read { yield storage.value.requirements }
        _modify { yield &storage.value.requirements }
    }

    /// A `{ … }` body was present (and skipped).
    public var hasBody: Bool {
        _read { yield storage.value.hasBody }
        _modify { yield &storage.value.hasBody }
    }
}

/// One accessor in `{ get async throws set }` or an implemented accessor block.
public struct Accessor: Sendable, Hashable, Encodable {
    public enum Kind: String, Sendable, Hashable, Encodable {
        case get, set, willSet, didSet, read = "_read", modify = "_modify", `init`, unsafeAddress, unsafeMutableAddress
        /// `yielding borrow` / `yielding mutate` and other accessors newer than this parser.
        case other
    }

    public var kind: Kind
    /// `mutating`, `nonmutating`, `__consuming`, access levels are not allowed here.
    public var modifiers: [String]
    public var attributes: [Attribute]
    public var effects: Effects

    public init(kind: Kind, modifiers: [String] = [], attributes: [Attribute] = [], effects: Effects = .none) {
        self.kind = kind
        self.modifiers = modifiers
        self.attributes = attributes
        self.effects = effects
    }
}

/// One binding of a `var`/`let`: `var a, b: Int` yields two declarations sharing a header.
public struct VariableDeclaration: Sendable, Hashable, Encodable {
    public var header: DeclarationHeader
    public var isLet: Bool
    public var name: String
    /// The written type, else one inferred from a simple initial value (`= Foo()`, `= 5`, `= "x"`,
    /// `as Foo`); `nil` when neither is possible.
    public var type: TypeRef?
    /// `true` when `type` came from the initial value rather than an annotation.
    public var isTypeInferred: Bool
    /// The accessors written; empty for a stored property without observers.
    public var accessors: [Accessor]
    /// A shorthand getter body `var x: Int { … }` counts as one `get`.
    public var hasInitializer: Bool

    public init(header: DeclarationHeader, isLet: Bool, name: String, type: TypeRef?, isTypeInferred: Bool = false, accessors: [Accessor] = [], hasInitializer: Bool = false) {
        self.header = header
        self.isLet = isLet
        self.name = name
        self.type = type
        self.isTypeInferred = isTypeInferred
        self.accessors = accessors
        self.hasInitializer = hasInitializer
    }

    /// Stored: no accessors, or only `willSet`/`didSet` observers.
    public var isStored: Bool {
        accessors.allSatisfy { $0.kind == .willSet || $0.kind == .didSet }
    }

    /// Writable from outside the type: `let` never; computed only with a `set` (or `_modify`).
    public var isSettable: Bool {
        if isLet { return false }
        if isStored { return true }
        return accessors.contains { $0.kind == .set || $0.kind == .modify || $0.kind == .unsafeMutableAddress }
    }

    /// Effects of the getter (`get async throws`).
    public var getterEffects: Effects {
        accessors.first { $0.kind == .get }?.effects ?? .none
    }
}

/// `subscript<T>(params) -> Result { get set }`
public struct SubscriptDeclaration: Sendable, Hashable, Encodable {
    public var header: DeclarationHeader
    public var genericParameters: [GenericParameter]
    public var parameters: [Parameter]
    public var result: TypeRef
    public var requirements: [GenericRequirement]
    public var accessors: [Accessor]

    public init(header: DeclarationHeader, genericParameters: [GenericParameter] = [], parameters: [Parameter] = [], result: TypeRef, requirements: [GenericRequirement] = [], accessors: [Accessor] = []) {
        self.header = header
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.result = result
        self.requirements = requirements
        self.accessors = accessors
    }

    public var isSettable: Bool {
        accessors.contains { $0.kind == .set || $0.kind == .modify || $0.kind == .unsafeMutableAddress }
    }
}

/// `init`, `init?`, `init!`, with `required`/`convenience` among the modifiers.
public struct InitializerDeclaration: Sendable, Hashable, Encodable {
    public enum Failability: String, Sendable, Hashable, Encodable {
        case none = "", optional = "?", implicitlyUnwrapped = "!"
    }

    public var header: DeclarationHeader
    public var failability: Failability
    public var genericParameters: [GenericParameter]
    public var parameters: [Parameter]
    public var effects: Effects
    public var requirements: [GenericRequirement]
    /// The body passes `self` on (`register(self)`, `[weak self]`) rather than only reaching
    /// its members: a replacement recording the construction cannot stand in for the instance
    /// it hands out (`ReplacementSelection`).
    public var handsOutSelf = false

    private enum CodingKeys: String, CodingKey {
        case header, failability, genericParameters, parameters, effects, requirements
    }

    public init(header: DeclarationHeader, failability: Failability = .none, genericParameters: [GenericParameter] = [], parameters: [Parameter] = [], effects: Effects = .none, requirements: [GenericRequirement] = []) {
        self.header = header
        self.failability = failability
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.effects = effects
        self.requirements = requirements
    }
}

/// `associatedtype Element: Hashable = Int where Element: Sendable`
public struct AssociatedTypeDeclaration: Sendable, Hashable, Encodable {
    public var header: DeclarationHeader
    public var name: String
    public var inheritance: [TypeRef]
    public var defaultType: TypeRef?
    public var requirements: [GenericRequirement]

    public init(header: DeclarationHeader, name: String, inheritance: [TypeRef] = [], defaultType: TypeRef? = nil, requirements: [GenericRequirement] = []) {
        self.header = header
        self.name = name
        self.inheritance = inheritance
        self.defaultType = defaultType
        self.requirements = requirements
    }
}

/// `typealias Name<T> = Type`
public struct TypeAliasDeclaration: Sendable, Hashable, Encodable {
    public var header: DeclarationHeader
    public var name: String
    public var genericParameters: [GenericParameter]
    public var type: TypeRef
    public var requirements: [GenericRequirement]

    public init(header: DeclarationHeader, name: String, genericParameters: [GenericParameter] = [], type: TypeRef, requirements: [GenericRequirement] = []) {
        self.header = header
        self.name = name
        self.genericParameters = genericParameters
        self.type = type
        self.requirements = requirements
    }
}

/// `case a, b(Int), c(label: String)` inside an enum; raw values skipped.
public struct EnumCaseDeclaration: Sendable, Hashable, Encodable {
    public struct Element: Sendable, Hashable, Encodable {
        public var name: String
        /// `nil` when the case has no payload.
        public var associatedValues: [Parameter]?

        public init(name: String, associatedValues: [Parameter]? = nil) {
            self.name = name
            self.associatedValues = associatedValues
        }
    }

    public var header: DeclarationHeader
    public var elements: [Element]

    public init(header: DeclarationHeader, elements: [Element]) {
        self.header = header
        self.elements = elements
    }
}

/// `@testable import struct Foo.Bar`; kept so generated files can repeat the imports they need.
public struct ImportDeclaration: Sendable, Hashable, Encodable {
    public var attributes: [Attribute]
    public var modifiers: [String]
    /// `struct`, `func`, … in `import struct Foo.Bar`.
    public var kind: String?
    /// `Foo.Bar`
    public var path: String
    public var location: SourceLocation

    public init(attributes: [Attribute] = [], modifiers: [String] = [], kind: String? = nil, path: String, location: SourceLocation) {
        self.attributes = attributes
        self.modifiers = modifiers
        self.kind = kind
        self.path = path
        self.location = location
    }

    /// The module imported: the path's first component (`Foo` of `Foo.Bar`), found by bytes (a
    /// `split` by `Character` cost a thousand instructions per import, and inputs import a lot).
    public var moduleName: String {
        let dot = UInt8(ascii: ".")
        // Offsets of the first component; `nil` for a string without contiguous UTF-8 (bridged).
        let component = path.utf8.withContiguousStorageIfAvailable { bytes -> Range<Int> in
            let start = bytes.firstIndex { $0 != dot } ?? bytes.count
            return start..<(bytes[start...].firstIndex(of: dot) ?? bytes.count)
        }
        guard let component else { return path.split(separator: ".").first.map(String.init) ?? path }
        if component.isEmpty || component.count == path.utf8.count { return path }
        let utf8 = path.utf8
        return String(path[utf8.index(utf8.startIndex, offsetBy: component.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: component.upperBound)])
    }
}

/// `#if A … #elseif B … #else … #endif` around declarations; every clause is parsed.
public struct IfConfigDeclaration: Sendable, Hashable, Encodable {
    public struct Clause: Sendable, Hashable, Encodable {
        public enum Kind: String, Sendable, Hashable, Encodable {
            case `if` = "#if", elseif = "#elseif", `else` = "#else"
        }

        public var kind: Kind
        /// The condition text, whitespace folded (`os(Linux) || canImport(Glibc)`); `nil` for `#else`.
        public var condition: String?
        public var declarations: [Declaration]

        public init(kind: Kind, condition: String?, declarations: [Declaration]) {
            self.kind = kind
            self.condition = condition
            self.declarations = declarations
        }
    }

    public var clauses: [Clause]
    public var location: SourceLocation

    public init(clauses: [Clause], location: SourceLocation) {
        self.clauses = clauses
        self.location = location
    }
}

/// The parse result of one file.
public struct SourceFileModel: Sendable, Hashable, Encodable {
    public var path: String
    public var declarations: [Declaration]
    public var diagnostics: [Diagnostic]

    public init(path: String, declarations: [Declaration] = [], diagnostics: [Diagnostic] = []) {
        self.path = path
        self.declarations = declarations
        self.diagnostics = diagnostics
    }
}
