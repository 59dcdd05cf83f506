import Testing
@testable import MockgenCore

@Suite struct ParserIfConfigTests {
    @Test func clausesAndConditionsAreKept() throws {
        let source = """
        #if os(Linux)  ||   canImport(Glibc)
        import Glibc
        #elseif compiler(>=5.9) && !DEBUG
        import Darwin
        #else
        import Other
        #endif
        """
        let config = try #require(Snippet.declarations(source).first?.asIfConfig)
        #expect(config.clauses.map(\.kind) == [.if, .elseif, .else])
        #expect(config.clauses.map(\.condition) == ["os(Linux) || canImport(Glibc)", "compiler(>=5.9) && !DEBUG", nil])
        #expect(config.clauses.map { $0.declarations.first?.asImport?.path } == ["Glibc", "Darwin", "Other"])
        #expect(config.location == SourceLocation(path: "test.swift", line: 1, column: 1))
    }

    @Test func nestedIfConfigAroundMembers() throws {
        let source = """
        protocol P {
            func a()
            #if A
            func b()
            #if B
            var c: Int { get }
            #endif
            #else
            func d()
            #endif
        }
        """
        let members = Snippet.members(source)
        #expect(members.count == 2)
        let outer = try #require(members[1].asIfConfig)
        #expect(outer.clauses.count == 2)
        #expect(outer.clauses[0].declarations.count == 2)
        let inner = try #require(outer.clauses[0].declarations[1].asIfConfig)
        #expect(inner.clauses[0].condition == "B")
        #expect(inner.clauses[0].declarations.first?.asVariable?.name == "c")
        #expect(outer.clauses[1].declarations.first?.asFunction?.name == "d")
    }

    @Test func ifConfigInEnumsAndAttributeLists() {
        let source = """
        enum E {
            case a
            #if X
            case b
            #endif
        }
        #if compiler(>=6)
        @preconcurrency
        #endif
        public func f() {}
        """
        let decls = Snippet.declarations(source)
        // The `#if` around `@preconcurrency` belongs to the attribute list of `f`: no block of its own.
        #expect(decls.count == 2)
        #expect(decls[1].asFunction?.name == "f")
    }

    @Test func postfixIfConfigInAnInitialValueIsSkipped() {
        let source = """
        struct S {
            let view = Text("x")
                .bold()
            #if os(iOS)
                .italic()
            #endif
            var next: Int
        }
        """
        #expect(Snippet.members(source).compactMap(\.asVariable).map(\.name) == ["view", "next"])
        #expect(Snippet.members(source).count == 2)
    }
}
