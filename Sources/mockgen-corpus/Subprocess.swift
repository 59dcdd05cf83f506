import Foundation

/// What a finished command printed and how it ended.
struct CommandResult {
    var status: Int32
    var stdout: String
    var stderr: String
    /// CPU seconds (user + system) of the command and every process it waited for: for a
    /// `swift build`, the compiler jobs; other load on the machine moves it less than wall time.
    var cpuSeconds: Double = 0
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
        let cpuBefore = Self.childrenCPUSeconds()
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
        return CommandResult(status: status, stdout: stdout, stderr: stderr, cpuSeconds: Self.childrenCPUSeconds() - cpuBefore)
    }

    /// The CPU time of this process's finished children (and theirs), so far. Commands run one
    /// at a time, so the difference around one command is that command's.
    static func childrenCPUSeconds() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
        let children = __rusage_who_t(RUSAGE_CHILDREN.rawValue)  // an enum in Glibc, an Int32 macro on Darwin
        #else
        let children = RUSAGE_CHILDREN
        #endif
        guard getrusage(children, &usage) == 0 else { return 0 }
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
