/// A member inherited from a type declared in another scope names types as that scope sees
/// them. The mock sees more: the types nested beside the mocked type (it is written inside its
/// outer type) and those nested in the mocked type and its ancestors. A top-level `Token` an
/// inherited member mentions would become `Outer.Token` there, so it is written `Module.Token`.
struct InheritedMemberScopes: Sendable {
    let finder: MockableTypeFinder
    let names: NestedTypeNames
    /// The tested module (one `--testable` import), which qualifies a shadowed name.
    let module: String?

    /// The members with shadowed names qualified; a member that needs qualifying when the
    /// module is not known is reported and left out.
    func qualify(_ members: [ResolvedMember], ancestry: InheritanceResolver.Ancestry, findings: inout [Finding]) -> [ResolvedMember] {
        guard ancestry.declarations.count > 1 || ancestry.declarations.first?.outerTypeName != nil else { return members }
        let declarations = ancestry.declarations
        let nestedOf = declarations.map { finder.nestedNamesByOuter[$0.qualifiedName] ?? [] }
        let mockScope = nestedOf.reduce(names.siblingNames(of: declarations[0])) { $0.union($1) }
        guard !mockScope.isEmpty else { return members }
        var shadowedByOwner: [String: Set<String>] = [:]
        for (index, ancestor) in declarations.enumerated().dropFirst() where shadowedByOwner[ancestor.qualifiedName] == nil {
            let seen = nestedOf[index...].reduce(names.siblingNames(of: ancestor)) { $0.union($1) }
            shadowedByOwner[ancestor.qualifiedName] = mockScope.subtracting(seen).filter { name in
                finder.inputTopLevelNames.contains(name) || finder.inputTopLevelNames.contains("`" + name + "`")
            }
        }
        guard shadowedByOwner.values.contains(where: { !$0.isEmpty }) else { return members }
        return members.compactMap { member in
            guard let shadowed = shadowedByOwner[member.declaredIn], !shadowed.isEmpty else { return member }
            let generics = Set(member.genericParameterNames.map(SwiftIdentifier.bare))
            let mentioned = MentionedTypeNames.of(member).map(SwiftIdentifier.bare)
            let needed = shadowed.subtracting(generics).intersection(mentioned)
            guard !needed.isEmpty else { return member }
            guard let module else {
                let reason = Unmockability.shadowedInheritedTypeName(needed.sorted()[0])
                findings.append(.unmockable(reason, what: member.declaredIn + "." + member.signature, at: member.location))
                return nil
            }
            let qualification = TypeNameQualification(module: ModuleQualification(
                module: module, usesModuleSelector: finder.inputTopLevelNames.contains(module), names: needed))
            var copy = member
            copy.kind = member.kind.mappingTypes { $0.qualifying(qualification) }
            return copy
        }
    }
}

extension ResolvedMember {
    /// The member's own generic parameters, which shadow every other type of the same name.
    var genericParameterNames: [String] {
        if case .method(let function) = kind { return function.genericParameters.map(\.name) }
        return []
    }
}

extension ResolvedMember.Kind {
    /// Whether any type `mappingTypes` would pass to its transform satisfies `predicate`,
    /// asked without copying the member.
    func containsType(constraints: Bool = true, where predicate: (TypeRef) -> Bool) -> Bool {
        // By index: each parameter's type read in place, the parameter not copied out.
        func parameters(_ list: [Parameter]) -> Bool { list.indices.contains { predicate(list[$0].type) } }
        func generics(_ parameters: [GenericParameter], _ requirements: [GenericRequirement]) -> Bool {
            guard constraints else { return false }
            return parameters.contains { $0.constraint.map(predicate) ?? false } || requirements.contains { predicate($0.left) || predicate($0.right) }
        }
        switch self {
        case .method(let function):
            if parameters(function.parameters) || (function.result.map(predicate) ?? false) { return true }
            if case .typed(let error) = function.effects.throwing, predicate(error) { return true }
            return generics(function.genericParameters, function.requirements)
        case .property(let variable, _):
            return variable.type.map(predicate) ?? false
        case .subscript(let subscriptDecl):
            return parameters(subscriptDecl.parameters) || predicate(subscriptDecl.result)
                || generics(subscriptDecl.genericParameters, subscriptDecl.requirements)
        }
    }

    /// Every type the member spells (parameters, result, typed throws, and unless `constraints`
    /// is `false` generic constraints and requirements) passed through `transform`.
    func mappingTypes(constraints: Bool = true, _ transform: (TypeRef) -> TypeRef) -> ResolvedMember.Kind {
        func parameters(_ list: [Parameter]) -> [Parameter] {
            list.map { parameter in
                var copy = parameter
                copy.type = transform(parameter.type)
                return copy
            }
        }
        func requirements(_ list: [GenericRequirement]) -> [GenericRequirement] {
            guard constraints else { return list }
            return list.map { GenericRequirement(left: transform($0.left), relation: $0.relation, right: transform($0.right)) }
        }
        func generics(_ list: [GenericParameter]) -> [GenericParameter] {
            guard constraints else { return list }
            return list.map { generic in
                var copy = generic
                copy.constraint = generic.constraint.map(transform)
                return copy
            }
        }
        switch self {
        case .method(var function):
            function.parameters = parameters(function.parameters)
            function.result = function.result.map(transform)
            if case .typed(let error) = function.effects.throwing { function.effects.throwing = .typed(transform(error)) }
            function.genericParameters = generics(function.genericParameters)
            function.requirements = requirements(function.requirements)
            return .method(function)
        case .property(var variable, let isSettable):
            variable.type = variable.type.map(transform)
            return .property(variable, isSettable: isSettable)
        case .subscript(var subscriptDecl):
            subscriptDecl.parameters = parameters(subscriptDecl.parameters)
            subscriptDecl.result = transform(subscriptDecl.result)
            subscriptDecl.genericParameters = generics(subscriptDecl.genericParameters)
            subscriptDecl.requirements = requirements(subscriptDecl.requirements)
            return .subscript(subscriptDecl)
        }
    }
}
