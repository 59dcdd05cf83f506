/// Collecting the members a mock implements, across inheritance, for protocols and classes.
extension MockResolver {

    // MARK: Members

    mutating func collectMembers(_ ancestry: InheritanceResolver.Ancestry, isProtocol: Bool, selfName: String) -> [ResolvedMember] {
        var members: [ResolvedMember] = []
        var positionByKey: [String: Int] = [:]
        let mockedAccess = ancestry.declarations[0].declaration.header.accessLevel ?? .internal
        // A type's own copyable associated types and generic parameters shadow module-level
        // noncopyable types of the same name.
        let shadowing = Set(ancestry.declarations.flatMap { ancestor in
            ancestor.declaration.genericParameters.map(\.name) + MockableTypeFinder.flattenMembers(ancestor.declaration.members).compactMap { member -> String? in
                if case .associatedType(let associated) = member.0 { return associated.name }
                return nil
            }
        })
        let noncopyable = Self.noncopyableNames(ancestry).union(finder.noncopyableTypes.subtracting(shadowing))
        let defaults = isProtocol ? defaultImplementations(ancestry) : []
        let isolatedChain = !ancestry.globalActorIsolated.isEmpty
        var droppedOverloads: Set<Int> = []
        for ancestor in ancestry.declarations {
            let substitution = ancestry.substitutions[ancestor.qualifiedName] ?? [:]
            for (declaration, conditions) in MockableTypeFinder.flattenMembers(ancestor.declaration.members) {
                if !isProtocol, var sealed = Self.overridableKind(of: declaration), sealed.header.has("final") {
                    // `final override` in a subclass seals the member for every class below it:
                    // the superclass's version met later in the walk must not be overridden.
                    if !substitution.isEmpty { sealed = sealed.substituting(substitution) }
                    positionByKey[MemberSignature.key(of: sealed, isStatic: false)] = positionByKey[MemberSignature.key(of: sealed, isStatic: false)] ?? -1
                    continue
                }
                guard var member = makeMember(declaration, conditions: conditions, isProtocol: isProtocol, owner: ancestor.qualifiedName, noncopyable: noncopyable, defaults: defaults) else { continue }
                if !substitution.isEmpty { member.kind = member.kind.substituting(substitution) }
                // A requirement of a nonisolated protocol refined by a `@MainActor` one is
                // nonisolated: the isolated mock must witness it with a nonisolated member. So is
                // a method a `@MainActor` class inherits from a nonisolated superclass.
                let inheritsNonisolation = isolatedChain && !ancestry.globalActorIsolated.contains(ancestor.qualifiedName)
                    && !member.attributes.contains { Self.isGlobalActor($0.name) } && !member.keptModifiers.contains { $0.hasPrefix("nonisolated") }
                if inheritsNonisolation { member.keptModifiers.insert("nonisolated", at: 0) }
                let isNonisolatedRequirement = isolatedChain && member.keptModifiers.contains { $0.hasPrefix("nonisolated") }
                member.needsMutableReceiver = isProtocol && !ancestry.classBound.contains(ancestor.qualifiedName)
                // Outside its module, only a class's `open` members can be overridden.
                if !isProtocol && ancestor.isDependency && member.header.accessLevel != .open { continue }
                if !isProtocol {
                    // The mock lives in another module, so Swift requires every override to be as
                    // accessible as the mock itself, whatever the overridden member's access
                    // (an `internal` member seen through `@testable import` included).
                    member.accessModifier = Self.accessModifier(mockedAccess)
                }
                let key = MemberSignature.key(of: member.kind, isStatic: member.isStatic)
                if let existing = positionByKey[key] {
                    if existing >= 0, !isProtocol, members[existing].declaredIn == member.declaredIn,
                       case .method(let kept) = members[existing].kind, case .method(let other) = member.kind, kept.effects != other.effects {
                        // One class declares both `f() async` and `f() throws`: the mock could not
                        // tell them apart in its proxies. Left to the class (not overridden).
                        note("\(member.declaredIn).\(member.signature) is overloaded by its effects only; it is not overridden", at: member.location)
                        droppedOverloads.insert(existing)
                    } else if existing >= 0, members[existing].conditions != member.conditions, !Self.sameType(members[existing].kind, member.kind),
                              !members[existing].conditions.isEmpty && !member.conditions.isEmpty {
                        // `#if A var x: Int #else var x: String #endif`: each build's own
                        // declaration, under its own conditions.
                        members.append(member)
                    } else if existing >= 0, !isProtocol, members[existing].conditions != member.conditions, !Self.sameType(members[existing].kind, member.kind) {
                        // A class property of another type under `#if` next to one without:
                        // the unconditional one is what every build of the class has.
                        if !members[existing].conditions.isEmpty { members[existing] = member }
                    } else if existing >= 0 {
                        mergeRepeatedRequirement(member, into: &members[existing], isProtocol: isProtocol,
                                                 isNonisolated: isNonisolatedRequirement, isolatedChain: isolatedChain)
                    }
                    continue
                }
                positionByKey[key] = members.count
                members.append(member)
            }
        }
        if !droppedOverloads.isEmpty {
            members = members.enumerated().filter { !droppedOverloads.contains($0.offset) }.map(\.element)
            // A dropped key stays taken (as a sealed member's does); later positions move up.
            positionByKey = positionByKey.mapValues { position in
                position < 0 || droppedOverloads.contains(position) ? -1 : position - droppedOverloads.filter { $0 < position }.count
            }
        }
        if !isProtocol {
            for var member in protocolExtensionMembers(ancestry, noncopyable: noncopyable) {
                let key = MemberSignature.key(of: member.kind, isStatic: member.isStatic)
                guard positionByKey[key] == nil else { continue }
                member.accessModifier = Self.accessModifier(mockedAccess)
                positionByKey[key] = members.count
                members.append(member)
            }
        }
        return members
    }

    /// Members of one key have the same signature, but properties are keyed by name alone.
    static func sameType(_ first: ResolvedMember.Kind, _ second: ResolvedMember.Kind) -> Bool {
        if case .property(let one, _) = first, case .property(let other, _) = second { return one.type == other.type }
        return true
    }

    /// The same requirement reached twice (a refinement restates it, two parents declare it):
    /// the first declaration is kept, made to satisfy both.
    mutating func mergeRepeatedRequirement(_ member: ResolvedMember, into kept: inout ResolvedMember, isProtocol: Bool, isNonisolated: Bool, isolatedChain: Bool) {
        // One name, two property types: no type can declare both.
        if isProtocol, case .property(let first, _) = kept.kind, case .property(let second, _) = member.kind,
           let firstType = first.type, let secondType = second.type, firstType != secondType {
            report(.conflictingPropertyTypes(otherOwner: kept.declaredIn, otherType: firstType, type: secondType), member.declaredIn + "." + member.signature, at: member.location)
            return
        }
        // Under other `#if` conditions (or none): the mock needs it whenever any of them holds.
        if kept.conditions != member.conditions {
            let either = [kept.conditions, member.conditions]
            kept.conditions = either.contains(where: \.isEmpty) ? []
                : ["(" + either[0].joined(separator: ") && (") + ") || (" + either[1].joined(separator: ") && (") + ")"]
        }
        // Witnessing both an isolated and a nonisolated requirement takes a nonisolated member.
        let keptIsNonisolated = kept.keptModifiers.contains { $0.hasPrefix("nonisolated") }
        if isNonisolated != keptIsNonisolated && isolatedChain { kept.witnessesDifferingRequirements = true }
        if isNonisolated && !keptIsNonisolated { kept.keptModifiers.insert("nonisolated", at: 0) }
        kept.needsMutableReceiver = kept.needsMutableReceiver || member.needsMutableReceiver
        // A setter anywhere makes the property settable.
        if case .property(let variable, let settable) = kept.kind, case .property(_, let otherSettable) = member.kind, otherSettable && !settable {
            kept.kind = .property(variable, isSettable: true)
        }
        // A refinement may redeclare a `throws`/`async` requirement without the effect
        // (`encode(into:context:)` in postgres-nio): only the weaker one satisfies both.
        if case .method(var function) = kept.kind, case .method(let other) = member.kind {
            let declared = function.effects
            if !other.effects.throwing.canThrow { function.effects.throwing = other.effects.throwing }
            if !other.effects.isAsync { function.effects.isAsync = false }
            // Weaker than both declarations (`async` in one, `throws` in the other): a call
            // through the existential reaches one with the effect.
            if function.effects != declared { kept.witnessesDifferingRequirements = true }
            kept.kind = .method(function)
        }
    }

    /// Instance members that the classes of `ancestry` get from unconstrained extensions of the
    /// protocols they conform to (and the protocols those refine), among the inputs.
    ///
    /// Optional extras, so only what restates safely: not for nested mocks (the extension's
    /// names were written in another scope: `Sequence` inside `extension Publishers` is
    /// `Publishers.Sequence`), and not members that mention `Self` or an associated type (the
    /// class binds them; the extension's spelling does not).
    mutating func protocolExtensionMembers(_ ancestry: InheritanceResolver.Ancestry, noncopyable: Set<String>) -> [ResolvedMember] {
        var out: [ResolvedMember] = []
        var visited: Set<String> = []
        guard ancestry.declarations.first?.outerTypeName == nil else { return [] }
        for ancestor in ancestry.declarations where !ancestor.isDependency {
            let conformed = ancestor.declaration.inheritance.flatMap(InheritanceResolver.nominalNames) + (finder.extensionConformances[ancestor.qualifiedName] ?? [])
            for name in conformed {
                guard let proto = finder.byName[name], proto.declaration.kind == .protocol, !proto.isDependency else { continue }
                let protocols = inheritance.ancestry(of: proto, followInputs: true).declarations
                let unspellable = ["Self"] + protocols.flatMap { refined in
                    MockableTypeFinder.flattenMembers(refined.declaration.members).compactMap { member -> String? in
                        if case .associatedType(let associated) = member.0 { return associated.name }
                        return nil
                    }
                }
                for refined in protocols where visited.insert(refined.qualifiedName).inserted && !refined.isDependency {
                    for declaration in finder.extensionMembers[refined.qualifiedName] ?? [] {
                        if unspellable.contains(where: { Self.mentions(declaration, $0) }) { continue }
                        let header: DeclarationHeader
                        switch declaration {
                        case .function(let function): header = function.header
                        case .variable(let variable): header = variable.header
                        default: continue
                        }
                        // Statics, mutating members and what the mock's file cannot see stay out.
                        if header.isStatic || header.has("mutating") || header.accessLevel.map({ $0 <= .fileprivate }) == true { continue }
                        // Optional extras: one that cannot be mocked is left to the extension, unsaid.
                        let diagnosticsBefore = diagnostics.count
                        let made = makeMember(declaration, conditions: [], isProtocol: true, owner: refined.qualifiedName, noncopyable: noncopyable, defaults: [])
                        diagnostics.removeSubrange(diagnosticsBefore...)
                        guard var member = made else { continue }
                        if case .property(let variable, _) = member.kind {
                            // A computed extension property: settable only with a written setter.
                            member.kind = .property(variable, isSettable: variable.accessors.contains { $0.kind == .set })
                        }
                        member.isProtocolExtensionMember = true
                        out.append(member)
                    }
                }
            }
        }
        return out
    }
}
