/// Collects the members a mock implements across inheritance, the same way for protocols and
/// classes: every declaration of the ancestry in walk order, keyed by signature, the first one
/// kept and made to satisfy the later ones. Where protocol and class mocks differ, `MemberRules` says.
struct MemberCollector: Sendable {
    /// The members in declaration order (not yet numbered), and what was found on the way.
    struct Collection: Sendable, Equatable {
        var members: [ResolvedMember]
        var findings: [Finding]
    }

    let ancestry: InheritanceResolver.Ancestry
    let rules: MemberRules
    let finder: MockableTypeFinder
    let inheritance: InheritanceResolver
    /// `finder.nonescapableTypes` as a `NameSet`, made once by the caller that resolves every
    /// type of a run (`nil`: made here).
    var nonescapable: NameSet? = nil

    func collect() -> Collection {
        var maker = MemberMaker(rules: rules, noncopyable: NameSet(MemberUnmockability.noncopyableNames(ancestry, finder: finder)))
        maker.nonescapable = nonescapable ?? NameSet(finder.nonescapableTypes)
        var members: [ResolvedMember] = []
        var findings: [Finding] = []
        // Sized once for every member of the chain: grown as keys came, every long key was hashed
        // again at each doubling.
        var positionByKey: [MemberKey: Int] = [:]
        let declared = ancestry.declarations.reduce(0) { $0 + $1.declaration.members.count }
        positionByKey.reserveCapacity(declared)
        let isolatedChain = !ancestry.globalActorIsolated.isEmpty
        var droppedOverloads: Set<Int> = []
        var overloads = ResultOverloads(reservingCapacity: declared)
        let mockActor = isolatedChain ? ancestry.declarations.first.flatMap { ancestry.globalActorOf[$0.qualifiedName] } : nil
        for ancestor in ancestry.declarations {
            let substitution = ancestry.substitutions[ancestor.qualifiedName] ?? [:]
            // Asked once per ancestor, and only of an isolated chain (most are not).
            let otherActor = isolatedChain ? ancestry.globalActorOf[ancestor.qualifiedName].flatMap { $0 != mockActor ? $0 : nil } : nil
            let ancestorIsolated = isolatedChain && ancestry.globalActorIsolated.contains(ancestor.qualifiedName)
            for (declaration, conditions) in MockableTypeFinder.flattenMembers(ancestor.declaration.members) {
                overloads.note(declaration, substitution: substitution)
                if rules.sealsFinalMembers, var sealed = Self.overridableKind(of: declaration), sealed.header.has("final") {
                    // The superclass's version met later in the walk must not be overridden.
                    if !substitution.isEmpty { sealed = sealed.substituting(substitution) }
                    positionByKey[MemberSignature.key(of: sealed, isStatic: false)] = positionByKey[MemberSignature.key(of: sealed, isStatic: false)] ?? -1
                    continue
                }
                guard case .member(var member) = maker.make(declaration, conditions: conditions, owner: ancestor.qualifiedName, findings: &findings) else { continue }
                if !substitution.isEmpty { member.kind = member.kind.substituting(substitution) }
                // A requirement of a nonisolated protocol refined by a `@MainActor` one is
                // nonisolated: the isolated mock must witness it with a nonisolated member. So is
                // a method a `@MainActor` class inherits from a nonisolated superclass.
                // (A method with an `isolated` parameter is isolated to it, and cannot say `nonisolated`.)
                // One isolated to another global actor than the mock's keeps its actor: the
                // `@MainActor` requirement in an `@Other` mock is witnessed by a `@MainActor`
                // member (a nonisolated one could neither forward to it nor take its arguments).
                var isNonisolatedRequirement = false
                if isolatedChain {
                    let ownIsolation = !member.attributes.contains { Attribute.isGlobalActor($0.name) } && !member.keptModifiers.contains { $0.hasPrefix("nonisolated") }
                        && !member.hasIsolatedParameter
                    if ownIsolation, let otherActor {
                        member.attributes.append(Attribute(name: otherActor))
                    } else if ownIsolation && !ancestorIsolated {
                        member.keptModifiers.insert("nonisolated", at: 0)
                    }
                    // Merged with a requirement of the mock's own actor, one of another actor needs a nonisolated witness.
                    isNonisolatedRequirement = member.keptModifiers.contains { $0.hasPrefix("nonisolated") } || (ownIsolation && otherActor != nil)
                }
                // Outside its module, only a class's `open` members can be overridden.
                if rules.overridableOnly && ancestor.isDependency && member.header.accessLevel != .open { continue }
                let key = MemberSignature.key(of: member.kind, isStatic: member.isStatic)
                guard let existing = positionByKey[key] else {
                    positionByKey[key] = members.count
                    members.append(member)
                    continue
                }
                guard existing >= 0 else { continue }
                if rules.dropsOverloadsByEffects, members[existing].declaredIn == member.declaredIn,
                   case .method(let kept) = members[existing].kind, case .method(let other) = member.kind, kept.effects != other.effects {
                    findings.append(.note(.overloadedByEffects(member.declaredIn + "." + member.signature), at: member.location))
                    droppedOverloads.insert(existing)
                } else if members[existing].conditions != member.conditions, !Self.sameType(members[existing].kind, member.kind),
                          !members[existing].conditions.isEmpty && !member.conditions.isEmpty {
                    // `#if A var x: Int #else var x: String #endif`: each build's own
                    // declaration, under its own conditions.
                    members.append(member)
                } else if rules.unconditionalPropertyWins, members[existing].conditions != member.conditions, !Self.sameType(members[existing].kind, member.kind) {
                    if !members[existing].conditions.isEmpty { members[existing] = member }
                } else if let finding = RequirementMerging(rules: rules, isolatedChain: isolatedChain)
                    .merge(member, isNonisolated: isNonisolatedRequirement, into: &members[existing]) {
                    findings.append(finding)
                }
            }
        }
        if !droppedOverloads.isEmpty {
            members = members.enumerated().filter { !droppedOverloads.contains($0.offset) }.map(\.element)
            // A dropped key stays taken (as a sealed member's does); later positions move up.
            positionByKey = positionByKey.mapValues { position in
                position < 0 || droppedOverloads.contains(position) ? -1 : position - droppedOverloads.filter { $0 < position }.count
            }
        }
        if rules.addsProtocolExtensionMembers {
            let extras = ProtocolExtensionMembers(finder: finder, inheritance: inheritance).members(of: ancestry, noncopyable: maker.noncopyable)
            for var member in extras {
                let key = MemberSignature.key(of: member.kind, isStatic: member.isStatic)
                guard positionByKey[key] == nil else { continue }
                member.accessLevel = rules.memberAccess
                positionByKey[key] = members.count
                members.append(member)
            }
        }
        overloads.flag(&members)
        return Collection(members: members, findings: findings)
    }

    /// Members of one key have the same signature, but properties are keyed by name alone.
    static func sameType(_ first: ResolvedMember.Kind, _ second: ResolvedMember.Kind) -> Bool {
        if case .property(let one, _) = first, case .property(let other, _) = second { return one.type == other.type }
        return true
    }

    /// The member kind a class declaration would be overridden as, for sealing `final` members.
    static func overridableKind(of declaration: Declaration) -> ResolvedMember.Kind? {
        switch declaration {
        case .function(let function): return .method(function)
        case .variable(let variable): return .property(variable, isSettable: false)
        case .subscript(let subscriptDecl): return .subscript(subscriptDecl)
        default: return nil
        }
    }
}

extension MemberMaker {
    /// `make`, with its finding (if any) added to `findings`.
    func make(_ declaration: Declaration, conditions: [String], owner: String, findings: inout [Finding]) -> Outcome {
        let outcome = make(declaration, conditions: conditions, owner: owner)
        if case .leftOut(let finding?) = outcome { findings.append(finding) }
        return outcome
    }
}

/// Methods of the ancestry that differ only by result type, mocked or not (a `final` one, one
/// left out): a member with such a twin the mock does not implement is flagged
/// (`hasUnmockedResultOverload`). Signature keys are only computed for names declared more
/// than once, full keys only for the rare declarations that differ by result alone.
struct ResultOverloads {
    private var byName: [String: [ResolvedMember.Kind]] = [:]
    private var overloadedNames: Set<String> = []

    /// Sized for `capacity` functions: grown a doubling at a time, the table hashed every name
    /// again at each step.
    init(reservingCapacity capacity: Int = 0) {
        byName.reserveCapacity(capacity)
    }

    mutating func note(_ declaration: Declaration, substitution: [String: TypeRef]) {
        guard case .function(let function) = declaration else { return }
        let kind = ResolvedMember.Kind.method(function)
        // One lookup of the name, not two (asked of every function of every ancestor).
        if Self.append(substitution.isEmpty ? kind : kind.substituting(substitution), to: &byName[function.name, default: []]) == 2 {
            overloadedNames.insert(function.name)
        }
    }

    /// How many declarations of the name there are now.
    private static func append(_ kind: ResolvedMember.Kind, to declared: inout [ResolvedMember.Kind]) -> Int {
        declared.append(kind)
        return declared.count
    }

    func flag(_ members: inout [ResolvedMember]) {
        for name in overloadedNames.sorted() {
            let declared = byName[name]!
            // Twins differ only in their result or generic parameters: where every declaration
            // of the name has the same ones (an override, overloads by parameters), there are
            // none, and no key need be spelled.
            guard let first = declared.first, case .method(let model) = first,
                  declared.contains(where: { kind in
                      guard case .method(let function) = kind else { return true }
                      return function.result != model.result || function.genericParameters != model.genericParameters
                  }) else { continue }
            // Full keys by key ignoring the result, where a key ignoring the result has several.
            var fullKeys: [String: Set<MemberKey>] = [:]
            for kind in declared {
                guard let key = MemberSignature.keyIgnoringResult(of: kind, isStatic: kind.header.isStatic) else { continue }
                fullKeys[key, default: []].insert(MemberSignature.key(of: kind, isStatic: kind.header.isStatic))
            }
            let twins = fullKeys.filter { $0.value.count > 1 }
            guard !twins.isEmpty else { continue }
            let implemented = Set(members.compactMap { member -> MemberKey? in
                guard case .method(let function) = member.kind, function.name == name else { return nil }
                return MemberSignature.key(of: member.kind, isStatic: member.isStatic)
            })
            for index in members.indices {
                guard case .method(let function) = members[index].kind, function.name == name,
                      let key = MemberSignature.keyIgnoringResult(of: members[index].kind, isStatic: members[index].isStatic),
                      let keys = twins[key] else { continue }
                members[index].hasUnmockedResultOverload = !keys.isSubset(of: implemented)
            }
        }
    }
}
