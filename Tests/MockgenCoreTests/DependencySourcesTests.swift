import Foundation
import Testing
@testable import MockgenCore
import TestSupport

/// `--dependency`: another module's sources are read for inheritance only.
@Suite struct DependencySourcesTests {
    private let dependency = """
        public protocol Channel {
            func write(_ data: [UInt8])
            var isActive: Bool { get }
        }
        open class Handler {
            public init() {}
            open func handle(_ event: String) {}
            public func log() {}
            func internalOnly() {}
        }
        public protocol Shadowed { func fromDependency() }
        """

    private func resolve(_ input: String) -> Resolution {
        let models = [
            DeclarationParser.parse(input, path: "App/Input.swift"),
            DeclarationParser.parse(dependency, path: "Core/Dependency.swift"),
        ]
        return MockResolver.resolve(models: models, for: ["App/Input.swift"], dependencies: ["Core/Dependency.swift"], options: ResolveOptions())
    }

    private func memberNames(_ type: ResolvedType) -> [String] {
        type.members.map(\.signature)
    }

    @Test func aRefinedProtocolFromADependencyContributesItsRequirements() throws {
        let resolution = resolve("protocol SocketChannel: Channel {\n    func connect()\n}")
        let mock = try #require(resolution.types.first)
        #expect(resolution.types.map(\.qualifiedName) == ["SocketChannel"])
        #expect(memberNames(mock) == ["connect()", "write(_:)", "isActive"])
        #expect(resolution.diagnostics.isEmpty, "the refinement is known, so there is no warning: \(resolution.diagnostics)")
    }

    @Test func aSuperclassFromADependencyContributesOnlyItsOpenMembers() throws {
        let resolution = resolve("class LoggingHandler: Handler {\n    func flush() {}\n}")
        let mock = try #require(resolution.types.first)
        #expect(memberNames(mock) == ["flush()", "handle(_:)"])
    }

    @Test func dependencyTypesAreNeverMockedAndInputsWinNameClashes() throws {
        let resolution = resolve("protocol Shadowed { func fromInput() }\nprotocol Child: Shadowed {}")
        #expect(resolution.types.map(\.qualifiedName) == ["Shadowed", "Child"])
        let child = try #require(resolution.types.last)
        #expect(memberNames(child) == ["fromInput()"])
    }

    @Test func aTypeNameDeclaredByTheModuleAndADependencyIsQualifiedWithTheModule() throws {
        let models = [
            DeclarationParser.parse("public struct Config {}\npublic protocol Loader { func load() -> Config }", path: "App/Loader.swift"),
            DeclarationParser.parse("public struct Config {}", path: "Configuration/Config.swift"),
        ]
        let output = MockGenerator.generate(models: models, for: ["App/Loader.swift"], dependencies: ["Configuration/Config.swift"], options: GeneratorOptions(testableImports: ["App"]))
        #expect(output.content.contains("public final func load() -> App.Config {"))
        let unqualified = MockGenerator.generate(models: [models[0]], options: GeneratorOptions(testableImports: ["App"]))
        #expect(unqualified.content.contains("public final func load() -> Config {"), "no clash, no qualification")
    }

    @Test func withoutTheDependencyTheRefinementIsOnlyWarnedAbout() {
        let models = [DeclarationParser.parse("protocol SocketChannel: Channel {}", path: "App/Input.swift")]
        let resolution = MockResolver.resolve(models: models, options: ResolveOptions())
        #expect(resolution.diagnostics.map(\.message).first?.hasPrefix("SocketChannel refines Channel, which is not among the inputs") == true)
    }
}

@Suite final class DependencyPipelineTests {
    let scratch = ScratchFolder("dependency")

    init() throws {
        try scratch.file("Sources/Core/Channel.swift", "import Logging\n\npublic protocol Channel {\n    func close()\n    var logger: Logger { get }\n}\n")
        try scratch.file("Sources/Core/Unrelated.swift", "import Metrics\n\npublic protocol Unrelated {}\n")
        try scratch.file("Sources/Core/Broken.swift", "public protocol Broken {\n    func f(\n")
        try scratch.file("Sources/App/Socket.swift", "import Core\n\nprotocol Socket: Channel {\n    func open()\n}\n")
    }

    deinit { scratch.remove() }

    @Test func dependencySourcesAreFollowedButNotMockedAndTheirErrorsAreWarnings() throws {
        let output = scratch.path + "/GeneratedMocks.swift"
        let request = GenerationRequest(inputs: [scratch.path + "/Sources/App"], dependencies: [scratch.path + "/Sources/Core"], output: output, options: GeneratorOptions(testableImports: ["App"]))
        let report = GenerationPipeline.run(request)
        #expect(!report.hasErrors, "\(report.diagnostics)")
        #expect(report.mockCount == 1)
        #expect(report.diagnostics.allSatisfy { $0.severity == .warning && $0.location.path.hasSuffix("Broken.swift") })
        let text = scratch.contents("GeneratedMocks.swift") ?? ""
        #expect(text.contains("class MockSocket"))
        #expect(text.contains("func close()"))
        #expect(!text.contains("class MockChannel"))
        #expect(!text.contains("Broken"), "the dependency's types stay out of the output")
        // The refined protocol's file imports what its requirements use (`Logger`); with
        // `MemberImportVisibility` the mock needs that import too. Other dependency files' don't.
        #expect(text.contains("\nimport Logging\n"))
        #expect(!text.contains("import Metrics"))
    }

    @Test func aFileGivenAsInputAndDependencyIsAnInput() throws {
        let output = scratch.path + "/Both.swift"
        let request = GenerationRequest(inputs: [scratch.path + "/Sources/Core/Channel.swift"], dependencies: [scratch.path + "/Sources/Core/Channel.swift"], output: output)
        let report = GenerationPipeline.run(request)
        #expect(report.mockCount == 1)
    }
}
