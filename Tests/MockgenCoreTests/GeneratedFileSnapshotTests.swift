import Foundation
@preconcurrency import SnapshotTesting
import Testing
@testable import MockgenCore

/// Every generated file checked into the repository is the generator's output, compared through
/// one mechanism: a snapshot per input file (swift-snapshot-testing), which is the `.swift` file
/// the tests compile, named `Mock.<Input>.swift` next to its siblings.
///
/// `make mocks` (`MOCKGEN_RECORD_MOCKS=1 swift test --filter GeneratedFileSnapshotTests`)
/// rewrites them all. Generated files are never edited by hand.
@Suite struct GeneratedFileSnapshotTests {
    /// One folder of inputs and the folder its mocks go to, with the options they need.
    struct FileSet: Sendable, CustomTestStringConvertible {
        var inputs: String
        var output: String
        var testable: [String] = []
        /// Only these inputs (file names); all `.swift` files of `inputs` when empty.
        var only: [String] = []
        /// `--replace`.
        var replaced: Set<String> = []

        var testDescription: String { inputs }
    }

    static let sets: [FileSet] = [
        // The generator's fixtures: every member kind, compiled and exercised by GeneratedMocksTests.
        FileSet(inputs: "Fixtures/Sources", output: "Tests/GeneratedMocksTests/Mocks", testable: ["MockgenFixtures"]),
        // Sources shaped like a Cuckoo project's, compiled in Swift 5 mode (CuckooCompatMocks).
        FileSet(inputs: "Fixtures/CuckooCompat", output: "Tests/CuckooCompatMocks", testable: ["CuckooCompatFixtures"]),
        // The protocols the runtime's own tests mock (docs/GeneratedMockShape.md shows Greeter's).
        FileSet(inputs: "Tests/MockRuntimeTests/Mocked", output: "Tests/MockRuntimeTests/Mocks"),
        // What `make bench` measures the runtime with.
        FileSet(inputs: "Sources/runtime-bench", output: "Sources/runtime-bench", only: ["BenchGreeter.swift"]),
        // Beyond inheritance: replacement mocks of a module compiled with dynamic replacement (ReplacementTests).
        FileSet(inputs: "Fixtures/Replaced/ReplacedFixtures", output: "Tests/ReplacementTests/Mocks", testable: ["ReplacedFixtures"],
                only: ["Analytics.swift", "Clock.swift", "Database.swift"], replaced: ["Clock", "Database", "Analytics", "Environment", "Counter", "loadConfig", "fetchGreeting"]),
    ]

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var recording: Bool { ProcessInfo.processInfo.environment["MOCKGEN_RECORD_MOCKS"] == "1" }

    /// The parsed inputs of a set, by path relative to the repository.
    static func models(of set: FileSet) throws -> [SourceFileModel] {
        let folder = root.appendingPathComponent(set.inputs)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("Mock.") && (set.only.isEmpty || set.only.contains($0)) }
            .sorted()
        return try names.map { name in
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            return DeclarationParser.parse(bytes, path: set.inputs + "/" + name)
        }
    }

    @Test(arguments: sets) func checkedInMocksAreTheGeneratorsOutput(_ set: FileSet) throws {
        let models = try Self.models(of: set)
        let options = GeneratorOptions(testableImports: set.testable, replacedNames: set.replaced)
        var expected: Set<String> = []
        for model in models {
            let output = MockGenerator.generate(models: models, for: [model.path], options: options)
            #expect(!output.diagnostics.contains { $0.severity == .error }, "\(output.diagnostics)")
            guard !output.mockedTypes.isEmpty else { continue }
            let name = (model.path as NSString).lastPathComponent.replacingOccurrences(of: ".swift", with: "")
            expected.insert("Mock." + name + ".swift")
            let failure = verifySnapshot(
                of: output.content, as: .swiftSource, named: name, record: Self.recording ? .all : .never,
                snapshotDirectory: Self.root.appendingPathComponent(set.output).path, testName: "Mock"
            )
            if let failure, !Self.recording {
                Issue.record("\(failure)\nRun `make mocks` to regenerate the checked-in mocks.")
            }
        }
        // A mock whose input is gone (or no longer mocks anything) must not linger.
        let present = Set(try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent(set.output).path)
            .filter { $0.hasPrefix("Mock.") && $0.hasSuffix(".swift") })
        for stale in present.subtracting(expected).sorted() {
            if Self.recording {
                try FileManager.default.removeItem(at: Self.root.appendingPathComponent(set.output).appendingPathComponent(stale))
            } else {
                Issue.record("\(set.output)/\(stale) has no input that produces it; run `make mocks`.")
            }
        }
    }
}

extension Snapshotting where Value == String, Format == String {
    /// Text compared line by line, stored as a `.swift` file that the test targets compile.
    static var swiftSource: Snapshotting {
        var snapshotting = Snapshotting.lines
        snapshotting.pathExtension = "swift"
        return snapshotting
    }
}
