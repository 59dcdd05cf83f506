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
                } else if let existing = FileManager.default.contents(atPath: file.path), !existing.isEmpty,
                          !GeneratedFileMarker.isPresent(in: String(decoding: existing.prefix(64), as: UTF8.self)) {
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

    /// Writes one file atomically unless its content is already on disk.
    public func write(_ file: PlannedFile) throws -> Outcome {
        let data = Data(file.content.utf8)
        if let existing = FileManager.default.contents(atPath: file.path), existing == data {
            return .unchanged
        }
        let url = URL(fileURLWithPath: file.path)
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).mockgen-\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try data.write(to: temporary)
            // rename(2) replaces the target atomically within one file system.
            guard rename(temporary.path, url.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(errno))])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw Diagnostic.error("cannot write output: \(error.localizedDescription)", at: SourceLocation(path: file.path, line: 1, column: 1))
        }
        return .written
    }
}
