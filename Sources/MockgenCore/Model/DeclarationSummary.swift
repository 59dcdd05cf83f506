/// A flat, canonical text summary of a `SourceFileModel`: one line per declaration.
///
/// It exists so that two independent front ends can be compared line by line: the oracle in
/// `Oracle/` produces the same lines from swift-syntax and diffs them with ours (see
/// `docs/Oracle.md`). It is also handy in tests and when debugging the parser.
///
/// ## Format
///
/// Every declaration in the model (members of types and of `#if` clauses included, recursively)
/// gives one `Entry`: the 1-based source line and column of the declaration's start
/// (`header.location`, i.e. its first attribute or modifier, else its keyword; documentation
/// comments excluded) and a text made of fields joined by `" | "`, always in this order, each
/// present only when non-empty. `description` prints `L<line> <text>` (the column is compared by
/// the oracle but left out of the text):
///
///     <kind> <qualified name>
///     if: <#if clause path>       enclosing `#if` clauses, outermost first, joined by " / "
///     doc: <text>                 the doc comment, whitespace-folded; only when asked for
///     name: <text>                an extension's `name` when it differs from the canonical
///                                 spelling of its extended type
///     attrs: <attributes>         `@name` or `@name(arguments)`, source order, space separated
///     mods: <modifiers>           source order (not sorted: order is part of what is compared),
///                                 with detail, e.g. `private(set)`, `nonisolated(unsafe)`
///     generics: <T: P, each U>    generic parameters with their written constraint
///     primary: <A, B>             a protocol's primary associated types
///     inherits: <A, B>            inheritance clause
///     params: (<p1>, <p2>)        parameters (see below)
///     effects: async throws       `async`, then `throws` / `rethrows` / `throws(E)`
///     result: <type>              function result (`-> T`), subscript result
///     type: <type>                a variable's written type, a typealias's aliased type
///     inferred: <type>            a variable's type inferred from its initial value
///     default: <type>             an associated type's default
///     where: <R1, R2>             `where` requirements: `T: P`, `T == U`
///     accessors: <a1, a2>         `[@attr ][modifier ]kind[ async][ throws…]`, source order
///     initializer                 a variable has `= value` (the value itself is not modelled)
///     body                        a function has a `{ … }` body
///     elements: <e1, e2>          enum case elements: `name` or `name(<p1>, <p2>)`
///     path: <A.B>                 an import's path (`import struct` puts `struct` in the kind)
///     clauses: <c1 / c2>          an `#if` block's own clauses
///
/// - `<kind>`: `protocol`, `class`, `actor`, `struct`, `enum`, `extension`, `func`, `var`,
///   `let`, `subscript`, `init`, `init?`, `init!`, `associatedtype`, `typealias`, `case`,
///   `import` (or `import struct` etc.) and `#if`.
/// - `<qualified name>`: the enclosing types' names joined by `.` (an extension contributes its
///   extended type, printed canonically), then the declaration's own name. `subscript` and
///   `init` use their keyword as the name; imports and `#if` blocks have none.
/// - Types are printed by `TypeRef.description` (the canonical spelling).
/// - A parameter prints as `[@attr ]<names>: <type>[...][ = _]`, where `<names>` is `label`
///   when label and name are equal, `_ name` when there is no label, `label name` otherwise,
///   and nothing (just the type) for an unnamed enum associated value.
/// - An `#if` clause prints as `#if cond`, `#elseif cond` or `#else`; every text that comes from
///   source verbatim (conditions, attribute arguments) is whitespace-folded by `fold(_:)`.
/// - Documentation comments and columns are not part of the summary.
///
/// The `#if` block itself counts as a declaration (kind `#if`), so `count` is the number of
/// lines. The output is deterministic: lines come in source (tree walk) order.
public enum DeclarationSummary {
    public struct Entry: Sendable, Hashable, Comparable, CustomStringConvertible {
        /// 1-based line of the declaration's start.
        public var line: Int
        /// 1-based column (UTF-8 bytes) of the declaration's start; not part of `description`.
        public var column: Int
        /// The canonical text, without the location.
        public var text: String

        public init(line: Int, column: Int = 0, text: String) {
            self.line = line
            self.column = column
            self.text = text
        }

        /// `L<line> <text>`
        public var description: String { "L\(line) \(text)" }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.line, lhs.column, lhs.text) < (rhs.line, rhs.column, rhs.text)
        }
    }

    /// The summary of a whole file, in source order. With `documentation`, each declaration that
    /// has a doc comment also gets a `doc:` field (the comment text, whitespace-folded) right
    /// after `if:`; it is off by default.
    public static func entries(of model: SourceFileModel, documentation: Bool = false) -> [Entry] {
        annotatedEntries(of: model, documentation: documentation).map(\.entry)
    }

    /// `entries(of:)`, each with the declaration it summarises (members included), so that a
    /// comparison can also check the model values behind two equal lines.
    public static func annotatedEntries(of model: SourceFileModel, documentation: Bool = false) -> [(entry: Entry, declaration: Declaration)] {
        var out: [(entry: Entry, declaration: Declaration)] = []
        for declaration in model.declarations {
            append(declaration, container: [], conditions: [], documentation: documentation, to: &out)
        }
        return out
    }

    /// `entries(of:)` as text, one `L<line> <text>` per line.
    public static func lines(of model: SourceFileModel, documentation: Bool = false) -> [String] {
        entries(of: model, documentation: documentation).map(\.description)
    }

    /// The number of declarations (= lines) in the summary.
    public static func count(of model: SourceFileModel) -> Int {
        entries(of: model).count
    }

    // MARK: - Building blocks shared with the oracle

    /// Folds whitespace the way the summary expects source text: every run of spaces, tabs and
    /// newlines becomes one space; leading and trailing whitespace is dropped.
    public static func fold(_ text: some StringProtocol) -> String {
        var out = ""
        var pendingSpace = false
        for character in text {
            if character == " " || character == "\t" || character == "\n" || character == "\r" || character == "\r\n" {
                pendingSpace = !out.isEmpty
            } else {
                if pendingSpace { out += " " }
                pendingSpace = false
                out.append(character)
            }
        }
        return out
    }

    /// One `#if` clause as it appears in the `if:` path and in `clauses:`.
    public static func clauseText(_ kind: IfConfigDeclaration.Clause.Kind, condition: String?) -> String {
        if let condition { return "\(kind.rawValue) \(fold(condition))" }
        return kind.rawValue
    }

    public static func attributeText(_ attribute: Attribute) -> String {
        if let arguments = attribute.arguments { return "@\(attribute.name)(\(fold(arguments)))" }
        return "@\(attribute.name)"
    }

    public static func effectsText(_ effects: Effects) -> String {
        var parts: [String] = []
        if effects.isAsync { parts.append("async") }
        switch effects.throwing {
        case .none: break
        case .throws: parts.append("throws")
        case .rethrows: parts.append("rethrows")
        case .typed(let error): parts.append("throws(\(error))")
        }
        return parts.joined(separator: " ")
    }

    public static func parameterText(_ parameter: Parameter) -> String {
        var out = ""
        for attribute in parameter.attributes {
            out += attributeText(attribute)
            out += " "
        }
        switch (parameter.label, parameter.name) {
        case (nil, ""): break
        case (nil, let name): out += "_ \(name): "
        case (let label?, let name) where label == name || name.isEmpty: out += "\(label): "
        case (let label?, let name): out += "\(label) \(name): "
        }
        out += parameter.type.description
        if parameter.isVariadic { out += "..." }
        if parameter.hasDefaultValue { out += " = _" }
        return out
    }

    public static func genericParameterText(_ parameter: GenericParameter) -> String {
        var out = parameter.isPack ? "each \(parameter.name)" : parameter.name
        if let constraint = parameter.constraint { out += ": \(constraint)" }
        return out
    }

    public static func accessorText(_ accessor: Accessor) -> String {
        var parts = accessor.attributes.map(attributeText)
        parts += accessor.modifiers
        parts.append(accessor.kind.rawValue)
        let effects = effectsText(accessor.effects)
        if !effects.isEmpty { parts.append(effects) }
        return parts.joined(separator: " ")
    }

    public static func elementText(_ element: EnumCaseDeclaration.Element) -> String {
        guard let values = element.associatedValues else { return element.name }
        return "\(element.name)(\(values.map(parameterText).joined(separator: ", ")))"
    }

    // MARK: - Walk

    private static func append(_ declaration: Declaration, container: [String], conditions: [String], documentation: Bool, to out: inout [(entry: Entry, declaration: Declaration)]) {
        var fields = Fields()
        fields.ifPath = conditions
        fields.withDocumentation = documentation
        switch declaration {
        case .type(let decl):
            let name = decl.kind == .extension ? (decl.extendedType?.description ?? decl.name) : decl.name
            fields.head = "\(decl.kind.rawValue) \(qualified(container, name))"
            fields.add("name", decl.name, when: name != decl.name)
            fields.header(decl.header)
            fields.generics(decl.genericParameters)
            fields.add("primary", decl.primaryAssociatedTypes.joined(separator: ", "), when: !decl.primaryAssociatedTypes.isEmpty)
            fields.add("inherits", decl.inheritance.map(\.description).joined(separator: ", "), when: !decl.inheritance.isEmpty)
            fields.requirements(decl.requirements)
            out.append((Entry(line: decl.header.location.line, column: decl.header.location.column, text: fields.text), declaration))
            for member in decl.members {
                append(member, container: container + [name], conditions: conditions, documentation: documentation, to: &out)
            }
            return
        case .function(let decl):
            fields.head = "func \(qualified(container, decl.name))"
            fields.header(decl.header)
            fields.generics(decl.genericParameters)
            fields.parameters(decl.parameters)
            fields.effects(decl.effects)
            fields.add("result", decl.result?.description ?? "", when: decl.result != nil)
            fields.requirements(decl.requirements)
            fields.flag("body", decl.hasBody)
        case .variable(let decl):
            fields.head = "\(decl.isLet ? "let" : "var") \(qualified(container, decl.name))"
            fields.header(decl.header)
            if let type = decl.type {
                fields.add(decl.isTypeInferred ? "inferred" : "type", type.description)
            }
            fields.accessors(decl.accessors)
            fields.flag("initializer", decl.hasInitializer)
        case .subscript(let decl):
            fields.head = "subscript \(qualified(container, "subscript"))"
            fields.header(decl.header)
            fields.generics(decl.genericParameters)
            fields.parameters(decl.parameters)
            fields.add("result", decl.result.description)
            fields.requirements(decl.requirements)
            fields.accessors(decl.accessors)
        case .initializer(let decl):
            let keyword = "init\(decl.failability.rawValue)"
            fields.head = "\(keyword) \(qualified(container, "init"))"
            fields.header(decl.header)
            fields.generics(decl.genericParameters)
            fields.parameters(decl.parameters)
            fields.effects(decl.effects)
            fields.requirements(decl.requirements)
        case .associatedType(let decl):
            fields.head = "associatedtype \(qualified(container, decl.name))"
            fields.header(decl.header)
            fields.add("inherits", decl.inheritance.map(\.description).joined(separator: ", "), when: !decl.inheritance.isEmpty)
            fields.add("default", decl.defaultType?.description ?? "", when: decl.defaultType != nil)
            fields.requirements(decl.requirements)
        case .typeAlias(let decl):
            fields.head = "typealias \(qualified(container, decl.name))"
            fields.header(decl.header)
            fields.generics(decl.genericParameters)
            fields.add("type", decl.type.description)
            fields.requirements(decl.requirements)
        case .enumCase(let decl):
            fields.head = "case \(container.joined(separator: "."))"
            fields.header(decl.header)
            fields.add("elements", decl.elements.map(elementText).joined(separator: ", "))
        case .import(let decl):
            fields.head = decl.kind.map { "import \($0)" } ?? "import"
            fields.add("attrs", decl.attributes.map(attributeText).joined(separator: " "), when: !decl.attributes.isEmpty)
            fields.add("mods", decl.modifiers.joined(separator: " "), when: !decl.modifiers.isEmpty)
            fields.add("path", decl.path)
            out.append((Entry(line: decl.location.line, column: decl.location.column, text: fields.text), declaration))
            return
        case .ifConfig(let decl):
            fields.head = container.isEmpty ? "#if" : "#if \(container.joined(separator: "."))"
            let clauseTexts = decl.clauses.map { clauseText($0.kind, condition: $0.condition) }
            fields.add("clauses", clauseTexts.joined(separator: " / "))
            out.append((Entry(line: decl.location.line, column: decl.location.column, text: fields.text), declaration))
            for (clause, text) in zip(decl.clauses, clauseTexts) {
                for member in clause.declarations {
                    append(member, container: container, conditions: conditions + [text], documentation: documentation, to: &out)
                }
            }
            return
        }
        out.append((Entry(line: declaration.location.line, column: declaration.location.column, text: fields.text), declaration))
    }

    private static func qualified(_ container: [String], _ name: String) -> String {
        container.isEmpty ? name : "\(container.joined(separator: ".")).\(name)"
    }

    private struct Fields {
        var head = ""
        var ifPath: [String] = []
        var withDocumentation = false
        var parts: [String] = []

        mutating func add(_ key: String, _ value: String, when condition: Bool = true) {
            if condition { parts.append("\(key): \(value)") }
        }

        mutating func flag(_ key: String, _ value: Bool) {
            if value { parts.append(key) }
        }

        mutating func header(_ header: DeclarationHeader) {
            if withDocumentation, let documentation = header.documentation {
                parts.insert("doc: \(DeclarationSummary.fold(documentation))", at: 0)
            }
            add("attrs", header.attributes.map(DeclarationSummary.attributeText).joined(separator: " "), when: !header.attributes.isEmpty)
            add("mods", header.modifiers.joined(separator: " "), when: !header.modifiers.isEmpty)
        }

        mutating func generics(_ parameters: [GenericParameter]) {
            add("generics", "<\(parameters.map(DeclarationSummary.genericParameterText).joined(separator: ", "))>", when: !parameters.isEmpty)
        }

        mutating func parameters(_ parameters: [Parameter]) {
            add("params", "(\(parameters.map(DeclarationSummary.parameterText).joined(separator: ", ")))")
        }

        mutating func effects(_ effects: Effects) {
            let text = DeclarationSummary.effectsText(effects)
            add("effects", text, when: !text.isEmpty)
        }

        mutating func requirements(_ requirements: [GenericRequirement]) {
            add("where", requirements.map(\.description).joined(separator: ", "), when: !requirements.isEmpty)
        }

        mutating func accessors(_ accessors: [Accessor]) {
            add("accessors", accessors.map(DeclarationSummary.accessorText).joined(separator: ", "), when: !accessors.isEmpty)
        }

        var text: String {
            var all = [head]
            if !ifPath.isEmpty { all.append("if: \(ifPath.joined(separator: " / "))") }
            all += parts
            return all.joined(separator: " | ")
        }
    }
}
