import Foundation
import Testing
@testable import MockgenCore
import TestSupport

/// `GenerationPipeline.check` in process: the same plan as a run, compared instead of written,
/// whatever cache folder the request names.
@Suite struct OutputCheckTests {
    /// Past 1 MiB with a cache folder, a run keeps an incremental index there; a check clears
    /// the folder from the request, so nothing is written even for a caller that set one.
    @Test func aCheckKeepsNoIndexWhateverTheRequestSays() throws {
        let scratch = ScratchFolder("output-check")
        defer { scratch.remove() }
        let padding = String(repeating: "// padding to pass the incremental index's threshold\n", count: 24_000)
        let input = try scratch.file("Sources/Greeter.swift", padding + "protocol Greeter {\n    func greet() -> String\n}\n")
        var request = GenerationRequest(inputs: [input], output: scratch.path + "/Mocks.swift")
        request.cacheFolder = scratch.path + "/cache"
        let before = ToolProcess.snapshot(of: scratch.path)
        let check = GenerationPipeline.check(request)
        #expect(!check.hasErrors)
        #expect(check.staleFiles.map(\.change) == [.create])
        #expect(check.summary == "mockgen: 1 mock in 1 file (1 would change); nothing written")
        #expect(ToolProcess.snapshot(of: scratch.path) == before)

        let report = GenerationPipeline.run(request)
        #expect(!report.hasErrors)
        #expect(!scratch.list("cache").isEmpty)
        let upToDate = GenerationPipeline.check(request)
        #expect(upToDate.staleFiles.isEmpty && upToDate.summary == "mockgen: 1 mock in 1 file (up to date)")
    }

    /// The summary of a check that found errors is a run's, and there are no diffs.
    @Test func errorsLeaveNoStaleFiles() throws {
        let scratch = ScratchFolder("output-check-errors")
        defer { scratch.remove() }
        let input = try scratch.file("Broken.swift", "protocol Broken {\n    func f(\n")
        let check = GenerationPipeline.check(GenerationRequest(inputs: [input], output: scratch.path + "/Mocks.swift"))
        #expect(check.hasErrors)
        #expect(check.staleFiles.isEmpty)
        #expect(check.summary.hasSuffix("; nothing written"))
    }

    /// The first question of a check: on disk already? Only the exact bytes are: not a prefix, not
    /// a longer file, not one differing in its last byte, not a missing one.
    @Test func isOnDiskMeansTheExactBytes() throws {
        let scratch = ScratchFolder("output-check-on-disk")
        defer { scratch.remove() }
        let source = (0..<(GeneratedText.typesPerBatch + 3)).map { "protocol P\($0) { func f() -> Int }" }.joined(separator: "\n")
        let text = MockGenerator.generate(models: [DeclarationParser.parse(source, path: "A.swift")], options: GeneratorOptions()).text
        let file = OutputWriter.PlannedFile(path: scratch.path + "/Mocks.swift", text: text)
        let writer = OutputWriter()
        #expect(!writer.isOnDisk(file))
        let content = text.joined
        for other in [content, String(content.dropLast()), content + "\n", String(content.dropLast()) + "x"] {
            try other.write(toFile: file.path, atomically: false, encoding: .utf8)
            #expect(writer.isOnDisk(file) == (other == content))
        }
    }
}
