/// Writes `CodeDeclaration`s as Swift source: the one place that knows indentation, `#if`
/// blocks, blank lines and line wrapping.
///
/// Layout rules, so that generated files stay short and readable:
/// - A member whose whole declaration fits in `lineLimit` columns is written on one line
///   (`func f() -> Int { body }`), or on two, broken before `->`; consecutive members of one
///   or two lines are not separated by blank lines; every other member gets a blank line
///   before it.
/// - A declaration head longer than the limit puts its parameters on a line of their own (one
///   per line when even that is too long).
/// - A statement longer than the limit puts each argument of its call on its own line, and a
///   trailing closure's body on lines of its own.
/// A user's own signature can still make a line longer: names and types are never split.
struct CodeRenderer {
    var lineLimit = 120
    /// The file so far, as bytes (`UTF8Text`); `text` makes it a string.
    private var output: UTF8Text
    var text: String { output.string }
    /// The current indentation, four spaces per level.
    private var indentation: String { Self.indentations[min(depth, Self.indentations.count - 1)] }
    private var depth = 0
    /// Indentation stops growing past 32 levels (never reached by generated code). Whole strings,
    /// not prefixes of one: a `Substring` prefix walks its indices on every line written.
    private static let indentations = (0...32).map { String(repeating: " ", count: 4 * $0) }

    init(reservingCapacity capacity: Int = 0) {
        output = UTF8Text(reservingCapacity: capacity)
    }

    // MARK: Declarations

    /// Top-level declarations, one blank line between them.
    mutating func render(_ declarations: [CodeDeclaration]) {
        for (index, declaration) in declarations.enumerated() {
            if index > 0 { output.append(byte: UInt8(ascii: "\n")) }
            render(declaration)
        }
    }

    /// Members of a type: short ones grouped, everything else set apart by a blank line.
    ///
    /// Each member is written in place; only when it follows a short one does its own length
    /// decide the blank line, which is then inserted before it (a shift of that member's bytes,
    /// cheaper than rendering every member into a string of its own first).
    private mutating func renderMembers(_ members: [CodeDeclaration]) {
        var previousWasShort: Bool?
        for member in members {
            if previousWasShort == false { output.append(byte: UInt8(ascii: "\n")) }
            let start = output.count
            render(member)
            let isShort = output.lineFeeds(from: start, atMost: 3) <= 2
            if previousWasShort == true, !isShort { output.insert(byte: UInt8(ascii: "\n"), at: start) }
            previousWasShort = isShort
        }
    }

    mutating func render(_ declaration: CodeDeclaration) {
        switch declaration {
        case .type(let type): render(type)
        case .extension(let name, let requirements, let members):
            if members.isEmpty {
                line("extension " + name + Self.whereClause(requirements) + " {}")
            } else {
                line("extension " + name + Self.whereClause(requirements) + " {")
                indented { $0.renderMembers(members) }
                line("}")
            }
        case .function(let function): render(function)
        case .property(let property): render(property)
        case .typeAlias(let modifiers, let name, let type):
            line(Self.prefix(modifiers) + "typealias " + name + " = " + type.description)
        case .ifConfig(let clauses):
            for (index, clause) in clauses.enumerated() {
                if let condition = clause.condition {
                    line((index == 0 ? "#if " : "#elseif ") + condition)
                } else {
                    line("#else")
                }
                renderMembers(clause.members)
            }
            line("#endif")
        case .comment(let lines):
            for comment in lines { line(comment) }
        case .import(let declaration):
            line(declaration.text)
        case .group(let members):
            for member in members { render(member) }
        }
    }

    private mutating func render(_ type: CodeType) {
        documentation(type.documentation)
        for attribute in type.attributes { line(attribute) }
        var head = Self.prefix(type.modifiers) + type.keyword + " " + type.name + Self.genericClause(type.genericParameters)
        if !type.inheritance.isEmpty { head += ": " + type.inheritance.joined(separator: ", ") }
        head += Self.whereClause(type.requirements)
        if type.members.isEmpty {
            line(head + " {}")
            return
        }
        line(head + " {")
        indented { $0.renderMembers(type.members) }
        line("}")
    }

    /// `breaksBeforeArrow`: members of a type may take the two-line layout (see `renderBody`);
    /// a local function reads better as a block.
    private mutating func render(_ function: CodeFunction, breaksBeforeArrow: Bool = true) {
        documentation(function.documentation)
        let (ownLineAttributes, inlineAttributes) = Self.splitAttributes(function.attributes)
        for attribute in ownLineAttributes { line(attribute) }
        var head = Head(lead: Self.prefix(inlineAttributes) + Self.prefix(function.modifiers) + Self.keywordText(function.keyword)
                            + Self.genericClause(function.genericParameters),
                        parameters: function.parameters.map(Self.parameterText))
        if case .subscript = function.keyword {} else { head.effects = Self.effectsText(function.effects) }
        if let result = function.result { head.arrow = " -> " + result.description }
        head.whereClause = Self.whereClause(function.requirements)
        if !function.hasBody && !function.accessors.isEmpty {
            // A subscript requirement: `subscript(i: Int) -> T { get set }`.
            openHead(head, closing: " { " + function.accessors.map(\.requirementText).joined(separator: " ") + " }")
            return
        }
        if !function.accessors.isEmpty {
            openBlock(head)
            indented { $0.renderAccessors(function.accessors) }
            line("}")
            return
        }
        guard function.hasBody else {
            openHead(head, closing: "")
            return
        }
        renderBody(function.body, head: head, breaksBeforeArrow: breaksBeforeArrow)
    }

    private mutating func render(_ property: CodeProperty) {
        documentation(property.documentation)
        let (ownLineAttributes, inlineAttributes) = Self.splitAttributes(property.attributes)
        for attribute in ownLineAttributes { line(attribute) }
        var head = Self.prefix(inlineAttributes) + Self.prefix(property.modifiers) + (property.isConstant ? "let " : "var ") + property.name
        if let type = property.type { head += ": " + type.description }
        if let value = property.initialValue {
            statementLine(head + " = ", value)
            return
        }
        if property.isRequirement {
            line(head + " { " + property.accessors.map(\.requirementText).joined(separator: " ") + " }")
        } else if property.accessors.isEmpty {
            line(head)
        } else if property.accessors.count == 1, property.accessors[0].kind == .get, property.accessors[0].effects == .none {
            renderBody(property.accessors[0].body, head: Head(lead: head))
        } else if let flat = Self.flatAccessors(property.accessors), fits(head + " { " + flat + " }") {
            // `var count: Int { get { a } set { b } }`
            line(head + " { " + flat + " }")
        } else {
            line(head + " {")
            indented { $0.renderAccessors(property.accessors) }
            line("}")
        }
    }

    /// `get { a } set { b }` on one line; `nil` if an accessor has several statements.
    private static func flatAccessors(_ accessors: [CodeAccessor]) -> String? {
        var parts: [String] = []
        for accessor in accessors {
            let head = accessor.kind.rawValue + effectsText(accessor.effects)
            switch accessor.body.count {
            case 0: parts.append(head + " {}")
            case 1: guard let body = flat(accessor.body[0]) else { return nil }; parts.append(head + " { " + body + " }")
            default: return nil
            }
        }
        return parts.joined(separator: " ")
    }

    private mutating func renderAccessors(_ accessors: [CodeAccessor]) {
        for accessor in accessors {
            renderBody(accessor.body, head: Head(lead: accessor.kind.rawValue + Self.effectsText(accessor.effects)))
        }
    }

    /// A declaration's head in pieces, so it can be wrapped: `lead(parameters) effects -> R where …`.
    private struct Head {
        /// Attributes, modifiers, keyword, name and generic parameters.
        var lead: String
        /// `nil` for declarations without a parameter list (properties, accessors).
        var parameters: [String]?
        var effects = ""
        /// ` -> R`, or empty.
        var arrow = ""
        var whereClause = ""

        var parameterList: String { parameters.map { "(" + $0.joined(separator: ", ") + ")" } ?? "" }
        var flat: String { lead + parameterList + effects + arrow + whereClause }
    }

    /// The shortest layout that fits, in this order:
    ///
    ///     func f(a: A) -> R { body }
    ///
    ///     func f(a: A, b: B)
    ///         -> R { body }        (a short body only)
    ///
    ///     func f(a: A) -> R {
    ///         body
    ///     }
    ///
    /// and, for a head that does not fit on a line, the parameters on a line of their own (one
    /// per line if they do not fit together either).
    private mutating func renderBody(_ body: [CodeStatement], head: Head, breaksBeforeArrow: Bool = true) {
        let flatHead = head.flat
        let single = body.count == 1 ? Self.flat(body[0]) : body.isEmpty ? "" : nil
        if let single {
            let block = single.isEmpty ? " {}" : " { " + single + " }"
            if fits(flatHead, block) {
                line(flatHead, block)
                return
            }
            // Broken before `->` only for a short body (a proxy's), so that a long body (a
            // mock's) reads as a block of its own.
            let first = head.lead + head.parameterList + head.effects
            let second = "    " + String(head.arrow.dropFirst()) + head.whereClause + block
            if breaksBeforeArrow, !head.arrow.isEmpty, block.utf8.count <= 64, fits(first), fits(second) {
                line(first)
                line(second)
                return
            }
        }
        openBlock(head)
        indented { renderer in
            // The one statement's flat text is already made: written as is when it fits.
            if let single, !single.isEmpty, renderer.fits(single) {
                renderer.line(single)
            } else {
                for statement in body { renderer.render(statement) }
            }
        }
        line("}")
    }

    /// `head {`, with the parameters on lines of their own when the head is too long.
    private mutating func openBlock(_ head: Head) { openHead(head, closing: " {") }

    /// The head on one line if it fits, else its parameters on lines of their own; `closing`
    /// ends it (` {` for a block, nothing for a requirement).
    private mutating func openHead(_ head: Head, closing: String) {
        let flatHead = head.flat
        guard let parameters = head.parameters, !parameters.isEmpty, !fits(flatHead + closing) else {
            line(flatHead + closing)
            return
        }
        line(head.lead + "(")
        indented { renderer in
            let together = parameters.joined(separator: ", ")
            if renderer.fits(together) {
                renderer.line(together)
            } else {
                for (index, parameter) in parameters.enumerated() {
                    renderer.line(parameter + (index < parameters.count - 1 ? "," : ""))
                }
            }
        }
        line(")" + head.effects + head.arrow + head.whereClause + closing)
    }

    // MARK: Statements and expressions

    mutating func render(_ statement: CodeStatement) {
        switch statement {
        case .expression(let expression): statementLine("", expression)
        case .return(let expression): statementLine("return ", expression)
        case .binding(let isVariable, let name, let type, let value):
            statementLine((isVariable ? "var " : "let ") + name + (type.map { ": " + $0.description } ?? "") + " = ", value)
        case .function(let function):
            if let flat = Self.flatFunction(function), fits(flat) { line(flat) } else { render(function, breaksBeforeArrow: false) }
        case .ifLet(let name, let value, let body, let otherwise):
            if let flat = Self.flat(statement), fits(flat) {
                line(flat)
            } else {
                line("if let " + name + " = " + Self.flat(value) + " {")
                indented { renderer in for inner in body { renderer.render(inner) } }
                if !otherwise.isEmpty {
                    line("} else {")
                    indented { renderer in for inner in otherwise { renderer.render(inner) } }
                }
                line("}")
            }
        }
    }

    /// `lead` + the expression + `trail`, wrapped over several lines when it does not fit: a
    /// trailing closure's body goes on lines of its own, then the call's arguments one per line.
    private mutating func statementLine(_ lead: String, _ expression: CodeExpression, trail: String = "") {
        // Written in place, then measured: most statements fit on their line, and building each
        // one's text apart first cost more than taking back the rare one that does not.
        let start = output.count
        let indentation = indentation
        output += indentation
        output += lead
        Self.writeFlat(expression, to: &output)
        output += trail
        if depth * 4 + output.count - start - indentation.utf8.count <= lineLimit {
            output.append(byte: UInt8(ascii: "\n"))
            return
        }
        output.truncate(to: start)
        let flat = Self.flat(expression)
        switch expression {
        case .prefixed(let keyword, let inner):
            statementLine(lead + Self.prefixText(keyword), inner, trail: trail)
        case .assignment(let target, let value):
            statementLine(lead + Self.flat(target) + " = ", value, trail: trail)
        case .cast(let value, let keyword, let type):
            statementLine(lead, value, trail: " " + keyword + " " + type.description + trail)
        case .closure(let closure):
            closureLines(open: lead + "{", closure, close: "}" + trail)
        case .call(let callee, let arguments, let closure?):
            let head = Self.flat(callee) + (arguments.isEmpty ? "" : "(" + Self.flatArguments(arguments) + ")")
            if fits(lead + head + " {" + Self.closureSignature(closure)) {
                closureLines(open: lead + head + " {", closure, close: "}" + trail)
            } else {
                argumentLines(open: lead + Self.flat(callee) + "(", arguments, close: ") {" + Self.closureSignature(closure))
                indented { renderer in
                    for statement in closure.body { renderer.render(statement) }
                }
                line("}" + trail)
            }
        case .call(let callee, let arguments, nil):
            if case .closure(let first)? = arguments.first?.value, arguments.first?.label == nil {
                // `__rethrowing({ … }, rescue: { throw $0 })`: the closure's body on lines of its own.
                let rest = Array(arguments.dropFirst())
                closureLines(open: lead + Self.flat(callee) + "({", first,
                             close: "}" + (rest.isEmpty ? "" : ", " + Self.flatArguments(rest)) + ")" + trail)
            } else {
                argumentLines(open: lead + Self.flat(callee) + "(", arguments, close: ")" + trail)
            }
        default:
            line(lead + flat + trail)
        }
    }

    /// `open sig in`, the closure's statements indented, then `close`.
    private mutating func closureLines(open: String, _ closure: CodeClosure, close: String) {
        line(open + Self.closureSignature(closure))
        indented { renderer in
            for statement in closure.body { renderer.render(statement) }
        }
        line(close)
    }

    /// `open`, one argument per line, `close`.
    private mutating func argumentLines(open: String, _ arguments: [CodeArgument], close: String) {
        line(open)
        indented { renderer in
            for (index, argument) in arguments.enumerated() {
                renderer.statementLine(argument.label.map { $0 + ": " } ?? "", argument.value, trail: index < arguments.count - 1 ? "," : "")
            }
        }
        line(close)
    }

    private static func flatArguments(_ arguments: [CodeArgument]) -> String {
        var out = UTF8Text(reservingCapacity: 128)
        writeArguments(arguments, to: &out)
        return out.string
    }

    /// One-line text of a statement; `nil` for statements that never fit on one line.
    private static func flat(_ statement: CodeStatement) -> String? {
        var out = UTF8Text(reservingCapacity: 128)
        return writeFlat(statement, to: &out) ? out.string : nil
    }

    /// A local function on one line: `func f<T>(_ x: T) -> R { a; b }`.
    private static func flatFunction(_ function: CodeFunction) -> String? {
        var out = prefix(function.modifiers) + keywordText(function.keyword) + genericClause(function.genericParameters)
        out += "(" + function.parameters.map(parameterText).joined(separator: ", ") + ")"
        out += effectsText(function.effects)
        if let result = function.result { out += " -> " + result.description }
        out += whereClause(function.requirements)
        var body: [String] = []
        for statement in function.body {
            guard let text = flat(statement) else { return nil }
            body.append(text)
        }
        return out + (body.isEmpty ? " {}" : " { " + body.joined(separator: "; ") + " }")
    }

    static func flat(_ expression: CodeExpression) -> String {
        // One allocation for a typical statement, rather than an array grown from empty.
        var out = UTF8Text(reservingCapacity: 128)
        writeFlat(expression, to: &out)
        return out.string
    }

    private static func writeFlat(_ expression: CodeExpression, to out: inout UTF8Text) {
        switch expression {
        case .word(let word): out += word
        case .member(let base, let name):
            if let base { writeFlat(base, to: &out) }
            out += "."
            out += name
        case .call(let callee, let arguments, let closure):
            writeFlat(callee, to: &out)
            if !arguments.isEmpty || closure == nil {
                out += "("
                writeArguments(arguments, to: &out)
                out += ")"
            }
            if let closure {
                out += " "
                writeClosure(closure, to: &out)
            }
        case .subscriptAccess(let base, let arguments):
            writeFlat(base, to: &out)
            out += "["
            writeArguments(arguments, to: &out)
            out += "]"
        case .tuple(let elements):
            out += "("
            for (index, element) in elements.enumerated() {
                if index > 0 { out += ", " }
                writeFlat(element, to: &out)
            }
            out += ")"
        case .closure(let closure): writeClosure(closure, to: &out)
        case .prefixed(let keyword, let inner):
            out += prefixText(keyword)
            writeFlat(inner, to: &out)
        case .cast(let value, let keyword, let type):
            writeFlat(value, to: &out)
            out += " " + keyword + " "
            out += type.description
        case .metatype(let type): out += MetatypeSpelling.expression(type)
        case .assignment(let target, let value):
            writeFlat(target, to: &out)
            out += " = "
            writeFlat(value, to: &out)
        }
    }

    /// `&` binds without a space; keywords (`try`, `await`, `copy`) take one.
    private static func prefixText(_ keyword: String) -> String {
        keyword == "&" ? keyword : keyword + " "
    }

    private static func writeArguments(_ arguments: [CodeArgument], to out: inout UTF8Text) {
        for (index, argument) in arguments.enumerated() {
            if index > 0 { out += ", " }
            if let label = argument.label {
                out += label
                out += ": "
            }
            writeFlat(argument.value, to: &out)
        }
    }

    private static func writeClosure(_ closure: CodeClosure, to out: inout UTF8Text) {
        out += "{"
        out += closureSignature(closure)
        if closure.body.isEmpty {
            out += " }"
            return
        }
        for (index, statement) in closure.body.enumerated() {
            out += index == 0 ? " " : "; "
            writeFlat(statement, to: &out)
        }
        out += " }"
    }

    /// A statement's one-line text, written in place; `false` (and nothing written) for one
    /// that never fits on one line.
    @discardableResult
    private static func writeFlat(_ statement: CodeStatement, to out: inout UTF8Text) -> Bool {
        switch statement {
        case .expression(let expression):
            writeFlat(expression, to: &out)
        case .return(let expression):
            out += "return "
            writeFlat(expression, to: &out)
        case .binding(let isVariable, let name, let type, let value):
            out += isVariable ? "var " : "let "
            out += name
            if let type {
                out += ": "
                out += type.description
            }
            out += " = "
            writeFlat(value, to: &out)
        case .function(let function):
            guard let text = flatFunction(function) else { return false }
            out += text
        case .ifLet(let name, let value, let body, let otherwise):
            let start = out.count
            func block(_ statements: [CodeStatement]) -> Bool {
                guard !statements.isEmpty else {
                    out += " {}"
                    return true
                }
                out += " { "
                for (index, inner) in statements.enumerated() {
                    if index > 0 { out += "; " }
                    guard writeFlat(inner, to: &out) else { return false }
                }
                out += " }"
                return true
            }
            out += "if let "
            out += name
            out += " = "
            writeFlat(value, to: &out)
            guard block(body) else {
                out.truncate(to: start)
                return false
            }
            if !otherwise.isEmpty {
                out += " else"
                guard block(otherwise) else {
                    out.truncate(to: start)
                    return false
                }
            }
        }
        return true
    }

    /// ` (a: A) async -> R in`, or nothing for a closure without an `in` clause.
    private static func closureSignature(_ closure: CodeClosure) -> String {
        guard let parameters = closure.parameters else { return "" }
        var out = " "
        for attribute in closure.attributes { out += attribute + " " }
        out += "("
        for (index, parameter) in parameters.enumerated() {
            if index > 0 { out += ", " }
            out += parameter.name
            if let type = parameter.type { out += ": " + (parameter.isInout ? "inout " : "") + MetatypeSpelling.inExpression(type) }
        }
        out += ")"
        out += effectsText(closure.effects)
        if let result = closure.result { out += " -> " + MetatypeSpelling.inExpression(result) }
        return out + " in"
    }

    // MARK: Text pieces

    private static func keywordText(_ keyword: CodeFunction.Keyword) -> String {
        switch keyword {
        case .function(let name):
            // Operators need a space before their parameter list: `func == (lhs:rhs:)`. (Their
            // first character is one of these; identifiers cannot start with any of them.)
            let isOperator = name.utf8.first.map { "/=-+!*%<>&|^~?.".utf8.contains($0) } ?? false
            return "func " + name + (isOperator ? " " : "")
        case .initializer(let spelling): return spelling
        case .subscript: return "subscript"
        }
    }

    static func parameterText(_ parameter: CodeParameter) -> String {
        var out = prefix(parameter.attributes)
        if let label = parameter.label { out += label + " " }
        out += parameter.name + ": " + parameter.type.description
        if parameter.isVariadic { out += "..." }
        if let value = parameter.defaultValue { out += " = " + value }
        return out
    }

    static func effectsText(_ effects: Effects) -> String {
        var out = effects.isAsync ? " async" : ""
        effects.throwing.write(to: &out)
        return out
    }

    static func genericClause(_ parameters: [GenericParameter]) -> String {
        guard !parameters.isEmpty else { return "" }
        return "<" + parameters.map { parameter in
            (parameter.isPack ? "each " : "") + parameter.name + (parameter.constraint.map { ": " + $0.description } ?? "")
        }.joined(separator: ", ") + ">"
    }

    static func whereClause(_ requirements: [GenericRequirement]) -> String {
        WhereClause.text(requirements)
    }

    private static func prefix(_ words: [String]) -> String {
        var out = ""
        for word in words { out += word + " " }
        return out
    }

    /// Attributes with arguments (`@available(…)`) go on lines of their own; plain ones
    /// (`@discardableResult`, `@MainActor`) stay in front of the declaration.
    private static func splitAttributes(_ attributes: [String]) -> (ownLine: [String], inline: [String]) {
        var ownLine: [String] = []
        var inline: [String] = []
        for attribute in attributes {
            if attribute.utf8.contains(UInt8(ascii: "(")) { ownLine.append(attribute) } else { inline.append(attribute) }
        }
        return (ownLine, inline)
    }

    // MARK: Lines

    private func fits(_ line: String) -> Bool {
        depth * 4 + line.utf8.count <= lineLimit
    }

    /// Whether `first` + `second` fits, without making the joined string.
    private func fits(_ first: String, _ second: String) -> Bool {
        depth * 4 + first.utf8.count + second.utf8.count <= lineLimit
    }

    private mutating func line(_ content: String) {
        output += indentation
        output += content
        output.append(byte: UInt8(ascii: "\n"))
    }

    private mutating func line(_ first: String, _ second: String) {
        output += indentation
        output += first
        output += second
        output.append(byte: UInt8(ascii: "\n"))
    }

    private mutating func indented(_ body: (inout CodeRenderer) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// Doc comment lines of the input, re-indented to the current level (bytes, not
    /// characters: comments can be long, and only ASCII spaces, tabs and `*` matter here).
    private mutating func documentation(_ documentation: String?) {
        guard let documentation else { return }
        // Offsets into the contiguous bytes (the generic `firstIndex(of:)` over a UTF-8 view
        // was most of this function's cost), then one substring per line.
        var lines: [(start: Int, end: Int, starred: Bool)] = []
        func scan(_ bytes: some Collection<UInt8>) {
            var offset = 0
            var contentStart: Int?
            var starred = false
            for byte in bytes {
                if byte == UInt8(ascii: "\n") {
                    if let contentStart { lines.append((contentStart, offset, starred)) }
                    contentStart = nil
                } else if contentStart == nil, byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t") {
                    contentStart = offset
                    starred = byte == UInt8(ascii: "*")
                }
                offset += 1
            }
            if let contentStart { lines.append((contentStart, offset, starred)) }
        }
        let bytes = documentation.utf8
        if bytes.withContiguousStorageIfAvailable(scan) == nil { scan(bytes) }
        for line in lines {
            output += indentation
            if line.starred { output.append(byte: UInt8(ascii: " ")) }
            output += documentation[bytes.index(bytes.startIndex, offsetBy: line.start)..<bytes.index(bytes.startIndex, offsetBy: line.end)]
            output.append(byte: UInt8(ascii: "\n"))
        }
    }
}
