import Testing
@testable import MockgenCore

/// The scans that step over a word of eight bytes at a time (`Lexer+Words.swift`): the byte test
/// itself, and every scan that uses it with its stop byte at each offset of a word and with the
/// file ending inside a word (the last bytes are read one by one).
@Suite struct LexerWordScanTests {
    @Test func repeatedByteWordsAreTheBytesTheyName() {
        #expect(Lexer.quotes == ByteWord.repeating(UInt8(ascii: "\"")))
        #expect(Lexer.backslashes == ByteWord.repeating(UInt8(ascii: "\\")))
        #expect(Lexer.lineFeeds == ByteWord.repeating(10))
        #expect(Lexer.carriageReturns == ByteWord.repeating(13))
        #expect(Lexer.slashes == ByteWord.repeating(UInt8(ascii: "/")))
        #expect(Lexer.stars == ByteWord.repeating(UInt8(ascii: "*")))
    }

    /// Against a byte-by-byte search, on words made mostly of the bytes that make the
    /// subtraction borrow (the target, its neighbours, 0 and 0x80), alone and in pairs of targets.
    @Test func theFirstFlaggedByteIsTheFirstMatch() {
        var generator = SplitMix64(seed: 34)
        for _ in 0..<50_000 {
            let target = UInt8(truncatingIfNeeded: generator.next())
            let other = UInt8(truncatingIfNeeded: generator.next())
            let alphabet: [UInt8] = [target, target &+ 1, target &- 1, target ^ 1, other, 0, 0x80, 0xFF, UInt8(truncatingIfNeeded: generator.next())]
            let bytes = (0..<8).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            let word = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << UInt64($1.offset * 8) }
            let single = ByteWord.matches(word, ByteWord.repeating(target))
            #expect((single == 0 ? nil : ByteWord.firstByte(single)) == bytes.firstIndex(of: target), "\(bytes) \(target)")
            let either = single | ByteWord.matches(word, ByteWord.repeating(other))
            #expect((either == 0 ? nil : ByteWord.firstByte(either)) == bytes.firstIndex { $0 == target || $0 == other }, "\(bytes) \(target) \(other)")
        }
    }

    /// `nonNameBytes` flags exactly the bytes that end an ASCII name (and every byte from 0x80):
    /// each of the 256 byte values in each lane of a word of name bytes and of stop bytes, then
    /// random words of bytes chosen near the edges of the ranges it tests.
    @Test func nameByteWordsFlagExactlyTheBytesThatEndAName() {
        func isNameByte(_ byte: UInt8) -> Bool {
            byte < 0x80 && (byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || (byte >= 0x30 && byte <= 0x39)
                || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A))
        }
        func check(_ bytes: [UInt8]) {
            let word = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << UInt64($1.offset * 8) }
            let flags = ByteWord.nonNameBytes(word)
            let expected = bytes.enumerated().reduce(UInt64(0)) { $0 | (isNameByte($1.element) ? 0 : UInt64(0x80) << UInt64($1.offset * 8)) }
            #expect(flags == expected, "\(bytes)")
        }
        for filler in [UInt8(ascii: "a"), UInt8(ascii: "_"), UInt8(ascii: "9"), UInt8(ascii: " "), 0x7F, 0x80, 0xFF, 0] {
            for lane in 0..<8 {
                for value in 0...255 {
                    var bytes = [UInt8](repeating: filler, count: 8)
                    bytes[lane] = UInt8(value)
                    check(bytes)
                }
            }
        }
        var generator = SplitMix64(seed: 35)
        let edges: [UInt8] = [0x00, 0x23, 0x24, 0x25, 0x2F, 0x30, 0x39, 0x3A, 0x40, 0x41, 0x5A, 0x5B, 0x5E, 0x5F, 0x60, 0x61, 0x7A, 0x7B, 0x7F, 0x80, 0xA4, 0xC1, 0xDF, 0xE1, 0xFA, 0xFF]
        for _ in 0..<50_000 {
            check((0..<8).map { _ in edges[Int(generator.next() % UInt64(edges.count))] })
        }
    }

    /// A name ending at every offset of a word, and running on past one: stopped by each kind of
    /// byte, by a Unicode letter or operator, and by the end of the file.
    @Test func namesEndingAtEveryOffset() {
        for indent in 0..<9 {
            for length in 1..<20 {
                let pad = String(repeating: " ", count: indent)
                let name = String("a_9Zb$c".repeated(length).prefix(length))
                #expect(Snippet.texts(pad + name + "(x)") == [name, "(", "x", ")"])
                #expect(Snippet.texts(pad + name + " y") == [name, "y"])
                #expect(Snippet.texts(pad + name) == [name])
                #expect(Snippet.texts(pad + name + "é" + name + ".z") == [name + "é" + name, ".", "z"])
                #expect(Snippet.texts(pad + name + "→" + name) == [name, "→", name])
                #expect(Snippet.texts(pad + name + "\n" + name) == [name, name])
            }
        }
    }

    @Test func stringLiteralsEndingAtEveryOffset() {
        for indent in 0..<9 {
            for length in 0..<20 {
                let text = String(repeating: "a", count: length)
                let pad = String(repeating: " ", count: indent)
                #expect(Snippet.texts(pad + "\"" + text + "\" x") == ["\"" + text + "\"", "x"])
                // An escaped quote and an interpolation at every place in the text.
                let escaped = "\"" + text + "\\\"" + text + "\""
                #expect(Snippet.texts(pad + escaped + "\n}") == [escaped, "}"])
                let interpolated = "\"" + text + "\\(f(\"" + text + "\"))" + text + "\""
                #expect(Snippet.texts(pad + interpolated) == [interpolated])
                // Ending with the file, and at a line break.
                #expect(Snippet.lexerMessages(pad + "\"" + text) == ["unterminated string literal"])
                #expect(Snippet.texts(pad + "\"" + text + "\nx").last == "x")
                #expect(Snippet.texts(pad + "\"" + text + "\r\nx").last == "x")
                // Multi-line, with quotes and line breaks inside.
                let multiLine = "\"\"\"\n" + text + "\"\n" + text + "\n\"\"\""
                #expect(Snippet.texts(pad + multiLine + " y") == [multiLine, "y"])
                // Inside a skimmed body: the brace after it closes the body.
                let body = "func f() {" + pad + "g(\"" + text + "}\")" + "}\nlet y"
                let stream = Lexer.tokenize(Array(body.utf8), skimmingBodies: true)
                #expect(stream.tokens.map(\.kind).suffix(4) == [.rightBrace, .identifier, .identifier, .endOfFile])
            }
        }
    }

    @Test func blockCommentsEndingAtEveryOffset() {
        for indent in 0..<9 {
            for length in 0..<20 {
                let text = String(repeating: "c", count: length)
                let pad = String(repeating: " ", count: indent)
                let flat = Lexer.tokenize(Array((pad + "a /*" + text + "*/ b").utf8)).tokens
                #expect(flat.count == 3 && flat[1].flags == [.spaceBefore])
                let broken = Lexer.tokenize(Array((pad + "a /*" + text + "\n" + text + "*/ b").utf8)).tokens
                #expect(broken.count == 3 && broken[1].flags == [.spaceBefore, .newlineBefore])
                #expect(Snippet.texts(pad + "/*" + text + "/*" + text + "*/" + text + "*/x") == ["x"])
                #expect(Snippet.texts(pad + "/*" + text + "* " + text + "/ " + text + "*/x") == ["x"])
                #expect(Snippet.lexerMessages(pad + "x /*" + text) == ["unterminated block comment"])
                #expect(Snippet.lexerMessages(pad + "x /*" + text + "/* */") == ["unterminated block comment"])
            }
        }
    }

    /// The body skimmer's sixteen-byte step (`Lexer.skimSpecialLanes`) flags exactly the bytes
    /// the skimmer's table marks: each of the 256 byte values in each lane among name bytes,
    /// then random blocks whose first flagged lane must be the table's first special byte.
    @Test func skimmedBodyBlocksFlagExactlyTheSpecialBytes() {
        let table = Lexer.skimSpecial
        func firstFlagged(_ block: [UInt8]) -> Int? {
            let lanes = block.withUnsafeBytes { Lexer.skimSpecialLanes($0.baseAddress!) }
            if lanes.low != 0 { return lanes.low.trailingZeroBitCount / 8 }
            if lanes.high != 0 { return 8 + lanes.high.trailingZeroBitCount / 8 }
            return nil
        }
        for value in 0...255 {
            for lane in 0..<16 {
                var block = [UInt8](repeating: UInt8(ascii: "a"), count: 16)
                block[lane] = UInt8(value)
                #expect(firstFlagged(block) == (table[value] != 0 ? lane : nil), "byte \(value) in lane \(lane)")
            }
        }
        var generator = SplitMix64(seed: 16)
        let alphabet = Array("{}()[]/\"#`azAZ09 .,;:=+-*<>!?\\@$\n\t".utf8) + [0x80, 0xC3, 0xFF, 0x7F, 0x00, 0x5C, 0x7C, 0x21]
        for _ in 0..<20_000 {
            let block = (0..<16).map { _ in generator.next() % 4 == 0 ? alphabet[Int(generator.next() % UInt64(alphabet.count))] : UInt8(ascii: "x") }
            #expect(firstFlagged(block) == block.firstIndex { table[Int($0)] != 0 }, "\(block)")
        }
    }

    @Test func indentationOfEveryLength() {
        for spaces in 0..<20 {
            for tail in ["", "\t", "\t  ", " \t "] {
                let indent = String(repeating: " ", count: spaces) + tail
                let tokens = Lexer.tokenize(Array(("a\n" + indent + "b " + indent).utf8)).tokens
                #expect(tokens.count == 3 && tokens[1].flags == [.spaceBefore, .newlineBefore] && tokens[1].start == Int32(2 + indent.utf8.count))
                let inline = Lexer.tokenize(Array(("a" + indent + "+b").utf8)).tokens
                #expect(inline.count == 4 && inline[1].flags == (indent.isEmpty ? [] : [.spaceBefore]))
            }
        }
    }
}

private extension String {
    func repeated(_ count: Int) -> String { String(repeating: self, count: count) }
}
