/// A 128-bit hash of a file's bytes: four independent 64-bit lanes, 32 bytes per step. Not a
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
        var state = State()
        state.absorb(buffer)
        return state.finish()
    }

    /// The hash fed in pieces of any length (a file read a chunk at a time, an output as it is
    /// written): the same as hashing them joined.
    ///
    /// Four lanes, each taking every fourth word: their multiplications do not wait on one
    /// another, so a core hashes about four words in the time one chain took one (pass 1 hashes
    /// every input: with one chain per lane that was 4 % of a large run's samples). The length
    /// is mixed in at the end, so a writer need not know it first.
    struct State {
        private var a: UInt64 = 0x9E37_79B9_7F4A_7C15
        private var b: UInt64 = 0xC2B2_AE3D_27D4_EB4F
        private var c: UInt64 = 0x1656_67B1_9E37_79F9
        private var d: UInt64 = 0x27D4_EB2F_1656_67C5
        private var count = 0
        /// The bytes of the last pieces that did not fill a step (fewer than 32), zeros after.
        private var carry: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        private var carried = 0

        init() {}

        mutating func absorb(_ buffer: UnsafeRawBufferPointer) {
            guard let base = buffer.baseAddress, !buffer.isEmpty else { return }
            count += buffer.count
            var offset = 0
            if carried > 0 {
                let taken = min(32 - carried, buffer.count)
                let start = carried
                withUnsafeMutableBytes(of: &carry) { $0.baseAddress!.advanced(by: start).copyMemory(from: base, byteCount: taken) }
                carried += taken
                offset = taken
                guard carried == 32 else { return }
                let full = carry
                withUnsafeBytes(of: full) { steps($0.baseAddress!, byteCount: 32) }
                carry = (0, 0, 0, 0)
                carried = 0
            }
            let whole = (buffer.count - offset) & ~31
            steps(base + offset, byteCount: whole)
            offset += whole
            let rest = buffer.count - offset
            if rest > 0 {
                withUnsafeMutableBytes(of: &carry) { $0.baseAddress!.copyMemory(from: base + offset, byteCount: rest) }
                carried = rest
            }
        }

        /// `byteCount` a multiple of 32. The lanes in locals and words loaded through the
        /// pointer: no bounds check or write-back per word.
        private mutating func steps(_ base: UnsafeRawPointer, byteCount: Int) {
            var a = a
            var b = b
            var c = c
            var d = d
            var offset = 0
            while offset < byteCount {
                a = ContentHash.mix(a ^ (base + offset).loadUnaligned(as: UInt64.self), 0xFF51_AFD7_ED55_8CCD)
                b = ContentHash.mix(b &+ (base + (offset &+ 8)).loadUnaligned(as: UInt64.self), 0xC4CE_B9FE_1A85_EC53)
                c = ContentHash.mix(c ^ (base + (offset &+ 16)).loadUnaligned(as: UInt64.self), 0x9FB2_1C65_1E98_DF25)
                d = ContentHash.mix(d &+ (base + (offset &+ 24)).loadUnaligned(as: UInt64.self), 0xD6E8_FEB8_6659_FD93)
                offset &+= 32
            }
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        /// The carried words one lane each in turn, the bytes after them as one last word; every
        /// lane reaches both halves.
        func finish() -> ContentHash {
            var a = a
            var b = b
            var c = c
            let words = carried / 8
            if words > 0 { a = ContentHash.mix(a ^ carry.0, 0xFF51_AFD7_ED55_8CCD) }
            if words > 1 { b = ContentHash.mix(b &+ carry.1, 0xC4CE_B9FE_1A85_EC53) }
            if words > 2 { c = ContentHash.mix(c ^ carry.2, 0x9FB2_1C65_1E98_DF25) }
            let last = withUnsafeBytes(of: carry) { $0.load(fromByteOffset: words * 8, as: UInt64.self) }
            let tail = last ^ UInt64(count) << 8
            let first = ContentHash.mix(a ^ tail, 0xFF51_AFD7_ED55_8CCD)
            let second = ContentHash.mix(b &+ tail &+ UInt64(count), 0xC4CE_B9FE_1A85_EC53)
            let third = ContentHash.mix(c ^ first.rotated(17), 0x9FB2_1C65_1E98_DF25)
            let fourth = ContentHash.mix(d &+ second.rotated(29), 0xD6E8_FEB8_6659_FD93)
            return ContentHash(high: ContentHash.finish(first ^ third &+ fourth.rotated(23)),
                               low: ContentHash.finish(second ^ fourth &+ third.rotated(41)))
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
    var description: String {
        var digits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        return withUnsafeMutableBytes(of: &digits) { buffer in
            writeHexDigits(to: buffer)
            return String(decoding: buffer, as: UTF8.self)
        }
    }

    /// The 32 lowercase hexadecimal digits into `buffer`'s first 32 bytes.
    func writeHexDigits(to buffer: UnsafeMutableRawBufferPointer) {
        precondition(buffer.count >= 32, "ContentHash.writeHexDigits: room for 32 digits")
        Self.writeHexDigits(of: high, to: buffer, at: 0)
        Self.writeHexDigits(of: low, to: buffer, at: 16)
    }

    /// A byte at a time, both of its digits from a table (a digit at a time took 600
    /// instructions a hash, and a run record writes three per Swift input).
    private static func writeHexDigits(of lane: UInt64, to buffer: UnsafeMutableRawBufferPointer, at start: Int) {
        guard let base = buffer.baseAddress else { return }
        hexPairs.withUnsafeBufferPointer { pairs in
            for index in 0..<8 {
                let byte = Int(truncatingIfNeeded: lane >> UInt64(56 - 8 * index)) & 0xFF
                base.storeBytes(of: pairs[byte], toByteOffset: start + 2 * index, as: UInt16.self)
            }
        }
    }

    /// Each byte's two lowercase hexadecimal digits, as they lie in memory.
    private static let hexPairs: [UInt16] = (0...255).map { byte in
        let digits = Array("0123456789abcdef".utf8)
        var pair: UInt16 = 0
        withUnsafeMutableBytes(of: &pair) { $0[0] = digits[byte >> 4]; $0[1] = digits[byte & 0xF] }
        return pair
    }

    init?(hex text: Substring) {
        var text = String(text)
        guard let hash = text.withUTF8({ ContentHash(hexDigits: UnsafeRawBufferPointer($0)[...]) }) else { return nil }
        self = hash
    }

    /// Exactly 32 hexadecimal digits, either case. A run record holds three per Swift input,
    /// read on every run the cache answers: a digit costs a table lookup.
    init?(hexDigits bytes: Slice<UnsafeRawBufferPointer>) {
        guard bytes.count == 32, let base = bytes.base.baseAddress else { return nil }
        let start = base + bytes.startIndex
        var words: (UInt64, UInt64) = (0, 0)
        var invalid: UInt8 = 0
        Self.hexValues.withUnsafeBufferPointer { values in
            for half in 0..<2 {
                var word: UInt64 = 0
                for offset in half * 16..<half * 16 + 16 {
                    let value = values[Int(start.load(fromByteOffset: offset, as: UInt8.self))]
                    invalid |= value
                    word = word << 4 | UInt64(value & 0x0F)
                }
                if half == 0 { words.0 = word } else { words.1 = word }
            }
        }
        // A byte that is no digit maps to 0x10.
        guard invalid & 0x10 == 0 else { return nil }
        self.init(high: words.0, low: words.1)
    }

    /// Each byte's digit value, 0x10 for a byte that is no hexadecimal digit.
    private static let hexValues: [UInt8] = (0...255).map { byte in
        switch UInt8(byte) {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt8(byte) - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt8(byte) - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt8(byte) - UInt8(ascii: "A") + 10
        default: 0x10
        }
    }
}

private extension UInt64 {
    func rotated(_ count: UInt64) -> UInt64 { self << count | self >> (64 - count) }
}
