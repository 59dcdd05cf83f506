import Foundation
import Testing
@testable import MockgenCore
import TestSupport

@Suite final class GenerationPipelineTests {
    let scratch = ScratchFolder("pipeline")

    init() throws {
        try scratch.file("Sources/App/Greeter.swift", "protocol Greeter {\n    func greet(name: String) -> String\n}\n")
        try scratch.file("Sources/App/Store.swift", "class Store {\n    func load() throws -> [Int] { [] }\n}\n")
        try scratch.file("Sources/Kit/Clock.swift", "public protocol Clock {\n    var now: Double { get }\n}\n")
    }

    deinit { scratch.remove() }

    private var sources: String { scratch.path + "/Sources" }

    private func request(_ inputs: [String], output: String, prefix: String = GenerationRequest.defaultFilePrefix) -> GenerationRequest {
        GenerationRequest(inputs: inputs, output: output, filePrefix: prefix, options: GeneratorOptions(testableImports: ["App"]))
    }

    private func modificationTime(_ path: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    }

    @Test func singleFileHoldsExactlyWhatTheGeneratorReturns() throws {
        let output = scratch.path + "/GeneratedMocks.swift"
        let report = GenerationPipeline.run(request([sources], output: output))
        #expect(!report.hasErrors, "\(report.diagnostics)")
        #expect(report.files == [.init(path: output, outcome: .written)])

        // The CLI adds no formatting of its own: same models, same options, same bytes.
        let paths = ["App/Greeter.swift", "App/Store.swift", "Kit/Clock.swift"].map { sources + "/" + $0 }
        let models = try paths.map { DeclarationParser.parse(try SourceReader.read(path: $0).get(), path: $0) }
        let expected = MockGenerator.generate(models: models, for: nil, options: GeneratorOptions(testableImports: ["App"]))
        #expect(scratch.contents("GeneratedMocks.swift") == expected.content)
        #expect(report.mockCount == expected.mockedTypes.count)
        #expect(report.summary == "mockgen: \(expected.mockedTypes.count) mock\(expected.mockedTypes.count == 1 ? "" : "s") in 1 file (written)")
    }

    @Test func folderModeWritesOneFilePerInputWithThePrefix() throws {
        let folder = try scratch.folder("Mocks")
        let report = GenerationPipeline.run(request([sources], output: folder))
        #expect(!report.hasErrors, "\(report.diagnostics)")
        #expect(scratch.list("Mocks") == ["MockClock.swift", "MockGreeter.swift", "MockStore.swift"])
        #expect(report.files.count == 3)

        let greeter = sources + "/App/Greeter.swift"
        let models = try ["App/Greeter.swift", "App/Store.swift", "Kit/Clock.swift"].map { sources + "/" + $0 }
            .map { DeclarationParser.parse(try SourceReader.read(path: $0).get(), path: $0) }
        let expected = MockGenerator.generate(models: models, for: [greeter], options: GeneratorOptions(testableImports: ["App"]))
        #expect(scratch.contents("Mocks/MockGreeter.swift") == expected.content)
    }

    @Test func folderModeCreatesAFolderGivenWithTrailingSlashAndHonoursAnEmptyPrefix() {
        let report = GenerationPipeline.run(request([sources + "/Kit"], output: scratch.path + "/New/Mocks/", prefix: ""))
        #expect(!report.hasErrors, "\(report.diagnostics)")
        #expect(scratch.list("New/Mocks") == ["Clock.swift"])
    }

    @Test func folderModeRejectsInputsWithTheSameFileName() throws {
        let duplicate = try scratch.file("Sources/Kit/Greeter.swift", "protocol Other {}\n")
        let folder = try scratch.folder("Mocks")
        let report = GenerationPipeline.run(request([sources], output: folder))
        #expect(report.diagnostics.map(\.description) == [
            "\(duplicate):1:1: error: '\(sources)/App/Greeter.swift' and this file would both be written to '\(folder)/MockGreeter.swift'; with a folder as --output, input file names must be unique (rename one, or run mockgen once per folder)",
        ])
        #expect(scratch.list("Mocks").isEmpty)
        #expect(report.summary == "mockgen: 1 error; nothing written")
    }

    @Test func unchangedOutputKeepsItsModificationTime() throws {
        let output = scratch.path + "/GeneratedMocks.swift"
        #expect(GenerationPipeline.run(request([sources], output: output)).files.map(\.outcome) == [.written])
        let before = try modificationTime(output)
        Thread.sleep(forTimeInterval: 0.02)
        let second = GenerationPipeline.run(request([sources], output: output))
        #expect(second.files.map(\.outcome) == [.unchanged])
        #expect(second.summary.hasSuffix("in 1 file (unchanged)"))
        #expect(try modificationTime(output) == before)
    }

    @Test func refusesToOverwriteAFileMockgenDidNotGenerate() throws {
        let output = try scratch.file("Handwritten.swift", "// my own mocks\nclass MockGreeter {}\n")
        let before = try modificationTime(output)
        let report = GenerationPipeline.run(request([sources], output: output))
        #expect(report.hasErrors)
        #expect(report.files.isEmpty)
        #expect(report.diagnostics.map(\.description).first?.hasPrefix("\(output):1:1: error: refusing to overwrite a file mockgen did not generate") == true)
        #expect(scratch.contents("Handwritten.swift") == "// my own mocks\nclass MockGreeter {}\n")
        #expect(try modificationTime(output) == before)
    }

    @Test func missingInputIsAnErrorAndNothingIsWritten() {
        let missing = scratch.path + "/Sources/Missing.swift"
        let folder = scratch.path + "/Mocks/"
        for output in [scratch.path + "/GeneratedMocks.swift", folder] {
            let report = GenerationPipeline.run(request([sources, missing], output: output))
            #expect(report.diagnostics.map(\.description) == ["\(missing):1:1: error: cannot read file: no such file"])
            #expect(report.files.isEmpty)
        }
        #expect(scratch.list() == ["Sources"])
    }

    @Test func parseErrorsStopGeneration() throws {
        let broken = try scratch.file("Sources/App/Broken.swift", "protocol Broken {\n    func f(\n")
        let report = GenerationPipeline.run(request([sources], output: scratch.path + "/GeneratedMocks.swift"))
        #expect(report.hasErrors)
        #expect(report.diagnostics.allSatisfy { $0.location.path == broken })
        #expect(scratch.list() == ["Sources"])
    }

    @Test func outputDoesNotDependOnInputOrder() throws {
        let files = ["App/Greeter.swift", "App/Store.swift", "Kit/Clock.swift"].map { sources + "/" + $0 }
        let first = scratch.path + "/First.swift"
        let second = scratch.path + "/Second.swift"
        #expect(!GenerationPipeline.run(request(files, output: first)).hasErrors)
        #expect(!GenerationPipeline.run(request(files.reversed() + [sources + "/App"], output: second)).hasErrors)
        #expect(scratch.contents("First.swift") != nil)
        #expect(scratch.contents("First.swift") == scratch.contents("Second.swift"))
    }

    @Test func generatedFilesAmongTheInputsAreSkipped() throws {
        let output = scratch.path + "/Sources/App/GeneratedMocks.swift"
        #expect(!GenerationPipeline.run(request([sources], output: output)).hasErrors)
        let plan = GenerationPipeline.plan(request([sources], output: output))
        #expect(!plan.inputFiles.contains(output))
        #expect(plan.inputFiles.count == 3)
    }

    @Test func globInputs() {
        var globbed = request([scratch.path + "/Sources/**/[CG]*.swift"], output: scratch.path + "/GeneratedMocks.swift")
        globbed.expandGlobs = true
        let plan = GenerationPipeline.plan(globbed)
        #expect(plan.inputFiles == [sources + "/App/Greeter.swift", sources + "/Kit/Clock.swift"])
    }

    @Test func diagnosticsAreSortedByLocation() {
        let report = GenerationPipeline.run(request([scratch.path + "/z.swift", scratch.path + "/a.swift"], output: scratch.path + "/GeneratedMocks.swift"))
        #expect(report.diagnostics.map(\.location.path) == [scratch.path + "/a.swift", scratch.path + "/z.swift"])
        #expect(report.summary == "mockgen: 2 errors; nothing written")
    }
}

/// `--output DIR/` writes one file per input from one resolution of all the inputs (it used to
/// resolve every model again for each output file).
@Suite struct FolderModeResolutionTests {
    @Test func folderModeResolvesOnce() throws {
        let scratch = ScratchFolder("folder-resolve")
        defer { scratch.remove() }
        try scratch.file("In/A.swift", "protocol A { func a() }\n")
        try scratch.file("In/B.swift", "protocol B: A { func b() }\n")
        try scratch.file("In/C.swift", "class C { func c() {} }\n")
        let counter = ResolutionCounter()
        let plan = MockResolver.$resolutionCounter.withValue(counter) {
            GenerationPipeline.plan(GenerationRequest(inputs: [scratch.path + "/In"], output: scratch.path + "/Out/"))
        }
        #expect(counter.value == 1)
        #expect(plan.files.count == 3)
        // B's mock (in B's file) still has A's member: inheritance crosses files.
        let b = try #require(plan.files.first { $0.path.hasSuffix("/MockB.swift") })
        #expect(b.text.joined.contains("func a() {"))
        #expect(b.text.joined.contains("func b() {"))
        #expect(!b.text.joined.contains("class MockA"))
    }
}
