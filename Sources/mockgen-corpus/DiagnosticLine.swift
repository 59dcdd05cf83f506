/// One `path:line:column: severity: message` line, as printed by swiftc and by mockgen.
struct DiagnosticLine: Equatable, Hashable {
    var path: String
    var line: Int
    var column: Int
    var severity: String
    var message: String

    static let severities = ["error", "warning", "note"]

    /// Parses one line; anything else (progress, source excerpts, `^~~~` carets) gives nil.
    /// The severity is searched from the left, so a message that quotes `: error: ` stays whole,
    /// and the line and column are read leftwards from it, so a path may contain `:`.
    init?(_ text: Substring) {
        var found: (severity: String, range: Range<Substring.Index>)?
        for severity in Self.severities {
            if let range = text.range(of: ": \(severity): "), found.map({ range.lowerBound < $0.range.lowerBound }) ?? true {
                found = (severity, range)
            }
        }
        guard let found else { return nil }
        let location = text[..<found.range.lowerBound]
        let parts = location.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else { return nil }
        path = parts.dropLast(2).joined(separator: ":")
        guard !path.isEmpty, !path.contains(" ") || path.hasPrefix("/") else { return nil }
        self.line = line
        self.column = column
        severity = found.severity
        message = String(text[found.range.upperBound...])
    }

    init(path: String, line: Int, column: Int, severity: String, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    /// Every diagnostic line in `output`, duplicates dropped (SwiftPM may print a file's
    /// diagnostics once per compile job that parsed it), in first-seen order.
    static func all(in output: String) -> [DiagnosticLine] {
        var seen: Set<DiagnosticLine> = []
        var result: [DiagnosticLine] = []
        for text in output.split(separator: "\n") {
            guard let diagnostic = DiagnosticLine(text), seen.insert(diagnostic).inserted else { continue }
            result.append(diagnostic)
        }
        return result
    }

    var description: String { "\(path):\(line):\(column): \(severity): \(message)" }

    /// The same, with `root/` removed from the front of the path so reports stay short.
    func description(relativeTo root: String) -> String {
        var shown = path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        if shown.hasPrefix(prefix) { shown.removeFirst(prefix.count) }
        return "\(shown):\(line):\(column): \(severity): \(message)"
    }
}
