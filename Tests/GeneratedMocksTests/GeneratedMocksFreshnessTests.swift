import Foundation
import MockgenCore
import Testing

/// The checked-in `GeneratedMocks.swift` must be exactly what the generator makes from
/// `Fixtures/Sources` with the options `make mocks` uses. Run with `MOCKGEN_UPDATE_FIXTURES=1`
/// to rewrite it in-process (the same bytes `make mocks` writes through the CLI).
@Suite struct GeneratedMocksFreshnessTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `make mocks`: `mockgen generate --testable MockgenFixtures --no-timestamp`.
    static let options = GeneratorOptions(testableImports: ["MockgenFixtures"], timestamp: nil)

    static func fixtureModels(in folderName: String = "Fixtures/Sources") throws -> [SourceFileModel] {
        let folder = packageRoot.appendingPathComponent(folderName)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { name in
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            return DeclarationParser.parse(bytes, path: folderName + "/" + name)
        }
    }

    static func regenerate() throws -> GeneratedOutput {
        MockGenerator.generate(models: try fixtureModels(), options: options)
    }

    /// The mocks of the Cuckoo-compatibility fixtures (`Tests/CuckooCompatMocks`), as `make mocks`
    /// writes them: `mockgen generate --testable CuckooCompatFixtures --no-timestamp`.
    @Test func checkedInCuckooCompatMocksAreFresh() throws {
        let options = GeneratorOptions(testableImports: ["CuckooCompatFixtures"], timestamp: nil)
        let generated = MockGenerator.generate(models: try Self.fixtureModels(in: "Fixtures/CuckooCompat"), options: options)
        #expect(generated.diagnostics.isEmpty)
        try Self.compare(generated, with: "Tests/CuckooCompatMocks/GeneratedMocks.swift")
    }

    @Test func checkedInMocksAreFresh() throws {
        try Self.compare(try Self.regenerate(), with: "Tests/GeneratedMocksTests/GeneratedMocks.swift")
    }

    static func compare(_ generated: GeneratedOutput, with path: String) throws {
        let file = Self.packageRoot.appendingPathComponent(path)
        if ProcessInfo.processInfo.environment["MOCKGEN_UPDATE_FIXTURES"] == "1" {
            try Data(generated.content.utf8).write(to: file)
            return
        }
        let checkedIn = try String(contentsOf: file, encoding: .utf8)
        if checkedIn != generated.content {
            let old = checkedIn.split(separator: "\n", omittingEmptySubsequences: false)
            let new = generated.content.split(separator: "\n", omittingEmptySubsequences: false)
            let line = (0..<min(old.count, new.count)).first { old[$0] != new[$0] } ?? min(old.count, new.count)
            let was = line < old.count ? String(old[line]) : "<end of file>"
            let now = line < new.count ? String(new[line]) : "<end of file>"
            Issue.record("""
                \(path) is stale: first difference at line \(line + 1)
                  checked in: \(was)
                  generated:  \(now)
                Run `make mocks` (or `MOCKGEN_UPDATE_FIXTURES=1 swift test --filter GeneratedMocksFreshnessTests`).
                """)
        }
    }

    /// Every unmockable declaration among the fixtures is reported with its reason.
    @Test func unmockableFixturesAreReported() throws {
        let messages = try Self.regenerate().diagnostics.map(\.description)
        #expect(messages == [
            "Fixtures/Sources/Classes.swift:60:1: warning: cannot mock class Singleton: all of its initializers are private, so no subclass can be created",
            "Fixtures/Sources/RealWorld.swift:31:5: warning: not mocking TicketCounter.take(_:): noncopyable (`~Copyable`) values cannot be recorded or returned from a stub; calls run the protocol extension's implementation and cannot be stubbed or verified",
        ])
    }

    @Test func outputDoesNotDependOnInputOrder() throws {
        let models = try Self.fixtureModels()
        let forward = MockGenerator.generate(models: models, options: Self.options)
        let backward = MockGenerator.generate(models: models.reversed(), options: Self.options)
        #expect(forward == backward)
    }
}
