import Foundation

/// Runs `swiftc` and tells which files its errors are in.
struct SwiftCompiler {
    var swiftc: String
    /// Folder holding `MockRuntime.swiftmodule`.
    var runtimeModules: String
    var moduleCache: String
    /// Given to both compiles, the inputs' and the mocks', as one package's settings would be:
    /// the language mode's upcoming features (see `CompileFuzzer.languageModes`).
    var flags: [String] = []
    /// Given to the inputs' compile alone, as an app target's settings its test target does not
    /// share (`-default-isolation MainActor`).
    var moduleFlags: [String] = []

    struct Result {
        var succeeded: Bool
        var output: String

        /// Files named by an `error:` line (with `-warnings-as-errors`, warnings too).
        var failingFiles: Set<String> {
            var files: Set<String> = []
            for line in output.split(separator: "\n") where line.contains(": error:") || line.contains(": warning:") {
                guard let range = line.range(of: ".swift:") else { continue }
                files.insert(String(line[..<range.lowerBound]) + ".swift")
            }
            return files
        }
    }

    /// Builds `files` as module `module` (testing enabled, Swift 6 mode, a full compile: data-race
    /// diagnostics come from the SIL passes) into `folder`.
    func buildModule(_ module: String, files: [String], in folder: String) -> Result {
        run(["-c", "-wmo", "-parse-as-library", "-swift-version", "6", "-enable-testing", "-module-name", module,
             "-emit-module", "-emit-module-path", folder + "/" + module + ".swiftmodule", "-o", folder + "/" + module + ".o",
             "-module-cache-path", moduleCache] + flags + moduleFlags + files)
    }

    /// Compiles generated mocks against `folder`'s modules and MockRuntime, warnings as errors.
    func compileMocks(_ files: [String], module: String, in folder: String) -> Result {
        run(["-c", "-wmo", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-module-name", module,
             "-I", folder, "-I", runtimeModules, "-o", folder + "/" + module + ".o", "-module-cache-path", moduleCache] + flags + files)
    }

    private func run(_ arguments: [String]) -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = arguments
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("mockgen-fuzz-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        guard let handle = try? FileHandle(forWritingTo: log) else { return Result(succeeded: false, output: "cannot create \(log.path)") }
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return Result(succeeded: false, output: "cannot run \(swiftc): \(error)") }
        process.waitUntilExit()
        try? handle.close()
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return Result(succeeded: process.terminationStatus == 0 && process.terminationReason == .exit, output: output)
    }
}
