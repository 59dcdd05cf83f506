/// `T.self` for any type, spelled so that it parses as an expression.
enum MetatypeSpelling {
    /// `Int.self`, `(() -> Void).self`, `(any P).self`, `Void.self`.
    static func expression(_ type: TypeRef) -> String {
        if hasVariadicFunctionParameter(type) || hasSending(type) {
            // `((Int...) -> Void)?.self` and `(() -> sending T).self` do not parse as
            // expressions; in a generic argument list the type parses. Optionals, arrays and dictionaries keep their own generic
            // type (the registry picks its overload by it), spelled `Swift.` (a module may declare
            // its own `Optional`).
            switch type {
            case .optional(let wrapped): return "Swift.Optional<" + wrapped.description + ">.self"
            case .array(let element): return "Swift.Array<" + element.description + ">.self"
            case .dictionary(let key, let value): return "Swift.Dictionary<" + key.description + ", " + value.description + ">.self"
            default: return "Swift.Optional<" + type.description + ">.Wrapped.self"
            }
        }
        switch type {
        case .function, .existential, .composition, .opaque, .attributed:
            return "(" + type.description + ").self"
        case .tuple(let elements) where elements.isEmpty:
            return "Void.self"
        default:
            return type.description + ".self"
        }
    }

    /// `sending` anywhere in the type (a closure's `-> sending T`).
    private static func hasSending(_ type: TypeRef) -> Bool {
        switch type {
        case .attributed(_, let specifiers, let base): return specifiers.contains("sending") || hasSending(base)
        case .function(let function): return function.parameters.contains { hasSending($0.type) } || hasSending(function.result)
        case .nominal(let components): return components.contains { $0.genericArguments.contains(where: hasSending) }
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped), .array(let wrapped), .metatype(let wrapped),
             .protocolMetatype(let wrapped), .existential(let wrapped), .opaque(let wrapped):
            return hasSending(wrapped)
        case .dictionary(let key, let value): return hasSending(key) || hasSending(value)
        case .tuple(let elements): return elements.contains { hasSending($0.type) }
        case .composition(let parts): return parts.contains(where: hasSending)
        case .packExpansion, .packReference, .suppressed: return false
        }
    }

    private static func hasVariadicFunctionParameter(_ type: TypeRef) -> Bool {
        switch type {
        case .function(let function):
            return function.parameters.contains { $0.isVariadic || hasVariadicFunctionParameter($0.type) } || hasVariadicFunctionParameter(function.result)
        case .nominal(let components):
            return components.contains { $0.genericArguments.contains(where: hasVariadicFunctionParameter) }
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped), .array(let wrapped), .metatype(let wrapped),
             .protocolMetatype(let wrapped), .attributed(_, _, let wrapped):
            return hasVariadicFunctionParameter(wrapped)
        case .dictionary(let key, let value):
            return hasVariadicFunctionParameter(key) || hasVariadicFunctionParameter(value)
        case .tuple(let elements):
            return elements.contains { hasVariadicFunctionParameter($0.type) }
        default:
            return false
        }
    }
}
