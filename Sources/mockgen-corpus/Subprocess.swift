import Foundation

/// What a finished command printed and how it ended.
struct CommandResult {
    var status: Int32
    var stdout: String
    var stderr: String
    var succeeded: Bool { status == 0 }
    /// Both streams, for messages and diagnostics that a tool may print on either.
    var output: String { stdout + stderr }
}

/// Runs git, swift and mockgen. Output goes to files rather than pipes (a build prints megabytes;
/// a full pipe would block it), and the files are kept as logs so a failure can be read in full.
enum Subprocess {
    /// Runs `arguments[0]` (looked up on PATH through /usr/bin/env unless it is a path) in
    /// `directory`. `log` names the two log files: `<log>.out` and `<log>.err`.
    static func run(_ arguments: [String], in directory: String, log: String) -> CommandResult {
        let outPath = log + ".out"
        let errPath = log + ".err"
        let fileManager = FileManager.default
        try? fileManager.createDirectory(atPath: (log as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        guard fileManager.createFile(atPath: outPath, contents: nil), fileManager.createFile(atPath: errPath, contents: nil),
              let out = FileHandle(forWritingAtPath: outPath), let err = FileHandle(forWritingAtPath: errPath)
        else {
            return CommandResult(status: -1, stdout: "", stderr: "cannot create log files at \(log).*")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        do {
            try process.run()
        } catch {
            return CommandResult(status: -1, stdout: "", stderr: "cannot run \(arguments.first ?? "?"): \(error)")
        }
        process.waitUntilExit()
        try? out.close()
        try? err.close()
        let stdout = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
        let stderr = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        // A signal (a crash) is reported as 128 + signal, as shells do.
        let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return CommandResult(status: status, stdout: stdout, stderr: stderr)
    }
}
