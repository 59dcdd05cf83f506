import Testing
@testable import MockgenCore

/// Clauses no supported compiler reads (`#if swift(<5)`, the `#else` of `#if swift(>=3.0)`) are
/// not parsed, as Swift does not parse them: old code inside them is no syntax error.
@Suite struct ParserVersionConditionTests {
    @Test(arguments: [
        ("swift(>=3.0)", VersionCondition.alwaysTrue),
        ("swift(>=6)", .alwaysTrue),
        ("compiler(>=5.9)", .alwaysTrue),
        ("swift(<5)", .alwaysFalse),
        ("swift(<6.0)", .alwaysFalse),
        ("!swift(>=4.2)", .alwaysFalse),
        ("swift(>=6.2)", .undecided),
        ("swift(<6.1)", .undecided),
        ("os(Linux)", .undecided),
        ("swift(<4) || DEBUG", .undecided),
        ("swift(<4) && DEBUG", .alwaysFalse),
        ("swift(>=4) || DEBUG", .alwaysTrue),
        ("compiler(>=5.9) && !DEBUG", .undecided),
        ("(swift(>=5) && compiler(>=5.3))", .alwaysTrue),
        ("swift(>=5) garbage", .undecided),
    ])
    func evaluatesVersionChecksForEverySupportedCompiler(condition: String, expected: VersionCondition) {
        #expect(VersionCondition.evaluate(condition) == expected)
    }

    @Test func theElseOfAnAlwaysTrueCheckIsNotParsed() throws {
        // Spectre's playground: Swift 2 syntax in the `#else` branch.
        let source = """
        #if swift(>=3.0)
        public protocol Good { func a() }
        #else
        public protocol Old { func b(closure: ContextType -> ()) }
        #endif
        """
        let model = DeclarationParser.parse(Array(source.utf8), path: "test.swift")
        #expect(model.diagnostics.isEmpty)
        let config = try #require(model.declarations.first?.asIfConfig)
        #expect(config.clauses.map(\.condition) == ["swift(>=3.0)"])
        #expect(config.clauses.first?.declarations.count == 1)
    }

    @Test func droppedClausesPromoteTheNextOne() throws {
        let source = """
        #if compiler(<5.9)
        protocol A { func b(closure: T -> ()) }
        #elseif os(Linux)
        protocol L {}
        #else
        protocol M {}
        #endif
        #if !swift(>=4.2)
        protocol E { func e(x: T -> ()) }
        #else
        protocol F {}
        #endif
        #if swift(<5)
        protocol Gone { func g(x: T -> ()) }
        #endif
        """
        let model = DeclarationParser.parse(Array(source.utf8), path: "test.swift")
        #expect(model.diagnostics.isEmpty)
        let configs = model.declarations.compactMap(\.asIfConfig)
        #expect(configs.map { $0.clauses.map(\.kind) } == [[.if, .else], [.if], [.if]])
        #expect(configs.map { $0.clauses.map(\.condition) } == [["os(Linux)", nil], ["true"], ["swift(<5)"]])
        #expect(configs.map { $0.clauses.map(\.declarations.count) } == [[1, 1], [1], [0]])
    }

    @Test func checksThatDependOnTheCompilerKeepEveryClause() throws {
        let source = """
        #if swift(>=6.2)
        protocol New { nonisolated(nonsending) func a() async }
        #else
        protocol New { func a() async }
        #endif
        """
        let model = DeclarationParser.parse(Array(source.utf8), path: "test.swift")
        let config = try #require(model.declarations.first?.asIfConfig)
        #expect(config.clauses.map(\.kind) == [.if, .else])
    }
}
