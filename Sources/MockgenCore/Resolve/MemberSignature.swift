/// The names a member is known by: the `StaticString` literal the runtime prints
/// (`greet(_:)`, `count`, `subscript(_:)`) and a key that tells duplicates (the same
/// requirement reached through two inherited protocols) from overloads.
enum MemberSignature {
    /// `greet(_:)`: Swift's own spelling of a function name.
    static func literal(of function: FunctionDeclaration) -> String {
        var out = UTF8Text(reservingCapacity: 32)
        writeLiteral(of: function, to: &out)
        return out.string
    }

    private static func writeLiteral(of function: FunctionDeclaration, to out: inout UTF8Text) {
        writeStrippingBackticks(function.name, to: &out)
        out += "("
        let isOperator = Self.isOperator(function.name)
        // By index: each parameter's label read in place, the parameter not copied out (a
        // retain of each of its fields), for every member of every ancestor.
        let parameters = function.parameters
        for index in parameters.indices {
            // An operator's parameters have no argument labels: `+(_:_:)`.
            if !isOperator, let label = parameters[index].label { writeStrippingBackticks(label, to: &out) } else { out += "_" }
            out += ":"
        }
        out += ")"
    }

    /// `subscript(_:)` / `subscript(key:)`.
    static func literal(of subscriptDecl: SubscriptDeclaration) -> String {
        var out = UTF8Text(reservingCapacity: 32)
        writeLiteral(of: subscriptDecl, to: &out)
        return out.string
    }

    private static func writeLiteral(of subscriptDecl: SubscriptDeclaration, to out: inout UTF8Text) {
        out += "subscript("
        let parameters = subscriptDecl.parameters
        for index in parameters.indices {
            if let label = parameters[index].label { writeStrippingBackticks(label, to: &out) } else { out += "_" }
            out += ":"
        }
        out += ")"
    }

    static func literal(of variable: VariableDeclaration) -> String {
        stripBackticks(variable.name)
    }

    /// Equal keys mean "the same requirement": names, labels, parameter types and result.
    /// (Made for every member of every ancestor of every mock: written into one buffer, each
    /// type in place, not joined from the pieces' own strings; and kept as the hash of that
    /// text, not as a string, which was made only to be hashed again by every table it keyed.)
    static func key(of member: ResolvedMember.Kind, isStatic: Bool) -> MemberKey {
        // Bytes appended in place, one string made at the end (a `String` grown piece by piece
        // pays its bookkeeping at every piece).
        var out = UTF8Text(reservingCapacity: 96)
        if isStatic { out += "static " }
        switch member {
        case .method(let decl):
            out += "func "
            writeLiteral(of: decl, to: &out)
            writeGenericKey(decl.genericParameters, to: &out)
            writeParameterTypesKey(decl.parameters, to: &out)
            out += " -> "
            (decl.result ?? .void).write(to: &out)
            // Overloads may differ only in their `where` clause.
            WhereClause.write(decl.requirements, to: &out)
        case .property(let decl, _):
            out += "var "
            writeStrippingBackticks(decl.name, to: &out)
        case .subscript(let decl):
            writeLiteral(of: decl, to: &out)
            writeGenericKey(decl.genericParameters, to: &out)
            writeParameterTypesKey(decl.parameters, to: &out)
            out += " -> "
            decl.result.write(to: &out)
        }
        return MemberKey(hash: out.contentHash)
    }

    /// The key of `key(of:isStatic:)` without the result, for telling members that differ only
    /// by it: `nil` for properties, which cannot be overloaded by type.
    static func keyIgnoringResult(of member: ResolvedMember.Kind, isStatic: Bool) -> String? {
        if case .property = member { return nil }
        var out = UTF8Text(reservingCapacity: 64)
        switch member {
        case .method(let decl):
            out += isStatic ? "static func " : "func "
            writeLiteral(of: decl, to: &out)
            writeParameterTypesKey(decl.parameters, to: &out)
            WhereClause.write(decl.requirements, to: &out)
        case .subscript(let decl):
            writeLiteral(of: decl, to: &out)
            writeParameterTypesKey(decl.parameters, to: &out)
        case .property:
            return nil
        }
        return out.string
    }

    private static func writeGenericKey(_ parameters: [GenericParameter], to out: inout UTF8Text) {
        guard !parameters.isEmpty else { return }
        out += "<"
        for (index, parameter) in parameters.enumerated() {
            if index > 0 { out += "," }
            out += parameter.name
            out += ":"
            parameter.constraint?.write(to: &out)
        }
        out += ">"
    }

    private static func writeParameterTypesKey(_ parameters: [Parameter], to out: inout UTF8Text) {
        out += "("
        for index in parameters.indices {
            parameters[index].type.write(to: &out)
            if parameters[index].isVariadic { out += "..." }
            out += ","
        }
        out += ")"
    }

    /// `name` without the backticks around it, if it has them.
    private static func writeStrippingBackticks(_ name: String, to out: inout UTF8Text) {
        // The first byte, not `hasPrefix` (a generic comparison).
        if name.utf8.first == UInt8(ascii: "`") { out += name.dropFirst().dropLast() } else { out += name }
    }

    /// `+`, `<=>`, `..<`: a name that is not an identifier.
    static func isOperator(_ name: String) -> Bool {
        guard let byte = name.utf8.first else { return false }
        if byte < 0x80 {
            // ASCII, nearly every name: the letters are the only ASCII `XID_Start` characters.
            let letter = byte | 0x20
            return !(byte == UInt8(ascii: "_") || byte == UInt8(ascii: "`") || byte == UInt8(ascii: "$")
                || letter >= UInt8(ascii: "a") && letter <= UInt8(ascii: "z"))
        }
        guard let first = name.unicodeScalars.first else { return false }
        return !first.properties.isXIDStart
    }

    /// The proxy method standing for an operator: `infixPlus`, `prefixMinus`, `postfixPlusPlus`,
    /// `infixLessEqualGreater` (a Swift name cannot be `+`).
    static func operatorProxyName(_ name: String, modifiers: [String], parameterCount: Int) -> String {
        let fixity = modifiers.contains("prefix") ? "prefix" : modifiers.contains("postfix") ? "postfix" : parameterCount == 1 ? "prefix" : "infix"
        var out = fixity
        for scalar in name.unicodeScalars {
            switch scalar {
            case "+": out += "Plus"
            case "-": out += "Minus"
            case "*": out += "Star"
            case "/": out += "Slash"
            case "%": out += "Percent"
            case "<": out += "Less"
            case ">": out += "Greater"
            case "=": out += "Equal"
            case "!": out += "Bang"
            case "&": out += "Ampersand"
            case "|": out += "Pipe"
            case "^": out += "Caret"
            case "~": out += "Tilde"
            case "?": out += "Question"
            case ".": out += "Dot"
            default: out += "U" + String(scalar.value, radix: 16, uppercase: true)
            }
        }
        return out
    }

    static func stripBackticks(_ name: String) -> String {
        // The first byte, not `hasPrefix` (a generic comparison, asked of every parameter's name).
        name.utf8.first == UInt8(ascii: "`") ? String(name.dropFirst().dropLast()) : name
    }
}

/// `MemberSignature.key`: the 128-bit hash of the signature's text (a collision, one in 2^128,
/// is no concern; see `ContentHash`).
struct MemberKey: Hashable, Sendable {
    let hash: ContentHash
}
