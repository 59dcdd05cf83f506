/// A 128-bit hash of a file's bytes: two independent 64-bit lanes, eight bytes per step. Not a
/// cryptographic hash; it tells whether an input changed, where an accidental collision (one in
/// 2^128) is no concern and speed is, since a run may hash every input.
struct ContentHash: Hashable, Sendable, CustomStringConvertible {
    var high: UInt64
    var low: UInt64

    init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    init(_ bytes: [UInt8]) {
        self.init(bytes.withUnsafeBytes { ContentHash.hashing($0) })
    }

    init(_ text: String) {
        var copy = text
        self = copy.withUTF8 { ContentHash.hashing(UnsafeRawBufferPointer($0)) }
    }

    private init(_ other: ContentHash) { self = other }

    static func hashing(_ buffer: UnsafeRawBufferPointer) -> ContentHash {
        var state = State(totalCount: buffer.count)
        state.absorb(buffer)
        return state.finish()
    }

    /// The hash fed in pieces (a file read a chunk at a time). Every piece but the last must be
    /// a multiple of eight bytes long.
    struct State {
        private var a: UInt64
        private var b: UInt64
        private var tail: UInt64 = 0
        private var shift: UInt64 = 0

        init(totalCount: Int) {
            a = 0x9E37_79B9_7F4A_7C15 ^ UInt64(totalCount)
            b = 0xC2B2_AE3D_27D4_EB4F &+ UInt64(totalCount)
        }

        mutating func absorb(_ buffer: UnsafeRawBufferPointer) {
            var offset = 0
            while offset + 8 <= buffer.count {
                let word = buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                a = ContentHash.mix(a ^ word, 0xFF51_AFD7_ED55_8CCD)
                b = ContentHash.mix(b &+ word, 0xC4CE_B9FE_1A85_EC53)
                offset += 8
            }
            while offset < buffer.count {
                tail |= UInt64(buffer[offset]) << shift
                shift += 8
                offset += 1
            }
        }

        func finish() -> ContentHash {
            ContentHash(high: ContentHash.finish(ContentHash.mix(a ^ tail, 0xFF51_AFD7_ED55_8CCD)),
                        low: ContentHash.finish(ContentHash.mix(b &+ tail, 0xC4CE_B9FE_1A85_EC53)))
        }
    }

    @inline(__always)
    fileprivate static func mix(_ value: UInt64, _ multiplier: UInt64) -> UInt64 {
        let product = value.multipliedFullWidth(by: multiplier)
        return product.high ^ product.low
    }

    /// MurmurHash3's finaliser: every input bit reaches every output bit.
    fileprivate static func finish(_ value: UInt64) -> UInt64 {
        var x = value
        x ^= x >> 33
        x &*= 0xFF51_AFD7_ED55_8CCD
        x ^= x >> 33
        x &*= 0xC4CE_B9FE_1A85_EC53
        x ^= x >> 33
        return x
    }

    /// 32 hexadecimal digits.
    var description: String { hex(high) + hex(low) }

    init?(hex text: Substring) {
        guard text.count == 32, let high = UInt64(text.prefix(16), radix: 16), let low = UInt64(text.suffix(16), radix: 16) else { return nil }
        self.init(high: high, low: low)
    }

    private func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
