/// Whether a type or a declaration's signature names a type: `Self` in a protocol's requirements
/// (`Declaration.mentionsSelf`), a generic parameter in a member.
extension TypeRef {
    /// `true` if `name` occurs as a nominal component anywhere in the type.
    func mentions(_ name: String) -> Bool {
        switch self {
        case .nominal(let components):
            // By index, here and below: each element read in place (a closure over the elements
            // copied each one out, a retain of each of its fields).
            return components.indices.contains { components[$0].name == name || components[$0].genericArguments.contains { $0.mentions(name) } }
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped), .array(let wrapped),
             .opaque(let wrapped), .existential(let wrapped), .metatype(let wrapped), .protocolMetatype(let wrapped),
             .packExpansion(let wrapped), .packReference(let wrapped), .suppressed(let wrapped):
            return wrapped.mentions(name)
        case .dictionary(let key, let value):
            return key.mentions(name) || value.mentions(name)
        case .tuple(let elements):
            return elements.indices.contains { elements[$0].type.mentions(name) }
        case .function(let function):
            let parameters = function.parameters
            if parameters.indices.contains(where: { parameters[$0].type.mentions(name) }) { return true }
            if case .typed(let error) = function.throwing, error.mentions(name) { return true }
            return function.result.mentions(name)
        case .composition(let parts):
            return parts.contains { $0.mentions(name) }
        case .attributed(_, _, let base):
            return base.mentions(name)
        }
    }
}

extension FunctionDeclaration {
    func mentions(_ name: String) -> Bool {
        parameters.indices.contains { parameters[$0].type.mentions(name) } || (result?.mentions(name) ?? false)
            || requirements.contains { $0.left.mentions(name) || $0.right.mentions(name) }
            || { if case .typed(let error) = effects.throwing { return error.mentions(name) } else { return false } }()
    }
}

extension SubscriptDeclaration {
    func mentions(_ name: String) -> Bool {
        parameters.indices.contains { parameters[$0].type.mentions(name) } || result.mentions(name)
    }
}
