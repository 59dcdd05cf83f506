/// Text as UTF-8 bytes, appended to in place: what `CodeRenderer` writes generated files into.
///
/// Appending a piece to a `String` goes through its small-string, uniqueness, capacity and
/// ASCII bookkeeping each time (about 40 ns); copying the piece's bytes into an array takes a
/// third of that, and the file is made a `String` once, at the end.
struct UTF8Text: TextOutputStream {
    private(set) var bytes: [UInt8] = []

    init(reservingCapacity capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    var count: Int { bytes.count }

    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Bytes `range` as a string.
    func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    static func += (text: inout UTF8Text, piece: String) {
        var piece = piece
        piece.withUTF8 { text.bytes.append(contentsOf: $0) }
    }

    static func += (text: inout UTF8Text, piece: Substring) {
        var piece = piece
        piece.withUTF8 { text.bytes.append(contentsOf: $0) }
    }

    /// `TextOutputStream`: what `TypeRef.write(to:)` writes through.
    mutating func write(_ string: String) {
        self += string
    }

    /// Bytes `range` of `other` (a piece of a text made apart, such as a declaration's head).
    mutating func append(_ other: UTF8Text, range: Range<Int>) {
        bytes.append(contentsOf: other.bytes[range])
    }

    mutating func append(_ other: UTF8Text) {
        bytes.append(contentsOf: other.bytes)
    }

    mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    mutating func insert(byte: UInt8, at offset: Int) {
        bytes.insert(byte, at: offset)
    }

    /// Takes back everything from byte `offset` on.
    mutating func truncate(to offset: Int) {
        bytes.removeSubrange(offset...)
    }

    /// The number of line feeds from byte `start` on, counted up to `limit`.
    func lineFeeds(from start: Int, atMost limit: Int) -> Int {
        var count = 0
        var index = start
        while index < bytes.count, count < limit {
            if bytes[index] == UInt8(ascii: "\n") { count += 1 }
            index += 1
        }
        return count
    }
}
