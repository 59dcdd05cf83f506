import MockgenCore
import Testing
@testable import mockgen_corpus

@Suite struct ReportRendererTests {
    static func diagnostic(_ line: Int, _ severity: String, _ message: String) -> DiagnosticLine {
        DiagnosticLine(path: "/s/pkg/MockgenCorpus/Core/GeneratedMocks.swift", line: line, column: 5, severity: severity, message: message)
    }

    static var package: PackageResult {
        var census = MockCandidateCensus()
        census.protocols = 3
        census.classes = 1
        census.finalClasses = 2
        var core = ModuleResult(name: "Core", census: census)
        core.mocks = ["MockA", "MockB", "Outer.MockC", "MockMac"]
        core.inactiveMocks = ["MockMac"]
        core.origins = ["MockB": "protocol B at B.swift:3"]
        core.mockgen = MockgenOutput(stderr: """
        /s/pkg/Sources/Core/B.swift:7:5: warning: cannot mock B.+(_:_:): operator requirements cannot be stubbed through a proxy
        /s/pkg/Sources/Core/L.swift:1:1: note: Lock is final; it cannot be subclassed
        mockgen: 3 mocks in 1 file (written)
        """)
        core.checked = true
        core.diagnosticsByMock = ["MockB": [diagnostic(40, "error", "type 'MockB' does not conform to protocol 'B'")],
                                  "Outer.MockC": [diagnostic(90, "warning", "'x' is deprecated")]]
        var broken = ModuleResult(name: "Broken")
        broken.mocks = ["MockD"]
        broken.moduleBuildFailure = "Sources/Broken/D.swift:1:1: error: no such module 'Glibc'"
        return PackageResult(name: "pkg", location: "/repos/pkg.git", root: "/s/pkg", modules: [core, broken])
    }

    @Test func rendersOneRowPerPackageAndOptionallyPerModule() {
        let report = ReportRenderer.render([Self.package], perModule: true)
        let rows = report.split(separator: "\n").filter { $0.hasPrefix("| ") }
        #expect(rows == [
            Substring(ReportRenderer.header),
            Substring(ReportRenderer.rule),
            "| pkg | 2 | 3 | 1 | 5 | 1 (+1 unchecked) | 1 | 1 | 1 |",
            "| pkg/Core | 1 | 3 | 1 | 4 | 1 | 1 | 1 | 1 |",
            "| pkg/Broken | 1 | 0 | 0 | 1 | 0 (+1 unchecked) | 0 | 0 | 0 |",
        ])
        #expect(!ReportRenderer.render([Self.package], perModule: false).contains("| pkg/Core |"))
    }

    @Test func compileTimesAreListedForModulesWhoseMocksBuilt() {
        #expect(!ReportRenderer.render([Self.package], perModule: false).contains("CPU seconds"))
        var package = Self.package
        package.modules[0].mocksCompileSeconds = 1.25
        package.modules[1].mocksCompileSeconds = nil
        let report = ReportRenderer.render([package], perModule: false)
        // Only the module whose mocks were compiled counts: 4 mocks, 1.25 s.
        #expect(report.contains("| package | mocks compiled | CPU seconds |\n| --- | ---: | ---: |\n| pkg | 4 | 1.25 |"))
    }

    @Test func listsFailingMocksSkipsAndModulesThatDoNotBuild() {
        let report = ReportRenderer.render([Self.package], perModule: false)
        #expect(report.contains("- **Core.MockB** (protocol B at B.swift:3) does not compile cleanly (1 errors, 0 warnings):\n  - `MockgenCorpus/Core/GeneratedMocks.swift:40:5: error: type 'MockB' does not conform to protocol 'B'`"))
        #expect(report.contains("- **Core.Outer.MockC** does not compile cleanly (0 errors, 1 warnings):"))
        #expect(!report.contains("Core.MockA"))
        #expect(!report.contains("Core.MockMac"))
        #expect(report.contains("- **Core**: 1 mocks in `#if` branches inactive here, not compiled: MockMac"))
        #expect(report.contains("Skipped by mockgen (1):\n- `Sources/Core/B.swift:7:5: warning: cannot mock B.+(_:_:): operator requirements cannot be stubbed through a proxy`"))
        #expect(report.contains("- **Broken**: the module itself does not build here, 1 mocks unchecked: Sources/Broken/D.swift:1:1: error: no such module 'Glibc'"))
        #expect(report.contains("Left out on purpose (mockgen --debug notes): 1 final class."))
    }

    @Test func aPackageThatCouldNotBeCheckedSaysWhy() {
        let failed = PackageResult(name: "nope", location: "/tmp/nope", failure: "git clone /tmp/nope failed: fatal: repository '/tmp/nope' does not exist")
        let report = ReportRenderer.render([failed], perModule: false)
        #expect(report.contains("| nope | not checked | — | — | — | — | — | — | — |"))
        #expect(report.contains("## nope\n\nNot checked: git clone /tmp/nope failed"))
        #expect(!failed.isClean)
    }

    @Test func escapesTableCells() {
        #expect(ReportRenderer.cell("a|b\nc") == "a\\|b c")
    }
}

@Suite struct CompiledMarkersTests {
    /// A marker above each mock (inside its `#if` and extension, above its attributes); the
    /// compiler's marker warnings say which were compiled and are not counted as warnings.
    @Test func marksEveryMockAndReadsBackTheCompiledOnes() {
        let source = """
            import MockRuntime

            #if os(macOS)
            /// Doc.
            @MainActor
            public final class MockA: A, Mock {
            }
            #endif

            extension Outer {
                public final class MockB: Outer.B, Mock {
                }
            }
            """
        let marked = CompiledMarkers.marked(source)
        #expect(marked.contains("#if os(macOS)\n#warning(\"mockgen-corpus: compiled MockA\")\n/// Doc.\n@MainActor\npublic final class MockA"))
        #expect(marked.contains("extension Outer {\n    #warning(\"mockgen-corpus: compiled Outer.MockB\")\n    public final class MockB"))
        #expect(MockChunks(source: marked).mockNames == ["MockA", "Outer.MockB"])
        let diagnostics = [
            DiagnosticLine(path: "G.swift", line: 12, column: 5, severity: "warning", message: "mockgen-corpus: compiled Outer.MockB"),
            DiagnosticLine(path: "G.swift", line: 13, column: 5, severity: "warning", message: "'x' is deprecated"),
        ]
        let (compiled, rest) = CompiledMarkers.split(diagnostics)
        #expect(compiled == ["Outer.MockB"])
        #expect(rest == [diagnostics[1]])
    }
}
