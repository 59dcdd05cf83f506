/// Eight bytes at a time, for the scans that step over long runs of bytes that need no decision:
/// a string literal's text, a block comment. One load and a few arithmetic steps a
/// word replace a load, a compare and a branch a byte.
extension Lexer {
    /// The eight bytes at `index` as one word, the first in its lowest byte; `index + 8 <= count`.
    @inline(__always)
    func word(at index: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(source.baseAddress!).loadUnaligned(fromByteOffset: index, as: UInt64.self))
    }
}

extension Lexer {
    // Words of one byte repeated, written out: constants, not lazily made globals (a hot loop
    // would check the initialisation on every read).
    static let quotes: UInt64 = 0x2222_2222_2222_2222
    static let backslashes: UInt64 = 0x5C5C_5C5C_5C5C_5C5C
    static let lineFeeds: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
    static let carriageReturns: UInt64 = 0x0D0D_0D0D_0D0D_0D0D
    static let slashes: UInt64 = 0x2F2F_2F2F_2F2F_2F2F
    static let stars: UInt64 = 0x2A2A_2A2A_2A2A_2A2A
    static let spaces: UInt64 = 0x2020_2020_2020_2020
}

/// Byte tests on a word of eight bytes (SWAR: the bytes side by side in one register).
enum ByteWord {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// A word with `byte` in each of its bytes.
    @inline(__always)
    static func repeating(_ byte: UInt8) -> UInt64 {
        ones &* UInt64(byte)
    }

    /// The high bit of each byte of `word` equal to the byte `pattern` repeats. Only the lowest
    /// bit set is sure: above a matching byte, the subtraction's borrow may flag one that is not
    /// (`(x - 1) & ~x` of a zero byte borrows from the next). `firstByte` reads only that one,
    /// and so does an `|` of several such masks (each one's lowest bit is a true match).
    @inline(__always)
    static func matches(_ word: UInt64, _ pattern: UInt64) -> UInt64 {
        let differences = word ^ pattern
        return (differences &- ones) & ~differences & highBits
    }

    /// The offset in its word of the first byte `mask` flags; `mask != 0`.
    @inline(__always)
    static func firstByte(_ mask: UInt64) -> Int {
        mask.trailingZeroBitCount &>> 3
    }
}

extension ByteWord {
    static let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

    /// The high bit of each byte of `word` that cannot go on an ASCII name: neither a letter nor
    /// a digit, `_` or `$`. Every byte at or above 0x80 is flagged too, for the caller to decode.
    /// Exact in every byte, unlike `matches`: each step works on bytes below 0x80 and no sum
    /// reaches 0x100, so nothing carries or borrows from one byte into the next.
    @inline(__always)
    static func nonNameBytes(_ word: UInt64) -> UInt64 {
        let ascii = word & lowBits
        // Upper-case letters to lower case; nothing else lands in `a`…`z`.
        let folded = ascii | repeating(0x20)
        // A byte `b` is at least `low` when `b + (0x80 - low)` has its high bit.
        let letter = (folded &+ repeating(0x80 - 0x61)) & ~(folded &+ repeating(0x7F - 0x7A))
        let digit = (ascii &+ repeating(0x80 - 0x30)) & ~(ascii &+ repeating(0x7F - 0x39))
        let nameByte = letter | digit | equalBytes(ascii, repeating(0x5F)) | equalBytes(ascii, repeating(0x24))
        return (~nameByte | word) & highBits
    }

    /// The high bit of each byte of `word` equal to the byte `pattern` repeats, exactly; every
    /// byte of both below 0x80 (a difference is zero only if adding 0x7F leaves its high bit clear).
    @inline(__always)
    static func equalBytes(_ word: UInt64, _ pattern: UInt64) -> UInt64 {
        let differences = word ^ pattern
        return ~((differences &+ lowBits) | differences) & highBits
    }
}
