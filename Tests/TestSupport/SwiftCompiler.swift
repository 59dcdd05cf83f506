import Foundation

/// The toolchain's `swiftc` and the modules this package's build made, for tests that compile
/// generated code as a user's build would (`MockCompileTests`).
public enum SwiftCompiler {
    /// `swiftc` run with `arguments` to its end: its status and output.
    public static func compile(_ swiftc: URL, _ arguments: [String]) async throws -> (Int32, String) {
        let process = Process()
        process.executableURL = swiftc
        process.arguments = arguments
        return try await run(process)
    }

    /// What makes `swiftc` build sources as module `name`, testable, in Swift 6 mode, with its
    /// `.swiftmodule` in `folder` (where `-I folder` finds it).
    public static func moduleArguments(_ name: String, into folder: URL) -> [String] {
        ["-emit-module", "-enable-testing", "-parse-as-library", "-swift-version", "6", "-module-name", name,
         "-emit-module-path", folder.appendingPathComponent(name + ".swiftmodule").path]
    }

    /// The files of `folder` named `prefix…suffix`, sorted, as full paths (none if it cannot be read).
    public static func files(in folder: URL, prefix: String = "", suffix: String = ".swift") -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(suffix) }.sorted().map { folder.appendingPathComponent($0).path }
    }

    /// Runs `process` to completion on a dedicated thread; returns its status and output.
    public static func run(_ process: Process) async throws -> (Int32, String) {
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
    public static func builtModulesFolder() -> URL? {
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
    public static func sharedModuleCache(_ modules: URL) -> String {
        modules.appendingPathComponent("TestModuleCache").path
    }

    /// `swiftc` next to the running toolchain, else on `PATH`.
    public static func swiftc() -> URL? {
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
