/// A protocol's associated types become the mock's generic parameters (or type aliases when
/// a same-type requirement fixes them).
extension MockResolver {

    mutating func resolveAssociatedTypes(_ ancestry: InheritanceResolver.Ancestry, into type: inout ResolvedType) {
        let decl = ancestry.declarations[0].declaration
        var names: Set<String> = []
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
                clausesByName[associated.name, default: []].append(.init(condition: conditions.joined(separator: " && "), constraint: constraint.replacingSelf(with: type.mockName)))
            }
        }
        for ancestor in ancestry.declarations {
            for (member, _) in MockableTypeFinder.flattenMembers(ancestor.declaration.members) {
                guard case .associatedType(let associated) = member else { continue }
                guard names.insert(associated.name).inserted else {
                    // Restated in a refinement (`associatedtype A` under an inherited
                    // `associatedtype A: Hashable`): the mock keeps every declaration's constraint.
                    mergeRestatedAssociatedType(associated, into: &type)
                    continue
                }
                var constraint = Self.constraint(of: associated)?.replacingSelf(with: type.mockName)
                if let clauses = clausesByName[associated.name], Set(clauses.map(\.constraint)).count > 1 {
                    let alias = "__" + type.mockName + "_" + associated.name
                    type.conditionalConstraints.append(ConditionalConstraint(aliasName: alias, clauses: clauses))
                    constraint = .named(alias)
                }
                type.genericParameters.append(GenericParameter(name: associated.name, constraint: constraint))
                type.genericRequirements += associated.requirements.map { Self.rewriteSelf($0, type.mockName) }
            }
            for requirement in ancestor.declaration.requirements where !requirement.left.isSelfOrOptionalSelf {
                // `where Context: P` with `typealias Context = Responder.Context` in the protocol
                // (hummingbird): the mock states it about what the alias stands for.
                let expanded = GenericRequirement(left: requirement.left.substituting(protocolAliases), relation: requirement.relation, right: requirement.right.substituting(protocolAliases))
                type.genericRequirements.append(Self.rewriteSelf(expanded, type.mockName))
            }
        }
        type.genericRequirements += ancestry.fixedByRefinement
        fixAssociatedTypes(&type)
        let primary = decl.primaryAssociatedTypes
        let existential = "any " + type.mockedTypeReference
        if type.isActorProtocol {
            type.defaultImplementation = .none
        } else if names.isEmpty || type.genericParameters.isEmpty {
            // Every associated type is fixed by a same-type requirement: `any P` knows them.
            type.defaultImplementation = .existential(existential)
        } else if !primary.isEmpty && Set(primary) == names {
            type.defaultImplementation = .existential(existential + "<" + primary.joined(separator: ", ") + ">")
        } else if type.globalActor != nil || !type.conditionalConstraints.isEmpty {
            type.defaultImplementation = .none
        } else {
            type.defaultImplementation = .opened(existential: existential, associatedTypes: type.genericParameters.map(\.name))
        }
    }

    /// Adds the constraints and requirements of a second declaration of an associated type to
    /// the generic parameter the first one made.
    func mergeRestatedAssociatedType(_ associated: AssociatedTypeDeclaration, into type: inout ResolvedType) {
        guard let position = type.genericParameters.firstIndex(where: { $0.name == associated.name }) else { return }
        let alias = "__" + type.mockName + "_" + associated.name
        if let added = Self.constraint(of: associated)?.replacingSelf(with: type.mockName) {
            switch type.genericParameters[position].constraint {
            case nil:
                type.genericParameters[position].constraint = added
            case .named(alias)?:
                break
            case let existing?:
                let parts = Self.compositionParts(existing) + Self.compositionParts(added).filter { !Self.compositionParts(existing).contains($0) }
                type.genericParameters[position].constraint = parts.count == 1 ? parts[0] : .composition(parts)
            }
        }
        for requirement in associated.requirements.map({ Self.rewriteSelf($0, type.mockName) }) where !type.genericRequirements.contains(requirement) {
            type.genericRequirements.append(requirement)
        }
    }

    static func compositionParts(_ type: TypeRef) -> [TypeRef] {
        if case .composition(let parts) = type { return parts }
        return [type]
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

    static func constraint(of associated: AssociatedTypeDeclaration) -> TypeRef? {
        associated.inheritance.isEmpty ? nil : associated.inheritance.count == 1 ? associated.inheritance[0] : .composition(associated.inheritance)
    }

    /// `where Item == Int` makes `Item` a type alias rather than a generic parameter (a generic
    /// parameter made concrete is an error); requirements on associated types of protocols that
    /// are not among the inputs (`RawValue == Int64`) become type aliases too, or are dropped when
    /// they cannot be written on the mock (`RawValue: Hashable`).
    func fixAssociatedTypes(_ type: inout ResolvedType) {
        var generics = Set(type.genericParameters.map(\.name))
        var kept: [GenericRequirement] = []
        for requirement in type.genericRequirements {
            guard case .nominal(let components) = requirement.left, components.count == 1 else {
                kept.append(requirement)
                continue
            }
            let name = components[0].name
            let rightIsFixed = !generics.contains { requirement.right.mentions($0) }
            if requirement.relation == .sameType && rightIsFixed {
                if !type.fixedAssociatedTypes.contains(where: { $0.name == name }) {
                    type.fixedAssociatedTypes.append(FixedAssociatedType(name: name, type: requirement.right))
                }
                if generics.remove(name) != nil {
                    type.genericParameters.removeAll { $0.name == name }
                }
            } else if generics.contains(name) {
                kept.append(requirement)
            }
        }
        let fixed = Set(type.fixedAssociatedTypes.map(\.name))
        type.genericRequirements = kept.filter { requirement in !fixed.contains { requirement.left.mentions($0) } }
    }

    static func rewriteSelf(_ requirement: GenericRequirement, _ name: String) -> GenericRequirement {
        GenericRequirement(left: requirement.left.replacingSelf(with: name), relation: requirement.relation, right: requirement.right.replacingSelf(with: name))
    }
}
