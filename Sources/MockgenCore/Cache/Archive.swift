/// The byte format of the incremental index (`IndexRecord`): unsigned LEB128 integers and
/// length-prefixed UTF-8, nothing else, so that writing is appending and reading needs no schema.
struct ArchiveWriter {
    private(set) var bytes: [UInt8] = []

    init(reservingCapacity capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    mutating func unsigned(_ value: UInt64) {
        if value < 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value))
            return
        }
        // Up to ten bytes made in a local buffer and appended in one go: appended one at a
        // time, each paid for the array's checks (the index record writes 140,000 numbers).
        var buffer: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &buffer) { raw in
            var rest = value
            var count = 0
            while rest >= 0x80 {
                raw[count] = UInt8(truncatingIfNeeded: rest) | 0x80
                rest >>= 7
                count += 1
            }
            raw[count] = UInt8(truncatingIfNeeded: rest)
            bytes.append(contentsOf: UnsafeBufferPointer(start: raw.bindMemory(to: UInt8.self).baseAddress, count: count + 1))
        }
    }

    mutating func int(_ value: Int) { unsigned(UInt64(bitPattern: Int64(value))) }
    mutating func int64(_ value: Int64) { unsigned(UInt64(bitPattern: value)) }
    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }
    mutating func byte(_ value: UInt8) { bytes.append(value) }

    mutating func string(_ value: String) {
        var copy = value
        copy.withUTF8 { utf8 in
            unsigned(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    /// A string's UTF-8 bytes with no length (the caller wrote the length of several).
    mutating func utf8(_ value: String) {
        var copy = value
        copy.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Bytes as they are, with no length.
    mutating func raw(_ value: [UInt8]) {
        bytes.append(contentsOf: value)
    }

    mutating func raw(slice value: ArraySlice<UInt8>) {
        bytes.append(contentsOf: value)
    }

    mutating func optionalString(_ value: String?) {
        bool(value != nil)
        if let value { string(value) }
    }

    mutating func strings(_ values: [String]) {
        int(values.count)
        for value in values { string(value) }
    }

    /// Bytes as they are in memory, with no length (`IndexedTable`'s buckets).
    mutating func raw(bytes value: UnsafeRawBufferPointer) {
        value.withMemoryRebound(to: UInt8.self) { bytes.append(contentsOf: $0) }
    }

    /// Sixteen bytes, little-endian: a hash's bits are random, so a variable-length number
    /// would take twenty.
    mutating func hash(_ value: ContentHash) {
        withUnsafeBytes(of: (value.high.littleEndian, value.low.littleEndian)) { raw in
            bytes.append(contentsOf: raw.bindMemory(to: UInt8.self))
        }
    }
}

/// Reads what `ArchiveWriter` wrote. Every read is bounds-checked and a count can never exceed
/// the bytes left, so a damaged record throws `ArchiveReader.Malformed`; it never traps or
/// allocates without limit.
struct ArchiveReader {
    struct Malformed: Error {}

    let buffer: UnsafeRawBufferPointer
    private(set) var offset = 0

    init(_ buffer: UnsafeRawBufferPointer, at offset: Int = 0) {
        self.buffer = buffer
        self.offset = min(max(offset, 0), buffer.count)
    }

    var isAtEnd: Bool { offset == buffer.count }

    mutating func unsigned() throws(Malformed) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < buffer.count, shift < 64 else { throw Malformed() }
            let byte = buffer[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    mutating func int() throws(Malformed) -> Int { Int(truncatingIfNeeded: Int64(bitPattern: try unsigned())) }
    mutating func int64() throws(Malformed) -> Int64 { Int64(bitPattern: try unsigned()) }

    /// A count of items that each take at least one byte.
    mutating func count() throws(Malformed) -> Int {
        let value = try unsigned()
        guard value <= UInt64(buffer.count - offset) else { throw Malformed() }
        return Int(value)
    }

    mutating func byte() throws(Malformed) -> UInt8 {
        guard offset < buffer.count else { throw Malformed() }
        defer { offset += 1 }
        return buffer[offset]
    }

    mutating func bool() throws(Malformed) -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw Malformed()
        }
    }

    mutating func string() throws(Malformed) -> String {
        let length = try count()
        defer { offset += length }
        return String(decoding: UnsafeRawBufferPointer(rebasing: buffer[offset..<offset + length]), as: UTF8.self)
    }

    /// Steps over `count` bytes the caller has checked are there.
    mutating func skip(_ count: Int) {
        precondition(count >= 0 && count <= buffer.count - offset, "ArchiveReader.skip past the end")
        offset += count
    }

    /// Steps over a length-prefixed string without making it.
    mutating func skipString() throws(Malformed) {
        offset += try count()
    }

    /// Length-prefixed bytes where they are in the buffer.
    mutating func borrowedBytes() throws(Malformed) -> UnsafeRawBufferPointer {
        let length = try count()
        defer { offset += length }
        return UnsafeRawBufferPointer(rebasing: buffer[offset..<offset + length])
    }

    /// Length-prefixed bytes as they are, not decoded (`string()` checks they are UTF-8).
    mutating func bytes() throws(Malformed) -> [UInt8] {
        let length = try count()
        defer { offset += length }
        return Array(UnsafeRawBufferPointer(rebasing: buffer[offset..<offset + length]))
    }

    mutating func optionalString() throws(Malformed) -> String? {
        try bool() ? try string() : nil
    }

    mutating func strings() throws(Malformed) -> [String] {
        let count = try count()
        var values: [String] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try string()) }
        return values
    }

    mutating func hash() throws(Malformed) -> ContentHash {
        guard buffer.count - offset >= 16 else { throw Malformed() }
        let high = UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        let low = UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
        offset += 16
        return ContentHash(high: high, low: low)
    }
}
