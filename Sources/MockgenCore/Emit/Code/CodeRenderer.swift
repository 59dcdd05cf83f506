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
    /// The text as UTF-8 bytes, without the check `text` makes of all of them (see `TypeEmitter.section`).
    var bytes: [UInt8] { output.bytes }
    /// The current indentation, four spaces per level.
    private var indentation: String { Self.indentations[min(depth, Self.indentations.count - 1)] }
    private var depth = 0
    /// A member body's one-line text is made apart before its layout is chosen: made in this
    /// buffer, handed back after, so a type's members share one allocation, not one each.
    private var spareText: UTF8Text?
    /// The buffers of the last head laid out, for the next (see `Head.Buffers`).
    private var spareHead: Head.Buffers?
    /// Indentation stops growing past 32 levels (never reached by generated code). Whole strings,
    /// not prefixes of one: a `Substring` prefix walks its indices on every line written. Made
    /// from bytes: `String(repeating: " ", count:)` appends a character at a time, 650,000
    /// instructions for these 2,112 spaces, once a run.
    private static let indentations: [String] = {
        let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 4 * 32)
        return (0...32).map { String(decoding: spaces[0..<4 * $0], as: UTF8.self) }
    }()

    init(reservingCapacity capacity: Int = 0) {
        output = UTF8Text(reservingCapacity: capacity)
    }

    // MARK: Declarations

    /// `declaration`, whose text at the outermost level (`render(_:)` of it on a renderer of its
    /// own) is `rendered`: copied as it is there, rendered again when indented.
    mutating func render(_ declaration: CodeDeclaration, renderedAtTopLevel rendered: String) {
        guard depth == 0 else { return render(declaration) }
        output += rendered
    }

    /// A line break before what is rendered next (the blank line between two types' code).
    mutating func lineBreak() {
        output.append(byte: UInt8(ascii: "\n"))
    }

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
        case .extension(let name, let conformances, let requirements, let members):
            // Heads and lines below written in place, not joined into a string first (every
            // mock has aliases and `#if`s: their strings were a fifth of emission's).
            line { text in
                text += "extension "
                text += name
                for (index, conformance) in conformances.enumerated() {
                    text += index == 0 ? ": " : ", "
                    text += conformance
                }
                WhereClause.write(requirements, to: &text)
                text += members.isEmpty ? " {}" : " {"
            }
            if !members.isEmpty {
                indented { $0.renderMembers(members) }
                line("}")
            }
        case .function(let function): render(function)
        case .property(let property): render(property)
        case .typeAlias(let modifiers, let name, let type):
            line { text in
                Self.writePrefix(modifiers, to: &text)
                text += "typealias "
                text += name
                text += " = "
                type.write(to: &text)
            }
        case .ifConfig(let clauses):
            for (index, clause) in clauses.enumerated() {
                if let condition = clause.condition {
                    line { text in
                        text += index == 0 ? "#if " : "#elseif "
                        text += condition
                    }
                } else {
                    line("#else")
                }
                renderMembers(clause.members)
            }
            line("#endif")
        case .comment(let lines):
            for comment in lines { line(comment) }
        case .import(let declaration):
            output += indentation
            declaration.write(to: &output)
            output.append(byte: UInt8(ascii: "\n"))
        case .group(let members):
            for member in members { render(member) }
        case .written(let member):
            member.writer.write(into: &self)
        }
    }

    private mutating func render(_ type: CodeType) {
        documentation(type.documentation)
        for attribute in type.attributes { line(attribute) }
        // The head written in place (three or four of them per mocked type; made as a string
        // joined from a dozen pieces, each a reallocation, they were a fifth of the appends to
        // strings in a large run).
        output += indentation
        Self.writePrefix(type.modifiers, to: &output)
        output += type.keyword.rawValue
        output.append(byte: UInt8(ascii: " "))
        output += type.name
        Self.writeGenericClause(type.genericParameters, to: &output)
        for (index, inherited) in type.inheritance.enumerated() {
            output += index == 0 ? ": " : ", "
            output += inherited
        }
        WhereClause.write(type.requirements, to: &output)
        if type.members.isEmpty {
            output += " {}\n"
            return
        }
        output += " {\n"
        indented { $0.renderMembers(type.members) }
        line("}")
    }

    /// `breaksBeforeArrow`: members of a type may take the two-line layout (see `renderBody`);
    /// a local function reads better as a block.
    private mutating func render(_ function: CodeFunction, breaksBeforeArrow: Bool = true) {
        documentation(function.documentation)
        let (ownLineAttributes, inlineAttributes) = Self.splitAttributes(function.attributes)
        for attribute in ownLineAttributes { line(attribute) }
        let head = Head(function, inlineAttributes: inlineAttributes, buffers: headBuffers())
        if !function.hasBody && !function.accessors.isEmpty {
            // A subscript requirement: `subscript(i: Int) -> T { get set }`.
            openHead(head, closing: " { " + function.accessors.map(\.requirementText).joined(separator: " ") + " }")
            return
        }
        if !function.accessors.isEmpty {
            openHead(head, closing: " {")
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
        var head = UTF8Text(reservingCapacity: 96)
        Self.writePrefix(inlineAttributes, to: &head)
        Self.writePrefix(property.modifiers, to: &head)
        head += property.isConstant ? "let " : "var "
        head += property.name
        if let type = property.type {
            head += ": "
            type.write(to: &head)
        }
        if let value = property.initialValue {
            statementLine({ $0.append(head); $0 += " = " }, value)
            return
        }
        if property.isRequirement {
            line(head, " { " + property.accessors.map(\.requirementText).joined(separator: " ") + " }")
            return
        } else if property.accessors.isEmpty {
            line(head, "")
            return
        } else if property.accessors.count == 1, property.accessors[0].kind == .get, property.accessors[0].effects == .none {
            renderBody(property.accessors[0].body, head: Head(buffers: headBuffers()) { $0.append(head) })
            return
        }
        // `var count: Int { get { a } set { b } }`, written after the head and taken back if
        // it has no one-line text or does not fit.
        let start = output.count
        let indentation = indentation
        output += indentation
        output.append(head)
        output += " { "
        if Self.writeFlatAccessors(property.accessors, to: &output), fits(output.count - start - indentation.utf8.count + 2) {
            output += " }\n"
            return
        }
        output.truncate(to: start)
        line(head, " {")
        indented { $0.renderAccessors(property.accessors) }
        line("}")
    }

    /// `get { a } set { b }` on one line; `false` if an accessor has several statements (or one
    /// without a one-line text), with part of the text written.
    private static func writeFlatAccessors(_ accessors: [CodeAccessor], to out: inout UTF8Text) -> Bool {
        for (index, accessor) in accessors.enumerated() {
            if index > 0 { out.append(byte: UInt8(ascii: " ")) }
            out += accessor.lead
            writeEffects(accessor.effects, to: &out)
            switch accessor.body.count {
            case 0: out += " {}"
            case 1:
                out += " { "
                guard writeFlat(accessor.body[0], to: &out) else { return false }
                out += " }"
            default: return false
            }
        }
        return true
    }

    private mutating func renderAccessors(_ accessors: [CodeAccessor]) {
        for accessor in accessors {
            let head = Head(buffers: headBuffers()) { lead in
                lead += accessor.lead
                Self.writeEffects(accessor.effects, to: &lead)
            }
            renderBody(accessor.body, head: head)
        }
    }

    /// A declaration's head on one line, `lead(parameters) effects -> R where …`, with where
    /// each piece starts, so it can be wrapped without being made again: one buffer per head,
    /// copied into the file as it is laid out.
    struct Head {
        /// The head's text and its parameters' ranges in it.
        private var buffers: Buffers
        var text: UTF8Text { _read { yield buffers.text } }
        /// Attributes, modifiers, keyword, name and generic parameters: `text[..<leadEnd]`.
        private(set) var leadEnd: Int
        /// Each parameter's bytes (separated by `, ` in `text`); empty, and `hasParameterList`
        /// false, for declarations without a parameter list (properties, accessors).
        var parameterRanges: [Range<Int>] { _read { yield buffers.ranges } }
        private(set) var hasParameterList: Bool
        /// Where the effects (after the `)`), ` -> R` and the `where` clause start.
        private(set) var effectsStart: Int
        private(set) var arrowStart: Int
        private(set) var whereStart: Int

        /// The two buffers a head is made in: handed from one member's head to the next by the
        /// renderer (`CodeRenderer.headBuffers()`, and back when the head is laid out), so a
        /// type's members share them instead of allocating two for each member's head (a text
        /// and an array of ranges).
        struct Buffers {
            var text = UTF8Text(reservingCapacity: 128)
            var ranges: [Range<Int>] = []
        }

        /// A head without parameters, effects or result (a property, an accessor): `lead`
        /// written into `buffers`' text.
        init(buffers: consuming Buffers, lead: (inout UTF8Text) -> Void) {
            self.buffers = consume buffers
            lead(&self.buffers.text)
            hasParameterList = false
            leadEnd = self.buffers.text.count
            effectsStart = leadEnd
            arrowStart = leadEnd
            whereStart = leadEnd
        }

        init(_ function: CodeFunction, inlineAttributes: [String], buffers: consuming Buffers) {
            var effects = function.effects
            if case .subscript = function.keyword { effects = .none }
            self.init(buffers: buffers, lead: { text in
                CodeRenderer.writePrefix(inlineAttributes, to: &text)
                CodeRenderer.writePrefix(function.modifiers, to: &text)
                CodeRenderer.writeKeyword(function.keyword, to: &text)
                CodeRenderer.writeGenericClause(function.genericParameters, to: &text)
            }, parameterCount: function.parameters.count, writeParameter: { CodeRenderer.writeParameter(function.parameters[$0], to: &$1) },
                      effects: effects, result: function.result, requirements: function.requirements)
        }

        /// A head made from its pieces by a member that writes itself (`WrittenMember`):
        /// `lead` writes attributes, modifiers, keyword, name and generic parameters, and each
        /// parameter is written in place by `writeParameter(index, &text)`.
        init(buffers: consuming Buffers, lead: (inout UTF8Text) -> Void, parameterCount: Int, writeParameter: (Int, inout UTF8Text) -> Void,
             effects: Effects, result: TypeRef?, requirements: [GenericRequirement]) {
            self.init(buffers: buffers, lead: lead, parameterCount: parameterCount, writeParameter: writeParameter, effects: effects,
                      hasResult: result != nil, writeResult: { result?.write(to: &$0) }, requirements: requirements)
        }

        /// The same, the result type (after ` -> `) written by `writeResult` when `hasResult`.
        /// (Not an optional closure: that would escape, a context allocated for every head.)
        init(buffers: consuming Buffers, lead: (inout UTF8Text) -> Void, parameterCount: Int, writeParameter: (Int, inout UTF8Text) -> Void,
             effects: Effects, hasResult: Bool = true, writeResult: (inout UTF8Text) -> Void, requirements: [GenericRequirement]) {
            self.buffers = consume buffers
            hasParameterList = true
            lead(&self.buffers.text)
            leadEnd = self.buffers.text.count
            self.buffers.text.append(byte: UInt8(ascii: "("))
            for index in 0..<parameterCount {
                if index > 0 { self.buffers.text += ", " }
                let start = self.buffers.text.count
                writeParameter(index, &self.buffers.text)
                self.buffers.ranges.append(start..<self.buffers.text.count)
            }
            self.buffers.text.append(byte: UInt8(ascii: ")"))
            effectsStart = self.buffers.text.count
            CodeRenderer.writeEffects(effects, to: &self.buffers.text)
            arrowStart = self.buffers.text.count
            if hasResult {
                self.buffers.text += " -> "
                writeResult(&self.buffers.text)
            }
            whereStart = self.buffers.text.count
            WhereClause.write(requirements, to: &self.buffers.text)
        }

        /// The buffers back, for the next head.
        consuming func recycled() -> Buffers { buffers }

        var count: Int { text.count }
        var hasArrow: Bool { whereStart > arrowStart }
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
    private mutating func renderBody(_ body: [CodeStatement], head: consuming Head, breaksBeforeArrow: Bool = true) {
        renderBody(head: head, breaksBeforeArrow: breaksBeforeArrow,
                   writeSingle: { body.count == 0 || body.count == 1 && Self.writeFlat(body[0], to: &$0, openEnd: &$1.opening) }, statements: { body })
    }

    /// `renderBody(_:head:breaksBeforeArrow:)` for a body that may have no statements made yet
    /// (a `WrittenMember`'s): `writeSingle` writes its one-line text (`false`: it has none, or
    /// it has several statements) and may note where it breaks (`Breaks`), and `statements`
    /// makes them only when the body goes on lines of its own and that text does not fit there.
    mutating func renderBody(head: consuming Head, breaksBeforeArrow: Bool = true, writeSingle: (inout UTF8Text, inout Breaks) -> Bool,
                             statements: () -> [CodeStatement]) {
        // The body's one-line text, when it has one: no statement (` {}`) or one that has one.
        var single: UTF8Text?
        var breaks = Breaks()
        var text = spareText.take() ?? UTF8Text(reservingCapacity: 128)
        text.truncate(to: 0)
        if writeSingle(&text, &breaks) { single = text } else { spareText = text }
        let openEnd = breaks.opening
        defer { if let text = single.take() { spareText = text } }
        if let single {
            // ` {}` or ` { single }`
            let blockCount = single.count == 0 ? 3 : single.count + 5
            if fits(head.count + blockCount) {
                output += indentation
                output.append(head.text)
                writeBlock(single)
                spareHead = head.recycled()
                return
            }
            // Broken before `->` only for a short body (a proxy's), so that a long body (a
            // mock's) reads as a block of its own: `lead(parameters) effects`, then
            // `    -> R where … { single }`.
            let secondCount = 4 + head.count - head.arrowStart - 1 + blockCount
            if breaksBeforeArrow, head.hasArrow, blockCount <= 64, fits(head.arrowStart), fits(secondCount) {
                line(head.text, 0..<head.arrowStart)
                output += indentation
                output += "    "
                output.append(head.text, range: head.arrowStart + 1..<head.count)
                writeBlock(single)
                spareHead = head.recycled()
                return
            }
        }
        openHead(head, closing: " {")
        indented { renderer in
            // The one statement's flat text is already made: written as is when it fits.
            if let single, single.count > 0, renderer.fits(single.count) {
                renderer.line(single, 0..<single.count)
            } else if let single, let opening = openEnd, opening.soleStatement, renderer.fits(opening.end),
                      renderer.fits(4 + single.count - 2 - (opening.end + 1)) {
                // The closure's one statement fits on its own line: `render(_:)` would write it
                // as it stands in the text already made (` statement }` after the opening).
                renderer.line(single, 0..<opening.end)
                renderer.indented { inner in inner.line(single, (opening.end + 1)..<(single.count - 2)) }
                renderer.line("}")
            } else if let single, let opening = openEnd, renderer.fits(opening.end), let closure = Self.trailingClosure(ofOnly: statements()) {
                // What `render(_:)` would lay out, from the text already made: `lead callee(
                // arguments) { signature`, the closure's statements, `}`.
                renderer.line(single, 0..<opening.end)
                renderer.indented { inner in
                    for statement in closure.body { inner.render(statement) }
                }
                renderer.line("}")
            } else if let single, let arguments = breaks.arguments, openEnd.map({ !renderer.fits($0.end) }) ?? true,
                      renderer.writeArgumentLines(single, arguments, opening: openEnd) {
                // Written from the text already made, as `statementLine` lays out a call whose
                // first line does not fit: its arguments one per line.
            } else {
                for statement in statements() { renderer.render(statement) }
            }
        }
        line("}")
    }

    /// `lead callee(`, each argument on a line of its own, `) {` or `)` and what follows it, then
    /// the trailing closure's one statement and `}`: what `statementLine` writes for the one call
    /// `text` holds (see `ArgumentBreaks`) when `callee(arguments) {` does not fit on its line.
    /// `false`, and nothing written, when an argument or the closure's statement does not fit on
    /// its own line either (`statementLine` would wrap it further).
    private mutating func writeArgumentLines(_ text: UTF8Text, _ breaks: ArgumentBreaks, opening: Opening?) -> Bool {
        let arguments = breaks.arguments
        // One level in: each argument with its comma, and the closure's statement.
        let inner = (depth + 1) * 4
        for (index, argument) in arguments.enumerated() where inner + argument.count + (index < arguments.count - 1 ? 1 : 0) > lineLimit {
            return false
        }
        if let opening, inner + text.count - 2 - (opening.end + 1) > lineLimit { return false }
        line(text, 0..<breaks.open)
        indented { renderer in
            for (index, argument) in arguments.enumerated() {
                renderer.output += renderer.indentation
                renderer.output.append(text, range: argument)
                if index < arguments.count - 1 { renderer.output.append(byte: UInt8(ascii: ",")) }
                renderer.output.append(byte: UInt8(ascii: "\n"))
            }
        }
        line(text, breaks.close..<(opening?.end ?? text.count))
        if let opening {
            indented { $0.line(text, (opening.end + 1)..<(text.count - 2)) }
            line("}")
        }
        return true
    }

    /// ` {}` or ` { single }`, and the line's end.
    private mutating func writeBlock(_ single: UTF8Text) {
        if single.count == 0 {
            output += " {}\n"
        } else {
            output += " { "
            output.append(single)
            output += " }\n"
        }
    }

    /// The head on one line if it fits, else its parameters on lines of their own; `closing`
    /// ends it (` {` for a block, nothing for a requirement).
    private mutating func openHead(_ head: consuming Head, closing: String) {
        let parameters = head.parameterRanges
        guard head.hasParameterList, let first = parameters.first, let last = parameters.last, !fits(head.count + closing.utf8.count) else {
            line(head.text, closing)
            spareHead = head.recycled()
            return
        }
        // `lead(`; the text holds `(` right after the lead, and the parameters joined by `, `.
        line(head.text, 0..<head.leadEnd + 1)
        indented { renderer in
            let together = first.lowerBound..<last.upperBound
            if renderer.fits(together.count) {
                renderer.line(head.text, together)
            } else {
                for (index, parameter) in parameters.enumerated() {
                    renderer.output += renderer.indentation
                    renderer.output.append(head.text, range: parameter)
                    if index < parameters.count - 1 { renderer.output.append(byte: UInt8(ascii: ",")) }
                    renderer.output.append(byte: UInt8(ascii: "\n"))
                }
            }
        }
        // `) effects -> R where …` and `closing`: the text holds `)` right before the effects.
        output += indentation
        output.append(head.text, range: head.effectsStart - 1..<head.count)
        output += closing
        output.append(byte: UInt8(ascii: "\n"))
        spareHead = head.recycled()
    }

    /// Buffers for a head: the last head's, emptied, or new ones.
    mutating func headBuffers() -> Head.Buffers {
        guard var buffers = spareHead.take() else { return Head.Buffers() }
        buffers.text.truncate(to: 0)
        buffers.ranges.removeAll(keepingCapacity: true)
        return buffers
    }

    // MARK: Statements and expressions

    mutating func render(_ statement: CodeStatement) {
        switch statement {
        case .expression(let expression): statementLine("", expression)
        case .return(let expression): statementLine("return ", expression)
        case .throw(let expression): statementLine("throw ", expression)
        case .binding(let isVariable, let name, let type, let value):
            statementLine({ Self.writeBindingLead(isVariable: isVariable, name: name, type: type, to: &$0) }, value)
        case .function(let function):
            // Written in place on one line, taken back if it does not fit.
            let start = output.count
            let indentation = indentation
            output += indentation
            if Self.writeFlatFunction(function, to: &output), depth * 4 + output.count - start - indentation.utf8.count <= lineLimit {
                output.append(byte: UInt8(ascii: "\n"))
                return
            }
            output.truncate(to: start)
            render(function, breaksBeforeArrow: false)
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
        case .guardLet(let name, let value, let otherwise):
            if let flat = Self.flat(statement), fits(flat) {
                line(flat)
            } else {
                line("guard let " + name + " = " + Self.flat(value) + " else {")
                indented { renderer in for inner in otherwise { renderer.render(inner) } }
                line("}")
            }
        }
    }

    /// `lead` + the expression + `trail`, wrapped over several lines when it does not fit: a
    /// trailing closure's body goes on lines of its own, then the call's arguments one per line.
    private mutating func statementLine(_ lead: String, _ expression: CodeExpression, trail: String = "") {
        statementLine({ $0 += lead }, expression, trail: trail)
    }

    /// `writeLead` writes the lead in place (a binding's `let x: T = `), with no string made
    /// unless the statement must be wrapped.
    private mutating func statementLine(_ writeLead: (inout UTF8Text) -> Void, _ expression: CodeExpression, trail: String = "") {
        // Written in place, then measured: most statements fit on their line, and building each
        // one's text apart first cost more than taking back the rare one that does not.
        let start = output.count
        let indentation = indentation
        output += indentation
        writeLead(&output)
        // `try` and `await` in front start the line whatever the layout: part of the lead.
        let expression = Self.writePrefixes(of: expression, to: &output)
        let leadEnd = output.count
        let openEnd = Self.writeFlatNotingOpen(expression, to: &output)
        output += trail
        if depth * 4 + output.count - start - indentation.utf8.count <= lineLimit {
            output.append(byte: UInt8(ascii: "\n"))
            return
        }
        if let openEnd, case .call(_, _, let closure?) = expression, depth * 4 + openEnd - start - indentation.utf8.count <= lineLimit {
            // `lead callee(arguments) { signature`, the closure's statements, `}trail`.
            output.truncate(to: openEnd)
            output.append(byte: UInt8(ascii: "\n"))
            indented { renderer in
                for statement in closure.body { renderer.render(statement) }
            }
            output += indentation
            output.append(byte: UInt8(ascii: "}"))
            output += trail
            output.append(byte: UInt8(ascii: "\n"))
            return
        }
        switch expression {
        case .prefixed, .assignment, .infix, .cast, .closure, .call:
            break
        default:
            // Nothing to wrap it at: the line stays as written, too long.
            output.append(byte: UInt8(ascii: "\n"))
            return
        }
        let lead = output.string(start + indentation.utf8.count..<leadEnd)
        output.truncate(to: start)
        switch expression {
        case .prefixed(let keyword, let inner):
            statementLine(lead + Self.prefixText(keyword), inner, trail: trail)
        case .assignment(let target, let value):
            statementLine(lead + Self.flat(target) + " = ", value, trail: trail)
        case .infix(let left, let operation, let right):
            statementLine(lead + Self.flat(left) + " " + operation + " ", right, trail: trail)
        case .cast(let value, let keyword, let type):
            statementLine(lead, value, trail: " " + keyword.rawValue + " " + type.description + trail)
        case .closure(let closure):
            closureLines(open: lead + "{", closure, close: "}" + trail)
        case .call(let callee, let arguments, let closure?):
            // `lead callee(arguments) { signature` did not fit (tried above): the arguments one
            // per line, then the closure's statements.
            argumentLines(open: lead + Self.flat(callee) + "(", arguments, close: ") {" + Self.closureSignature(closure))
            indented { renderer in
                for statement in closure.body { renderer.render(statement) }
            }
            line("}" + trail)
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
            break
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

    /// A local function on one line, `func f<T>(_ x: T) -> R { a; b }`, written in place;
    /// `false` (and nothing written) when a statement of its body has no one-line text.
    private static func writeFlatFunction(_ function: CodeFunction, to out: inout UTF8Text) -> Bool {
        let start = out.count
        // Attributes on the same line (`@concurrent func __open…`): the local functions written
        // flat have only short ones.
        for attribute in function.attributes {
            out += attribute
            out.append(byte: UInt8(ascii: " "))
        }
        writePrefix(function.modifiers, to: &out)
        writeKeyword(function.keyword, to: &out)
        writeGenericClause(function.genericParameters, to: &out)
        out.append(byte: UInt8(ascii: "("))
        for (index, parameter) in function.parameters.enumerated() {
            if index > 0 { out += ", " }
            writeParameter(parameter, to: &out)
        }
        out.append(byte: UInt8(ascii: ")"))
        writeEffects(function.effects, to: &out)
        if let result = function.result {
            out += " -> "
            result.write(to: &out)
        }
        out += whereClause(function.requirements)
        guard !function.body.isEmpty else {
            out += " {}"
            return true
        }
        for (index, statement) in function.body.enumerated() {
            out += index == 0 ? " { " : "; "
            guard writeFlat(statement, to: &out) else {
                out.truncate(to: start)
                return false
            }
        }
        out += " }"
        return true
    }

    static func flat(_ expression: CodeExpression) -> String {
        // One allocation for a typical statement, rather than an array grown from empty.
        var out = UTF8Text(reservingCapacity: 128)
        writeFlat(expression, to: &out)
        return out.string
    }

    static func writeFlat(_ expression: CodeExpression, to out: inout UTF8Text) {
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
            out.append(byte: UInt8(ascii: " "))
            out += keyword.rawValue
            out.append(byte: UInt8(ascii: " "))
            type.write(to: &out)
        case .metatype(let type): out += MetatypeSpelling.expression(type)
        case .assignment(let target, let value):
            writeFlat(target, to: &out)
            out += " = "
            writeFlat(value, to: &out)
        case .infix(let left, let operation, let right):
            writeFlat(left, to: &out)
            out.append(byte: UInt8(ascii: " "))
            out += operation
            out.append(byte: UInt8(ascii: " "))
            writeFlat(right, to: &out)
        }
    }

    /// Where a statement's one-line text breaks when `statementLine` wraps it after its trailing
    /// closure's `{ signature`: `end`, from the statement's start; `soleStatement`: the closure
    /// holds one statement that `render(_:)` writes as its one-line text when it fits, which is
    /// then the text between ` ` after `end` and the closing ` }`.
    struct Opening: Equatable {
        var end: Int
        var soleStatement: Bool
    }

    /// Where a body's one-line text breaks when it does not fit on its line: after a trailing
    /// closure's `{`, and between a call's arguments.
    struct Breaks {
        var opening: Opening?
        var arguments: ArgumentBreaks?
    }

    /// The arguments of the one call a body's text holds (`MockMemberEmitter.writeCommonBody`),
    /// two or three, from the statement's start: `open` just past the call's `(`, where the
    /// second and third arguments start (each after `, `), and `close`, its `)`. What follows
    /// `)` is the rest of the last line (` {`, ` as Void`), then the trailing closure, if any.
    struct ArgumentBreaks: Equatable {
        var open: Int
        var second: Int
        var third: Int?
        var close: Int

        /// Each argument's text, label included.
        var arguments: [Range<Int>] {
            guard let third else { return [open..<second - 2, second..<close] }
            return [open..<second - 2, second..<third - 2, third..<close]
        }
    }

    /// Writes `statement` as `writeFlat(_:to:)` does; `openEnd` is where its first line ends
    /// when `statementLine` would wrap it after a trailing closure's `{ signature`.
    static func writeFlat(_ statement: CodeStatement, to out: inout UTF8Text, openEnd: inout Opening?) -> Bool {
        let start = out.count
        let expression: CodeExpression
        switch statement {
        case .expression(let value): expression = value
        case .return(let value):
            out += "return "
            expression = value
        case .throw(let value):
            out += "throw "
            expression = value
        case .binding(let isVariable, let name, let type, let value):
            writeBindingLead(isVariable: isVariable, name: name, type: type, to: &out)
            expression = value
        case .function, .ifLet, .guardLet:
            return writeFlat(statement, to: &out)
        }
        let inner = writePrefixes(of: expression, to: &out)
        guard let end = writeFlatNotingOpen(inner, to: &out), case .call(_, _, let closure?) = inner else {
            openEnd = nil
            return true
        }
        var soleStatement = false
        if closure.body.count == 1 {
            switch closure.body[0] {
            case .expression, .return, .throw, .binding: soleStatement = true
            case .function, .ifLet, .guardLet: break
            }
        }
        openEnd = Opening(end: end - start, soleStatement: soleStatement)
        return true
    }

    /// The trailing closure `statementLine` wraps after when `statements` is one statement whose
    /// value (after `try`/`await`) is a call with one.
    private static func trailingClosure(ofOnly statements: [CodeStatement]) -> CodeClosure? {
        guard statements.count == 1 else { return nil }
        var value: CodeExpression
        switch statements[0] {
        case .expression(let expression), .return(let expression), .throw(let expression): value = expression
        case .binding(_, _, _, let expression): value = expression
        case .function, .ifLet, .guardLet: return nil
        }
        while case .prefixed(_, let inner) = value { value = inner }
        guard case .call(_, _, let closure?) = value else { return nil }
        return closure
    }

    /// Writes the `try`/`await`/… in front of `expression` and returns what they prefix.
    private static func writePrefixes(of expression: CodeExpression, to out: inout UTF8Text) -> CodeExpression {
        var expression = expression
        while case .prefixed(let keyword, let inner) = expression {
            out += prefixText(keyword)
            expression = inner
        }
        return expression
    }

    /// Writes `expression` as `writeFlat(_:to:)` does, and returns where `callee(arguments) {
    /// signature` ends when it is a call with a trailing closure: that much of the line is the
    /// first line of its commonest wrapped layout (a mock member's body), kept in place rather
    /// than made again.
    private static func writeFlatNotingOpen(_ expression: CodeExpression, to out: inout UTF8Text) -> Int? {
        guard case .call(let callee, let arguments, let closure?) = expression else {
            writeFlat(expression, to: &out)
            return nil
        }
        writeFlat(callee, to: &out)
        if !arguments.isEmpty {
            out.append(byte: UInt8(ascii: "("))
            writeArguments(arguments, to: &out)
            out.append(byte: UInt8(ascii: ")"))
        }
        out += " {"
        writeClosureSignature(closure, to: &out)
        let openEnd = out.count
        writeClosureBody(closure, to: &out)
        return openEnd
    }

    /// `&` binds without a space; keywords (`try`, `await`, `copy`) take one.
    private static func prefixText(_ prefix: CodePrefix) -> String {
        switch prefix {
        case .inout: return "&"
        case .try: return "try "
        case .await: return "await "
        case .copy: return "copy "
        case .throw: return "throw "
        }
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
        writeClosureSignature(closure, to: &out)
        writeClosureBody(closure, to: &out)
    }

    /// ` a; b }`, or ` }` for a closure with no statement: what follows `{ signature`.
    private static func writeClosureBody(_ closure: CodeClosure, to out: inout UTF8Text) {
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
    static func writeFlat(_ statement: CodeStatement, to out: inout UTF8Text) -> Bool {
        switch statement {
        case .expression(let expression):
            writeFlat(expression, to: &out)
        case .return(let expression):
            out += "return "
            writeFlat(expression, to: &out)
        case .throw(let expression):
            out += "throw "
            writeFlat(expression, to: &out)
        case .binding(let isVariable, let name, let type, let value):
            writeBindingLead(isVariable: isVariable, name: name, type: type, to: &out)
            writeFlat(value, to: &out)
        case .function(let function):
            guard writeFlatFunction(function, to: &out) else { return false }
        case .guardLet(let name, let value, let otherwise):
            let start = out.count
            out += "guard let "
            out += name
            out += " = "
            writeFlat(value, to: &out)
            out += " else { "
            for (index, inner) in otherwise.enumerated() {
                if index > 0 { out += "; " }
                guard writeFlat(inner, to: &out) else {
                    out.truncate(to: start)
                    return false
                }
            }
            out += " }"
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
        var out = UTF8Text()
        writeClosureSignature(closure, to: &out)
        return out.string
    }

    private static func writeClosureSignature(_ closure: CodeClosure, to out: inout UTF8Text) {
        guard let parameters = closure.parameters else { return }
        out.append(byte: UInt8(ascii: " "))
        writePrefix(closure.attributes, to: &out)
        out.append(byte: UInt8(ascii: "("))
        for (index, parameter) in parameters.enumerated() {
            if index > 0 { out += ", " }
            out += parameter.name
            if let type = parameter.type {
                out += parameter.isInout ? ": inout " : ": "
                MetatypeSpelling.writeInExpression(type, to: &out)
            }
        }
        out.append(byte: UInt8(ascii: ")"))
        writeEffects(closure.effects, to: &out)
        if let result = closure.result {
            out += " -> "
            MetatypeSpelling.writeInExpression(result, to: &out)
        }
        out += " in"
    }

    // MARK: Text pieces

    /// `let name: T = ` (the value follows).
    private static func writeBindingLead(isVariable: Bool, name: String, type: TypeRef?, to out: inout UTF8Text) {
        out += isVariable ? "var " : "let "
        out += name
        if let type {
            out += ": "
            type.write(to: &out)
        }
        out += " = "
    }

    static func writeKeyword(_ keyword: CodeFunction.Keyword, to out: inout UTF8Text) {
        switch keyword {
        case .function(let name):
            out += "func "
            out += name
            // Operators need a space before their parameter list: `func == (lhs:rhs:)`. (Their
            // first character is one of these; identifiers cannot start with any of them.)
            if let first = name.utf8.first, isOperatorHead(first) { out.append(byte: UInt8(ascii: " ")) }
        case .initializer(let spelling): out += spelling
        case .subscript: out += "subscript"
        }
    }

    /// One of the bytes an operator's name can start with (identifiers start with none of them).
    private static func isOperatorHead(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"),
             UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"),
             UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }

    static func writeParameter(_ parameter: CodeParameter, to out: inout UTF8Text) {
        writePrefix(parameter.attributes, to: &out)
        if let label = parameter.label {
            out += label
            out.append(byte: UInt8(ascii: " "))
        }
        out += parameter.name
        out += ": "
        parameter.type.write(to: &out)
        if parameter.isVariadic { out += "..." }
        if let value = parameter.defaultValue {
            out += " = "
            out += value
        }
    }

    static func effectsText(_ effects: Effects) -> String {
        var out = effects.isAsync ? " async" : ""
        effects.throwing.write(to: &out)
        return out
    }

    private static func writeEffects(_ effects: Effects, to out: inout UTF8Text) {
        if effects.isAsync { out += " async" }
        effects.throwing.write(to: &out)
    }

    static func genericClause(_ parameters: [GenericParameter]) -> String {
        var out = UTF8Text()
        writeGenericClause(parameters, to: &out)
        return out.string
    }

    static func writeGenericClause(_ parameters: [GenericParameter], to out: inout UTF8Text) {
        guard !parameters.isEmpty else { return }
        out.append(byte: UInt8(ascii: "<"))
        for (index, parameter) in parameters.enumerated() {
            if index > 0 { out += ", " }
            if parameter.isPack { out += "each " }
            out += parameter.name
            if let constraint = parameter.constraint {
                out += ": "
                constraint.write(to: &out)
            }
        }
        out.append(byte: UInt8(ascii: ">"))
    }

    static func whereClause(_ requirements: [GenericRequirement]) -> String {
        WhereClause.text(requirements)
    }

    static func writePrefix(_ modifiers: [CodeModifier], to out: inout UTF8Text) {
        for modifier in modifiers {
            out += modifier.text
            out.append(byte: UInt8(ascii: " "))
        }
    }

    static func writePrefix(_ words: [String], to out: inout UTF8Text) {
        for word in words {
            out += word
            out.append(byte: UInt8(ascii: " "))
        }
    }

    /// `splitAttributes` of the attributes `included` picks, the ones with arguments written on
    /// lines of their own at once, the others returned: a `let` for the closures writing a
    /// head to capture (a `var` they capture is a box allocated per member).
    static func writeOwnLineAttributes(_ attributes: [Attribute], where included: (Attribute) -> Bool, to renderer: inout CodeRenderer) -> [String] {
        var inline: [String] = []
        for attribute in attributes where included(attribute) {
            let text = attribute.description
            if text.containsASCII(UInt8(ascii: "(")) { renderer.line(text) } else { inline.append(text) }
        }
        return inline
    }

    /// Attributes with arguments (`@available(…)`) go on lines of their own; plain ones
    /// (`@discardableResult`, `@MainActor`) stay in front of the declaration.
    static func splitAttributes(_ attributes: [String]) -> (ownLine: [String], inline: [String]) {
        var ownLine: [String] = []
        var inline: [String] = []
        for attribute in attributes {
            if attribute.containsASCII(UInt8(ascii: "(")) { ownLine.append(attribute) } else { inline.append(attribute) }
        }
        return (ownLine, inline)
    }

    // MARK: Lines

    private func fits(_ line: String) -> Bool {
        depth * 4 + line.utf8.count <= lineLimit
    }

    /// Whether a line of `count` bytes fits.
    private func fits(_ count: Int) -> Bool {
        depth * 4 + count <= lineLimit
    }

    /// A line written in place by `write`, at the current indentation.
    mutating func line(_ write: (inout UTF8Text) -> Void) {
        output += indentation
        write(&output)
        output.append(byte: UInt8(ascii: "\n"))
    }

    mutating func line(_ content: String) {
        output += indentation
        output += content
        output.append(byte: UInt8(ascii: "\n"))
    }

    private mutating func line(_ first: UTF8Text, _ second: String) {
        output += indentation
        output.append(first)
        output += second
        output.append(byte: UInt8(ascii: "\n"))
    }

    private mutating func line(_ text: UTF8Text, _ range: Range<Int>) {
        output += indentation
        output.append(text, range: range)
        output.append(byte: UInt8(ascii: "\n"))
    }

    mutating func indented(_ body: (inout CodeRenderer) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// Doc comment lines of the input, re-indented to the current level (bytes, not
    /// characters: comments can be long, and only ASCII spaces, tabs and `*` matter here).
    mutating func documentation(_ documentation: String?) {
        guard var documentation else { return }
        // Each line written straight from the comment's bytes: its end found with `memchr`,
        // its content from the first byte that is not a space or a tab (blank lines dropped).
        documentation.withUTF8 { bytes in
            let indentation = indentation
            var lineStart = 0
            while lineStart < bytes.count {
                let lineEnd = bytes.lineEnd(from: lineStart)
                var contentStart = lineStart
                while contentStart < lineEnd, bytes[contentStart] == UInt8(ascii: " ") || bytes[contentStart] == UInt8(ascii: "\t") {
                    contentStart += 1
                }
                if contentStart < lineEnd {
                    output += indentation
                    // A `*` line of a block comment keeps one space before it.
                    if bytes[contentStart] == UInt8(ascii: "*") { output.append(byte: UInt8(ascii: " ")) }
                    output.append(UnsafeBufferPointer(rebasing: bytes[contentStart..<lineEnd]))
                    output.append(byte: UInt8(ascii: "\n"))
                }
                lineStart = lineEnd + 1
            }
        }
    }
}
