import Testing
@testable import MockgenCore

/// `UTF8Text` keeps its bytes in a copy-on-write buffer of its own: copies stay independent
/// whatever is done to either, and growing past the reserved capacity keeps every byte.
@Suite struct UTF8TextStorageTests {
    @Test func copiesStayIndependent() {
        var first = UTF8Text(reservingCapacity: 4)
        first += "let x"
        var second = first
        second += " = 1"
        #expect(first.string == "let x")
        #expect(second.string == "let x = 1")
        var third = second
        third.truncate(to: 3)
        third.insert(byte: UInt8(ascii: "!"), at: 0)
        #expect(third.string == "!let")
        #expect(second.string == "let x = 1")
        let frozen = third
        third.append(byte: UInt8(ascii: "?"))
        #expect(frozen.string == "!let" && third.string == "!let?")
    }

    @Test func growsKeepingEveryByte() {
        var text = UTF8Text()
        var expected = ""
        for index in 0..<2_000 {
            let piece = index % 3 == 0 ? "é\n" : String(index)
            text += piece
            expected += piece
        }
        text += Substring("tail")[...]
        expected += "tail"
        #expect(text.string == expected)
        #expect(text.count == expected.utf8.count)
        #expect(text.lineFeeds(from: 0, atMost: 10_000) == expected.filter { $0 == "\n" }.count)
        #expect(text.string(0..<3) == String(decoding: Array(expected.utf8)[0..<3], as: UTF8.self))
    }

    /// Pieces of every length from 0 to 40 bytes (short ones are copied without `memcpy`, by
    /// overlapping words), at every offset, land byte for byte; nothing past a piece is touched.
    @Test func piecesOfEveryLengthLandByteForByte() {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzé0123456789ABCDEFGHIJ".utf8)
        var text = UTF8Text(reservingCapacity: 1)
        var expected: [UInt8] = []
        for start in 0..<3 {
            for length in 0...40 {
                let piece = String(decoding: alphabet[start..<start + length], as: UTF8.self)
                text += piece
                expected += Array(piece.utf8)
                #expect(text.count == expected.count)
            }
        }
        #expect(Array(text.string.utf8) == expected)
    }

    /// A buffer copied on write, again and again (a text shared, then written to), keeps its
    /// size: it doubled on every copy, 2^100 times the first capacity after this loop.
    @Test func aSharedTextCopiedOnWriteDoesNotGrowEachTime() {
        var text = UTF8Text(reservingCapacity: 128)
        for round in 0..<100 {
            let earlier = text
            text.truncate(to: 0)
            text += "round \(round)"
            #expect(earlier.count <= 9 && text.string == "round \(round)")
        }
    }

    /// A text appended to itself (a range of its own bytes) reads the bytes before it grows.
    @Test func appendsARangeOfItself() {
        var text = UTF8Text(reservingCapacity: 1)
        text += "abc"
        text.append(text, range: 1..<3)
        text.append(text)
        #expect(text.string == "abcbcabcbc")
        text.insert(byte: UInt8(ascii: "-"), at: text.count)
        text.insert(byte: UInt8(ascii: "-"), at: 5)
        #expect(text.string == "abcbc-abcbc-")
    }

    /// Literal pieces take the `StaticString` path: one-scalar literals (kept as a scalar, not
    /// as bytes), non-ASCII ones and longer ones land as their UTF-8; strings and substrings
    /// still take theirs.
    @Test func literalPiecesLandAsTheirUTF8() {
        var text = UTF8Text()
        text += "("
        text += "é"
        text += "→"
        text += "self.__call"
        text += ""
        let name = String("greet(name:)".prefix(5))
        text += name
        text += "greet(name:)".dropFirst(5)
        #expect(text.string == "(é→self.__callgreet(name:)")
    }

    /// Small strings are stored from their own two words (`SmallStringBits`): the layout check
    /// holds where it is used, every length up to 15 bytes lands at every fill of the buffer
    /// (up to and past the last 16 bytes of room), and a text sharing its buffer is copied
    /// first, not written through.
    @Test func smallStringsLandFromTheirWords() {
        #if _pointerBitWidth(_64) && _endian(little)
        #expect(SmallStringBits.layoutHolds)
        #expect(SmallStringBits.count(unsafeBitCast(String(repeating: "é", count: 7), to: SmallStringBits.Words.self)) == 14)
        #expect(SmallStringBits.count(unsafeBitCast(String(repeating: "a", count: 16), to: SmallStringBits.Words.self)) == nil)
        #endif
        let pieces = (0...16).map { length in String(decoding: Array("0123456789abcdefé".utf8).prefix(length), as: UTF8.self) }
        for fill in 0..<40 {
            var text = UTF8Text(reservingCapacity: 1)
            var expected: [UInt8] = []
            for _ in 0..<fill { text.append(byte: UInt8(ascii: ".")); expected.append(UInt8(ascii: ".")) }
            for piece in pieces {
                let before = text
                let beforeBytes = expected
                text += piece
                expected += Array(piece.utf8)
                #expect(text.bytes == expected)
                #expect(before.bytes == beforeBytes)
            }
        }
    }
}
