/// Writes the mocked type's member table: one `MockMember` descriptor per member, which the
/// mock and both proxies name (`__Greeter.greet`), so each member's index and signature are
/// written once (docs/GeneratedMockShape.md, "Member table").
///
///     private enum __Greeter {
///         static var greet: MockMember { .method(0, "greet(_:)") }
///         static var count: MockMember { .property(1, "count") }
///     }
///
/// A file-private enum at file level, the same for every mock however nested or generic, and
/// named apart from the mocked type's own members; nothing outside the file needs it. Computed, not `static let`: a stored static costs a debug build
/// three functions (its initializer, a lazy-initialization token, an addressor) and a copy of
/// the 48-byte descriptor at every use, a computed one a single getter building it in place
/// (issue 34: 8 % of the debug-build instructions of 20 protocols' mocks).
struct MemberTableEmitter {
    let type: ResolvedType
    let shapes: [MemberShape]

    /// `__Greeter`, `__Outer_Inner` for nested types.
    static func tableName(of type: ResolvedType) -> String {
        // Byte by byte: a `.` is one byte in UTF-8 and never part of another character.
        "__" + String(decoding: SwiftIdentifier.bare(type.qualifiedName).utf8.map { $0 == UInt8(ascii: ".") ? UInt8(ascii: "_") : $0 }, as: UTF8.self)
    }

    /// Gives each member a distinct Swift name in the table: its own name (`greet`, `count`,
    /// `subscript` spelled `subscript1`…, operators by their proxy name), numbered from 2 when
    /// it repeats (overloads, a static and an instance member of one name).
    static func assignTableNames(_ shapes: inout [MemberShape], table: String) {
        var used: [String: Int] = [:]
        var taken: Set<String> = []
        used.reserveCapacity(shapes.count)
        taken.reserveCapacity(shapes.count)
        for index in shapes.indices {
            var base = shapes[index].isSubscript ? "subscript" : MemberSignature.stripBackticks(shapes[index].proxyName)
            // `__Greeter.Type` is the table's metatype, with backticks or without.
            if base == "Type" || base == "Protocol" { base += "Member" }
            // `k1` twice next to a member named `k12` must not give the second `k1` that name.
            // (Each name hashed once per lookup: the count is updated in place, and inserting
            // says whether the name was taken.)
            var plain = ""
            let isSubscript = shapes[index].isSubscript
            func nextFree(_ count: inout Int) {
                repeat {
                    count += 1
                    plain = isSubscript || count > 1 ? base + String(count) : base
                } while !taken.insert(plain).inserted
            }
            nextFree(&used[base, default: 0])
            // `subscript` is a keyword; keywords such as `default` need backticks, and so do
            // `Type` and `Protocol` after the table's name.
            shapes[index].tableName = SwiftIdentifier.afterDot(plain)
            shapes[index].descriptor = .member(.word(table), shapes[index].tableName)
        }
    }

    func declaration() -> CodeDeclaration {
        let memberType = TypeRef.named(type.introducedNames.runtime("MockMember"))
        let members = shapes.map { shape -> CodeDeclaration in
            .conditional(shape.member.conditions, .written(WrittenMember(Entry(shape: shape, memberType: memberType))))
        }
        return .type(CodeType(modifiers: [.private], keyword: .enum, name: Self.tableName(of: type), members: members))
    }

    /// `static var greet: MockMember { .method(0, "greet(_:)") }`, written without a tree.
    struct Entry: MemberWriting {
        let shape: MemberShape
        let memberType: TypeRef

        private var kind: String { shape.isProperty ? "property" : shape.isSubscript ? "subscript" : "method" }

        func write(into renderer: inout CodeRenderer) {
            var lead = UTF8Text(reservingCapacity: 64)
            lead += "static var "
            lead += shape.tableName
            lead += ": "
            memberType.write(to: &lead)
            renderer.renderBody(head: CodeRenderer.Head(lead: lead), writeSingle: { text, _ in
                writeValue(to: &text)
                return true
            }, statements: { [statement] })
        }

        /// `statement`'s text, written with no expression made for an entry without a fallback
        /// (the two must agree: `WrittenMemberTests` holds them side by side).
        func writeValue(to text: inout UTF8Text) {
            guard shape.defaultValue == nil else {
                CodeRenderer.writeFlat(statement, to: &text)
                return
            }
            text.append(byte: UInt8(ascii: "."))
            text += kind
            text.append(byte: UInt8(ascii: "("))
            text += String(shape.member.index)
            text += ", \""
            text += shape.member.signature
            text += "\")"
        }

        /// The entry as a statement: for a body too long for its line, and entries with a fallback.
        var statement: CodeStatement {
            var arguments = [CodeArgument(.word(String(shape.member.index))), CodeArgument(.string(shape.member.signature))]
            if let fallback = shape.defaultValue {
                arguments.append(CodeArgument("fallback", .closure(CodeClosure(body: [.expression(fallback)]))))
            }
            return .expression(.call(.member(nil, kind), arguments))
        }
    }
}
