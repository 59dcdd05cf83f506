/// What the resolver needs to know of a type's members beyond names, kept by skeletons (which
/// drop the members) so that a two-pass run decides as a one-pass run does.
public struct MemberFacts: Sendable, Hashable {
    /// A protocol requirement mentions `Self` (`ExistentialAny`).
    public var mentionsSelf: Bool
    /// How to make a value of the type with no arguments, if it can be done (`ResultDefaults`).
    public var construction: Construction?

    /// A value made from nothing: `Receipt.cash` or `Receipt()`.
    public enum Construction: Sendable, Hashable {
        /// The first enum case without a payload (outside `#if`, without `@available`).
        case enumCase(String)
        /// `T()`: an initializer whose parameters all have default values (outside `#if`,
        /// synchronous, non-failable, without `@available`), or the one Swift synthesizes when
        /// every stored property has an initial value (internal). The access level is the
        /// initializer's as written (`nil`: internal).
        case initializer(AccessLevel?)
    }

    public init(mentionsSelf: Bool = false, construction: Construction? = nil) {
        self.mentionsSelf = mentionsSelf
        self.construction = construction
    }

    /// The facts of a full declaration: the kept ones for a skeleton, else read from its members.
    public static func of(_ declaration: TypeDeclaration) -> MemberFacts {
        if let kept = declaration.droppedMemberFacts { return kept }
        var facts = MemberFacts()
        switch declaration.kind {
        case .protocol:
            facts.mentionsSelf = declaration.members.contains(where: \.mentionsSelf)
        case .enum:
            facts.construction = enumCase(declaration.members)
        case .struct, .class, .actor:
            facts.construction = initializer(declaration)
        case .extension:
            break
        }
        return facts
    }

    private static func enumCase(_ members: [Declaration]) -> Construction? {
        for member in members {
            guard case .enumCase(let decl) = member, decl.header.attributes.isEmpty else { continue }
            if let element = decl.elements.first(where: { $0.associatedValues == nil }) { return .enumCase(element.name) }
        }
        return nil
    }

    private static func initializer(_ declaration: TypeDeclaration) -> Construction? {
        var reading = ConstructionReading()
        for member in declaration.members {
            switch member {
            case .initializer(let initializer):
                reading.add(initializer)
            case .variable(let variable):
                reading.add(variable)
            case .ifConfig:
                // Stored properties or initializers under `#if`: which exist is not known here.
                return nil
            default:
                continue
            }
        }
        return reading.construction(of: declaration.kind, inheritanceIsEmpty: declaration.inheritance.isEmpty)
    }

    /// How a struct, class or actor is made from nothing, read member by member in source order:
    /// from full declarations here, and from the tokens of the members pass 1 steps over
    /// (`Parser+ConstructionFacts.swift`), which must therefore say what these would.
    struct ConstructionReading {
        /// What the first usable initializer gives (`.some(nil)`: it is private), once one is met.
        private var firstUsable: Construction??
        private var sawInitializer = false
        private var storedAllDefaulted = true

        /// An initializer callable as `T()`: non-failable, synchronous, not throwing, not
        /// generic, without attributes, every parameter with a default value.
        static func isUsable(_ initializer: InitializerDeclaration) -> Bool {
            initializer.failability == .none && !initializer.effects.isAsync && initializer.effects.throwing == .none
                && initializer.genericParameters.isEmpty && initializer.header.attributes.isEmpty
                && initializer.parameters.allSatisfy(\.hasDefaultValue)
        }

        mutating func add(_ initializer: InitializerDeclaration) {
            addInitializer(isUsable: Self.isUsable(initializer), access: initializer.header.accessLevel)
        }

        mutating func addInitializer(isUsable: Bool, access: AccessLevel?) {
            sawInitializer = true
            guard isUsable, firstUsable == nil else { return }
            firstUsable = .some(access.map { $0 > .fileprivate } ?? true ? .initializer(access) : nil)
        }

        /// Only stored instance properties count; `var x: T?` starts as `nil`.
        mutating func add(_ variable: VariableDeclaration) {
            guard variable.isStored && !variable.header.isStatic else { return }
            let optionalVar: Bool
            if !variable.isLet, case .optional = variable.type { optionalVar = true } else { optionalVar = false }
            addStoredProperty(hasValue: variable.hasInitializer || optionalVar)
        }

        mutating func addStoredProperty(hasValue: Bool) {
            if !hasValue { storedAllDefaulted = false }
        }

        func construction(of kind: TypeDeclaration.Kind, inheritanceIsEmpty: Bool) -> Construction? {
            if let firstUsable { return firstUsable }
            // Swift synthesizes `init()` only without written initializers (a class also needs no
            // superclass, which an inheritance clause might name).
            guard !sawInitializer, storedAllDefaulted, kind == .struct || inheritanceIsEmpty else { return nil }
            return .initializer(nil)
        }
    }
}

extension Declaration {
    /// The declaration (a protocol requirement) mentions `Self`; `#if` blocks are looked into
    /// (which makes its protocol one that code must write `any P`: `ExistentialAny`).
    var mentionsSelf: Bool {
        switch self {
        case .function(let function):
            return function.mentions("Self") || function.genericParameters.contains { $0.constraint?.mentions("Self") ?? false }
        case .variable(let variable): return variable.type?.mentions("Self") ?? false
        case .subscript(let subscriptDecl): return subscriptDecl.mentions("Self")
        case .initializer(let initializer): return initializer.parameters.contains { $0.type.mentions("Self") }
        case .ifConfig(let block): return block.clauses.contains { $0.declarations.contains(where: \.mentionsSelf) }
        default: return false
        }
    }
}
