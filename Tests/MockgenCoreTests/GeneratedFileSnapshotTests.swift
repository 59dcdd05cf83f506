import Foundation
@preconcurrency import SnapshotTesting
import Testing
import TOMLKit
@testable import MockgenCore
import TestSupport

/// Every generated file checked into the repository is the generator's output. The sets are
/// listed once, as the sections of `Tests/CheckedInMocks.toml`, which `make mocks` generates
/// (`mockgen generate --config`). Here each Swift set is compared through a snapshot per input
/// file (swift-snapshot-testing), the `.swift` file the tests compile, named
/// `Mock.<Input>.swift` next to its siblings; `checkedInMocksAreUpToDate` runs the command line
/// itself with `--check` on every set, the C and `--mirror` ones included.
///
/// `make mocks` rewrites them all. Generated files are never edited by hand.
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

    static let listPath = "Tests/CheckedInMocks.toml"

    /// The sections of the list whose inputs are Swift files and whose output is a folder, as
    /// paths relative to the repository (the list's paths are relative to its own folder).
    static let sets: [FileSet] = {
        guard let text = try? String(contentsOf: root.appendingPathComponent(listPath), encoding: .utf8),
              let table = try? TOMLTable(string: text), let modules = table["modules"]?.table else { return [] }
        func strings(_ section: TOMLTable, _ key: String) -> [String] {
            section[key]?.array?.compactMap { $0.string } ?? section[key]?.string.map { [$0] } ?? []
        }
        func relative(_ path: String) -> String {
            URL(fileURLWithPath: "Tests/" + path, relativeTo: root).standardizedFileURL.path.replacingOccurrences(of: root.standardizedFileURL.path + "/", with: "")
        }
        return modules.keys.sorted().compactMap { name -> FileSet? in
            guard let section = modules[name]?.table, let output = section["output"]?.string, output.hasSuffix("/") else { return nil }
            let sources = strings(section, "sources").map(relative)
            guard let first = sources.first else { return nil }
            // A folder, or files of one folder.
            let isFile = first.hasSuffix(".swift")
            let folder = isFile ? (first as NSString).deletingLastPathComponent : first
            return FileSet(inputs: folder, output: relative(String(output.dropLast())), testable: strings(section, "testable"),
                           only: isFile ? sources.map { ($0 as NSString).lastPathComponent } : [], replaced: Set(strings(section, "replace")))
        }
    }()

    static let root = PackageRoot.url

    /// The list is read: a file that no longer parses, or lost its sections, must not make the
    /// snapshots vacuous.
    @Test func theListNamesTheSwiftSets() {
        #expect(Self.sets.map(\.inputs).contains("Fixtures/Sources"), "\(Self.sets)")
        #expect(Self.sets.count >= 5, "\(Self.sets)")
    }

    /// Every set, the C and `--mirror` ones too, as the command line generates it: `--check`
    /// exits 2 and prints the difference when a checked-in file is not what it would write.
    /// Without libclang (and unless `MOCKGEN_REQUIRE_LIBCLANG=1`) the C set is left out.
    @Test(.enabled(if: CommandLineTests.binary != nil, "mockgen is not built next to the tests"))
    func checkedInMocksAreUpToDate() throws {
        var arguments = ["generate", "--config", Self.listPath, "--check"]
        if !LibClangForTests.canRun {
            let text = try String(contentsOf: Self.root.appendingPathComponent(Self.listPath), encoding: .utf8)
            let modules = try #require(try TOMLTable(string: text)["modules"]?.table)
            for name in modules.keys.sorted() where modules[name]?.table?["c-module"] == nil { arguments += ["--module", name] }
        }
        let run = try ToolProcess.run(try #require(CommandLineTests.binary), arguments, in: Self.root.path)
        #expect(run.status == 0, "checked-in generated files differ from the generator's output; run `make mocks`:\n\(run.stdout)\n\(run.stderr)")
    }

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
