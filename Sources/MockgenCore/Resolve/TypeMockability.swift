/// Whether a protocol or class can have a mock at all: the checks on the type and its ancestry
/// (before its members are collected), and those that need the members or initializers.
enum TypeMockability {
    /// The first reason the type cannot be mocked, read from its declaration, its ancestry and
    /// its traits, in the order they are reported.
    static func reasonBeforeMembers(_ candidate: TypeCandidate, _ ancestry: InheritanceResolver.Ancestry, traits: TypeTraits,
                                    finder: MockableTypeFinder) -> Unmockability? {
        let decl = candidate.declaration
        if let refined = ancestry.refinedClass { return .refinesClass(refined) }
        if decl.genericParameters.contains(where: \.isPack) { return .typeParameterPacks }
        let prefix = candidate.outerTypeName.map { $0 + "." } ?? ""
        // The generated type would shadow the input type of that name in the test target.
        for generated in ["Mock" + SwiftIdentifier.bare(decl.name), SwiftIdentifier.bare(decl.name) + "Stub"] where finder.byName[prefix + generated] != nil {
            return .shadowsInputType(prefix + generated)
        }
        if decl.kind == .protocol, let requirement = selfReferentialRequirement(ancestry) { return .selfReferentialRequirement(requirement) }
        if traits.isActorProtocol, let actor = traits.globalActor { return .actorWithGlobalActor(actor.name) }
        return nil
    }

    /// A protocol mock must implement every requirement: without one it would not conform, and
    /// the whole generated file would fail to compile. Better no mock, said plainly. Counted
    /// from the member findings' cases, never from their text.
    static func unmockableRequirements(in memberFindings: [Finding]) -> Unmockability? {
        let count = memberFindings.count { $0.isUnmockableMember }
        return count > 0 ? .unmockableRequirements(count: count) : nil
    }

    /// A class mock is a subclass, which needs an initializer it can call.
    static func initializerReason(_ ancestry: InheritanceResolver.Ancestry) -> Unmockability? {
        Initializers.hasAccessibleInitializer(ancestry) ? nil : .privateInitializersOnly
    }

    /// `where Key.PublicKey == Self` on the protocol or one of its associated types.
    static func selfReferentialRequirement(_ ancestry: InheritanceResolver.Ancestry) -> GenericRequirement? {
        for ancestor in ancestry.declarations {
            var requirements = ancestor.declaration.requirements.filter { !$0.left.isSelfOrOptionalSelf }
            for (member, _) in MockableTypeFinder.flattenMembers(ancestor.declaration.members) {
                if case .associatedType(let associated) = member { requirements += associated.requirements }
            }
            if let found = requirements.first(where: { $0.relation == .sameType && $0.right.isSelfOrOptionalSelf }) {
                return found
            }
        }
        return nil
    }
}

extension Unmockability {
    /// How a message names the type a type-level reason is about: `protocol P`, `class C`, or
    /// just `P` where the reason applies to either.
    func subject(_ candidate: TypeCandidate) -> String {
        switch self {
        case .refinesClass, .selfReferentialRequirement, .actorWithGlobalActor, .actorInitializerParameter, .associatedTypeNamedLikeProtocol, .unmockableRequirements:
            return "protocol " + candidate.qualifiedName
        case .privateInitializersOnly: return "class " + candidate.qualifiedName
        default: return candidate.qualifiedName
        }
    }
}
