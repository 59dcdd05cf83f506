/// Writes the mocked type's member table, `__X`: the text of its `MemberTable` (and of its static
/// members' own), which the mock gives its manager, and the fallback results of the members that
/// need the module's own types. The mock and its proxies name each member by its index alone, an
/// integer literal (docs/GeneratedMockShape.md, "Each member is described once").
///
///     private enum __Greeter {
///         static var members: MemberTable { MemberTable("""
///             receipt()
///             count; count.set
///             """, fallback: fallback) }
///
///         static func fallback(_ index: Int) -> (@Sendable () -> Any)? {
///             switch index {
///             case 0:
///                 return { Receipt.cash }
///             default:
///                 return nil
///             }
///         }
///     }
///
/// One string costs a debug build next to nothing, where a computed descriptor per member cost a
/// function and a name lookup at each use (issue 34: 20 protocols' mocks 6,504 M → 5,986 M
/// compiler instructions, docs/Performance.md). The fallbacks are a `switch`, whose cases may sit
/// under `#if` as their members do (an array's elements may not). A file-private enum at file
/// level, the same for every mock however nested or generic; nothing outside the file needs it.
struct MemberTableEmitter {
    let type: ResolvedType
    let shapes: [MemberShape]

    /// `__Greeter`, `__Outer_Inner` for nested types.
    static func tableName(of type: ResolvedType) -> String {
        // Byte by byte: a `.` is one byte in UTF-8 and never part of another character.
        "__" + String(decoding: SwiftIdentifier.bare(type.qualifiedName).utf8.map { $0 == UInt8(ascii: ".") ? UInt8(ascii: "_") : $0 }, as: UTF8.self)
    }

    /// Whether any instance (or static) member has a fallback result, so that the table has a
    /// `fallback(_:)` (or `staticFallback(_:)`: static members are numbered apart).
    static func hasFallbacks(_ shapes: [MemberShape], isStatic: Bool) -> Bool {
        shapes.contains { $0.defaultValue != nil && $0.member.isStatic == isStatic }
    }

    static func fallbackName(isStatic: Bool) -> String { isStatic ? "staticFallback" : "fallback" }

    /// `__Greeter.members` (or `.staticMembers`): the table the manager is given.
    static func table(of type: ResolvedType, _ shapes: [MemberShape], isStatic: Bool) -> CodeExpression {
        .member(.word(tableName(of: type)), isStatic ? "staticMembers" : "members")
    }

    /// `__Greeter.fallback(3)`: the fallback a stub's member returns (`__defaultResult(…)`).
    static func fallback(of type: ResolvedType, _ shape: MemberShape) -> CodeExpression {
        .call(.member(.word(tableName(of: type)), fallbackName(isStatic: shape.member.isStatic)), [CodeArgument(.word(String(shape.member.index)))])
    }

    /// The `__X` enum: the instance members' table, the static members' if there are any, and
    /// the fallbacks' function if any member has one.
    func declaration() -> CodeDeclaration {
        let tableType = type.introducedNames.runtime("MemberTable")
        var members: [CodeDeclaration] = []
        var fallbacks: [CodeDeclaration] = []
        for isStatic in type.hasStaticMembers ? [false, true] : [false] {
            let hasFallbacks = Self.hasFallbacks(shapes, isStatic: isStatic)
            let fallbackName = hasFallbacks ? Self.fallbackName(isStatic: isStatic) : nil
            let table = Table(name: isStatic ? "staticMembers" : "members", type: tableType, shapes: Self.ordered(shapes, isStatic: isStatic), fallback: fallbackName)
            members.append(.written(WrittenMember(table)))
            if let fallbackName {
                let entries = shapes.compactMap { shape in
                    shape.member.isStatic == isStatic
                        ? shape.defaultValue.map { Fallbacks.Entry(conditions: shape.member.conditions, index: shape.member.index, value: $0) } : nil
                }
                fallbacks.append(.written(WrittenMember(Fallbacks(name: fallbackName, entries: entries, intType: type.introducedNames.swiftType("Int").description))))
            }
        }
        members += fallbacks
        return .type(CodeType(modifiers: [.private], keyword: .enum, name: Self.tableName(of: type), members: members))
    }

    /// Whether the member's setter has an entry of its own, after its getter's.
    static func hasSetterEntry(_ shape: MemberShape) -> Bool { shape.isSettable && (shape.isProperty || shape.isSubscript) }

    /// The instance or the static members in index order, each kind numbered from 0, one line
    /// each in the table (`count; count.set` for a settable property): the order of `shapes`
    /// (resolution numbers them as they come), which is checked, and sorted only if it were not.
    static func ordered(_ shapes: [MemberShape], isStatic: Bool) -> [MemberShape] {
        var kind = shapes.filter { $0.member.isStatic == isStatic }
        if !kind.indices.dropFirst().allSatisfy({ kind[$0 - 1].member.index < kind[$0].member.index }) {
            kind.sort { $0.member.index < $1.member.index }
        }
        var next = 0
        for shape in kind {
            // The text's positions are the indices: a gap would shift every later member.
            precondition(shape.member.index == next, "member indices must be dense")
            next += hasSetterEntry(shape) ? 2 : 1
        }
        return kind
    }

    /// `static var members: MemberTable { MemberTable("""…""") }`: computed, not `static let`,
    /// which would cost a debug build a global, its lazy initializer and an addressor per mock
    /// (59 M instructions for 20 protocols' mocks); the runtime reads each text once and keeps
    /// what it read.
    struct Table: MemberWriting {
        let name: String
        /// `MemberTable`, qualified where the mocks' names need it.
        let type: String
        /// The members in index order (`ordered(_:isStatic:)`), one line each.
        let shapes: [MemberShape]
        /// `fallback` or `staticFallback`, for a table whose members have fallbacks.
        let fallback: String?

        func write(into renderer: inout CodeRenderer) {
            // `static var name: MemberTable { MemberTable(` then `""` or `"""`, in place.
            renderer.line { text in
                text += "static var "
                text += name
                text += ": "
                text += type
                text += " { "
                text += type
                text += shapes.isEmpty ? "(\"\"" : "(\"\"\""
                if shapes.isEmpty { writeEnd(to: &text) }
            }
            guard !shapes.isEmpty else { return }
            renderer.indented { body in
                // Each line written in place (`count; count.set`), with no string made for it.
                for shape in shapes {
                    body.line { text in
                        text += shape.member.signature
                        guard MemberTableEmitter.hasSetterEntry(shape) else { return }
                        text += "; "
                        text += shape.member.signature
                        text += ".set"
                    }
                }
                body.line { text in
                    text += "\"\"\""
                    writeEnd(to: &text)
                }
            }
        }

        /// `, fallback: fallback) }` or `) }`.
        private func writeEnd(to text: inout UTF8Text) {
            if let fallback {
                text += ", fallback: "
                text += fallback
            }
            text += ") }"
        }
    }

    /// `static func fallback(_ index: Int) -> (@Sendable () -> Any)?`: a `switch` over the
    /// indices of the members with fallbacks, each case under its member's `#if`s.
    struct Fallbacks: MemberWriting {
        struct Entry: Sendable, Equatable {
            let conditions: [String]
            let index: Int
            let value: CodeExpression
        }

        /// `fallback`, or `staticFallback` for the static members (numbered apart).
        let name: String
        let entries: [Entry]
        let intType: String

        func write(into renderer: inout CodeRenderer) {
            renderer.line("static func " + name + "(_ index: " + intType + ") -> (@Sendable () -> Any)? {")
            renderer.indented { body in
                body.line("switch index {")
                for entry in entries {
                    for condition in entry.conditions { body.line("#if " + condition) }
                    body.line("case " + String(entry.index) + ":")
                    body.indented { $0.render(CodeStatement.return(.closure(CodeClosure(body: [.expression(entry.value)])))) }
                    for _ in entry.conditions { body.line("#endif") }
                }
                body.line("default:")
                body.indented { $0.line("return nil") }
                body.line("}")
            }
            renderer.line("}")
        }
    }
}
