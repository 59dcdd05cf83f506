import Foundation

/// Resolving one candidate: everything about its mock but its members (see the other
/// `MockResolver+…` files for those), built into one `ResolvedType`.
extension MockResolver {

    // MARK: Types

    mutating func resolve(_ candidate: TypeCandidate) -> ResolvedType? {
        let decl = candidate.declaration
        let ancestry = inheritance.ancestry(of: candidate, followInputs: options.mockInheritedMembers)
        if let refined = ancestry.refinedClass {
            report(.refinesClass(refined), "protocol " + candidate.qualifiedName, at: decl.header.location)
            return nil
        }
        if decl.genericParameters.contains(where: \.isPack) {
            report(.typeParameterPacks, candidate.qualifiedName, at: decl.header.location)
            return nil
        }
        let prefix = candidate.outerTypeName.map { $0 + "." } ?? ""
        for generated in ["Mock" + decl.name, decl.name + "Stub"] where finder.byName[prefix + generated] != nil {
            // The generated type would shadow the input type of that name in the test target.
            report(.shadowsInputType(prefix + generated), candidate.qualifiedName, at: decl.header.location)
            return nil
        }
        let isProtocol = decl.kind == .protocol
        if isProtocol, let requirement = Self.selfReferentialRequirement(ancestry) {
            report(.selfReferentialRequirement(requirement), "protocol " + candidate.qualifiedName, at: decl.header.location)
            return nil
        }
        var type = ResolvedType(
            kind: isProtocol ? .protocol : .class, name: decl.name, qualifiedName: candidate.qualifiedName,
            outerTypeName: candidate.outerTypeName, location: decl.header.location, conditions: candidate.conditions,
            accessModifier: Self.accessModifier(decl.header.accessLevel), attributes: [], globalActor: nil,
            isActorProtocol: false, isClassBound: !isProtocol, documentation: decl.header.documentation, genericParameters: [], genericRequirements: [], fixedAssociatedTypes: [], nestedTypeNames: [:],
            mockedTypeReference: moduleQualified(candidate.qualifiedName), defaultImplementation: .none, members: [], initializers: [],
            synthesizedConformances: [], isSendableClass: false)
        // `@_spi(Group)`: the mock is SPI of the same group (it names the group's types), and the
        // generated file imports the module with that group.
        type.attributes = decl.header.attributes.filter { $0.name == "available" || $0.name == "_spi" }
        type.declarationPaths = ancestry.declarations.map(\.path)
        for ancestor in ancestry.declarations {
            if type.globalActor == nil, let actor = ancestor.declaration.header.attributes.first(where: { Self.isGlobalActor($0.name) }) {
                type.globalActor = actor.name
                type.attributes.append(actor)
            }
        }
        let allInherited = ancestry.declarations.flatMap { $0.declaration.inheritance.flatMap(InheritanceResolver.nominalNames) } + ancestry.externalNames
        type.isActorProtocol = isProtocol && allInherited.contains { $0 == "Actor" || $0 == "AnyActor" }
        if type.isActorProtocol, let actor = type.globalActor {
            report(.actorWithGlobalActor(actor), "protocol " + candidate.qualifiedName, at: decl.header.location)
            return nil
        }
        type.isClassBound = type.isClassBound || type.isActorProtocol || allInherited.contains { $0 == "AnyObject" || $0 == "class" }
            || ancestry.declarations.contains { $0.declaration.header.hasAttribute("objc") }
        type.subclassesNSObject = isProtocol && allInherited.contains { $0 == "NSObjectProtocol" || $0.hasSuffix(".NSObjectProtocol") }
        type.isClassBound = type.isClassBound || type.subclassesNSObject
        if isProtocol {
            for name in ancestry.externalNames where !InheritanceResolver.knownProtocols.contains(name) {
                warn("\(candidate.qualifiedName) refines \(name), which is not among the inputs; its requirements are not mocked, so the mock compiles only if they have default implementations (or add its source to the inputs, or --exclude \(candidate.qualifiedName))", at: decl.header.location)
            }
        }
        let extended = ancestry.declarations.flatMap { finder.extensionConformances[$0.qualifiedName] ?? [] }
        // `Error` refines `Sendable`: a class conforming to it (Stencil `TemplateDoesNotExist`,
        // compiled in Swift 5 mode) has subclasses that Swift 6 requires to say `@unchecked`.
        let sendableProtocols: Set<String> = ["Sendable", "Error", "LocalizedError", "RecoverableError", "CustomNSError"]
        type.isSendableClass = allInherited.contains(where: sendableProtocols.contains) || extended.contains(where: sendableProtocols.contains)

        let unmockableBefore = unmockableMembers
        var members = collectMembers(ancestry, isProtocol: isProtocol, selfName: candidate.qualifiedName)
        if isProtocol, unmockableMembers > unmockableBefore {
            // A protocol mock must implement every requirement: without one it would not conform,
            // and the whole generated file would fail to compile. Better no mock, said plainly.
            report(.unmockableRequirements(count: unmockableMembers - unmockableBefore), "protocol " + candidate.qualifiedName, at: decl.header.location)
            return nil
        }
        if isProtocol {
            resolveAssociatedTypes(ancestry, into: &type)
            type.initializers = collectInitializers(ancestry)
            let operators = ancestry.declarations.flatMap { MockableTypeFinder.flattenMembers($0.declaration.members) }.compactMap { member -> String? in
                if case .function(let function) = member.0, function.name == "==" || function.name == "<" { return function.name == "==" ? "Equatable" : "Comparable" }
                return nil
            }
            type.synthesizedConformances = Self.synthesizedConformances(allInherited + operators, members: members)
            if type.subclassesNSObject {
                // NSObject is Equatable, Hashable and describes itself already.
                type.synthesizedConformances.removeAll { [.equatable, .hashable, .customStringConvertible, .customDebugStringConvertible].contains($0) }
            }
        } else {
            type.genericParameters = decl.genericParameters
            type.genericRequirements = decl.requirements
            if !decl.genericParameters.isEmpty {
                type.mockedTypeReference += type.genericArgumentClause
            }
            type.defaultImplementation = .existential(type.mockedTypeReference)
            if !hasAccessibleInitializer(ancestry) {
                report(.privateInitializersOnly, "class " + candidate.qualifiedName, at: decl.header.location)
                return nil
            }
        }
        // The proxies cannot see the mock's `typealias Item = String`: they write `String`.
        for fixed in type.fixedAssociatedTypes { type.nestedTypeNames[fixed.name] = fixed.type.description }
        for ancestor in ancestry.declarations {
            var reference = ancestor.qualifiedName == candidate.qualifiedName ? type.mockedTypeReference : ancestor.qualifiedName
            if reference == ancestor.qualifiedName, ancestor.declaration.kind == .class, !ancestor.declaration.genericParameters.isEmpty {
                // `BaseChannel<Socket>.AddressCache`: a generic superclass's nested type needs the
                // arguments the subclass chain gives it.
                let substitution = ancestry.substitutions[ancestor.qualifiedName] ?? [:]
                reference += "<" + ancestor.declaration.genericParameters.map { substitution[$0.name]?.description ?? $0.name }.joined(separator: ", ") + ">"
            }
            for (member, _) in MockableTypeFinder.flattenMembers(ancestor.declaration.members) {
                let name: String
                switch member {
                case .type(let nested) where nested.kind != .extension: name = nested.name
                case .typeAlias(let alias) where ancestor.declaration.kind == .protocol:
                    // `P.Element` cannot name a protocol's type alias: write what it stands for.
                    if type.nestedTypeNames[alias.name] == nil { type.nestedTypeNames[alias.name] = Self.spelling(of: alias, mockName: type.mockName) }
                    continue
                case .typeAlias(let alias): name = alias.name
                default: continue
                }
                if type.nestedTypeNames[name] == nil { type.nestedTypeNames[name] = reference + "." + name }
            }
        }
        if !isProtocol {
            // A class sees the type aliases of the protocols it conforms to (Yams
            // `BasicAliasDereferencingStrategy` uses `AliasDereferencingStrategy.Value`); the
            // proxy structs do not.
            for alias in conformedProtocolAliases(ancestry) where type.nestedTypeNames[alias.name] == nil {
                type.nestedTypeNames[alias.name] = Self.spelling(of: alias, mockName: type.mockName)
            }
        }
        // A generic parameter of the mock (an associated type) keeps its own name.
        type.nestedTypeNames.module = moduleQualification.map { qualification in
            var own = qualification
            own.excluded = Set(type.genericParameters.map(\.name))
            return own
        }
        Self.number(&members)
        type.members = members
        type.statesAssociatedTypes = isProtocol && Self.overloadsMentionGenerics(members, type.genericParameters.map(\.name))
        return type
    }

    static func accessModifier(_ level: AccessLevel?) -> String? {
        switch level {
        case .open, .public: return "public"
        case .package: return "package"
        default: return nil
        }
    }

    static func isGlobalActor(_ name: String) -> Bool {
        name == "MainActor" || (name.hasSuffix("Actor") && name != "preconcurrency")
    }
}
