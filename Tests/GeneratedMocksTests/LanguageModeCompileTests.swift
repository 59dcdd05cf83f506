import Foundation
import Testing

/// The generated mocks must compile without warnings in Swift 5 and Swift 6 language modes.
/// The package build covers Swift 6 for the test target; this test compiles the fixture
/// sources and their mocks together as one module (so `@testable import MockgenFixtures` is
/// dropped) against the `MockRuntime` module of the current build, in both modes.
///
/// Serialized, and the compiler runs on a thread of its own: blocking the cooperative pool (two
/// threads on a two-core machine) for seconds would starve other suites' tasks.
@Suite(.serialized) struct LanguageModeCompileTests {
    @Test(arguments: ["5", "6"])
    func generatedMocksCompileWithWarningsAsErrors(swiftVersion: String) async throws {
        guard let modules = Self.builtModulesFolder(), let swiftc = Self.swiftc() else {
            Issue.record("could not find the built MockRuntime module or swiftc")
            return
        }
        let root = GeneratedMocksFreshnessTests.packageRoot
        let fixtures = root.appendingPathComponent("Fixtures/Sources")
        var inputs = try FileManager.default.contentsOfDirectory(atPath: fixtures.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { fixtures.appendingPathComponent($0).path }

        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("mockgen-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let generated = try String(contentsOf: root.appendingPathComponent("Tests/GeneratedMocksTests/GeneratedMocks.swift"), encoding: .utf8)
        let sameModule = generated.replacingOccurrences(of: "@testable import MockgenFixtures\n", with: "")
        let mocks = scratch.appendingPathComponent("GeneratedMocks.swift")
        try Data(sameModule.utf8).write(to: mocks)
        inputs.append(mocks.path)

        let process = Process()
        process.executableURL = swiftc
        // A full compile, not `-typecheck`: data-race diagnostics come from the SIL passes.
        process.arguments = ["-c", "-wmo", "-parse-as-library", "-o", scratch.appendingPathComponent("Mocks.o").path,
                             "-swift-version", swiftVersion, "-warnings-as-errors",
                             "-module-name", "MockgenFixturesTypeCheck", "-package-name", "mockgen",
                             "-module-cache-path", scratch.appendingPathComponent("ModuleCache").path,
                             "-I", modules.path] + inputs
        let (status, text) = try await Self.run(process)
        #expect(status == 0, "swiftc -swift-version \(swiftVersion) reported:\n\(text)")
    }

    /// Runs `process` to completion on a dedicated thread; returns its status and output.
    static func run(_ process: Process) async throws -> (Int32, String) {
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let box = UncheckedProcess(process: process, output: output)
        return await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                let text = String(decoding: box.output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                box.process.waitUntilExit()
                continuation.resume(returning: (box.process.terminationStatus, text))
            }
        }
    }

    /// `.build/<config>/Modules` (or the configuration folder itself with older SwiftPM layouts):
    /// the folder holding `MockRuntime.swiftmodule`, found from the running test bundle.
    static func builtModulesFolder() -> URL? {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        for _ in 0..<6 {
            folder = folder.deletingLastPathComponent()
            for candidate in [folder.appendingPathComponent("Modules"), folder] {
                if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("MockRuntime.swiftmodule").path) {
                    return candidate
                }
            }
        }
        return nil
    }

    /// `swiftc` next to the running toolchain, else on `PATH`.
    static func swiftc() -> URL? {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let toolchain = environment["SWIFT_EXEC"] { candidates.append(toolchain) }
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            candidates.append(String(directory) + "/swiftc")
        }
        candidates.append("/usr/bin/swiftc")
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map(URL.init(fileURLWithPath:))
    }
}

/// `Process` and `Pipe` are not `Sendable`; only the waiting thread touches them after launch.
private struct UncheckedProcess: @unchecked Sendable {
    let process: Process
    let output: Pipe
}
