import Foundation
import Testing
@testable import MockgenCore
import TestSupport

/// mockgen reads at least as deep as Swift's compiler (docs/FrontEnd.md, "Limits"), and past its
/// own limits skips one declaration with a warning, not the run. Deep inputs are parsed, read and
/// freed on a `DeepStack` thread, as the commands do: only plain facts leave it.
@Suite struct DeepNestingTests {
    static func nested(_ levels: Int, _ open: String, _ close: String, inner: String = "Int") -> String {
        String(repeating: open, count: levels) + inner + String(repeating: close, count: levels)
    }

    /// Every type shape at mockgen's limit, which is past what `swiftc -typecheck` accepts for
    /// each (2,993 levels of `<`, 3,843 of `->`, fewer than 10,000 of `?`, 254 of brackets).
    /// (`Array<Int>` is two levels: the limit counts types, `Int` included.)
    static let typesAtTheLimit: [(shape: String, type: String)] = {
        let wrappers = Parser.maximumTypeDepth - 1
        return [
            ("generic", nested(wrappers, "Array<", ">")),
            ("function", String(repeating: "() -> ", count: wrappers) + "Int"),
            ("optional", "Int" + String(repeating: "?", count: wrappers)),
            ("array", nested(wrappers, "[", "]")),
            ("parenthesis", nested(wrappers, "(", ")")),
            ("dictionary", nested(wrappers, "[String: ", "]")),
            ("metatype", "Int" + String(repeating: ".Type", count: wrappers)),
        ]
    }()

    @Test(arguments: typesAtTheLimit.map(\.shape))
    func typesAsDeepAsTheLimitAreRead(_ shape: String) throws {
        let type = try #require(Self.typesAtTheLimit.first { $0.shape == shape }?.type)
        let (diagnostics, functions, written) = DeepStack.run {
            let model = Snippet.parse("protocol P {\n    func f(x: \(type))\n}\n")
            let functions = model.declarations.first?.asType?.members.compactMap(\.asFunction) ?? []
            // Written back as read: the later stages walk the whole depth.
            return (model.diagnostics.map(\.description), functions.map(\.name), functions.first?.parameters.first?.type.description)
        }
        #expect(diagnostics.isEmpty, "\(shape): \(diagnostics.prefix(2))")
        #expect(functions == ["f"], "\(shape)")
        let writtenBack = written == type
        #expect(writtenBack, "\(shape): written back differently")
    }

    @Test func bodiesAndIfBlocksAsDeepAsTheLimitAreRead() {
        let levels = Parser.maximumNestingDepth - 1
        let bodies = (0..<levels).map { "enum E\($0) {\n" }.joined() + "protocol P { func f() }\n" + String(repeating: "}\n", count: levels)
        let ifs = "protocol Q {\n" + String(repeating: "#if A\n", count: levels) + "func g()\n" + String(repeating: "#endif\n", count: levels) + "}\n"
        for source in [bodies, ifs] {
            let (diagnostics, count) = DeepStack.run {
                let model = Snippet.parse(source)
                return (model.diagnostics.map(\.description), model.declarations.count)
            }
            #expect(diagnostics.isEmpty, "\(diagnostics.prefix(2))")
            #expect(count == 1)
        }
    }

    /// One level more: that declaration is skipped with a warning at the place, a protocol that
    /// lost a requirement is skipped with one of its own, and everything else is read.
    @Test func pastTheLimitOneDeclarationIsSkippedWithAWarning() {
        let tooDeep = Self.nested(Parser.maximumTypeDepth, "Array<", ">")
        let source = """
        protocol P {
            func f(x: \(tooDeep))
            func g()
        }
        protocol Q { func h() }
        class C {
            func i(x: \(tooDeep)) {}
            func j() {}
        }
        func k(x: \(tooDeep)) {}
        protocol R {
            func l() -> Int???
        }
        """
        let (diagnostics, types, functions) = DeepStack.run {
            let model = Snippet.parse(source)
            let types = model.declarations.compactMap(\.asType).map { ($0.name, $0.members.compactMap(\.asFunction).map(\.name)) }
            return (model.diagnostics.map(\.description), types, model.declarations.compactMap(\.asFunction).map(\.name))
        }
        let column = 15 + "Array<".utf8.count * Parser.maximumTypeDepth
        let skipped = "warning: type nested more than 10000 levels deep (Swift's compiler stops earlier); mockgen skips this declaration: name an inner part of the type with a typealias"
        #expect(diagnostics == [
            "test.swift:2:\(column): \(skipped)",
            "test.swift:1:1: warning: not mocking protocol 'P': mockgen skipped its requirement at 2:\(column), nested too deeply",
            "test.swift:7:\(column): \(skipped)",
            "test.swift:10:\(column - 4): \(skipped)",
        ])
        #expect(types.map(\.0) == ["Q", "C", "R"])
        #expect(types.first { $0.0 == "C" }?.1 == ["j"])
        #expect(functions.isEmpty)
    }

    @Test func pastTheNestingLimitTheBodyOrClauseIsSkippedWithAWarning() {
        let levels = Parser.maximumNestingDepth
        let bodies = (0..<levels).map { "enum E\($0) {\n" }.joined() + "protocol P { func f() }\n" + String(repeating: "}\n", count: levels) + "protocol Q {}\n"
        let (diagnostics, types) = DeepStack.run {
            let model = Snippet.parse(bodies)
            return (model.diagnostics.map(\.description), model.declarations.compactMap(\.asType).map(\.name))
        }
        #expect(diagnostics == ["test.swift:\(levels + 1):12: warning: declarations nested more than 1000 levels deep (Swift's compiler stops at 255); mockgen skips this protocol"])
        #expect(types == ["E0", "Q"])

        let ifs = "protocol P {\n" + String(repeating: "#if A\n", count: levels + 1) + "func f()\n" + String(repeating: "#endif\n", count: levels + 1) + "}\nprotocol Q {}\n"
        let (clauseDiagnostics, clauseTypes) = DeepStack.run {
            let model = Snippet.parse(ifs)
            return (model.diagnostics.map(\.description), model.declarations.compactMap(\.asType).map(\.name))
        }
        #expect(clauseDiagnostics == [
            "test.swift:\(levels + 2):1: warning: '#if' blocks nested more than 1000 levels deep (Swift's compiler stops at 255); mockgen skips this clause",
            "test.swift:1:1: warning: not mocking protocol 'P': mockgen skipped its requirement at \(levels + 2):1, nested too deeply",
        ])
        #expect(clauseTypes == ["Q"])
    }

    /// The command: a warning, the other mocks written, exit 0; the deepest accepted type is
    /// mocked, emitted and written back whole.
    @Test(.enabled(if: CommandLineTests.binary != nil, "mockgen is not built next to the tests"))
    func theCommandSkipsTheDeclarationNotTheRun() throws {
        let scratch = ScratchFolder("deep")
        defer { scratch.remove() }
        let deepest = Self.nested(Parser.maximumTypeDepth - 1, "Array<", ">")
        try scratch.file("In.swift", """
        protocol P { func f(x: \(Self.nested(Parser.maximumTypeDepth, "Array<", ">"))) }
        protocol Q { func g(x: \(deepest)) }
        """)
        let run = try CommandLineTests().mockgen(["generate", "--no-cache", "--output", "Mocks.swift", "In.swift"], in: scratch.path)
        #expect(run.status == 0, "\(run.stderr.prefix(300))")
        #expect(run.stderr.contains("In.swift:1:1: warning: not mocking protocol 'P'"))
        #expect(run.stderr.contains("warning: type nested more than 10000 levels deep"))
        let mocks = scratch.contents("Mocks.swift") ?? ""
        let (mocksQ, mocksP, writesTheDeepest) = (mocks.contains("class MockQ"), mocks.contains("class MockP"), mocks.contains("    x: \(deepest)\n"))
        #expect(mocksQ && !mocksP)
        #expect(writesTheDeepest, "the deepest type is not written back whole")
    }
}
