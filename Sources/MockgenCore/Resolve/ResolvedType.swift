/// A protocol or class that gets a mock, with everything the emitters need already decided:
/// names, access level, generic parameters, and the flattened, numbered list of members.
///
/// Its fields live in one box, copied on write (`CopyOnWrite`): each emitter of a type (mock,
/// proxies, stub, member table) held a copy, and every copy retained and later released its
/// thirty-odd fields (14 copies a type in emission).
public struct ResolvedType: Sendable, Equatable, CustomReflectable {
    public enum Kind: Sendable, Equatable {
        case `protocol`
        case `class`
    }

    /// What `MocksType` is and so whether members get a `defaultImplementation:` closure.
    public enum DefaultImplementationMode: Sendable, Equatable {
        /// `any P` (plain protocol or one with primary associated types), or the class itself.
        case existential(TypeRef)
        /// Associated types that `any P<…>` cannot name: `MocksType` is `NoDefaultImplementation`
        /// and the mock has its own generic `enableDefaultImplementation(_:)`, taking a conformer
        /// whose associated types are the mock's generic arguments. Members forward by opening
        /// `any P` (`existential`) and casting values of the associated types (`associatedTypes`).
        case opened(existential: TypeRef, associatedTypes: [String])
        /// An actor protocol: `NoDefaultImplementation`.
        case none
    }

    /// Conformances the mock implements itself because the requirement comes from the standard
    /// library (not among the inputs): identity-based, which is what a test double needs.
    public enum SynthesizedConformance: String, Sendable, Equatable, Comparable {
        case equatable, hashable, comparable, customStringConvertible, customDebugStringConvertible, decodable, encodable, caseIterable, customReflectable, textOutputStreamable

        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The stored fields, as the struct held them before they were boxed.
    struct Fields: Sendable, Equatable {
        var kind: Kind
        var name: String
        var qualifiedName: String
        var outerTypeName: String?
        var location: SourceLocation
        var conditions: [String]
        var accessLevel: AccessLevel?
        var attributes: [Attribute]
        var globalActor: String?
        var isActorProtocol: Bool
        var isClassBound: Bool
        var documentation: String?
        var genericParameters: [GenericParameter]
        var genericRequirements: [GenericRequirement]
        var fixedAssociatedTypes: [FixedAssociatedType]
        var conditionalConstraints: [ConditionalConstraint]
        var declarationPaths: [String]
        var nestedTypeNames: TypeNameQualification
        var mockedTypeReference: TypeRef
        var defaultImplementation: DefaultImplementationMode
        var members: [ResolvedMember]
        var initializers: [InitializerDeclaration]
        var synthesizedConformances: [SynthesizedConformance]
        var isSendableClass: Bool
        var subclassesNSObject: Bool
        var statesAssociatedTypes: Bool
        var replaced: ReplacedType? = nil
        var introducedNames: IntroducedNames = IntroducedNames()
        var numericTypeAliases: Set<String> = []
        var mentionedSPIGroups: [String] = []
    }

    private var storage: CopyOnWrite<Fields>

    init(
        kind: Kind, name: String, qualifiedName: String, outerTypeName: String?, location: SourceLocation,
        conditions: [String], accessLevel: AccessLevel?, attributes: [Attribute], globalActor: String?, isActorProtocol: Bool,
        isClassBound: Bool, documentation: String?, genericParameters: [GenericParameter], genericRequirements: [GenericRequirement], fixedAssociatedTypes: [FixedAssociatedType],
        conditionalConstraints: [ConditionalConstraint], declarationPaths: [String], nestedTypeNames: TypeNameQualification, mockedTypeReference: TypeRef, defaultImplementation: DefaultImplementationMode,
        members: [ResolvedMember], initializers: [InitializerDeclaration], synthesizedConformances: [SynthesizedConformance], isSendableClass: Bool, subclassesNSObject: Bool,
        statesAssociatedTypes: Bool, replaced: ReplacedType? = nil, introducedNames: IntroducedNames = IntroducedNames(), numericTypeAliases: Set<String> = [], mentionedSPIGroups: [String] = []
    ) {
        storage = CopyOnWrite(Fields(
            kind: kind, name: name, qualifiedName: qualifiedName, outerTypeName: outerTypeName, location: location, conditions: conditions,
            accessLevel: accessLevel, attributes: attributes, globalActor: globalActor, isActorProtocol: isActorProtocol, isClassBound: isClassBound, documentation: documentation,
            genericParameters: genericParameters, genericRequirements: genericRequirements, fixedAssociatedTypes: fixedAssociatedTypes, conditionalConstraints: conditionalConstraints, declarationPaths: declarationPaths, nestedTypeNames: nestedTypeNames,
            mockedTypeReference: mockedTypeReference, defaultImplementation: defaultImplementation, members: members, initializers: initializers, synthesizedConformances: synthesizedConformances, isSendableClass: isSendableClass,
            subclassesNSObject: subclassesNSObject, statesAssociatedTypes: statesAssociatedTypes, replaced: replaced, introducedNames: introducedNames, numericTypeAliases: numericTypeAliases, mentionedSPIGroups: mentionedSPIGroups
        ))
    }

    /// Printed and mirrored as the fields it holds, as before they were boxed
    /// (`String(describing:)`, `dump`).
    public var customMirror: Mirror { Mirror(self, children: Mirror(reflecting: storage.value).children, displayStyle: .struct) }

    public var kind: Kind {
        _read { yield storage.value.kind }
    }
    /// The simple name: `Inner` for `Outer.Inner`.
    public var name: String {
        _read { yield storage.value.name }
    }
    /// `Outer.Inner`; what messages and `--exclude` use.
    public var qualifiedName: String {
        _read { yield storage.value.qualifiedName }
    }
    /// `Outer` for nested types: the mock goes into `extension Outer`.
    public var outerTypeName: String? {
        _read { yield storage.value.outerTypeName }
    }
    public var location: SourceLocation {
        _read { yield storage.value.location }
    }
    /// Enclosing `#if` conditions, outermost first, each already a single condition expression.
    public var conditions: [String] {
        _read { yield storage.value.conditions }
    }
    /// The access level the mock is written with: `.public` (for an `open` or `public` type),
    /// `.package`, `nil` for internal.
    public var accessLevel: AccessLevel? {
        _read { yield storage.value.accessLevel }
    }
    /// `@available(…)` and global-actor attributes copied onto every generated type.
    public var attributes: [Attribute] {
        _read { yield storage.value.attributes }
    }
    /// `MainActor` or another global actor isolating the protocol or class.
    public var globalActor: String? {
        _read { yield storage.value.globalActor }
    }
    /// `protocol P: Actor`: the mock is an `actor`.
    public var isActorProtocol: Bool {
        _read { yield storage.value.isActorProtocol }
    }
    /// `AnyObject`-constrained: setters write through `__original` without a `var` copy.
    public var isClassBound: Bool {
        _read { yield storage.value.isClassBound }
    }
    public var documentation: String? {
        _read { yield storage.value.documentation }
    }
    /// Generic parameters of the mock (a protocol's associated types, a class's own parameters).
    public var genericParameters: [GenericParameter] {
        _read { yield storage.value.genericParameters }
    }
    public var genericRequirements: [GenericRequirement] {
        _read { yield storage.value.genericRequirements }
    }
    /// Associated types fixed by a same-type requirement (`where RawValue == Int64`): written as
    /// `typealias RawValue = Int64` in the mock and stub instead of generic parameters.
    public var fixedAssociatedTypes: [FixedAssociatedType] {
        _read { yield storage.value.fixedAssociatedTypes }
    }
    /// Type aliases written before the mock, inside `#if` clauses (see `ConditionalConstraint`).
    public var conditionalConstraints: [ConditionalConstraint] {
        _read { yield storage.value.conditionalConstraints }
    }
    /// Files declaring the type and its ancestors: the imports a mock needs come from them
    /// (with `MemberImportVisibility`, a type from a module not imported is not found).
    public var declarationPaths: [String] {
        _read { yield storage.value.declarationPaths }
    }
    /// Types and type aliases declared inside the mocked type (or an ancestor), by simple name,
    /// with the qualified spelling the proxies need (`Storage.State`): the mock sees them
    /// through inheritance, the proxy structs do not.
    public internal(set) var nestedTypeNames: TypeNameQualification {
        _read { yield storage.value.nestedTypeNames }
        _modify { yield &storage.value.nestedTypeNames }
    }
    /// The mocked type as the mock names it: `Repository<Item>` for a generic class,
    /// `Stencil.Scanner` for an ambiguous name; for protocols the `any P<…>` is in `defaultImplementation`.
    public var mockedTypeReference: TypeRef {
        _read { yield storage.value.mockedTypeReference }
    }
    public internal(set) var defaultImplementation: DefaultImplementationMode {
        _read { yield storage.value.defaultImplementation }
        _modify { yield &storage.value.defaultImplementation }
    }
    /// Numbered (see `MemberNumbering`).
    public var members: [ResolvedMember] {
        _read { yield storage.value.members }
    }
    /// Protocol `init` requirements (implemented by creating the manager).
    public var initializers: [InitializerDeclaration] {
        _read { yield storage.value.initializers }
    }
    public var synthesizedConformances: [SynthesizedConformance] {
        _read { yield storage.value.synthesizedConformances }
    }
    /// The class or protocol is `Sendable` (a class mock is then `@unchecked Sendable`; an
    /// isolated protocol's existential may then cross to the runtime in async members).
    public var isSendableClass: Bool {
        _read { yield storage.value.isSendableClass }
    }
    /// The protocol refines `NSObjectProtocol`: mock and stub subclass Foundation's `NSObject`,
    /// which implements those requirements (as Cuckoo's mocks do).
    public var subclassesNSObject: Bool {
        _read { yield storage.value.subclassesNSObject }
    }
    /// The mock and stub name their generic parameters `__Item` and state `typealias Item =
    /// __Item`: Swift would otherwise also infer the associated type from a witness (a sibling
    /// overload `subscript(i: Data)` next to `subscript(i: Item)`) and call it ambiguous.
    public var statesAssociatedTypes: Bool {
        _read { yield storage.value.statesAssociatedTypes }
    }

    /// `--replace`: the concrete type whose members the mock takes through dynamic replacement
    /// (the mock then mirrors it rather than conforming to it).
    public internal(set) var replaced: ReplacedType? {
        _read { yield storage.value.replaced }
        _modify { yield &storage.value.replaced }
    }

    /// How generated code spells the standard, Foundation and runtime names it writes itself.
    public internal(set) var introducedNames: IntroducedNames {
        _read { yield storage.value.introducedNames }
        _modify { yield &storage.value.introducedNames }
    }

    /// Names of fixed-width numbers besides Swift's own (a C module's typedefs: `uLong`), whose
    /// parameters get proxy overloads taking literals (`NumericLiteralTypes`).
    public internal(set) var numericTypeAliases: Set<String> {
        _read { yield storage.value.numericTypeAliases }
        _modify { yield &storage.value.numericTypeAliases }
    }

    /// `@_spi` groups of the inputs' types that the mock's declarations mention (a requirement
    /// without SPI of its own returning `Abi.Stat` of an `@_spi(Platform) enum Abi`).
    public internal(set) var mentionedSPIGroups: [String] {
        _read { yield storage.value.mentionedSPIGroups }
        _modify { yield &storage.value.mentionedSPIGroups }
    }

    /// Every `@_spi` group the generated file must import the module with for this mock: the
    /// type's, its members', and those of the types they mention.
    public var spiGroups: [String] {
        (attributes + members.flatMap(\.attributes)).filter { $0.name == "_spi" }.compactMap(\.arguments) + mentionedSPIGroups
    }

    public var hasStaticMembers: Bool { members.contains { $0.isStatic } }

    /// Derived from the name without its backticks: `` `Type` `` gets `MockType`.
    public var mockName: String { "Mock" + SwiftIdentifier.bare(name) }
    public var stubName: String { SwiftIdentifier.bare(name) + "Stub" }
}

/// An associated type declared with different constraints in different `#if` clauses: the mock's
/// generic parameter is constrained by a type alias declared once per clause.
public struct ConditionalConstraint: Sendable, Equatable {
    public struct Clause: Sendable, Equatable {
        public var condition: String
        public var constraint: TypeRef
    }

    /// `__MockHashFunction_Digest`
    public var aliasName: String
    public var clauses: [Clause]
}

public struct FixedAssociatedType: Sendable, Equatable {
    public var name: String
    public var type: TypeRef
}

/// How a method takes and returns noncopyable (`~Copyable`) values: each such parameter is
/// recorded as a `NoncopyableArgument` (what live projections read off it), and such a result
/// is made by the stub's closure through a `NoncopyableResult`.
public struct NoncopyableUse: Sendable, Equatable {
    /// Positions of the parameters recorded as `NoncopyableArgument`s.
    public var parameters: Set<Int> = []
    public var returnsResult = false

    public var isEmpty: Bool { parameters.isEmpty && !returnsResult }
}

extension ResolvedMember.Kind {
    public var header: DeclarationHeader {
        switch self {
        case .method(let decl): return decl.header
        case .property(let decl, _): return decl.header
        case .subscript(let decl): return decl.header
        }
    }
}
