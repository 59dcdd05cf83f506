import Foundation

/// A program run to its end from a test, in a folder of the test's choosing and, if given, with
/// exactly the environment given. Its output goes through files rather than pipes, so a large
/// diff on one stream cannot stall the program while the test waits on the other.
public enum ToolProcess {
    public struct Outcome: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    public static func run(_ executable: String, _ arguments: [String], in folder: String, environment: [String: String]? = nil) throws -> Outcome {
        let streams = NSTemporaryDirectory() + "mockgen-process-\(UUID().uuidString)"
        _ = FileManager.default.createFile(atPath: streams + ".out", contents: nil)
        _ = FileManager.default.createFile(atPath: streams + ".err", contents: nil)
        defer {
            try? FileManager.default.removeItem(atPath: streams + ".out")
            try? FileManager.default.removeItem(atPath: streams + ".err")
        }
        // An executable a test has just written can fail to start with "Text file busy": a child
        // that another test's thread forked meanwhile inherits the descriptor it was written
        // through until that child execs or exits. Starting it again a little later succeeds.
        var attempts = 0
        var started: Process?
        while started == nil {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.currentDirectoryURL = URL(fileURLWithPath: folder)
            if let environment { process.environment = environment }
            process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: streams + ".out"))
            process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: streams + ".err"))
            do {
                try process.run()
                started = process
            } catch let error as NSError where attempts < 50 && Self.isTextFileBusy(error) {
                attempts += 1
                usleep(20_000)
            }
        }
        let process = started!
        process.waitUntilExit()
        let read = { (path: String) in String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self) }
        return Outcome(status: process.terminationStatus, stdout: read(streams + ".out"), stderr: read(streams + ".err"))
    }

    /// `ETXTBSY`, as Foundation reports a failed start: itself or underlying.
    static func isTextFileBusy(_ error: NSError) -> Bool {
        if error.domain == NSPOSIXErrorDomain && error.code == Int(ETXTBSY) { return true }
        return (error.userInfo[NSUnderlyingErrorKey] as? NSError).map(isTextFileBusy) ?? false
    }

    /// Every file and folder under `folder` with its size and modification time, to show that a
    /// run changed nothing there (not a byte, not a time, no file added or removed).
    public static func snapshot(of folder: String) -> [String: String] {
        var entries: [String: String] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return entries }
        while let relative = enumerator.nextObject() as? String {
            let attributes = (try? FileManager.default.attributesOfItem(atPath: folder + "/" + relative)) ?? [:]
            let size = (attributes[.size] as? NSNumber)?.intValue ?? -1
            let time = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
            entries[relative] = "\(size) \(time)"
        }
        return entries
    }
}
