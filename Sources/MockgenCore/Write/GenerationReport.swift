/// What `mockgen generate` did, for the command line to print and for tests to check.
public struct GenerationReport: Sendable {
    public struct File: Sendable, Equatable {
        public var path: String
        public var outcome: OutputWriter.Outcome
    }

    /// Sorted by location (path, line, column); printed compiler-style to stderr.
    public var diagnostics: [Diagnostic]
    /// Empty when an error stopped the run before anything was written.
    public var files: [File]
    public var mockCount: Int
    /// What each file left by the writer is, as the run cache records it (see
    /// `OutputWriter.write(_:fingerprint:)`); a file missing here is read and hashed again.
    var outputFingerprints: [String: FileFingerprint] = [:]

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// `mockgen: 12 mocks in 1 file (written)`, `mockgen: 3 mocks in 2 files (1 written, 1 unchanged)`,
    /// or `mockgen: 2 errors; nothing written`.
    public var summary: String {
        if hasErrors {
            let errors = diagnostics.filter { $0.severity == .error }.count
            // Only a failing write (disk full, permissions) can leave some files already replaced.
            let handled = files.isEmpty ? "nothing written" : "\(counted(files.count, "file")) written or unchanged before the error"
            return "mockgen: \(counted(errors, "error")); \(handled)"
        }
        let written = files.filter { $0.outcome == .written }.count
        let unchanged = files.count - written
        let outcome: String
        switch (written, unchanged) {
        case (_, 0): outcome = "written"
        case (0, _): outcome = "unchanged"
        default: outcome = "\(written) written, \(unchanged) unchanged"
        }
        return "mockgen: \(counted(mockCount, "mock")) in \(counted(files.count, "file")) (\(outcome))"
    }

    private func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
