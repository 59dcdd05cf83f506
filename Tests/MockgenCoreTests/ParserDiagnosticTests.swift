import Testing
@testable import MockgenCore

@Suite struct ParserDiagnosticTests {
    /// Bytes that are not UTF-8 (found by `make fuzz`: `we\u{F0}\0ight` lexed as one name and
    /// was written back as text that no longer parsed) are an error, as for the compiler.
    @Test func invalidUTF8IsAnError() {
        let bytes = Array("protocol P { var we".utf8) + [0xF0, 0x00] + Array("ight: Int { get } }\nprotocol Q { func \u{00E9}t\u{00E9}() }\n".utf8)
        let model = DeclarationParser.parse(bytes, path: "test.swift")
        #expect(model.diagnostics.filter { $0.severity == .error }.map(\.description).first == "test.swift:1:20: error: invalid UTF-8 in source")
        #expect(Snippet.errors("protocol Q { func \u{00E9}t\u{00E9}() -> \u{1F600}Type }").isEmpty)
    }

    /// `import struct` with no name: Swift rejects it, and taking `struct` as the module would
    /// write an import that does not parse back.
    @Test func importKindWithoutAName() {
        #expect(Snippet.errors("import struct\n@available(*, deprecated) protocol P {}\n") == ["test.swift:2:1: error: expected a name to import after 'import struct', found '@available'"])
        #expect(Snippet.errors("import struct Foundation.Date\nimport `struct`\n").isEmpty)
    }

    @Test func unclosedBodyPointsAtTheOpeningBrace() {
        #expect(Snippet.errors("import A\n\nprotocol Foo {\n    func a()\n") == ["test.swift:5:1: error: expected '}' to close the protocol body opened at 3:14"])
        #expect(Snippet.errors("func f() {\n  if x {\n") == ["test.swift:3:1: error: expected '}' to close the body of 'f' opened at 1:10"])
    }

    @Test func lexerErrorsAreLocated() {
        #expect(Snippet.errors("let a = 1\nlet s = \"abc\n") == ["test.swift:2:9: error: unterminated string literal"])
        #expect(Snippet.errors("struct S {}\n  /* open") == ["test.swift:2:3: error: unterminated block comment"])
    }

    @Test func recoversAtTheNextDeclaration() {
        let model = Snippet.parse("""
        protocol P {
            func a() -> 
            func b()
            var ??? 
            var c: Int { get }
            struct
            func d()
        }
        func e()
        """)
        let protocolMembers = model.declarations.first?.asType?.members ?? []
        #expect(protocolMembers.compactMap(\.asFunction).map(\.name) == ["b", "d"])
        #expect(protocolMembers.compactMap(\.asVariable).map(\.name) == ["c"])
        #expect(model.declarations.last?.asFunction?.name == "e")
        #expect(model.diagnostics.map(\.description) == [
            "test.swift:3:5: error: expected a result type after '->', found 'func'",
            "test.swift:4:9: error: expected a name after 'var', found '???'",
            "test.swift:7:5: error: expected a name after 'struct', found 'func'",
        ])
    }

    @Test func anUnclosedParenthesisDoesNotSwallowTheClosingBrace() {
        let model = Snippet.parse("struct S {\n    func f(\n}\nfunc g()")
        #expect(model.diagnostics.map(\.description) == ["test.swift:3:1: error: expected a parameter name, found '}'"])
        #expect(model.declarations.count == 2)
        #expect(model.declarations.last?.asFunction?.name == "g")
    }

    @Test func strayTokensInBodiesAreReported() {
        #expect(Snippet.errors("struct S {\n    print(1)\n    func f()\n}") == ["test.swift:2:5: error: expected declaration, found 'print'"])
        #expect(Snippet.errors("}\nfunc f()") == ["test.swift:1:1: error: unexpected '}' outside of a declaration body"])
        #expect(Snippet.errors("#endif") == ["test.swift:1:1: error: unexpected '#endif' without a matching '#if'"])
        #expect(Snippet.errors("#if A\nfunc f()\n") == ["test.swift:3:1: error: expected '#endif' to close the '#if' opened at 1:1, found end of file"])
    }

    @Test func everyLoopTerminatesOnGarbage() {
        for garbage in ["{{{{", "}}}}", "((((", "<<<<>>>>", "func", "func (", "var", "init", "subscript", "@", "@x(", "#if", "extension", "case", "typealias X =", "protocol P<", "func f<T", "enum E { case a(", "let x = [", "\"", "\"\"\"", "#\"", "/*", "`", "import"] {
            _ = Snippet.parse(garbage)
            _ = Snippet.parse("struct S { \(garbage)")
            _ = Snippet.parse("protocol P { \(garbage) }")
        }
    }
}
