/// Every nominal name a mock's declarations spell (each component of `Abi.Stat`, generic
/// arguments included), read from the resolved type: what decides, for example, which `@_spi`
/// groups the generated file must import.
enum MentionedTypeNames {
    static func of(_ type: ResolvedType) -> Set<String> {
        var names: Set<String> = []
        func add(_ ref: TypeRef?) { ref?.collectNominalNames(into: &names) }
        func add(_ generics: [GenericParameter], _ requirements: [GenericRequirement]) {
            for parameter in generics { add(parameter.constraint) }
            for requirement in requirements { add(requirement.left); add(requirement.right) }
        }
        func add(_ effects: Effects) { if case .typed(let error) = effects.throwing { add(error) } }
        add(type.genericParameters, type.genericRequirements)
        for fixed in type.fixedAssociatedTypes { add(fixed.type) }
        for initializer in type.initializers {
            for parameter in initializer.parameters { add(parameter.type) }
            add(initializer.genericParameters, initializer.requirements)
            add(initializer.effects)
        }
        for member in type.members { collect(member, into: &names) }
        return names
    }

    /// The names one member spells: parameters, result, typed throws, generic constraints.
    static func of(_ member: ResolvedMember) -> Set<String> {
        var names: Set<String> = []
        collect(member, into: &names)
        return names
    }

    private static func collect(_ member: ResolvedMember, into names: inout Set<String>) {
        // A visit, not a mapping: nothing is copied.
        _ = member.kind.containsType { type in
            type.collectNominalNames(into: &names)
            return false
        }
    }
}

extension TypeRef {
    /// Adds every nominal component's name, without backticks.
    func collectNominalNames(into names: inout Set<String>) {
        switch self {
        case .nominal(let components):
            for component in components {
                names.insert(SwiftIdentifier.bare(component.name))
                for argument in component.genericArguments { argument.collectNominalNames(into: &names) }
            }
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped), .array(let wrapped),
             .opaque(let wrapped), .existential(let wrapped), .metatype(let wrapped), .protocolMetatype(let wrapped),
             .packExpansion(let wrapped), .packReference(let wrapped), .suppressed(let wrapped), .attributed(_, _, let wrapped):
            wrapped.collectNominalNames(into: &names)
        case .dictionary(let key, let value):
            key.collectNominalNames(into: &names)
            value.collectNominalNames(into: &names)
        case .tuple(let elements):
            for element in elements { element.type.collectNominalNames(into: &names) }
        case .function(let function):
            for parameter in function.parameters { parameter.type.collectNominalNames(into: &names) }
            if case .typed(let error) = function.throwing { error.collectNominalNames(into: &names) }
            function.result.collectNominalNames(into: &names)
        case .composition(let parts):
            for part in parts { part.collectNominalNames(into: &names) }
        }
    }
}
