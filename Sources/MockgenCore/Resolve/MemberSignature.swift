/// The names a member is known by: the `StaticString` literal the runtime prints
/// (`greet(_:)`, `count`, `subscript(_:)`) and a key that tells duplicates (the same
/// requirement reached through two inherited protocols) from overloads.
enum MemberSignature {
    /// `greet(_:)`: Swift's own spelling of a function name.
    static func literal(of function: FunctionDeclaration) -> String {
        var out = stripBackticks(function.name)
        out += "("
        let isOperator = Self.isOperator(function.name)
        for parameter in function.parameters {
            // An operator's parameters have no argument labels: `+(_:_:)`.
            out += isOperator ? "_" : parameter.label.map(stripBackticks) ?? "_"
            out += ":"
        }
        out += ")"
        return out
    }

    /// `subscript(_:)` / `subscript(key:)`.
    static func literal(of subscriptDecl: SubscriptDeclaration) -> String {
        var out = "subscript("
        for parameter in subscriptDecl.parameters {
            out += parameter.label.map(stripBackticks) ?? "_"
            out += ":"
        }
        out += ")"
        return out
    }

    static func literal(of variable: VariableDeclaration) -> String {
        stripBackticks(variable.name)
    }

    /// Equal keys mean "the same requirement": names, labels, parameter types and result.
    static func key(of member: ResolvedMember.Kind, isStatic: Bool) -> String {
        var out = isStatic ? "static " : ""
        switch member {
        case .method(let decl):
            out += "func "
            out += literal(of: decl)
            out += genericKey(decl.genericParameters)
            out += parameterTypesKey(decl.parameters)
            out += " -> "
            out += (decl.result ?? .void).description
            // Overloads may differ only in their `where` clause.
            out += WhereClause.text(decl.requirements)
        case .property(let decl, _):
            out += "var "
            out += literal(of: decl)
        case .subscript(let decl):
            out += literal(of: decl)
            out += genericKey(decl.genericParameters)
            out += parameterTypesKey(decl.parameters)
            out += " -> "
            out += decl.result.description
        }
        return out
    }

    /// The key without the result: members equal here but different in `key` are overloads
    /// by result type only.
    static func keyIgnoringResult(of member: ResolvedMember.Kind, isStatic: Bool) -> String? {
        switch member {
        case .method(let decl):
            var out = isStatic ? "static func " : "func "
            out += literal(of: decl)
            out += parameterTypesKey(decl.parameters)
            out += WhereClause.text(decl.requirements)
            return out
        case .subscript(let decl):
            return literal(of: decl) + parameterTypesKey(decl.parameters)
        case .property:
            return nil
        }
    }

    private static func genericKey(_ parameters: [GenericParameter]) -> String {
        guard !parameters.isEmpty else { return "" }
        return "<" + parameters.map { $0.name + ":" + ($0.constraint?.description ?? "") }.joined(separator: ",") + ">"
    }

    private static func parameterTypesKey(_ parameters: [Parameter]) -> String {
        var out = "("
        for parameter in parameters {
            out += parameter.type.description
            if parameter.isVariadic { out += "..." }
            out += ","
        }
        out += ")"
        return out
    }

    /// `+`, `<=>`, `..<`: a name that is not an identifier.
    static func isOperator(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        return !(first == "_" || first == "`" || first == "$" || first.properties.isXIDStart)
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
        name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
    }
}
