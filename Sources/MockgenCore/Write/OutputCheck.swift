import Foundation

/// `mockgen generate --check`: what writing a plan would change, found without writing anything
/// (no file, no temporary file, no folder): each planned file's bytes against the file on disk,
/// with a unified diff for each file that would change. A real run never deletes a file, so
/// neither does a check report one.
public struct OutputCheck: Sendable {
    public enum Change: String, Sendable, Equatable {
        case update = "would update"
        case create = "would create"
    }

    public struct StaleFile: Sendable, Equatable {
        public var path: String
        public var change: Change
        /// `--- a/<path>` (or `/dev/null`), `+++ b/<path>`, then the hunks.
        public var diff: [UInt8]
    }

    /// The plan's diagnostics, and any output that exists but cannot be read.
    public var diagnostics: [Diagnostic]
    /// In the plan's order; empty when there is an error.
    public var staleFiles: [StaleFile] = []
    public var fileCount: Int
    public var mockCount: Int

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// - Parameters: what a run would write, and what was said while planning it.
    public init(files: [OutputWriter.PlannedFile], diagnostics: [Diagnostic], mockCount: Int) {
        self.diagnostics = diagnostics
        fileCount = files.count
        self.mockCount = mockCount
        guard !hasErrors else { return }
        for file in files {
            do {
                if let stale = try Self.compare(file) { staleFiles.append(stale) }
            } catch let diagnostic as Diagnostic {
                self.diagnostics.append(diagnostic)
            } catch {
                self.diagnostics.append(.error("cannot read output: \(error)", at: SourceLocation(path: file.path, line: 1, column: 1)))
            }
        }
        // A diff of some files is no use when the run would not write at all.
        if hasErrors { staleFiles = [] }
    }

    /// `nil` when `file` is on disk with exactly this content. Only a file that differs is held
    /// in memory whole (twice: on disk and new), for the diff.
    static func compare(_ file: OutputWriter.PlannedFile) throws -> StaleFile? {
        if OutputWriter().isOnDisk(file) { return nil }
        var new: [UInt8] = []
        file.text.forEachByteChunk { new += $0 }
        let old = try existingBytes(at: file.path)
        guard let diff = UnifiedDiff.make(old: old, new: new, oldLabel: "a/" + file.path, newLabel: "b/" + file.path) else { return nil }
        return StaleFile(path: file.path, change: old == nil ? .create : .update, diff: diff)
    }

    /// The file's bytes; `nil` if there is no file (the plan has already refused a folder or a
    /// file mockgen did not write).
    private static func existingBytes(at path: String) throws -> [UInt8]? {
        guard FileKind.ofEntry(path) != nil else { return nil }
        guard let bytes = RegularFile.bytes(at: path) else {
            throw Diagnostic.error("cannot read output to compare it", at: SourceLocation(path: path, line: 1, column: 1))
        }
        return bytes
    }

    /// `mockgen: 12 mocks in 3 files (up to date)`, `mockgen: 12 mocks in 3 files (1 would
    /// change, 2 up to date); nothing written`, or the errors as a real run counts them.
    public var summary: String {
        if hasErrors { return GenerationReport(diagnostics: diagnostics, files: [], mockCount: mockCount).summary }
        let files = "mockgen: \(counted(mockCount, "mock")) in \(counted(fileCount, "file"))"
        if staleFiles.isEmpty { return files + " (up to date)" }
        let upToDate = fileCount - staleFiles.count
        return files + " (\(staleFiles.count) would change" + (upToDate > 0 ? ", \(upToDate) up to date" : "") + "); nothing written"
    }

    private func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
