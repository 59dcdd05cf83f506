/// Prints a `TypeRef` back as Swift source in one canonical spelling: single spaces, `[K: V]`,
/// `A & B`, `(Int) async throws -> Void` (function types without parameter names). Emitters use this text, so it must always be valid Swift.
extension TypeRef: CustomStringConvertible {
    public var description: String {
        // Most types are one plain name: its own string, no copy.
        if case .nominal(let components) = self, components.count == 1, components[0].genericArguments.isEmpty {
            return components[0].name
        }
        var out = ""
        write(to: &out)
        return out
    }

    func write(to out: inout String) {
        switch self {
        case .nominal(let components):
            for (index, component) in components.enumerated() {
                if index > 0 { out += "." }
                out += component.name
                if !component.genericArguments.isEmpty {
                    out += "<"
                    for (argIndex, argument) in component.genericArguments.enumerated() {
                        if argIndex > 0 { out += ", " }
                        argument.write(to: &out)
                    }
                    out += ">"
                }
            }
        case .optional(let wrapped):
            wrapped.writeAsPostfixOperand(to: &out)
            out += "?"
        case .implicitlyUnwrappedOptional(let wrapped):
            wrapped.writeAsPostfixOperand(to: &out)
            out += "!"
        case .array(let element):
            out += "["
            element.write(to: &out)
            out += "]"
        case .dictionary(let key, let value):
            out += "["
            key.write(to: &out)
            out += ": "
            value.write(to: &out)
            out += "]"
        case .tuple(let elements):
            out += "("
            TupleTypeElement.write(elements, to: &out)
            out += ")"
        case .function(let function):
            // Parameter names are not part of a function type, and Swift rejects them where a
            // type is written as an expression (`((_ i: Int) -> Void).self`): never written.
            out += "("
            TupleTypeElement.write(function.parameters.map(\.unlabeled), to: &out)
            out += ")"
            if function.isAsync { out += " async" }
            function.throwing.write(to: &out)
            out += " -> "
            function.result.write(to: &out)
        case .opaque(let base):
            out += "some "
            base.write(to: &out)
        case .existential(let base):
            out += "any "
            base.write(to: &out)
        case .composition(let parts):
            for (index, part) in parts.enumerated() {
                if index > 0 { out += " & " }
                part.writeAsPostfixOperand(to: &out)
            }
        case .metatype(let base):
            base.writeAsPostfixOperand(to: &out)
            out += ".Type"
        case .protocolMetatype(let base):
            base.writeAsPostfixOperand(to: &out)
            out += ".Protocol"
        case .attributed(let attributes, let specifiers, let base):
            for specifier in specifiers {
                out += specifier
                out += " "
            }
            for attribute in attributes {
                out += attribute.description
                out += " "
            }
            base.write(to: &out)
        case .packExpansion(let pattern):
            out += "repeat "
            pattern.write(to: &out)
        case .packReference(let base):
            out += "each "
            base.write(to: &out)
        case .suppressed(let base):
            out += "~"
            base.write(to: &out)
        }
    }

    /// Types that bind looser than a postfix `?`, `!`, `.Type` or `&` need parentheses there:
    /// `(() -> Void)?`, `(any P)?`, `(some P).Type`.
    private func writeAsPostfixOperand(to out: inout String) {
        switch self {
        case .function, .opaque, .existential, .composition, .attributed, .packExpansion, .packReference, .suppressed:
            out += "("
            write(to: &out)
            out += ")"
        default:
            write(to: &out)
        }
    }
}

extension TupleTypeElement {
    /// The element without its argument label and parameter name.
    var unlabeled: TupleTypeElement {
        TupleTypeElement(type: type, isVariadic: isVariadic)
    }

    static func write(_ elements: [TupleTypeElement], to out: inout String) {
        for (index, element) in elements.enumerated() {
            if index > 0 { out += ", " }
            if let label = element.label {
                out += label
                if let secondName = element.secondName {
                    out += " "
                    out += secondName
                }
                out += ": "
            }
            element.type.write(to: &out)
            if element.isVariadic { out += "..." }
        }
    }
}

extension ThrowsClause {
    func write(to out: inout String) {
        switch self {
        case .none: break
        case .throws: out += " throws"
        case .rethrows: out += " rethrows"
        case .typed(let error):
            out += " throws("
            error.write(to: &out)
            out += ")"
        }
    }
}

extension TypeRef: Encodable {
    /// Types appear in `mockgen parse --json` as their canonical source text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

extension ThrowsClause: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .none: try container.encodeNil()
        case .throws: try container.encode("throws")
        case .rethrows: try container.encode("rethrows")
        case .typed(let error): try container.encode("throws(\(error))")
        }
    }
}
