/// Resolves one selected protocol or class into its mock, running the passes in order: traits,
/// mockability, members across inheritance, the kind's own parts (associated types and
/// synthesized conformances of a protocol, generic parameters of a class), qualification, and
/// numbering last. Each pass returns a value; the `ResolvedType` is made once, from all of them.
/// `Sendable` like every pass: it reads shared values only, so types could resolve in parallel.
struct TypeResolver: Sendable {
    /// The mock, or `nil` when the type cannot be mocked, and what was found either way.
    struct Outcome: Sendable {
        var type: ResolvedType?
        var findings: [Finding]
    }

    let finder: MockableTypeFinder
    let inheritance: InheritanceResolver
    let options: ResolveOptions
    let names: NestedTypeNames
    let existentialAny: ExistentialAny
    let resultDefaults: ResultDefaults
    /// The finder's names of `~Escapable` types as a `NameSet`, made once for every type
    /// resolved (each mock's members ask it of each parameter).
    var nonescapable: NameSet? = nil

    func resolve(_ candidate: TypeCandidate) -> Outcome {
        let decl = candidate.declaration
        var findings: [Finding] = []
        func rejected(_ reason: Unmockability) -> Outcome {
            findings.append(.unmockable(reason, what: reason.subject(candidate), at: decl.header.location))
            return Outcome(type: nil, findings: findings)
        }
        let ancestry = inheritance.ancestry(of: candidate, followInputs: options.mockInheritedMembers)
        let traits = TypeTraits(ancestry, finder: finder)
        if let reason = TypeMockability.reasonBeforeMembers(candidate, ancestry, traits: traits, finder: finder) { return rejected(reason) }
        let access = Self.mockAccessLevel(decl.header.accessLevel)
        var collection = MemberCollector(ancestry: ancestry, rules: .forMock(of: ancestry, finder: finder, access: access), finder: finder, inheritance: inheritance,
                                         nonescapable: nonescapable).collect()
        collection.members = InheritedMemberScopes(finder: finder, names: names, module: options.testableImports.count == 1 ? options.testableImports.first : nil)
            .qualify(collection.members, ancestry: ancestry, findings: &collection.findings)
        if traits.globalActor != nil { Self.leaveOutMethodsNamedSelf(&collection, owner: candidate.qualifiedName) }
        let mockName = "Mock" + SwiftIdentifier.bare(decl.name)
        var parts: KindParts
        switch decl.kind {
        case .protocol:
            for name in ancestry.externalNames where !InheritanceResolver.knownProtocols.contains(name) {
                findings.append(.warning(.refinesUnknownProtocol(type: candidate.qualifiedName, refined: name), at: decl.header.location))
            }
            findings += collection.findings
            if let reason = TypeMockability.unmockableRequirements(in: collection.findings) { return rejected(reason) }
            parts = protocolParts(candidate, ancestry, traits: traits, members: collection.members, mockName: mockName)
            if traits.isActorProtocol, let requirement = Self.initializerNoActorTakes(parts) { return rejected(.actorInitializerParameter(requirement)) }
            if let clash = parts.associatedTypes.genericParameters.first(where: { SwiftIdentifier.bare($0.name) == SwiftIdentifier.bare(decl.name) }) {
                return rejected(.associatedTypeNamedLikeProtocol(clash.name))
            }
        default:
            findings += collection.findings
            if let reason = TypeMockability.initializerReason(ancestry) { return rejected(reason) }
            parts = classParts(candidate)
        }
        var attributes = decl.header.attributes.filter(\.isRepeatedOnMockType)
        if let actor = traits.globalActor {
            // A module's own `MainActor` (a struct, say) would take a bare `@MainActor` on the
            // mock: the inputs cannot have written it so, but `--default-isolation MainActor` reads
            // them as if they had (fuzz find, seed 31338 Case137).
            let shadowed = actor.name == "MainActor" && finder.declaredIntroducedNames.contains("MainActor")
            attributes.append(shadowed ? Attribute(name: "_Concurrency.MainActor", arguments: actor.arguments) : actor)
        }
        // Only public declarations can be `@_spi`: an internal mock of an SPI protocol (or with
        // SPI requirements inherited from a public one) drops the attribute and keeps the group
        // for the import, which the mock needs to see the SPI declarations.
        // Protocols that need `any` are written so, except where a name the mock sees means another type.
        // A protocol nested where the mock is (itself, a sibling) is such a name that needs `any` too.
        let (siblings, nestedNeedingAny) = existentialAny.nestedNames(around: candidate, finder: finder)
        let shadowing = ancestry.declarations.reduce(siblings) { $0.union(finder.nestedNamesByOuter[$1.qualifiedName] ?? []) }
            .union(parts.associatedTypes.genericParameters.map { SwiftIdentifier.bare($0.name) })
        let existentialAny = nestedNeedingAny.isEmpty ? existentialAny : existentialAny.adding(nestedNeedingAny)
        for index in parts.initializers.indices {
            parts.initializers[index].parameters = existentialAny.spelling(parts.initializers[index].parameters, shadowed: shadowing)
        }
        var members = existentialAny.spelling(collection.members, shadowed: shadowing)
        // `members` the one holder of the array and of each member's box: numbered and given
        // their default values in place, not copied member by member (each a box of 19 fields).
        collection.members = []
        members = Self.renamingShadowingGenerics(members, of: parts.associatedTypes.genericParameters)
        MemberNumbering.number(&members)
        for index in members.indices { members[index].defaultValue = resultDefaults.recipe(for: members[index], hidden: shadowing) }
        if traits.isActorProtocol { Self.leaveActorIsolation(&members, ancestry: ancestry, inheritance: inheritance, finder: finder) }
        var droppedSPIGroups: Set<String> = []
        if access != .public {
            func dropSPI(_ attributes: inout [Attribute]) {
                for attribute in attributes where attribute.name == "_spi" { if let group = attribute.arguments { droppedSPIGroups.insert(group) } }
                attributes.removeAll { $0.name == "_spi" }
            }
            dropSPI(&attributes)
            for index in members.indices { dropSPI(&members[index].attributes) }
        }
        var type = ResolvedType(
            kind: decl.kind == .protocol ? .protocol : .class, name: decl.name, qualifiedName: candidate.qualifiedName,
            outerTypeName: candidate.outerTypeName, location: decl.header.location, conditions: candidate.conditions,
            accessLevel: access, attributes: attributes, globalActor: traits.globalActor?.name,
            isActorProtocol: traits.isActorProtocol, isClassBound: traits.isClassBound, documentation: decl.header.documentation,
            genericParameters: parts.associatedTypes.genericParameters, genericRequirements: parts.associatedTypes.genericRequirements,
            fixedAssociatedTypes: parts.associatedTypes.fixedAssociatedTypes, conditionalConstraints: parts.associatedTypes.conditionalConstraints,
            declarationPaths: ancestry.declarations.map(\.path),
            nestedTypeNames: names.qualification(ancestry, mockedTypeReference: parts.reference, mockName: mockName, associatedTypes: parts.associatedTypes),
            mockedTypeReference: parts.reference, defaultImplementation: parts.defaultImplementation,
            members: members, initializers: parts.initializers,
            synthesizedConformances: parts.synthesizedConformances, isSendableClass: traits.isSendable,
            subclassesNSObject: traits.subclassesNSObject, statesAssociatedTypes: parts.statesAssociatedTypes)
        // File-level names everywhere; the mocked type's own nested types and aliases, generic
        // parameters (associated types) and its outer types' nested types where the mock sees them.
        let local = type.nestedTypeNames.nested.keys.map(SwiftIdentifier.bare) + type.genericParameters.map { SwiftIdentifier.bare($0.name) }
            + names.siblingNames(of: candidate)
        type.introducedNames = IntroducedNames(declared: finder.declaredIntroducedNames.union(local.filter(IntroducedNames.candidates.contains)))
        if !finder.spiGroupsByName.isEmpty || !droppedSPIGroups.isEmpty {
            var groups = droppedSPIGroups
            // The table in a local: read through `self` inside the closure, each call copied the resolver.
            let spiGroupsByName = finder.spiGroupsByName
            MentionedTypeNames.forEach(in: type) { name in
                if let spiGroups = spiGroupsByName[name] { groups.formUnion(spiGroups) }
            }
            type.mentionedSPIGroups = groups.sorted()
        }
        return Outcome(type: type, findings: findings)
    }

    /// A member generic over a parameter named like one of the mock's own (`generic9<T>`
    /// inherited by `Sub<T>`) would shadow it inside the generic mock and its proxy, which Swift
    /// warns about: the member's is renamed `__T` (an override may name its generics freely).
    static func renamingShadowingGenerics(_ members: [ResolvedMember], of mockGenerics: [GenericParameter]) -> [ResolvedMember] {
        guard !mockGenerics.isEmpty else { return members }
        let taken = Set(mockGenerics.map { SwiftIdentifier.bare($0.name) })
        return members.map { member in
            // Most members are not generic: nothing to copy.
            switch member.kind {
            case .method(let function) where !function.genericParameters.isEmpty: break
            case .subscript(let subscriptDecl) where !subscriptDecl.genericParameters.isEmpty: break
            default: return member
            }
            var renames: [String: TypeRef] = [:]
            var copy = member
            switch member.kind {
            case .method(var function):
                for index in function.genericParameters.indices where taken.contains(SwiftIdentifier.bare(function.genericParameters[index].name)) {
                    let name = function.genericParameters[index].name
                    renames[name] = .named("__" + SwiftIdentifier.bare(name))
                    function.genericParameters[index].name = "__" + SwiftIdentifier.bare(name)
                }
                copy.kind = .method(function)
            case .subscript(var subscriptDecl):
                for index in subscriptDecl.genericParameters.indices where taken.contains(SwiftIdentifier.bare(subscriptDecl.genericParameters[index].name)) {
                    let name = subscriptDecl.genericParameters[index].name
                    renames[name] = .named("__" + SwiftIdentifier.bare(name))
                    subscriptDecl.genericParameters[index].name = "__" + SwiftIdentifier.bare(name)
                }
                copy.kind = .subscript(subscriptDecl)
            case .property:
                return member
            }
            guard !renames.isEmpty else { return member }
            copy.kind = copy.kind.mappingTypes { $0.substituting(renames) }
            return copy
        }
    }

    /// What a protocol mock and a class mock get differently, besides their members.
    struct KindParts: Sendable {
        var associatedTypes: AssociatedTypes
        /// How the mock names the type it mocks (`Stencil.Scanner`, `Repository<Item>`).
        var reference: TypeRef
        var defaultImplementation: ResolvedType.DefaultImplementationMode
        var initializers: [InitializerDeclaration] = []
        var synthesizedConformances: [ResolvedType.SynthesizedConformance] = []
        var statesAssociatedTypes = false
    }

    private func protocolParts(_ candidate: TypeCandidate, _ ancestry: InheritanceResolver.Ancestry, traits: TypeTraits,
                               members: [ResolvedMember], mockName: String) -> KindParts {
        let associatedTypes = AssociatedTypes(ancestry, mockName: mockName)
        let reference = names.reference(to: candidate.qualifiedName)
        return KindParts(
            associatedTypes: associatedTypes, reference: reference,
            defaultImplementation: Self.defaultImplementation(reference, primary: candidate.declaration.primaryAssociatedTypes,
                                                              associatedTypes: associatedTypes, traits: traits),
            initializers: Initializers.requirements(ancestry),
            synthesizedConformances: ConformanceSynthesis.conformances(ancestry, traits: traits, members: members),
            statesAssociatedTypes: associatedTypes.overloadsMentionGenerics(members))
    }

    private func classParts(_ candidate: TypeCandidate) -> KindParts {
        let decl = candidate.declaration
        let reference = names.reference(to: candidate.qualifiedName, arguments: decl.genericParameters.map { .named($0.name) })
        return KindParts(associatedTypes: AssociatedTypes(genericParameters: decl.genericParameters, genericRequirements: decl.requirements),
                         reference: reference, defaultImplementation: .existential(reference))
    }

    /// What `MocksType` is for a protocol mock (see `DefaultImplementationMode`).
    /// `reference` names the protocol `P`; `primary` are its primary associated types.
    static func defaultImplementation(_ reference: TypeRef, primary: [String], associatedTypes: AssociatedTypes,
                                      traits: TypeTraits) -> ResolvedType.DefaultImplementationMode {
        let existential = TypeRef.existential(reference)
        if traits.isActorProtocol { return .none }
        // Every associated type is fixed by a same-type requirement: `any P` knows them.
        if associatedTypes.declaredNames.isEmpty || associatedTypes.genericParameters.isEmpty { return .existential(existential) }
        if !primary.isEmpty && Set(primary) == associatedTypes.declaredNames, case .nominal(var components) = reference {
            // `any P<A, B>`
            components[components.count - 1].genericArguments = primary.map { .named($0) }
            return .existential(.existential(.nominal(components)))
        }
        if traits.globalActor != nil || !associatedTypes.conditionalConstraints.isEmpty { return .none }
        // Opening casts to `__O.Name`, which for an associated type named `Type` or `Protocol`
        // is a metatype, backticks or not.
        if associatedTypes.genericParameters.contains(where: { ["Type", "Protocol"].contains(SwiftIdentifier.bare($0.name)) }) { return .none }
        return .opened(existential: existential, associatedTypes: associatedTypes.genericParameters.map(\.name))
    }

    /// A mock is as visible as its type, never `open` (nothing subclasses it outside the test target).
    static func mockAccessLevel(_ level: AccessLevel?) -> AccessLevel? {
        switch level {
        case .open, .public: return .public
        case .package: return .package
        default: return nil
        }
    }
    /// An actor mock's members for requirements of protocols that are not actor protocols (a
    /// standard interface such as `IteratorProtocol`, a plain protocol the actor protocol
    /// refines) are `nonisolated`: an actor-isolated member cannot witness them.
    static func leaveActorIsolation(_ members: inout [ResolvedMember], ancestry: InheritanceResolver.Ancestry,
                                    inheritance: InheritanceResolver, finder: MockableTypeFinder) {
        var actorAncestors: Set<String> = []
        for ancestor in ancestry.declarations where ancestor.path != StandardInterfaces.path {
            let own = inheritance.ancestry(of: ancestor, followInputs: true)
            if TypeTraits(own, finder: finder).isActorProtocol { actorAncestors.insert(ancestor.qualifiedName) }
        }
        for index in members.indices where !members[index].isStatic && !members[index].hasIsolatedParameter && !actorAncestors.contains(members[index].declaredIn)
            && !members[index].keptModifiers.contains(where: { $0.hasPrefix("nonisolated") }) {
            members[index].keptModifiers.append("nonisolated")
        }
    }
    /// An initializer requirement no actor can implement in Swift 6: `Decodable`'s
    /// `init(from: any Decoder)`, or one taking a value of an associated type (`init(stringLiteral:)`),
    /// which the caller would send into the actor's nonisolated initializer.
    static func initializerNoActorTakes(_ parts: KindParts) -> String? {
        if parts.synthesizedConformances.contains(.decodable) { return "Decodable's init(from:)" }
        let generics = parts.associatedTypes.genericParameters.map(\.name)
        for initializer in parts.initializers {
            if initializer.parameters.contains(where: { parameter in generics.contains { parameter.type.mentions($0) } }) {
                return "init(" + initializer.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
            }
        }
        return nil
    }
    /// In a global actor's mock, Swift 6.3 warns on every call the mock's closures make to a
    /// method named `self` ("'self' refers to the method"): such a method is reported instead.
    static func leaveOutMethodsNamedSelf(_ collection: inout MemberCollector.Collection, owner: String) {
        collection.members.removeAll { member in
            guard case .method(let function) = member.kind, SwiftIdentifier.bare(function.name) == "self" else { return false }
            collection.findings.append(.unmockable(.methodNamedSelfInGlobalActor, what: owner + "." + member.signature, at: member.location))
            return true
        }
    }
}
