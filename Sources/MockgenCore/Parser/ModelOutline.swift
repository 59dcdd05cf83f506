/// The readable form of a parsed file printed by `mockgen parse`: one line per declaration,
/// written as a Swift-like signature, members indented under their type, each line ending in
/// `@ path:line:col`.
public enum ModelOutline {
    public static func render(_ file: SourceFileModel) -> String {
        var out = ""
        for declaration in file.declarations { render(declaration, depth: 0, into: &out) }
        return out
    }

    static func render(_ declaration: Declaration, depth: Int, into out: inout String) {
        let indent = String(repeating: "  ", count: depth)
        if case .ifConfig(let config) = declaration {
            for (index, clause) in config.clauses.enumerated() {
                out += indent + clause.kind.rawValue
                if let condition = clause.condition { out += " " + condition }
                if index == 0 { out += "  @ \(config.location)" }
                out += "\n"
                for member in clause.declarations { render(member, depth: depth + 1, into: &out) }
            }
            out += indent + "#endif\n"
            return
        }
        out += indent + signature(of: declaration) + "  @ \(declaration.location)\n"
        if case .type(let type) = declaration {
            for member in type.members { render(member, depth: depth + 1, into: &out) }
        }
    }

    /// One declaration as a single line of Swift-like text (bodies and values elided).
    public static func signature(of declaration: Declaration) -> String {
        switch declaration {
        case .type(let decl):
            var text = prefix(decl.header) + decl.kind.rawValue + " " + decl.name
            text += genericClause(decl.genericParameters)
            if !decl.primaryAssociatedTypes.isEmpty { text += "<" + decl.primaryAssociatedTypes.joined(separator: ", ") + ">" }
            if !decl.inheritance.isEmpty { text += ": " + decl.inheritance.map(\.description).joined(separator: ", ") }
            return text + whereClause(decl.requirements)
        case .function(let decl):
            var text = prefix(decl.header) + "func " + decl.name
            if let first = decl.name.utf8.first, !(first == UInt8(ascii: "_") || first == UInt8(ascii: "`") || first >= 0x80 || (first | 0x20 >= UInt8(ascii: "a") && first | 0x20 <= UInt8(ascii: "z"))) {
                text += " "
            }
            text += genericClause(decl.genericParameters) + parameterList(decl.parameters, labelsByDefault: true)
            text += effects(decl.effects)
            if let result = decl.result { text += " -> \(result)" }
            return text + whereClause(decl.requirements)
        case .variable(let decl):
            var text = prefix(decl.header) + (decl.isLet ? "let " : "var ") + decl.name
            if let type = decl.type { text += ": \(type)" }
            if decl.hasInitializer { text += " = …" }
            if !decl.accessors.isEmpty { text += " " + accessorBlock(decl.accessors) }
            return text
        case .subscript(let decl):
            var text = prefix(decl.header) + "subscript" + genericClause(decl.genericParameters)
            text += parameterList(decl.parameters, labelsByDefault: false) + " -> \(decl.result)"
            text += whereClause(decl.requirements)
            if !decl.accessors.isEmpty { text += " " + accessorBlock(decl.accessors) }
            return text
        case .initializer(let decl):
            var text = prefix(decl.header) + "init" + decl.failability.rawValue + genericClause(decl.genericParameters)
            text += parameterList(decl.parameters, labelsByDefault: true) + effects(decl.effects)
            return text + whereClause(decl.requirements)
        case .associatedType(let decl):
            var text = prefix(decl.header) + "associatedtype " + decl.name
            if !decl.inheritance.isEmpty { text += ": " + decl.inheritance.map(\.description).joined(separator: ", ") }
            if let defaultType = decl.defaultType { text += " = \(defaultType)" }
            return text + whereClause(decl.requirements)
        case .typeAlias(let decl):
            return prefix(decl.header) + "typealias " + decl.name + genericClause(decl.genericParameters) + " = \(decl.type)" + whereClause(decl.requirements)
        case .enumCase(let decl):
            let elements = decl.elements.map { element -> String in
                guard let values = element.associatedValues else { return element.name }
                return element.name + parameterList(values, labelsByDefault: true)
            }
            return prefix(decl.header) + "case " + elements.joined(separator: ", ")
        case .import(let decl):
            var text = decl.attributes.map { $0.description + " " }.joined() + decl.modifiers.map { $0 + " " }.joined() + "import "
            if let kind = decl.kind { text += kind + " " }
            return text + decl.path
        case .ifConfig(let decl):
            return "#if " + (decl.clauses.first?.condition ?? "")
        }
    }

    static func prefix(_ header: DeclarationHeader) -> String {
        header.attributes.map { $0.description + " " }.joined() + header.modifiers.map { $0 + " " }.joined()
    }

    static func genericClause(_ parameters: [GenericParameter]) -> String {
        guard !parameters.isEmpty else { return "" }
        let items = parameters.map { parameter -> String in
            var text = (parameter.isPack ? "each " : "") + parameter.name
            if let constraint = parameter.constraint { text += ": \(constraint)" }
            return text
        }
        return "<" + items.joined(separator: ", ") + ">"
    }

    static func whereClause(_ requirements: [GenericRequirement]) -> String {
        requirements.isEmpty ? "" : " where " + requirements.map(\.description).joined(separator: ", ")
    }

    /// `labelsByDefault`: functions and initializers use a lone name as the label; subscripts and
    /// enum payloads do not, so an explicit label is printed twice there.
    static func parameterList(_ parameters: [Parameter], labelsByDefault: Bool) -> String {
        let items = parameters.map { parameter -> String in
            var text = parameter.attributes.map { $0.description + " " }.joined()
            switch (parameter.label, labelsByDefault) {
            case (let label?, true) where label == parameter.name: text += label + ": "
            case (let label?, _): text += label + " " + parameter.name + ": "
            case (nil, true): text += parameter.name.isEmpty ? "" : "_ " + parameter.name + ": "
            case (nil, false): text += parameter.name.isEmpty ? "" : parameter.name + ": "
            }
            text += parameter.type.description
            if parameter.isVariadic { text += "..." }
            if parameter.hasDefaultValue { text += " = …" }
            return text
        }
        return "(" + items.joined(separator: ", ") + ")"
    }

    static func effects(_ effects: Effects) -> String {
        var text = effects.isAsync ? " async" : ""
        switch effects.throwing {
        case .none: break
        case .throws: text += " throws"
        case .rethrows: text += " rethrows"
        case .typed(let error): text += " throws(\(error))"
        }
        return text
    }

    static func accessorBlock(_ accessors: [Accessor]) -> String {
        let items = accessors.map { accessor -> String in
            let words = accessor.attributes.map(\.description) + accessor.modifiers + [accessor.kind.rawValue]
            return words.joined(separator: " ") + effects(accessor.effects)
        }
        return "{ " + items.joined(separator: " ") + " }"
    }
}
