/// A protocol or class that gets a mock, with everything the emitters need already decided:
/// names, access level, generic parameters, and the flattened, numbered list of members.
public struct ResolvedType: Sendable, Equatable {
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

    public let kind: Kind
    /// The simple name: `Inner` for `Outer.Inner`.
    public let name: String
    /// `Outer.Inner`; what messages and `--exclude` use.
    public let qualifiedName: String
    /// `Outer` for nested types: the mock goes into `extension Outer`.
    public let outerTypeName: String?
    public let location: SourceLocation
    /// Enclosing `#if` conditions, outermost first, each already a single condition expression.
    public let conditions: [String]
    /// The access level the mock is written with: `.public` (for an `open` or `public` type),
    /// `.package`, `nil` for internal.
    public let accessLevel: AccessLevel?
    /// `@available(…)` and global-actor attributes copied onto every generated type.
    public let attributes: [Attribute]
    /// `MainActor` or another global actor isolating the protocol or class.
    public let globalActor: String?
    /// `protocol P: Actor`: the mock is an `actor`.
    public let isActorProtocol: Bool
    /// `AnyObject`-constrained: setters write through `__original` without a `var` copy.
    public let isClassBound: Bool
    public let documentation: String?
    /// Generic parameters of the mock (a protocol's associated types, a class's own parameters).
    public let genericParameters: [GenericParameter]
    public let genericRequirements: [GenericRequirement]
    /// Associated types fixed by a same-type requirement (`where RawValue == Int64`): written as
    /// `typealias RawValue = Int64` in the mock and stub instead of generic parameters.
    public let fixedAssociatedTypes: [FixedAssociatedType]
    /// Type aliases written before the mock, inside `#if` clauses (see `ConditionalConstraint`).
    public let conditionalConstraints: [ConditionalConstraint]
    /// Files declaring the type and its ancestors: the imports a mock needs come from them
    /// (with `MemberImportVisibility`, a type from a module not imported is not found).
    public let declarationPaths: [String]
    /// Types and type aliases declared inside the mocked type (or an ancestor), by simple name,
    /// with the qualified spelling the proxies need (`Storage.State`): the mock sees them
    /// through inheritance, the proxy structs do not.
    public internal(set) var nestedTypeNames: TypeNameQualification
    /// The mocked type as the mock names it: `Repository<Item>` for a generic class,
    /// `Stencil.Scanner` for an ambiguous name; for protocols the `any P<…>` is in `defaultImplementation`.
    public let mockedTypeReference: TypeRef
    public internal(set) var defaultImplementation: DefaultImplementationMode
    /// Numbered (see `MemberNumbering`).
    public let members: [ResolvedMember]
    /// Protocol `init` requirements (implemented by creating the manager).
    public let initializers: [InitializerDeclaration]
    public let synthesizedConformances: [SynthesizedConformance]
    /// The class or protocol is `Sendable` (a class mock is then `@unchecked Sendable`; an
    /// isolated protocol's existential may then cross to the runtime in async members).
    public let isSendableClass: Bool
    /// The protocol refines `NSObjectProtocol`: mock and stub subclass Foundation's `NSObject`,
    /// which implements those requirements (as Cuckoo's mocks do).
    public let subclassesNSObject: Bool
    /// The mock and stub name their generic parameters `__Item` and state `typealias Item =
    /// __Item`: Swift would otherwise also infer the associated type from a witness (a sibling
    /// overload `subscript(i: Data)` next to `subscript(i: Item)`) and call it ambiguous.
    public let statesAssociatedTypes: Bool

    /// `--replace`: the concrete type whose members the mock takes through dynamic replacement
    /// (the mock then mirrors it rather than conforming to it).
    public internal(set) var replaced: ReplacedType? = nil

    /// How generated code spells the standard, Foundation and runtime names it writes itself.
    public internal(set) var introducedNames = IntroducedNames()

    /// Names of fixed-width numbers besides Swift's own (a C module's typedefs: `uLong`), whose
    /// parameters get proxy overloads taking literals (`NumericLiteralTypes`).
    public internal(set) var numericTypeAliases: Set<String> = []

    /// `@_spi` groups of the inputs' types that the mock's declarations mention (a requirement
    /// without SPI of its own returning `Abi.Stat` of an `@_spi(Platform) enum Abi`).
    public internal(set) var mentionedSPIGroups: [String] = []

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
