import Foundation

/// What a finished run depended on and produced, as the cache keeps it: every input's stamp and
/// content hash, every output's stamp and hash, the mock count and the diagnostics to print
/// again. Stored as lines of text that end with `end`, so a record cut short by a crash or a
/// full disk is recognised and ignored.
struct RunRecord: Equatable {
    struct File: Equatable {
        var path: String
        var stamp: FileStamp
        var hash: ContentHash
    }

    var key: ContentHash
    /// When the record was made (nanoseconds since 1970): a stamp no older than this cannot
    /// vouch for its file, which may have changed again within the clock's resolution.
    var recordedAt: Int64
    var inputs: [File]
    var outputs: [File]
    var mockCount: Int
    var diagnostics: [Diagnostic]

    static let header = "mockgen-cache 1"

    var text: String {
        var lines = [RunRecord.header, "key \(key)", "recorded \(recordedAt)", "mocks \(mockCount)"]
        lines += inputs.map { "input \(line(for: $0))" }
        lines += outputs.map { "output \(line(for: $0))" }
        lines += diagnostics.map { diagnostic in
            let location = diagnostic.location
            return "diagnostic \(diagnostic.severity.rawValue)\t\(location.line)\t\(location.column)\t\(escape(location.path))\t\(escape(diagnostic.message))"
        }
        lines.append("end")
        return lines.joined(separator: "\n") + "\n"
    }

    private func line(for file: File) -> String {
        "\(file.stamp.size)\t\(file.stamp.modified)\t\(file.hash)\t\(escape(file.path))"
    }

    /// `nil` for anything but a complete record of this format. Parsed as bytes: a record has
    /// a line per input, and a run that finds nothing changed spends its time here.
    init?(parsing text: String) {
        let bytes = Array(text.utf8)
        var lines = bytes.split(separator: newline, omittingEmptySubsequences: false)
        guard lines.count >= 6, lines.first.map(string) == RunRecord.header, lines.removeLast().isEmpty,
              lines.last.map(string) == "end" else { return nil }
        lines.removeLast()
        var key: ContentHash?
        var recordedAt: Int64?
        var mockCount: Int?
        var inputs: [File] = []
        var outputs: [File] = []
        var diagnostics: [Diagnostic] = []
        for line in lines.dropFirst() {
            guard let space = line.firstIndex(of: UInt8(ascii: " ")) else { return nil }
            let value = line[(space + 1)...]
            switch String(decoding: line[..<space], as: UTF8.self) {
            case "key": key = ContentHash(hex: Substring(String(decoding: value, as: UTF8.self)))
            case "recorded": recordedAt = Int64(String(decoding: value, as: UTF8.self))
            case "mocks": mockCount = Int(String(decoding: value, as: UTF8.self))
            case "input": guard let file = RunRecord.file(value) else { return nil }; inputs.append(file)
            case "output": guard let file = RunRecord.file(value) else { return nil }; outputs.append(file)
            case "diagnostic": guard let diagnostic = RunRecord.diagnostic(value) else { return nil }; diagnostics.append(diagnostic)
            default: return nil
            }
        }
        guard let key, let recordedAt, let mockCount else { return nil }
        self.init(key: key, recordedAt: recordedAt, inputs: inputs, outputs: outputs, mockCount: mockCount, diagnostics: diagnostics)
    }

    init(key: ContentHash, recordedAt: Int64, inputs: [File], outputs: [File], mockCount: Int, diagnostics: [Diagnostic]) {
        self.key = key
        self.recordedAt = recordedAt
        self.inputs = inputs
        self.outputs = outputs
        self.mockCount = mockCount
        self.diagnostics = diagnostics
    }

    private static func file(_ line: ArraySlice<UInt8>) -> File? {
        let fields = line.split(separator: tab, maxSplits: 3, omittingEmptySubsequences: false)
        guard fields.count == 4, let size = Int64(string(fields[0])), let modified = Int64(string(fields[1])),
              let hash = ContentHash(hex: Substring(string(fields[2]))), let path = unescape(string(fields[3])) else { return nil }
        return File(path: path, stamp: FileStamp(size: size, modified: modified), hash: hash)
    }

    private static func diagnostic(_ line: ArraySlice<UInt8>) -> Diagnostic? {
        let fields = line.split(separator: tab, maxSplits: 4, omittingEmptySubsequences: false)
        guard fields.count == 5, let severity = Diagnostic.Severity(rawValue: string(fields[0])), let line = Int(string(fields[1])),
              let column = Int(string(fields[2])), let path = unescape(string(fields[3])), let message = unescape(string(fields[4])) else { return nil }
        return Diagnostic(severity, message, at: SourceLocation(path: path, line: line, column: column))
    }
}

private let newline = UInt8(ascii: "\n")
private let tab = UInt8(ascii: "\t")

private func string(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }

/// Paths and messages may hold tabs and newlines, which separate a record's fields and lines.
private func escape(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == tab || $0 == newline || $0 == UInt8(ascii: "\r") }) else { return text }
    return text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\t", with: "%09")
        .replacingOccurrences(of: "\n", with: "%0A").replacingOccurrences(of: "\r", with: "%0D")
}

private func unescape(_ text: String) -> String? {
    guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
    return text.removingPercentEncoding
}
