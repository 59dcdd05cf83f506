import Foundation
@testable import MockgenCore
import Testing
import TestSupport

/// mockgen finds the sources of the modules a package's inputs import by itself, when a mock
/// refines a protocol no source given declares (issue 29, class 6).
@Suite struct PackageDependenciesTests {
    /// A package: `App` (the inputs) imports `Kit` (a path dependency) and `Shared` (another
    /// target); `Kit` imports `Base` (a checkout); `Unused` (a checkout) is imported by nobody.
    static func makePackage() throws -> URL {
        let root = ScratchFolder("package").url.appendingPathComponent("App")
        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try write("Package.swift", """
            // swift-tools-version: 6.0
            let package = Package(name: "App", dependencies: [.package(path: "../KitPackage"), .package(url: "https://example.com/base", from: "1.0.0")])
            """)
        try write("Sources/App/Certificate.swift", "@preconcurrency import Kit\nimport struct Shared.Box\npublic protocol Certificate: Serializable { func name() -> String }\n")
        try write("Sources/Shared/Box.swift", "public struct Box {}\n")
        try write("../KitPackage/Package.swift", "// swift-tools-version: 6.0\n")
        try write("../KitPackage/Sources/Kit/Serializable.swift", "import Base\npublic protocol Serializable: Encoded { var label: String { get } }\n")
        try write(".build/checkouts/base/Sources/Base/Encoded.swift", "public protocol Encoded { func bytes() -> [UInt8] }\n")
        try write(".build/checkouts/unused/Sources/Unused/Unused.swift", "public protocol Unused {}\n")
        return root
    }

    @Test func findsImportedModulesThroughTheirImports() throws {
        let root = try Self.makePackage()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let folders = PackageDependencies.folders(for: [root.appendingPathComponent("Sources/App").path])
        let expected = [".build/checkouts/base/Sources/Base", "../KitPackage/Sources/Kit", "Sources/Shared"]
            .map { (root.appendingPathComponent($0).path as NSString).standardizingPath }
        #expect(folders == expected.sorted())
    }

    @Test func mocksGetTheRequirementsOfProtocolsFromThePackage() throws {
        let root = try Self.makePackage()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let output = root.appendingPathComponent("Mocks.swift").path
        var request = GenerationRequest(inputs: [root.appendingPathComponent("Sources/App").path], output: output,
                                        options: GeneratorOptions(testableImports: ["App"], includeHeader: false))
        let without = GenerationPipeline.plan(request)
        #expect(without.diagnostics.map(\.message) == [
            "Certificate refines Serializable, which is not among the inputs; its requirements are not mocked, so the mock compiles only if they have default implementations (give the sources of the module that declares it with --dependency PATH, or --exclude Certificate)",
        ])
        request.discoversPackageDependencies = true
        let plan = GenerationPipeline.plan(request)
        #expect(plan.diagnostics.isEmpty)
        #expect(plan.discoveredDependencies.count == 3)
        let text = try #require(plan.files.first?.content)
        #expect(text.contains("var label: String"))
        #expect(text.contains("func bytes() -> [UInt8]"))
    }

    /// Sources that merely lie inside a package's folder (a corpus, a scratch copy) are not one
    /// of its targets: nothing is searched for them.
    @Test func onlyATargetsSourcesArePartOfThePackage() throws {
        let root = try Self.makePackage()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let copy = root.appendingPathComponent("Scratch/App")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: root.appendingPathComponent("Sources/App"), to: copy)
        #expect(PackageDependencies.folders(for: [copy.path]).isEmpty)
    }

    /// Nothing is searched outside a package, or when nothing is missing.
    @Test func outsideAPackageNothingIsFound() throws {
        let scratchFolder = ScratchFolder("nopackage")
        defer { scratchFolder.remove() }
        let folder = scratchFolder.url
        try "import Kit\npublic protocol P: Serializable {}\n".write(to: folder.appendingPathComponent("P.swift"), atomically: true, encoding: .utf8)
        #expect(PackageDependencies.packageRoot(containing: folder.path) == nil)
        #expect(PackageDependencies.folders(for: [folder.appendingPathComponent("P.swift").path]).isEmpty)
    }
}
