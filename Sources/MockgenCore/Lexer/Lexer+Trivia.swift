#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whitespace and comments. They produce no tokens; they set the next token's `spaceBefore` /
/// `newlineBefore` flags, and doc comments are recorded for the parser.
extension Lexer {
    /// Hot: most bytes of a typical file are indentation. Position and flags live in locals
    /// while scanning and are written back only before a comment or at the next token.
    mutating func skipTrivia() {
        var index = position
        var flags = pendingFlags
        var newlines = 0
        while index < count {
            let byte = source[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                index += 1
                // Indentation eight spaces a step: the first byte that is not a space is the
                // lowest nonzero byte of the word xor spaces (exact: no borrow crosses bytes).
                // A tab ends the step and goes on byte by byte. A single space (most of them,
                // between tokens) takes no step.
                while index &+ 8 <= count && source[index] == UInt8(ascii: " ") {
                    let others = word(at: index) ^ Lexer.spaces
                    if others != 0 {
                        index &+= others.trailingZeroBitCount &>> 3
                        break
                    }
                    index &+= 8
                }
                while index < count && (source[index] == UInt8(ascii: " ") || source[index] == UInt8(ascii: "\t")) { index += 1 }
                flags.insert(.spaceBefore)
                continue
            }
            // Tests in the order of how often they hold, not a `switch`: its jump table is an
            // indirect branch the processor mispredicts on about every second byte here.
            if byte == 10 || byte == 13 {
                flags.formUnion([.spaceBefore, .newlineBefore])
                newlines += 1
                index += 1
                if byte == 13 && index < count && source[index] == 10 { index += 1 }
                continue
            }
            if byte == UInt8(ascii: "/") {
                let next = self.byte(at: index + 1)
                guard next == UInt8(ascii: "/") || next == UInt8(ascii: "*") else { break }
                position = index
                pendingFlags = flags
                newlinesSinceDocComment += newlines
                newlines = 0
                if next == UInt8(ascii: "/") { skipLineComment() } else { skipBlockComment() }
                index = position
                flags = pendingFlags
                continue
            }
            guard byte == 0x0B || byte == 0x0C || byte == 0 else { break }
            flags.insert(.spaceBefore)
            index += 1
        }
        position = index
        pendingFlags = flags
        newlinesSinceDocComment += newlines
    }

    /// Line comments end at a line break; without carriage returns in the file, `memchr` finds it.
    func endOfLine(from start: Int) -> Int {
        if !hasCarriageReturns, let base = source.baseAddress {
            let raw = UnsafeRawPointer(base)
            guard let found = memchr(raw + start, 10, count - start) else { return count }
            return UnsafeRawPointer(found) - raw
        }
        var index = start
        while index < count && source[index] != 10 && source[index] != 13 { index += 1 }
        return index
    }

    mutating func skipLineComment() {
        let start = position
        position = endOfLine(from: position)
        pendingFlags.insert(.spaceBefore)
        // `///` is documentation; `////` and longer runs are decoration.
        if byte(at: start + 2) == UInt8(ascii: "/") && byte(at: start + 3) != UInt8(ascii: "/") {
            recordDocComment(start..<position)
        } else {
            docCommentBlockBroken = true
        }
    }

    /// Block comments nest in Swift: `/* a /* b */ c */` is one comment.
    mutating func skipBlockComment() {
        let start = position
        if let end = endOfBlockComment(from: start) {
            position = end
        } else {
            position = count
            report("unterminated block comment", at: start)
        }
        pendingFlags.insert(.spaceBefore)
        if containsLineBreak(start..<position) { pendingFlags.insert(.newlineBefore) }
        // `/** … */` is documentation; `/**/` and `/*** … */` are not.
        let third = byte(at: start + 2)
        let fourth = byte(at: start + 3)
        if third == UInt8(ascii: "*") && fourth != UInt8(ascii: "*") && fourth != UInt8(ascii: "/") {
            recordDocComment(start..<position)
        } else {
            docCommentBlockBroken = true
        }
    }

    /// Whether a line break occurs in `range` (`memchr`, as for line comments).
    func containsLineBreak(_ range: Range<Int>) -> Bool {
        guard let base = source.baseAddress, !range.isEmpty else { return false }
        let start = UnsafeRawPointer(base) + range.lowerBound
        return memchr(start, 10, range.count) != nil || (hasCarriageReturns && memchr(start, 13, range.count) != nil)
    }

    /// Just past the `*/` closing the (nesting) block comment at `start`, or `nil` if it never
    /// closes: the one scan of block comments, for trivia, interpolations and skimmed bodies.
    func endOfBlockComment(from start: Int) -> Int? {
        var index = start
        var depth = 0
        while index < count {
            // The comment's text a word at a time, up to the next `/` or `*`.
            while index &+ 8 <= count {
                let word = self.word(at: index)
                let stops = ByteWord.matches(word, Lexer.slashes) | ByteWord.matches(word, Lexer.stars)
                if stops != 0 {
                    index &+= ByteWord.firstByte(stops)
                    break
                }
                index &+= 8
            }
            guard index < count else { break }
            let byte = source[index]
            if byte == UInt8(ascii: "/") && self.byte(at: index + 1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if byte == UInt8(ascii: "*") && self.byte(at: index + 1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        return nil
    }

    /// Adds a doc comment to the current block if it continues it (no token, regular comment or
    /// blank line since the previous one), else starts a new block.
    mutating func recordDocComment(_ range: Range<Int>) {
        guard recordsDocComments else { return }
        let continuesBlock = !docCommentBlockBroken && newlinesSinceDocComment <= 1
        let nextTokenIndex = tokenCount
        withSide { side in
            side.docCommentPieces.append(range)
            let pieceIndex = side.docCommentPieces.count - 1
            let lastBlock = side.docCommentBlocks.count - 1
            if continuesBlock, lastBlock >= 0, side.docCommentBlocks[lastBlock].nextTokenIndex == nextTokenIndex {
                side.docCommentBlocks[lastBlock].pieces = side.docCommentBlocks[lastBlock].pieces.lowerBound..<(pieceIndex + 1)
            } else {
                side.docCommentBlocks.append(DocCommentBlock(pieces: pieceIndex..<(pieceIndex + 1), nextTokenIndex: nextTokenIndex))
            }
        }
        docCommentBlockBroken = false
        newlinesSinceDocComment = 0
    }
}
