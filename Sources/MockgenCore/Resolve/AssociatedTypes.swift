/// A protocol's associated types become the mock's generic parameters, or type aliases when a
/// same-type requirement fixes them; the requirements on them become the mock's `where` clause.
struct AssociatedTypes: Sendable, Equatable {
    var genericParameters: [GenericParameter] = []
    var genericRequirements: [GenericRequirement] = []
    var fixedAssociatedTypes: [FixedAssociatedType] = []
    var conditionalConstraints: [ConditionalConstraint] = []
    /// Every associated type the ancestry declares, fixed or not.
    var declaredNames: Set<String> = []

    /// A class mock has its class's generic parameters and requirements.
    init(genericParameters: [GenericParameter], genericRequirements: [GenericRequirement]) {
        self.genericParameters = genericParameters
        self.genericRequirements = genericRequirements
    }

    /// A protocol mock's, named `mockName` where a requirement says `Self`.
    init(_ ancestry: InheritanceResolver.Ancestry, mockName: String) {
        var protocolAliases: [String: TypeRef] = [:]
        for ancestor in ancestry.declarations {
            for (member, _) in MockableTypeFinder.flattenMembers(ancestor.declaration.members) {
                if case .typeAlias(let alias) = member, protocolAliases[alias.name] == nil { protocolAliases[alias.name] = alias.type }
            }
        }
        // `#if A associatedtype D: X.P #else associatedtype D: Y.P #endif`: every clause counts.
        var clausesByName: [String: [ConditionalConstraint.Clause]] = [:]
        for ancestor in ancestry.declarations {
            for (member, conditions) in MockableTypeFinder.flattenMembers(ancestor.declaration.members) {
                guard case .associatedType(let associated) = member, !conditions.isEmpty, let constraint = Self.constraint(of: associated) else { continue }
                clausesByName[associated.name, default: []].append(.init(condition: conditions.joined(separator: " && "), constraint: constraint.replacingSelf(with: mockName)))
            }
        }
        for ancestor in ancestry.declarations {
            for (member, _) in MockableTypeFinder.flattenMembers(ancestor.declaration.members) {
                guard case .associatedType(let associated) = member else { continue }
                guard declaredNames.insert(associated.name).inserted else {
                    // Restated in a refinement (`associatedtype A` under an inherited
                    // `associatedtype A: Hashable`): the mock keeps every declaration's constraint.
                    mergeRestated(associated, mockName: mockName)
                    continue
                }
                var constraint = Self.constraint(of: associated)?.replacingSelf(with: mockName)
                if let clauses = clausesByName[associated.name], Set(clauses.map(\.constraint)).count > 1 {
                    let alias = "__" + mockName + "_" + SwiftIdentifier.bare(associated.name)
                    conditionalConstraints.append(ConditionalConstraint(aliasName: alias, clauses: clauses))
                    constraint = .named(alias)
                }
                genericParameters.append(GenericParameter(name: associated.name, constraint: constraint))
                genericRequirements += associated.requirements.map { Self.rewriteSelf($0, mockName) }
            }
            for requirement in ancestor.declaration.requirements where !requirement.left.isSelfOrOptionalSelf {
                // `where Context: P` with `typealias Context = Responder.Context` in the protocol
                // (hummingbird): the mock states it about what the alias stands for.
                let expanded = GenericRequirement(left: requirement.left.substituting(protocolAliases), relation: requirement.relation, right: requirement.right.substituting(protocolAliases))
                genericRequirements.append(Self.rewriteSelf(expanded, mockName))
            }
        }
        genericRequirements += ancestry.fixedByRefinement
        fixAssociatedTypes()
    }

    /// Adds the constraints and requirements of a second declaration of an associated type to
    /// the generic parameter the first one made.
    private mutating func mergeRestated(_ associated: AssociatedTypeDeclaration, mockName: String) {
        guard let position = genericParameters.firstIndex(where: { $0.name == associated.name }) else { return }
        let alias = "__" + mockName + "_" + SwiftIdentifier.bare(associated.name)
        if let added = Self.constraint(of: associated)?.replacingSelf(with: mockName) {
            switch genericParameters[position].constraint {
            case nil:
                genericParameters[position].constraint = added
            case .named(alias)?:
                break
            case let existing?:
                let parts = Self.compositionParts(existing) + Self.compositionParts(added).filter { !Self.compositionParts(existing).contains($0) }
                genericParameters[position].constraint = parts.count == 1 ? parts[0] : .composition(parts)
            }
        }
        for requirement in associated.requirements.map({ Self.rewriteSelf($0, mockName) }) where !genericRequirements.contains(requirement) {
            genericRequirements.append(requirement)
        }
    }

    /// `where Item == Int` makes `Item` a type alias rather than a generic parameter (a generic
    /// parameter made concrete is an error); requirements on associated types of protocols that
    /// are not among the inputs (`RawValue == Int64`) become type aliases too, or are dropped when
    /// they cannot be written on the mock (`RawValue: Hashable`).
    private mutating func fixAssociatedTypes() {
        var generics = Set(genericParameters.map(\.name))
        var kept: [GenericRequirement] = []
        for requirement in genericRequirements {
            guard case .nominal(let components) = requirement.left, components.count == 1 else {
                kept.append(requirement)
                continue
            }
            let name = components[0].name
            let rightIsFixed = !generics.contains { requirement.right.mentions($0) }
            if requirement.relation == .sameType && rightIsFixed {
                if !fixedAssociatedTypes.contains(where: { $0.name == name }) {
                    fixedAssociatedTypes.append(FixedAssociatedType(name: name, type: requirement.right))
                }
                if generics.remove(name) != nil {
                    genericParameters.removeAll { $0.name == name }
                }
            } else if generics.contains(name) {
                kept.append(requirement)
            }
        }
        // A requirement about a fixed type is met or not by the fixing; one about a generic
        // parameter keeps, the fixed types written in (`Iterator.Element == Element` with
        // `Element == Int` is `Iterator.Element == Int`).
        let fixedTypes = Dictionary(fixedAssociatedTypes.map { ($0.name, $0.type) }) { first, _ in first }
        genericRequirements = kept.compactMap { requirement in
            if case .nominal(let components) = requirement.left, fixedTypes[components[0].name] != nil { return nil }
            if !fixedTypes.keys.contains(where: { requirement.left.mentions($0) || requirement.right.mentions($0) }) { return requirement }
            return GenericRequirement(left: requirement.left.substituting(fixedTypes), relation: requirement.relation,
                                      right: requirement.right.substituting(fixedTypes))
        }
    }

    static func compositionParts(_ type: TypeRef) -> [TypeRef] {
        if case .composition(let parts) = type { return parts }
        return [type]
    }

    static func constraint(of associated: AssociatedTypeDeclaration) -> TypeRef? {
        associated.inheritance.isEmpty ? nil : associated.inheritance.count == 1 ? associated.inheritance[0] : .composition(associated.inheritance)
    }

    static func rewriteSelf(_ requirement: GenericRequirement, _ name: String) -> GenericRequirement {
        GenericRequirement(left: requirement.left.replacingSelf(with: name), relation: requirement.relation, right: requirement.right.replacingSelf(with: name))
    }

    /// Overloads (one name and labels) of which one mentions an associated type: from such a
    /// witness Swift may infer the associated type to be another overload's type, so the mock
    /// states its associated types (`ResolvedType.statesAssociatedTypes`).
    func overloadsMentionGenerics(_ members: [ResolvedMember]) -> Bool {
        let names = genericParameters.map(\.name)
        guard !names.isEmpty else { return false }
        var counts: [String: Int] = [:]
        for member in members { counts[member.signature, default: 0] += 1 }
        return members.contains { member in
            guard counts[member.signature, default: 0] > 1 else { return false }
            switch member.kind {
            case .method(let function): return names.contains(where: function.mentions)
            case .subscript(let subscriptDecl): return names.contains(where: subscriptDecl.mentions)
            case .property(let variable, _): return names.contains { variable.type?.mentions($0) ?? false }
            }
        }
    }
}
