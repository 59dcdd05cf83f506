/// `T.self` for any type, spelled so that it parses as an expression.
enum MetatypeSpelling {
    /// `expression(type)` written into `out`: with no string made for the commonest types (a
    /// name, an optional, an array, a dictionary of names, written as they are with `.self`).
    static func write(_ type: TypeRef, to out: inout UTF8Text) {
        guard isPlain(type) else {
            out += expression(type)
            return
        }
        type.write(to: &out)
        out += ".self"
    }

    /// Nominal types without generic arguments, and optionals, arrays and dictionaries of them:
    /// no function type (so no `nonisolated(nonsending)`, variadic parameter or `sending`
    /// result), no existential, no empty tuple, nothing that needs parentheses.
    private static func isPlain(_ type: TypeRef) -> Bool {
        switch type {
        case .nominal(let components): return components.allSatisfy { $0.genericArguments.isEmpty }
        case .optional(let wrapped), .array(let wrapped): return isPlain(wrapped)
        case .dictionary(let key, let value): return isPlain(key) && isPlain(value)
        default: return false
        }
    }

    /// `Int.self`, `(() -> Void).self`, `(any P).self`, `Void.self`.
    static func expression(_ type: TypeRef) -> String {
        if hasNonsending(type) { return "(" + inExpression(type) + ").self" }
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

    /// How a type is written inside an expression or a closure's signature (`{ () -> T in }`):
    /// as written, except that a parenthesized `nonisolated(nonsending)` function type does not
    /// parse there (Swift 6.3), so optionals, arrays and dictionaries of one take their generic
    /// forms, whose arguments need no parentheses (`Swift.Optional<nonisolated(nonsending) () async -> Int>`).
    static func inExpression(_ type: TypeRef) -> String {
        guard hasNonsending(type) else { return type.description }
        switch type {
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped): return "Swift.Optional<" + inExpression(wrapped.unparenthesized) + ">"
        case .array(let element): return "Swift.Array<" + inExpression(element.unparenthesized) + ">"
        case .dictionary(let key, let value): return "Swift.Dictionary<" + inExpression(key.unparenthesized) + ", " + inExpression(value.unparenthesized) + ">"
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil && !elements[0].isVariadic:
            return inExpression(elements[0].type)
        default: return type.description
        }
    }

    /// `inExpression(type)`, written into `out` (most types are written as they are).
    static func writeInExpression(_ type: TypeRef, to out: inout UTF8Text) {
        if hasNonsending(type) { out += inExpression(type) } else { type.write(to: &out) }
    }

    /// `nonisolated(nonsending)` anywhere in the type.
    static func hasNonsending(_ type: TypeRef) -> Bool {
        switch type {
        case .attributed(_, let specifiers, let base): return specifiers.contains("nonisolated(nonsending)") || hasNonsending(base)
        case .function(let function): return function.parameters.contains { hasNonsending($0.type) } || hasNonsending(function.result)
        case .nominal(let components): return components.contains { $0.genericArguments.contains(where: hasNonsending) }
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped), .array(let wrapped), .metatype(let wrapped),
             .protocolMetatype(let wrapped), .existential(let wrapped), .opaque(let wrapped):
            return hasNonsending(wrapped)
        case .dictionary(let key, let value): return hasNonsending(key) || hasNonsending(value)
        case .tuple(let elements): return elements.contains { hasNonsending($0.type) }
        case .composition(let parts): return parts.contains(where: hasNonsending)
        case .packExpansion, .packReference, .suppressed: return false
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
