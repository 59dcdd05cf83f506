import Testing
@testable import mockgen_corpus

@Suite struct DiagnosticLineTests {
    @Test func readsACompilerDiagnostic() throws {
        let line = try #require(DiagnosticLine("/tmp/x/MockgenCorpus/Logging/GeneratedMocks.swift:472:24: error: type 'MockAttribute' does not conform to protocol 'RawRepresentable'"))
        #expect(line == DiagnosticLine(path: "/tmp/x/MockgenCorpus/Logging/GeneratedMocks.swift", line: 472, column: 24, severity: "error",
                                       message: "type 'MockAttribute' does not conform to protocol 'RawRepresentable'"))
    }

    @Test func keepsColonsInPathsAndQuotedSeveritiesInMessages() throws {
        let line = try #require(DiagnosticLine("/a:b/File.swift:3:7: warning: do not write ': error: ' here"))
        #expect(line.path == "/a:b/File.swift")
        #expect(line.severity == "warning")
        #expect(line.message == "do not write ': error: ' here")
    }

    @Test func ignoresLinesThatAreNotDiagnostics() {
        #expect(DiagnosticLine("[12/40] Compiling Logging Logger.swift") == nil)
        #expect(DiagnosticLine("error: emit-module command failed with exit code 1 (use -v to see invocation)") == nil)
        #expect(DiagnosticLine("  |     |- error: var 'x' is not concurrency-safe") == nil)
        #expect(DiagnosticLine("   2 | var sixCounter = 0") == nil)
        #expect(DiagnosticLine("lib.a(x.o):function f: warning: the use of `mktemp' is dangerous") == nil)
    }

    @Test func collectsEveryDiagnosticOnceInOrder() {
        let output = """
        Building for debugging...
        /p/G.swift:5:1: error: first
        /p/G.swift:9:2: warning: second
        /p/G.swift:5:1: error: first
        /p/G.swift:5:1: note: a note
        """
        #expect(DiagnosticLine.all(in: output).map(\.message) == ["first", "second", "a note"])
    }

    @Test func showsPathsRelativeToTheClone() {
        let line = DiagnosticLine(path: "/s/swift-log/Sources/Logging/Logger.swift", line: 1, column: 2, severity: "warning", message: "m")
        #expect(line.description(relativeTo: "/s/swift-log") == "Sources/Logging/Logger.swift:1:2: warning: m")
        #expect(line.description(relativeTo: "/elsewhere") == "/s/swift-log/Sources/Logging/Logger.swift:1:2: warning: m")
    }
}
