import Foundation
import MockgenCore
import Testing
import TestSupport

/// What the generator says about the fixtures as a whole. Whether the checked-in mocks are its
/// output is `GeneratedFileSnapshotTests`'s job (MockgenCoreTests).
@Suite struct FixtureDiagnosticsTests {
    /// The options `GeneratedFileSnapshotTests` generates the fixtures' mocks with.
    static let options = GeneratorOptions(testableImports: ["MockgenFixtures"], timestamp: nil)

    static func fixtureModels(in folderName: String = "Fixtures/Sources") throws -> [SourceFileModel] {
        let folder = PackageRoot.url.appendingPathComponent(folderName)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { name in
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            return DeclarationParser.parse(bytes, path: folderName + "/" + name)
        }
    }

    static func regenerate() throws -> GeneratedOutput {
        MockGenerator.generate(models: try fixtureModels(), options: options)
    }

    /// Every unmockable declaration among the fixtures is reported with its reason.
    @Test func unmockableFixturesAreReported() throws {
        let messages = try Self.regenerate().diagnostics.map(\.description)
        #expect(messages == [
            "Fixtures/Sources/Classes.swift:60:1: warning: cannot mock class Singleton: all of its initializers are private, so no subclass can be created",
        ])
    }

    @Test func outputDoesNotDependOnInputOrder() throws {
        let models = try Self.fixtureModels()
        let forward = MockGenerator.generate(models: models, options: Self.options)
        let backward = MockGenerator.generate(models: models.reversed(), options: Self.options)
        #expect(forward == backward)
    }
}
