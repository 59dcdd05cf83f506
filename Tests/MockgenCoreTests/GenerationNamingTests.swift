import Foundation
import Testing
@testable import MockgenCore
import TestSupport

/// The small decisions of `mockgen generate`: output names, folder or file, list options, and the
/// summary line.
@Suite struct GenerationNamingTests {
    @Test func outputFileNamesInFolderMode() {
        #expect(OutputLayout.fileName(forInput: "Sources/App/Greeter.swift", prefix: "Mock") == "MockGreeter.swift")
        #expect(OutputLayout.fileName(forInput: "Greeter.swift", prefix: "") == "Greeter.swift")
        #expect(OutputLayout.fileName(forInput: "Sources/App/Model+Codable.swift", prefix: "GeneratedMocks_") == "GeneratedMocks_Model+Codable.swift")
        #expect(OutputLayout.fileName(forInput: "scripts/tool", prefix: "Mock") == "Mocktool.swift")
    }

    @Test func layoutFollowsTheOutputPath() throws {
        let scratch = ScratchFolder("layout")
        defer { scratch.remove() }
        #expect(OutputLayout(output: scratch.path) == .folder(scratch.path, exists: true))
        #expect(OutputLayout(output: scratch.path + "/New/") == .folder(scratch.path + "/New/", exists: false))
        #expect(OutputLayout(output: scratch.path + "/GeneratedMocks.swift") == .singleFile(scratch.path + "/GeneratedMocks.swift"))
        #expect(OutputLayout(output: "GeneratedMocks.swift") == .singleFile("GeneratedMocks.swift"))
    }

    @Test func summaryLines() {
        let written = GenerationReport.File(path: "A.swift", outcome: .written)
        let unchanged = GenerationReport.File(path: "B.swift", outcome: .unchanged)
        #expect(GenerationReport(diagnostics: [], files: [written], mockCount: 1).summary == "mockgen: 1 mock in 1 file (written)")
        #expect(GenerationReport(diagnostics: [], files: [unchanged], mockCount: 12).summary == "mockgen: 12 mocks in 1 file (unchanged)")
        #expect(GenerationReport(diagnostics: [], files: [written, unchanged], mockCount: 3).summary == "mockgen: 3 mocks in 2 files (1 written, 1 unchanged)")
        let warning = Diagnostic.warning("cannot mock", at: SourceLocation(path: "A.swift", line: 2, column: 1))
        #expect(GenerationReport(diagnostics: [warning], files: [written], mockCount: 0).summary == "mockgen: 0 mocks in 1 file (written)")
        let error = Diagnostic.error("no such file", at: SourceLocation(path: "A.swift", line: 1, column: 1))
        #expect(GenerationReport(diagnostics: [error], files: [], mockCount: 0).summary == "mockgen: 1 error; nothing written")
    }
}
