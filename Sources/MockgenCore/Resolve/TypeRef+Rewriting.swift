/// Questions and rewrites on types that resolving and emitting need: does a type mention `Self`
/// or a given name, and the type with `Self` replaced by the mock's own name.
extension TypeRef {
    /// Whether a nominal type anywhere in this one (generic arguments included) satisfies
    /// `predicate`, asked of its components. Reads without copying: the cheap test before a
    /// rewrite that would rebuild the type.
    func containsNominal(where predicate: ([TypeComponent]) -> Bool) -> Bool {
        switch self {
        case .nominal(let components):
            // By index, here and below: each element read in place (a closure over the elements
            // copied each one out, a retain of each of its fields).
            return predicate(components) || components.indices.contains { components[$0].genericArguments.contains { $0.containsNominal(where: predicate) } }
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped), .array(let wrapped),
             .opaque(let wrapped), .existential(let wrapped), .metatype(let wrapped), .protocolMetatype(let wrapped),
             .packExpansion(let wrapped), .packReference(let wrapped), .suppressed(let wrapped), .attributed(_, _, let wrapped):
            return wrapped.containsNominal(where: predicate)
        case .dictionary(let key, let value):
            return key.containsNominal(where: predicate) || value.containsNominal(where: predicate)
        case .tuple(let elements):
            return elements.indices.contains { elements[$0].type.containsNominal(where: predicate) }
        case .function(let function):
            let parameters = function.parameters
            if parameters.indices.contains(where: { parameters[$0].type.containsNominal(where: predicate) }) { return true }
            if case .typed(let error) = function.throwing, error.containsNominal(where: predicate) { return true }
            return function.result.containsNominal(where: predicate)
        case .composition(let parts):
            return parts.contains { $0.containsNominal(where: predicate) }
        }
    }

    /// `Self` becomes `replacement`, `Self.Item` becomes `Item` (associated types are the mock's
    /// generic parameters).
    func replacingSelf(with replacement: String) -> TypeRef {
        switch self {
        case .nominal(let components):
            var rewritten = components.map { component in
                TypeComponent(name: component.name, genericArguments: component.genericArguments.map { $0.replacingSelf(with: replacement) })
            }
            if rewritten.first?.name == "Self" {
                if rewritten.count > 1 {
                    rewritten.removeFirst()
                } else {
                    return .named(replacement)
                }
            }
            return .nominal(rewritten)
        case .optional(let wrapped): return .optional(wrapped.replacingSelf(with: replacement))
        case .implicitlyUnwrappedOptional(let wrapped): return .implicitlyUnwrappedOptional(wrapped.replacingSelf(with: replacement))
        case .array(let element): return .array(element.replacingSelf(with: replacement))
        case .dictionary(let key, let value): return .dictionary(key: key.replacingSelf(with: replacement), value: value.replacingSelf(with: replacement))
        case .tuple(let elements):
            return .tuple(elements.map { TupleTypeElement(label: $0.label, secondName: $0.secondName, type: $0.type.replacingSelf(with: replacement), isVariadic: $0.isVariadic) })
        case .function(let function):
            var copy = function
            copy.parameters = function.parameters.map { TupleTypeElement(label: $0.label, secondName: $0.secondName, type: $0.type.replacingSelf(with: replacement), isVariadic: $0.isVariadic) }
            copy.result = function.result.replacingSelf(with: replacement)
            if case .typed(let error) = function.throwing { copy.throwing = .typed(error.replacingSelf(with: replacement)) }
            return .function(copy)
        case .opaque(let base): return .opaque(base.replacingSelf(with: replacement))
        case .existential(let base): return .existential(base.replacingSelf(with: replacement))
        case .composition(let parts): return .composition(parts.map { $0.replacingSelf(with: replacement) })
        case .metatype(let base): return .metatype(base.replacingSelf(with: replacement))
        case .protocolMetatype(let base): return .protocolMetatype(base.replacingSelf(with: replacement))
        case .attributed(let attributes, let specifiers, let base):
            return .attributed(attributes: attributes, specifiers: specifiers, base: base.replacingSelf(with: replacement))
        case .packExpansion(let pattern): return .packExpansion(pattern.replacingSelf(with: replacement))
        case .packReference(let base): return .packReference(base.replacingSelf(with: replacement))
        case .suppressed(let base): return .suppressed(base.replacingSelf(with: replacement))
        }
    }

    /// `State` becomes `Storage.State` for the names in `qualified` (types nested in the mocked
    /// type), wherever they occur.
    func qualifying(_ qualified: TypeNameQualification) -> TypeRef {
        switch self {
        case .nominal(let components):
            var rewritten = components.map { component in
                TypeComponent(name: component.name, genericArguments: component.genericArguments.map { $0.qualifying(qualified) })
            }
            if let full = qualified[rewritten[0].name] { rewritten[0].name = full }
            return .nominal(rewritten)
        case .optional(let wrapped): return .optional(wrapped.qualifying(qualified))
        case .implicitlyUnwrappedOptional(let wrapped): return .implicitlyUnwrappedOptional(wrapped.qualifying(qualified))
        case .array(let element): return .array(element.qualifying(qualified))
        case .dictionary(let key, let value): return .dictionary(key: key.qualifying(qualified), value: value.qualifying(qualified))
        case .tuple(let elements):
            return .tuple(elements.map { TupleTypeElement(label: $0.label, secondName: $0.secondName, type: $0.type.qualifying(qualified), isVariadic: $0.isVariadic) })
        case .function(let function):
            var copy = function
            copy.parameters = function.parameters.map { TupleTypeElement(label: $0.label, secondName: $0.secondName, type: $0.type.qualifying(qualified), isVariadic: $0.isVariadic) }
            copy.result = function.result.qualifying(qualified)
            if case .typed(let error) = function.throwing { copy.throwing = .typed(error.qualifying(qualified)) }
            return .function(copy)
        case .opaque(let base): return .opaque(base.qualifying(qualified))
        case .existential(let base): return .existential(base.qualifying(qualified))
        case .composition(let parts): return .composition(parts.map { $0.qualifying(qualified) })
        case .metatype(let base): return .metatype(base.qualifying(qualified))
        case .protocolMetatype(let base): return .protocolMetatype(base.qualifying(qualified))
        case .attributed(let attributes, let specifiers, let base):
            return .attributed(attributes: attributes, specifiers: specifiers, base: base.qualifying(qualified))
        case .packExpansion, .packReference, .suppressed: return self
        }
    }

    /// Generic parameters replaced by the arguments a subclass gives its superclass.
    func substituting(_ map: [String: TypeRef]) -> TypeRef {
        guard !map.isEmpty else { return self }
        if case .nominal(let components) = self, components.count == 1, components[0].genericArguments.isEmpty, let replacement = map[components[0].name] {
            return replacement
        }
        switch self {
        case .nominal(let components):
            var rewritten = components.map { component in
                TypeComponent(name: component.name, genericArguments: component.genericArguments.map { $0.substituting(map) })
            }
            // `T.Element` with `T` replaced: `[Int].Element`-style paths keep the rest.
            if rewritten.count > 1, rewritten[0].genericArguments.isEmpty, let replacement = map[rewritten[0].name],
               case .nominal(let replaced) = replacement {
                rewritten.removeFirst()
                rewritten.insert(contentsOf: replaced, at: 0)
            }
            return .nominal(rewritten)
        case .optional(let wrapped): return .optional(wrapped.substituting(map))
        case .implicitlyUnwrappedOptional(let wrapped): return .implicitlyUnwrappedOptional(wrapped.substituting(map))
        case .array(let element): return .array(element.substituting(map))
        case .dictionary(let key, let value): return .dictionary(key: key.substituting(map), value: value.substituting(map))
        case .tuple(let elements):
            return .tuple(elements.map { TupleTypeElement(label: $0.label, secondName: $0.secondName, type: $0.type.substituting(map), isVariadic: $0.isVariadic) })
        case .function(let function):
            var copy = function
            copy.parameters = function.parameters.map { TupleTypeElement(label: $0.label, secondName: $0.secondName, type: $0.type.substituting(map), isVariadic: $0.isVariadic) }
            copy.result = function.result.substituting(map)
            if case .typed(let error) = function.throwing { copy.throwing = .typed(error.substituting(map)) }
            return .function(copy)
        case .opaque(let base): return .opaque(base.substituting(map))
        case .existential(let base): return .existential(base.substituting(map))
        case .composition(let parts): return .composition(parts.map { $0.substituting(map) })
        case .metatype(let base): return .metatype(base.substituting(map))
        case .protocolMetatype(let base): return .protocolMetatype(base.substituting(map))
        case .attributed(let attributes, let specifiers, let base):
            return .attributed(attributes: attributes, specifiers: specifiers, base: base.substituting(map))
        case .packExpansion, .packReference, .suppressed: return self
        }
    }

    /// `true` if any of `names` occurs as a nominal component.
    func mentionsAny(of names: TypeNameQualification) -> Bool {
        switch self {
        case .nominal(let components):
            return components.contains { names[$0.name] != nil || $0.genericArguments.contains { $0.mentionsAny(of: names) } }
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped), .array(let wrapped),
             .opaque(let wrapped), .existential(let wrapped), .metatype(let wrapped), .protocolMetatype(let wrapped),
             .packExpansion(let wrapped), .packReference(let wrapped), .suppressed(let wrapped):
            return wrapped.mentionsAny(of: names)
        case .dictionary(let key, let value):
            return key.mentionsAny(of: names) || value.mentionsAny(of: names)
        case .tuple(let elements):
            return elements.contains { $0.type.mentionsAny(of: names) }
        case .function(let function):
            if function.parameters.contains(where: { $0.type.mentionsAny(of: names) }) { return true }
            if case .typed(let error) = function.throwing, error.mentionsAny(of: names) { return true }
            return function.result.mentionsAny(of: names)
        case .composition(let parts):
            return parts.contains { $0.mentionsAny(of: names) }
        case .attributed(_, _, let base):
            return base.mentionsAny(of: names)
        }
    }

    /// `true` for a bare `Self` (optionally behind `?`): the only `Self` a class mock cannot write.
    var isSelfOrOptionalSelf: Bool {
        switch self {
        case .nominal(let components): return components.count == 1 && components[0].name == "Self"
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped): return wrapped.isSelfOrOptionalSelf
        default: return false
        }
    }
}
