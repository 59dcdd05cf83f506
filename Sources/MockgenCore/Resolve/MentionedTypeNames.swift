/// Every nominal name a mock's declarations spell (each component of `Abi.Stat`, generic
/// arguments included), read from the resolved type: what decides, for example, which `@_spi`
/// groups the generated file must import.
enum MentionedTypeNames {
    static func of(_ type: ResolvedType) -> Set<String> {
        var names: Set<String> = []
        forEach(in: type) { names.insert($0) }
        return names
    }

    /// Each name the type spells, without backticks, as often as it is spelled: a visit that
    /// builds nothing, for callers that only look names up.
    static func forEach(in type: ResolvedType, _ body: (String) -> Void) {
        func visit(_ ref: TypeRef?) { ref?.forEachNominalName(body) }
        func visit(_ generics: [GenericParameter], _ requirements: [GenericRequirement]) {
            for parameter in generics { visit(parameter.constraint) }
            for requirement in requirements { visit(requirement.left); visit(requirement.right) }
        }
        func visit(_ effects: Effects) { if case .typed(let error) = effects.throwing { visit(error) } }
        visit(type.genericParameters, type.genericRequirements)
        for fixed in type.fixedAssociatedTypes { visit(fixed.type) }
        for initializer in type.initializers {
            for parameter in initializer.parameters { visit(parameter.type) }
            visit(initializer.genericParameters, initializer.requirements)
            visit(initializer.effects)
        }
        for member in type.members { forEach(in: member, body) }
    }

    /// The names one member spells: parameters, result, typed throws, generic constraints.
    static func of(_ member: ResolvedMember) -> Set<String> {
        var names: Set<String> = []
        forEach(in: member) { names.insert($0) }
        return names
    }

    private static func forEach(in member: ResolvedMember, _ body: (String) -> Void) {
        // A visit, not a mapping: nothing is copied.
        _ = member.kind.containsType { type in
            type.forEachNominalName(body)
            return false
        }
    }
}

extension TypeRef {
    /// Calls `body` with every nominal component's name, without backticks.
    func forEachNominalName(_ body: (String) -> Void) {
        switch self {
        case .nominal(let components):
            // By index, here and below: each element read in place, not copied out.
            for index in components.indices {
                body(SwiftIdentifier.bare(components[index].name))
                for argument in components[index].genericArguments { argument.forEachNominalName(body) }
            }
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped), .array(let wrapped),
             .opaque(let wrapped), .existential(let wrapped), .metatype(let wrapped), .protocolMetatype(let wrapped),
             .packExpansion(let wrapped), .packReference(let wrapped), .suppressed(let wrapped), .attributed(_, _, let wrapped):
            wrapped.forEachNominalName(body)
        case .dictionary(let key, let value):
            key.forEachNominalName(body)
            value.forEachNominalName(body)
        case .tuple(let elements):
            for index in elements.indices { elements[index].type.forEachNominalName(body) }
        case .function(let function):
            let parameters = function.parameters
            for index in parameters.indices { parameters[index].type.forEachNominalName(body) }
            if case .typed(let error) = function.throwing { error.forEachNominalName(body) }
            function.result.forEachNominalName(body)
        case .composition(let parts):
            for part in parts { part.forEachNominalName(body) }
        }
    }
}
