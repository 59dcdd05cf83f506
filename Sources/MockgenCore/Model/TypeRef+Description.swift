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

    /// Writes the canonical spelling into `out` (a `String`, or the renderer's bytes: generic so
    /// that each is specialized, with no intermediate string).
    func write<Output: TextOutputStream>(to out: inout Output) {
        switch self {
        case .nominal(let components):
            for (index, component) in components.enumerated() {
                if index > 0 { out.write(".") }
                out.write(component.name)
                if !component.genericArguments.isEmpty {
                    out.write("<")
                    for (argIndex, argument) in component.genericArguments.enumerated() {
                        if argIndex > 0 { out.write(", ") }
                        argument.write(to: &out)
                    }
                    out.write(">")
                }
            }
        case .optional(let wrapped):
            wrapped.writeAsPostfixOperand(to: &out)
            out.write("?")
        case .implicitlyUnwrappedOptional(let wrapped):
            wrapped.writeAsPostfixOperand(to: &out)
            out.write("!")
        case .array(let element):
            out.write("[")
            element.write(to: &out)
            out.write("]")
        case .dictionary(let key, let value):
            out.write("[")
            key.write(to: &out)
            out.write(": ")
            value.write(to: &out)
            out.write("]")
        case .tuple(let elements):
            out.write("(")
            TupleTypeElement.write(elements, to: &out)
            out.write(")")
        case .function(let function):
            // Parameter names are not part of a function type, and Swift rejects them where a
            // type is written as an expression (`((_ i: Int) -> Void).self`): never written.
            out.write("(")
            TupleTypeElement.write(function.parameters.map(\.unlabeled), to: &out)
            out.write(")")
            if function.isAsync { out.write(" async") }
            function.throwing.write(to: &out)
            out.write(" -> ")
            function.result.write(to: &out)
        case .opaque(let base):
            out.write("some ")
            base.write(to: &out)
        case .existential(let base):
            out.write("any ")
            base.write(to: &out)
        case .composition(let parts):
            for (index, part) in parts.enumerated() {
                if index > 0 { out.write(" & ") }
                part.writeAsPostfixOperand(to: &out)
            }
        case .metatype(let base):
            base.writeAsPostfixOperand(to: &out)
            out.write(".Type")
        case .protocolMetatype(let base):
            base.writeAsPostfixOperand(to: &out)
            out.write(".Protocol")
        case .attributed(let attributes, let specifiers, let base):
            for specifier in specifiers {
                out.write(specifier)
                out.write(" ")
            }
            for attribute in attributes {
                out.write(attribute.description)
                out.write(" ")
            }
            base.write(to: &out)
        case .packExpansion(let pattern):
            out.write("repeat ")
            pattern.write(to: &out)
        case .packReference(let base):
            out.write("each ")
            base.write(to: &out)
        case .suppressed(let base):
            out.write("~")
            base.write(to: &out)
        }
    }

    /// Types that bind looser than a postfix `?`, `!`, `.Type` or `&` need parentheses there:
    /// `(() -> Void)?`, `(any P)?`, `(some P).Type`.
    private func writeAsPostfixOperand<Output: TextOutputStream>(to out: inout Output) {
        switch self {
        case .function, .opaque, .existential, .composition, .attributed, .packExpansion, .packReference, .suppressed:
            out.write("(")
            write(to: &out)
            out.write(")")
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

    static func write<Output: TextOutputStream>(_ elements: [TupleTypeElement], to out: inout Output) {
        for (index, element) in elements.enumerated() {
            if index > 0 { out.write(", ") }
            if let label = element.label {
                out.write(label)
                if let secondName = element.secondName {
                    out.write(" ")
                    out.write(secondName)
                }
                out.write(": ")
            }
            element.type.write(to: &out)
            if element.isVariadic { out.write("...") }
        }
    }
}

extension ThrowsClause {
    func write<Output: TextOutputStream>(to out: inout Output) {
        switch self {
        case .none: break
        case .throws: out.write(" throws")
        case .rethrows: out.write(" rethrows")
        case .typed(let error):
            out.write(" throws(")
            error.write(to: &out)
            out.write(")")
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
