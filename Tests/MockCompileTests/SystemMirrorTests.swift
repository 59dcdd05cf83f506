import Foundation
import MockgenCore
import Testing
import TestSupport

/// `--mirror` of system types with no declaration written by hand (Fixtures/SystemMirror): the
/// mirror and the mocks are generated on this machine from the toolchain's Foundation, the
/// client compiled with the mirror, the mocks in Swift 6 mode with warnings as errors, and the
/// exercise (mocks stubbed and verified, live conformances calling the real types) linked and run.
@Suite(.serialized) struct SystemMirrorTests {
    static let fixture = PackageRoot.url.appendingPathComponent("Fixtures/SystemMirror")
    static let names: Set<String> = ["FileManager", "URLSession", "UserDefaults", "ProcessInfo", "NotificationCenter"]

    @Test func systemTypesAreMirroredMockedAndCalledLive() async throws {
        guard let modules = SwiftCompiler.builtModulesFolder(), let swiftc = SwiftCompiler.swiftc() else {
            Issue.record("could not find the built MockRuntime module or swiftc")
            return
        }
        let scratchFolder = ScratchFolder("system-mirror")
        defer { scratchFolder.remove() }
        let scratch = scratchFolder.url
        let mirror = scratch.appendingPathComponent("SystemMirror.swift").path
        let mocks = scratch.appendingPathComponent("Mocks.swift").path
        var request = GenerationRequest(inputs: [], output: mocks, options: GeneratorOptions(testableImports: ["SystemClient"]))
        request.mirroredNames = Self.names
        request.mirrorOutput = mirror
        let plan = GenerationPipeline.plan(request)
        #expect(!plan.hasErrors, "\(plan.diagnostics.filter { $0.severity == .error })")
        #expect(plan.mockCount == 5)
        for file in plan.files { try file.content.write(toFile: file.path, atomically: true, encoding: .utf8) }
        let mirrorText = try String(contentsOfFile: mirror, encoding: .utf8)
        #if os(Linux)
        // URLSession is FoundationNetworking's on Linux: imported by itself, where it exists.
        #expect(mirrorText.contains("#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif"))
        #endif
        // Declared by both Foundation and FoundationEssentials on Linux: one requirement.
        #expect(mirrorText.components(separatedBy: "func url(\n        for directory: FileManager.SearchPathDirectory").count <= 2)

        let common = ["-swift-version", "6", "-I", scratch.path, "-module-cache-path", SwiftCompiler.sharedModuleCache(modules)]
        let client = ["-emit-module", "-emit-object", "-wmo", "-parse-as-library", "-enable-testing", "-module-name", "SystemClient",
                      "-emit-module-path", scratch.appendingPathComponent("SystemClient.swiftmodule").path,
                      "-o", scratch.appendingPathComponent("SystemClient.o").path, "-warnings-as-errors"]
        let (clientStatus, clientText) = try await SwiftCompiler.compile(swiftc, client + common + [mirror]
            + SwiftCompiler.files(in: Self.fixture.appendingPathComponent("Client")))
        try #require(clientStatus == 0, "the client with its mirror did not compile:\n\(clientText)")
        let (status, text) = try await SwiftCompiler.compile(swiftc, ["-c", "-wmo", "-parse-as-library", "-warnings-as-errors", "-module-name", "SystemMocks",
                                                                     "-I", modules.path, "-o", scratch.appendingPathComponent("Mocks.o").path] + common + [mocks])
        try #require(status == 0, "the mocks did not compile:\n\(text)")

        #if os(Linux)
        let binaries = modules.lastPathComponent == "Modules" ? modules.deletingLastPathComponent() : modules
        let runtimeObjects = SwiftCompiler.files(in: binaries.appendingPathComponent("MockRuntime.build"), suffix: ".o")
        let program = scratch.appendingPathComponent("exercise").path
        let exercise = try RegressionFixtureTests.reportingExercise(Self.fixture.appendingPathComponent("Exercise"), in: scratch)
        let (linkStatus, linkText) = try await SwiftCompiler.compile(swiftc, ["-module-name", "SystemExercise", "-I", modules.path, "-o", program]
            + common + [mocks] + exercise + [scratch.appendingPathComponent("SystemClient.o").path] + runtimeObjects + ["-lXCTest", "-lTesting"])
        try #require(linkStatus == 0, "the exercise did not build:\n\(linkText)")
        let run = Process()
        run.executableURL = URL(fileURLWithPath: program)
        let (runStatus, output) = try await SwiftCompiler.run(run)
        #expect(runStatus == 0 && output.contains("exercise ok") && !output.contains("MockRuntime:"), "the exercise failed (status \(runStatus)):\n\(output)")
        #endif
    }

    /// A member left out by name, every overload of it; an exclusion that matches nothing is said.
    @Test func membersAreLeftOutByName() throws {
        let scratchFolder = ScratchFolder("system-mirror-exclude")
        defer { scratchFolder.remove() }
        var request = GenerationRequest(inputs: [], output: scratchFolder.url.appendingPathComponent("Mocks.swift").path)
        request.mirroredNames = ["FileManager"]
        request.mirrorOutput = scratchFolder.url.appendingPathComponent("Mirror.swift").path
        request.mirrorExcluded = ["FileManager.fileExists", "FileManager.copyItem(atPath:toPath:)", "FileManager.noSuchMember"]
        let plan = GenerationPipeline.plan(request)
        #expect(!plan.hasErrors, "\(plan.diagnostics)")
        let mirror = try #require(plan.files.first { $0.path.hasSuffix("Mirror.swift") }?.content)
        #expect(!mirror.contains("func fileExists("))
        #expect(!mirror.contains("func copyItem(atPath"))
        #expect(mirror.contains("func copyItem(at srcURL: URL"))
        #expect(plan.diagnostics.contains { $0.message.hasPrefix("--mirror-exclude FileManager.noSuchMember: no member of that name") })
    }

    /// A module that does not exist is an error naming it; nothing is written.
    @Test func anUnknownModuleIsAnError() {
        var request = GenerationRequest(inputs: [], output: "/nonexistent/Mocks.swift")
        request.mirroredNames = ["Thing"]
        request.mirrorOutput = "/nonexistent/Mirror.swift"
        request.mirrorModules = ["NoSuchModuleAnywhere"]
        let plan = GenerationPipeline.plan(request)
        #expect(plan.hasErrors)
        #expect(plan.files.isEmpty)
        #expect(plan.diagnostics.contains { $0.message.hasPrefix("--mirror-module NoSuchModuleAnywhere:") }, "\(plan.diagnostics)")
    }
}
