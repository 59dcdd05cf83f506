import Foundation
import Testing

/// The generated mocks must compile without warnings in Swift 5 and Swift 6 language modes, and
/// under the settings strict packages turn on (`InternalImportsByDefault`, Swift 7's default;
/// the `ExplicitSendable` diagnostics). The fixture sources are compiled first as their own
/// module with testing enabled, then the checked-in mocks against it with
/// `@testable import MockgenFixtures`, as a user's test target would, against the `MockRuntime`
/// module of the current build.
///
/// Serialized, and the compiler runs on a thread of its own: blocking the cooperative pool (two
/// threads on a two-core machine) for seconds would starve other suites' tasks.
@Suite(.serialized) struct LanguageModeCompileTests {
    static let configurations: [(String, [String])] = [
        ("5", []),
        ("6", []),
        ("6", ["-enable-upcoming-feature", "InternalImportsByDefault", "-Wwarning", "ExplicitSendable"]),
    ]

    /// The Cuckoo-compatibility mocks are built in Swift 5 mode by the package; here they must
    /// also compile in Swift 6 mode with no warning.
    @Test(arguments: ["5", "6"])
    func cuckooCompatMocksCompileWithWarningsAsErrors(swiftVersion: String) async throws {
        try await Self.compileMocks(fixtures: "Fixtures/CuckooCompat", module: "CuckooCompatFixtures",
                                    mocks: "Tests/CuckooCompatMocks", swiftVersion: swiftVersion, flags: [])
    }

    @Test(arguments: configurations)
    func generatedMocksCompileWithWarningsAsErrors(swiftVersion: String, flags: [String]) async throws {
        try await Self.compileMocks(fixtures: "Fixtures/Sources", module: "MockgenFixtures",
                                    mocks: "Tests/GeneratedMocksTests/Mocks", swiftVersion: swiftVersion, flags: flags)
    }

    /// Compiles the sources in `fixtures` as module `module` (Swift 6, testing enabled), then the
    /// checked-in mocks in the folder `mocks` (`Mock.*.swift`) against it.
    static func compileMocks(fixtures folder: String, module: String, mocks: String, swiftVersion: String, flags: [String]) async throws {
        guard let modules = builtModulesFolder(), let swiftc = swiftc() else {
            Issue.record("could not find the built MockRuntime module or swiftc")
            return
        }
        let root = FixtureDiagnosticsTests.packageRoot
        let fixtures = root.appendingPathComponent(folder)
        let inputs = try FileManager.default.contentsOfDirectory(atPath: fixtures.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { fixtures.appendingPathComponent($0).path }

        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("mockgen-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let cache = ["-module-cache-path", LanguageModeCompileTests.sharedModuleCache(modules)]

        let fixtureModule = Process()
        fixtureModule.executableURL = swiftc
        fixtureModule.arguments = ["-emit-module", "-enable-testing", "-parse-as-library", "-swift-version", "6",
                                   "-module-name", module, "-package-name", "mockgen", "-emit-module-path", scratch.appendingPathComponent(module + ".swiftmodule").path]
            + cache + inputs
        let (fixtureStatus, fixtureText) = try await run(fixtureModule)
        try #require(fixtureStatus == 0, "the fixtures did not compile:\n\(fixtureText)")

        let process = Process()
        process.executableURL = swiftc
        // A full compile, not `-typecheck`: data-race diagnostics come from the SIL passes.
        process.arguments = ["-c", "-wmo", "-parse-as-library", "-o", scratch.appendingPathComponent("Mocks.o").path,
                             "-swift-version", swiftVersion, "-warnings-as-errors"] + flags
            + ["-module-name", module + "Mocks", "-package-name", "mockgen", "-I", scratch.path, "-I", modules.path] + cache
            + (try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(mocks).path)
                .filter { $0.hasPrefix("Mock.") && $0.hasSuffix(".swift") }.sorted().map { root.appendingPathComponent(mocks).appendingPathComponent($0).path })
        let (status, text) = try await run(process)
        #expect(status == 0, "swiftc -swift-version \(swiftVersion) \(flags.joined(separator: " ")) reported:\n\(text)")
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

    /// One clang module cache for the compiles of a test run, next to the built modules: with a
    /// cache of its own, every compile built the C modules of Glibc, Foundation and the runtime
    /// again (a second of CPU each, for some eighty compiles). Clang locks its entries, so
    /// compiles in parallel share it safely; `swift package clean` removes it with the build.
    static func sharedModuleCache(_ modules: URL) -> String {
        modules.appendingPathComponent("TestModuleCache").path
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
