import Foundation

/// What a finished run depended on and produced, as the cache keeps it: every input's stamp and
/// content hash (and, for a Swift input, the hash of what its declarations are made from), every
/// output's stamp and hash, the mock count and the diagnostics to print again. Stored as lines of text that end with `end`, so a record cut short by a crash or a
/// full disk is recognised and ignored.
struct RunRecord: Equatable, Sendable {
    struct File: Equatable, Sendable {
        var path: String
        var stamp: FileStamp
        var hash: ContentHash
        /// `DeclarationsHash` of a Swift input, when the run that recorded it knew it.
        var declarations: DeclarationsFingerprint? = nil
    }

    var key: ContentHash
    /// When the record was made (nanoseconds since 1970): a stamp no older than this cannot
    /// vouch for its file, which may have changed again within the clock's resolution.
    var recordedAt: Int64
    var inputs: [File]
    var outputs: [File]
    var mockCount: Int
    var diagnostics: [Diagnostic]
    /// A record read from its file: the bytes of its input lines, each input's (with its
    /// `declarations` line), so that the next record copies the line of an input whose entry is
    /// the same (`inputLines(_:copying:)`) instead of writing it again: after a changed
    /// declaration, all but one of the large corpus's 12,580. Not part of what a record is (`==`).
    private(set) var readLines: ReadLines?

    struct ReadLines: Sendable {
        let bytes: [UInt8]
        /// Input `n`'s lines, in `bytes`.
        let ranges: [Range<Int>]
    }

    static func == (left: RunRecord, right: RunRecord) -> Bool {
        left.key == right.key && left.recordedAt == right.recordedAt && left.inputs == right.inputs && left.outputs == right.outputs
            && left.mockCount == right.mockCount && left.diagnostics == right.diagnostics
    }

    static let header = "mockgen-cache 1"

    /// The record as its file holds it (UTF-8 lines, see `bytes`).
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Written byte by byte: a record has a line per input, and every run that is not replayed
    /// writes one (string interpolation cost a one-file-changed run of the medium corpus 4 %).
    var bytes: [UInt8] { bytes(inputLines: nil) }

    /// `inputLines`: what `Self.inputLines(inputs)` gives, made beforehand (`RunCache.InputEntries`).
    func bytes(inputLines: [UInt8]?) -> [UInt8] {
        let (head, tail) = parts(inputLines: inputLines)
        return inputLines.map { head + $0 + tail } ?? head + tail
    }

    /// `bytes(inputLines:)` as what comes before the inputs' lines and what comes after them:
    /// given the lines, the record is written as the three without joining them (a large
    /// corpus's 3 MB of lines were copied into a new buffer, its pages faulted in, at the end of
    /// every run with a cache). Without them, `head` holds the inputs.
    func parts(inputLines: [UInt8]?) -> (head: [UInt8], tail: [UInt8]) {
        var out = RecordBytes(reservingCapacity: 64 + (inputLines == nil ? inputs.count * 160 : 0))
        out.line(RunRecord.header)
        out.word("key ")
        out.hash(key)
        out.newline()
        out.numberLine("recorded ", recordedAt)
        out.numberLine("mocks ", Int64(mockCount))
        if inputLines == nil { Self.write(inputs, to: &out) }
        let head = out.bytes
        out = RecordBytes(reservingCapacity: 16 + outputs.count * 160)
        for output in outputs { out.fileLine("output ", output) }
        for diagnostic in diagnostics {
            let location = diagnostic.location
            out.word("diagnostic " + diagnostic.severity.rawValue)
            out.field(Int64(location.line))
            out.field(Int64(location.column))
            out.field(escape(location.path))
            out.field(escape(diagnostic.message))
            out.newline()
        }
        out.line("end")
        return (head, out.bytes)
    }

    /// The lines of `inputs`, as `bytes` writes them.
    static func inputLines(_ inputs: [File]) -> [UInt8] {
        var out = RecordBytes(reservingCapacity: inputs.count * 160)
        write(inputs, to: &out)
        return out.bytes
    }

    /// `inputLines(inputs)`, with input `n`'s lines copied from `read` where `copying[n]` says
    /// which of its inputs has the same entry.
    static func inputLines(_ inputs: [File], copying: [Int?], from read: ReadLines) -> [UInt8] {
        var out = RecordBytes(reservingCapacity: inputs.count * 160)
        read.bytes.withUnsafeBufferPointer { bytes in
            for (input, recorded) in zip(inputs, copying) {
                if let recorded, recorded < read.ranges.count {
                    out.raw(UnsafeBufferPointer(rebasing: bytes[read.ranges[recorded]]))
                } else {
                    write([input], to: &out)
                }
            }
        }
        return out.bytes
    }

    private static func write(_ inputs: [File], to out: inout RecordBytes) {
        for input in inputs {
            out.fileLine("input ", input)
            if let declarations = input.declarations {
                // Belongs to the input line before it.
                out.word("declarations ")
                out.hash(declarations.declarations)
                out.tab()
                out.hash(declarations.positions)
                out.newline()
            }
        }
    }

    init?(parsing text: String) {
        var text = text
        guard let record = text.withUTF8({ RunRecord(parsing: UnsafeRawBufferPointer($0)) }) else { return nil }
        self = record
    }

    /// `nil` for anything but a complete record of this format. Read as bytes, numbers and hashes
    /// without making strings: a run that finds nothing changed spends its time here.
    /// `init?(parsing:)` of a record's bytes as read, keeping its input lines (`readLines`).
    init?(parsing bytes: [UInt8]) {
        var ranges: [Range<Int>] = []
        guard var record = bytes.withUnsafeBytes({ RunRecord(parsing: $0, inputRanges: &ranges) }) else { return nil }
        if ranges.count == record.inputs.count { record.readLines = ReadLines(bytes: bytes, ranges: ranges) }
        self = record
    }

    init?(parsing bytes: UnsafeRawBufferPointer) {
        var ranges: [Range<Int>] = []
        self.init(parsing: bytes, inputRanges: &ranges)
    }

    /// - Parameter inputRanges: each input's lines (its `declarations` line included), where they are in `bytes`.
    private init?(parsing bytes: UnsafeRawBufferPointer, inputRanges: inout [Range<Int>]) {
        var lines = RecordLines(bytes)
        // An input's `declarations` line not right after it: no input's lines are kept.
        var linesApart = false
        defer { if linesApart { inputRanges = [] } }
        // A complete record ends with `end` and a newline: one cut short by a crash does not.
        guard bytes.count >= 4, bytes[bytes.count - 1] == newlineByte, lines.next().map(string) == RunRecord.header else { return nil }
        var key: ContentHash?
        var recordedAt: Int64?
        var mockCount: Int?
        var inputs: [File] = []
        var outputs: [File] = []
        var diagnostics: [Diagnostic] = []
        var ended = false
        var count = 1
        while let line = lines.next() {
            count += 1
            // Nothing may follow `end`.
            guard !ended else { return nil }
            if equals(line, "end") {
                ended = true
                continue
            }
            guard let space = firstPosition(of: UInt8(ascii: " "), in: line) else { return nil }
            let value = line[(space + 1)...]
            let word = line[..<space]
            if equals(word, "input") {
                guard let file = RunRecord.file(value) else { return nil }
                inputs.append(file)
                inputRanges.append(line.startIndex..<line.endIndex + 1)
            } else if equals(word, "declarations") {
                var fields = RecordFields(value)
                guard !inputs.isEmpty, outputs.isEmpty, inputs[inputs.count - 1].declarations == nil,
                      let declarations = fields.next().flatMap(ContentHash.init(hexDigits:)),
                      let positions = fields.rest().flatMap(ContentHash.init(hexDigits:)) else { return nil }
                inputs[inputs.count - 1].declarations = DeclarationsFingerprint(declarations: declarations, positions: positions)
                if let last = inputRanges.last, last.upperBound == line.startIndex {
                    inputRanges[inputRanges.count - 1] = last.lowerBound..<line.endIndex + 1
                } else {
                    linesApart = true
                }
            } else if equals(word, "output") {
                guard let file = RunRecord.file(value) else { return nil }
                outputs.append(file)
            } else if equals(word, "key") {
                key = ContentHash(hexDigits: value)
            } else if equals(word, "recorded") {
                recordedAt = decimal(value)
            } else if equals(word, "mocks") {
                mockCount = decimal(value).map(Int.init)
            } else if equals(word, "diagnostic") {
                guard let diagnostic = RunRecord.diagnostic(value) else { return nil }
                diagnostics.append(diagnostic)
            } else {
                return nil
            }
        }
        guard ended, count >= 5, let key, let recordedAt, let mockCount else { return nil }
        self.init(key: key, recordedAt: recordedAt, inputs: inputs, outputs: outputs, mockCount: mockCount, diagnostics: diagnostics)
    }

    init(key: ContentHash, recordedAt: Int64, inputs: [File], outputs: [File], mockCount: Int, diagnostics: [Diagnostic]) {
        self.key = key
        self.recordedAt = recordedAt
        self.inputs = inputs
        self.outputs = outputs
        self.mockCount = mockCount
        self.diagnostics = diagnostics
        readLines = nil
    }

    private static func file(_ line: Slice<UnsafeRawBufferPointer>) -> File? {
        var fields = RecordFields(line)
        guard let size = fields.next().flatMap(decimal), let modified = fields.next().flatMap(decimal),
              let hash = fields.next().flatMap(ContentHash.init(hexDigits:)), let path = fields.rest().flatMap(unescape) else { return nil }
        return File(path: path, stamp: FileStamp(size: size, modified: modified), hash: hash)
    }

    private static func diagnostic(_ line: Slice<UnsafeRawBufferPointer>) -> Diagnostic? {
        var fields = RecordFields(line)
        guard let severity = fields.next().flatMap({ Diagnostic.Severity(rawValue: string($0)) }),
              let line = fields.next().flatMap(decimal), let column = fields.next().flatMap(decimal),
              let path = fields.next().flatMap(unescape), let message = fields.rest().flatMap(unescape) else { return nil }
        return Diagnostic(severity, message, at: SourceLocation(path: path, line: Int(line), column: Int(column)))
    }
}

/// A record's lines, without their newlines; a final newline ends the last line, it does not
/// start an empty one.
private struct RecordLines {
    let bytes: UnsafeRawBufferPointer
    var position = 0

    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    mutating func next() -> Slice<UnsafeRawBufferPointer>? {
        guard position < bytes.count else { return nil }
        let start = position
        let end = firstPosition(of: newlineByte, in: bytes[start...]) ?? bytes.count
        position = end + 1
        return bytes[start..<end]
    }
}

/// A line's tab-separated fields; the last one (`rest`) may hold tabs of its own, escaped.
private struct RecordFields {
    var remaining: Slice<UnsafeRawBufferPointer>?

    init(_ line: Slice<UnsafeRawBufferPointer>) { remaining = line }

    mutating func next() -> Slice<UnsafeRawBufferPointer>? {
        guard let line = remaining, let tabIndex = firstPosition(of: tabByte, in: line) else { return nil }
        remaining = line[(tabIndex + 1)...]
        return line[..<tabIndex]
    }

    mutating func rest() -> Slice<UnsafeRawBufferPointer>? {
        defer { remaining = nil }
        return remaining
    }
}

/// A record being written: a record has a line per input and every run that is not replayed
/// writes one, so pieces go into a `UTF8Text` and numbers and hashes are formatted on the stack
/// and copied in whole (appended a byte at a time to an `[UInt8]`, a line of the large corpus's
/// record took 4,400 instructions: 82 M for the record, on one thread at the end of a run).
private struct RecordBytes {
    private var text: UTF8Text

    init(reservingCapacity capacity: Int) { text = UTF8Text(reservingCapacity: capacity) }

    var bytes: [UInt8] { text.bytes }

    mutating func word(_ word: StaticString) { text += word }
    mutating func word(_ word: String) { text += word }
    mutating func line(_ word: StaticString) { text += word; newline() }
    mutating func line(_ word: String) { text += word; newline() }
    mutating func newline() { text.append(byte: newlineByte) }
    mutating func tab() { text.append(byte: tabByte) }
    mutating func raw(_ bytes: [UInt8]) { bytes.withUnsafeBufferPointer { text.append($0) } }
    mutating func raw(_ bytes: UnsafeBufferPointer<UInt8>) { text.append(bytes) }

    /// Digits written last first into a buffer on the stack, then copied in.
    mutating func decimal(_ value: Int64) {
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            var index = buffer.count
            var magnitude = value.magnitude
            repeat {
                index -= 1
                buffer[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 {
                index -= 1
                buffer[index] = UInt8(ascii: "-")
            }
            text.append(UnsafeBufferPointer(rebasing: buffer.bindMemory(to: UInt8.self)[index...]))
        }
    }

    /// The 32 lowercase hexadecimal digits of `hash`.
    mutating func hash(_ hash: ContentHash) {
        var digits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            hash.writeHexDigits(to: buffer)
            text.append(UnsafeBufferPointer(buffer.bindMemory(to: UInt8.self)))
        }
    }

    mutating func numberLine(_ word: String, _ value: Int64) {
        self.word(word)
        decimal(value)
        newline()
    }

    /// A tab, then the value.
    mutating func field(_ value: Int64) {
        tab()
        decimal(value)
    }

    mutating func field(_ text: String) {
        tab()
        word(text)
    }

    mutating func fileLine(_ word: String, _ file: RunRecord.File) {
        self.word(word)
        decimal(file.stamp.size)
        field(file.stamp.modified)
        tab()
        hash(file.hash)
        field(escape(file.path))
        newline()
    }
}

/// By length, then `memcmp` (`elementsEqual` compared a byte at a time, through the slice's
/// indices: 130 instructions a word, five words tried on each of a record's lines).
private func equals(_ bytes: Slice<UnsafeRawBufferPointer>, _ word: StaticString) -> Bool {
    guard bytes.count == word.utf8CodeUnitCount else { return false }
    guard word.hasPointerRepresentation, let base = bytes.base.baseAddress else { return word.withUTF8Buffer { $0.elementsEqual(bytes) } }
    return memcmp(base + bytes.startIndex, word.utf8Start, bytes.count) == 0
}

/// An optionally negative decimal number, digits only (as `RecordBytes.decimal` writes it).
private func decimal(_ bytes: Slice<UnsafeRawBufferPointer>) -> Int64? {
    var digits = bytes[...]
    let negative = digits.first == UInt8(ascii: "-")
    if negative { digits = digits.dropFirst() }
    guard !digits.isEmpty else { return nil }
    var magnitude: UInt64 = 0
    for byte in digits {
        guard byte &- UInt8(ascii: "0") < 10 else { return nil }
        let (times10, overflow) = magnitude.multipliedReportingOverflow(by: 10)
        let (sum, carry) = times10.addingReportingOverflow(UInt64(byte &- UInt8(ascii: "0")))
        guard !overflow, !carry else { return nil }
        magnitude = sum
    }
    if negative { return magnitude <= UInt64(Int64.max) + 1 ? Int64(truncatingIfNeeded: 0 &- magnitude) : nil }
    return magnitude <= UInt64(Int64.max) ? Int64(magnitude) : nil
}

private let newlineByte = UInt8(ascii: "\n")
private let tabByte = UInt8(ascii: "\t")

/// Where `byte` first is in `bytes` (by `memchr`: scanning for separators is most of reading a
/// record).
private func firstPosition(of byte: UInt8, in bytes: Slice<UnsafeRawBufferPointer>) -> Int? {
    guard !bytes.isEmpty, let base = bytes.base.baseAddress,
          let found = memchr(base + bytes.startIndex, Int32(byte), bytes.count) else { return nil }
    return UnsafeRawPointer(found) - base
}

private func string(_ bytes: Slice<UnsafeRawBufferPointer>) -> String { String(decoding: bytes, as: UTF8.self) }

/// Paths and messages may hold tabs and newlines, which separate a record's fields and lines.
/// Looked for with `memchr`, a byte value at a time (a byte at a time, for all four, was 700
/// instructions a path).
private func escape(_ text: String) -> String {
    func needsEscape(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "%") || byte == tabByte || byte == newlineByte || byte == UInt8(ascii: "\r") }
    let found = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
        guard let base = bytes.baseAddress else { return false }
        return memchr(base, Int32(UInt8(ascii: "%")), bytes.count) != nil || memchr(base, Int32(tabByte), bytes.count) != nil
            || memchr(base, Int32(newlineByte), bytes.count) != nil || memchr(base, Int32(UInt8(ascii: "\r")), bytes.count) != nil
    } ?? text.utf8.contains(where: needsEscape)
    guard found else { return text }
    return text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\t", with: "%09")
        .replacingOccurrences(of: "\n", with: "%0A").replacingOccurrences(of: "\r", with: "%0D")
}

private func unescape(_ bytes: Slice<UnsafeRawBufferPointer>) -> String? {
    let text = string(bytes)
    guard firstPosition(of: UInt8(ascii: "%"), in: bytes) != nil else { return text }
    return text.removingPercentEncoding
}
