/// Whitespace and comments. They produce no tokens; they set the next token's `spaceBefore` /
/// `newlineBefore` flags, and doc comments are recorded for the parser.
extension Lexer {
    mutating func skipTrivia() {
        while position < count {
            let byte = source[position]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0:
                pendingFlags.insert(.spaceBefore)
                position += 1
            case 10, 13:
                pendingFlags.formUnion([.spaceBefore, .newlineBefore])
                newlinesSinceDocComment += 1
                position += 1
                if byte == 13 && self.byte(at: position) == 10 { position += 1 }
            case UInt8(ascii: "/"):
                let next = self.byte(at: position + 1)
                if next == UInt8(ascii: "/") {
                    skipLineComment()
                } else if next == UInt8(ascii: "*") {
                    skipBlockComment()
                } else {
                    return
                }
            default:
                return
            }
        }
    }

    mutating func skipLineComment() {
        let start = position
        while position < count && source[position] != 10 && source[position] != 13 { position += 1 }
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
        var depth = 0
        var sawNewline = false
        while position < count {
            let byte = source[position]
            if byte == UInt8(ascii: "/") && self.byte(at: position + 1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if byte == UInt8(ascii: "*") && self.byte(at: position + 1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { break }
            } else {
                if byte == 10 || byte == 13 { sawNewline = true }
                position += 1
            }
        }
        if depth > 0 {
            report("unterminated block comment", at: start)
        }
        pendingFlags.insert(.spaceBefore)
        if sawNewline { pendingFlags.insert(.newlineBefore) }
        // `/** … */` is documentation; `/**/` and `/*** … */` are not.
        let third = byte(at: start + 2)
        let fourth = byte(at: start + 3)
        if third == UInt8(ascii: "*") && fourth != UInt8(ascii: "*") && fourth != UInt8(ascii: "/") {
            recordDocComment(start..<position)
        } else {
            docCommentBlockBroken = true
        }
    }

    /// Adds a doc comment to the current block if it continues it (no token, regular comment or
    /// blank line since the previous one), else starts a new block.
    mutating func recordDocComment(_ range: Range<Int>) {
        docCommentPieces.append(range)
        let pieceIndex = docCommentPieces.count - 1
        if let last = docCommentBlocks.last, last.nextTokenIndex == tokens.count,
           !docCommentBlockBroken, newlinesSinceDocComment <= 1 {
            docCommentBlocks[docCommentBlocks.count - 1].pieces = last.pieces.lowerBound..<(pieceIndex + 1)
        } else {
            docCommentBlocks.append(DocCommentBlock(pieces: pieceIndex..<(pieceIndex + 1), nextTokenIndex: tokens.count))
        }
        docCommentBlockBroken = false
        newlinesSinceDocComment = 0
    }
}
