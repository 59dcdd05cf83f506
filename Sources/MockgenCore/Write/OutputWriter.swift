import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes generated files safely:
/// - all-or-nothing for a run: `check` every planned output before `write` touches any of them;
/// - atomic per file: content goes to a temporary file in the same folder, then is renamed over
///   the target, so a reader never sees half a file;
/// - unchanged content is not rewritten, so the file's modification time stays and build
///   systems do not recompile the test target;
/// - a file that mockgen did not generate is never overwritten.
public struct OutputWriter: Sendable {
    public enum Outcome: String, Sendable, Equatable {
        case written, unchanged
    }

    public struct PlannedFile: Sendable, Equatable {
        public var path: String
        public var content: String

        public init(path: String, content: String) {
            self.path = path
            self.content = content
        }
    }

    public init() {}

    /// Problems that would stop `write`, as diagnostics at the output path; empty if all is well.
    public func check(_ files: [PlannedFile]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var seen: Set<String> = []
        for file in files {
            let location = SourceLocation(path: file.path, line: 1, column: 1)
            if !seen.insert(file.path).inserted {
                diagnostics.append(.error("two inputs would be written to the same output file", at: location))
                continue
            }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory) {
                if isDirectory.boolValue {
                    diagnostics.append(.error("output path is a directory", at: location))
                } else if let start = Self.firstBytes(of: file.path, count: 64), !start.isEmpty,
                          !GeneratedFileMarker.isPresent(in: String(decoding: start, as: UTF8.self)) {
                    diagnostics.append(.error("refusing to overwrite a file mockgen did not generate (its first line is not the mockgen marker); delete it or choose another --output", at: location))
                }
            } else {
                let folder = (file.path as NSString).deletingLastPathComponent
                if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) || !isDirectory.boolValue {
                    diagnostics.append(.error("output folder '\(folder)' does not exist", at: location))
                }
            }
        }
        return diagnostics
    }

    /// Up to `count` bytes from the start of the file at `path`; `nil` if it cannot be read.
    /// Only the marker line matters, so a large output is not read in full just to check it.
    private static func firstBytes(of path: String, count: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        let received = bytes.withUnsafeMutableBytes { buffer -> Int in
            #if canImport(Darwin)
            Darwin.read(descriptor, buffer.baseAddress!, count)
            #elseif canImport(Musl)
            Musl.read(descriptor, buffer.baseAddress!, count)
            #else
            Glibc.read(descriptor, buffer.baseAddress!, count)
            #endif
        }
        guard received >= 0 else { return nil }
        bytes.removeLast(count - received)
        return bytes
    }

    /// Writes one file atomically unless its content is already on disk.
    public func write(_ file: PlannedFile) throws -> Outcome {
        var content = file.content
        content.makeContiguousUTF8()
        return try content.utf8.withContiguousStorageIfAvailable { bytes in
            try write(UnsafeRawBufferPointer(bytes), to: file.path)
        }!
    }

    private func write(_ bytes: UnsafeRawBufferPointer, to path: String) throws -> Outcome {
        if let existing = FileManager.default.contents(atPath: path), existing.count == bytes.count,
           bytes.isEmpty || existing.withUnsafeBytes({ memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0 }) {
            return .unchanged
        }
        let location = SourceLocation(path: path, line: 1, column: 1)
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = folder + "." + name + Self.temporaryMarker + "\(getpid())" + Self.temporarySuffix
        InterruptCleanup.track(temporary)
        defer { InterruptCleanup.untrack() }
        // Plain open/write/rename. Foundation's `Data.write` also calls fsync, which costs a disk
        // flush per file (0.4 s for 119 files in folder mode) and buys nothing here: the rename
        // still makes the replacement atomic, and a generated file can always be made again.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw Diagnostic.error("cannot write output: \(String(cString: strerror(errno)))", at: location)
        }
        var written = 0
        var failure: Int32 = 0
        while written < bytes.count {
            let count = systemWrite(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if count < 0 {
                if errno == EINTR { continue }
                failure = errno
                break
            }
            written += count
        }
        if close(descriptor) != 0 && failure == 0 { failure = errno }
        #if DEBUG
        // Tests interrupt a run here, with the temporary file complete and the target not yet
        // replaced (CommandLineTests); release builds ignore the variable.
        if let delay = ProcessInfo.processInfo.environment["MOCKGEN_TEST_PAUSE_BEFORE_RENAME_MS"].flatMap(UInt32.init) { usleep(delay * 1000) }
        #endif
        // rename(2) replaces the target atomically within one file system.
        if failure == 0 && rename(temporary, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw Diagnostic.error("cannot write output: \(String(cString: strerror(failure)))", at: location)
        }
        return .written
    }

    static let temporaryMarker = ".mockgen-"
    static let temporarySuffix = ".tmp"

    /// Removes `.<name>.mockgen-<pid>.tmp` files in `folder` whose process no longer runs: the
    /// leftovers of a run killed with SIGKILL during its write (other signals clean up after
    /// themselves, see `InterruptCleanup`). A live run's temporary file is left alone.
    public static func removeStaleTemporaries(in folder: String) {
        guard let entries = DirectoryListing.entries(of: folder.isEmpty ? "." : folder) else { return }
        for entry in entries where entry.name.hasPrefix(".") && entry.name.hasSuffix(temporarySuffix) {
            guard let marker = entry.name.range(of: temporaryMarker, options: .backwards),
                  let pid = pid_t(entry.name[marker.upperBound...].dropLast(temporarySuffix.count)), pid > 0
            else { continue }
            if kill(pid, 0) == 0 || errno == EPERM { continue }
            unlink(DirectoryListing.join(folder, entry.name))
        }
    }

    private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Darwin)
        Darwin.write(descriptor, buffer, count)
        #elseif canImport(Musl)
        Musl.write(descriptor, buffer, count)
        #else
        Glibc.write(descriptor, buffer, count)
        #endif
    }
}
