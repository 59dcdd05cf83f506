/// String literals: single-line, multi-line `"""`, raw `#"…"#` with any number of `#`, and
/// interpolations `\( … )` / `\#( … )` that may contain further strings, closures and comments.
/// The whole literal becomes one token.
extension Lexer {
    static let quote = UInt8(ascii: "\"")
    static let hash = UInt8(ascii: "#")
    static let backslashByte = UInt8(ascii: "\\")

    /// `start` is at the first `#` of a raw string, or at the opening quote.
    mutating func lexString(from start: Int, hashCount: Int) {
        position = start + hashCount
        scanStringBody(hashCount: hashCount, literalStart: start)
        emit(.stringLiteral, from: start)
    }

    /// Scans from the opening quote at `position` to just past the closing delimiter.
    mutating func scanStringBody(hashCount: Int, literalStart: Int) {
        let isMultiline = byte(at: position + 1) == Lexer.quote && byte(at: position + 2) == Lexer.quote
            && onlyWhitespaceUntilLineEnd(from: position + 3)
        position += isMultiline ? 3 : 1
        while position < count {
            // The text between escapes and quotes, a word at a time (the switch below then
            // decides on the byte found, or on the last few bytes of the file).
            while position &+ 8 <= count {
                let word = self.word(at: position)
                let stops = ByteWord.matches(word, Lexer.quotes) | ByteWord.matches(word, Lexer.backslashes)
                    | ByteWord.matches(word, Lexer.lineFeeds) | ByteWord.matches(word, Lexer.carriageReturns)
                if stops != 0 {
                    position &+= ByteWord.firstByte(stops)
                    break
                }
                position &+= 8
            }
            guard position < count else { break }
            let byte = source[position]
            switch byte {
            case Lexer.backslashByte:
                if hashesFollow(position + 1, hashCount) {
                    position += 1 + hashCount
                    if self.byte(at: position) == UInt8(ascii: "(") {
                        position += 1
                        scanInterpolation()
                    } else if position < count {
                        // Skip the escaped character (a line break, in a multi-line string continuation).
                        if source[position] == 13 && self.byte(at: position + 1) == 10 { position += 1 }
                        position += 1
                    }
                } else {
                    position += 1
                }
            case Lexer.quote:
                if isMultiline {
                    if self.byte(at: position + 1) == Lexer.quote && self.byte(at: position + 2) == Lexer.quote
                        && hashesFollow(position + 3, hashCount) {
                        position += 3 + hashCount
                        return
                    }
                    position += 1
                } else {
                    position += 1
                    if hashesFollow(position, hashCount) {
                        position += hashCount
                        return
                    }
                }
            case 10, 13:
                if !isMultiline {
                    report("unterminated string literal", at: literalStart)
                    return
                }
                position += 1
            default:
                position += 1
            }
        }
        report(isMultiline ? "unterminated multi-line string literal" : "unterminated string literal", at: literalStart)
    }

    /// A `"""` opens a multi-line string only when nothing but whitespace follows it on its line;
    /// otherwise (`#"""#`) it is a single-line string containing quotes.
    func onlyWhitespaceUntilLineEnd(from start: Int) -> Bool {
        var index = start
        while index < count {
            switch source[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"): index += 1
            case 10, 13: return true
            default: return false
            }
        }
        return true
    }

    @inline(__always)
    func hashesFollow(_ index: Int, _ hashCount: Int) -> Bool {
        var offset = 0
        while offset < hashCount {
            if byte(at: index + offset) != Lexer.hash { return false }
            offset += 1
        }
        return true
    }

    /// Skips the code of an interpolation, from just after `(` to just after the matching `)`.
    mutating func scanInterpolation() {
        interpolationDepth += 1
        defer { interpolationDepth -= 1 }
        if interpolationDepth > 64 {
            report("string interpolations nested too deeply", at: position)
            return
        }
        var depth = 1
        while position < count {
            let byte = source[position]
            switch byte {
            case UInt8(ascii: "("):
                depth += 1
                position += 1
            case UInt8(ascii: ")"):
                depth -= 1
                position += 1
                if depth == 0 { return }
            case Lexer.quote:
                scanStringBody(hashCount: 0, literalStart: position)
            case Lexer.hash:
                var index = position
                while self.byte(at: index) == Lexer.hash { index += 1 }
                if self.byte(at: index) == Lexer.quote {
                    let start = position
                    position = index
                    scanStringBody(hashCount: index - start, literalStart: start)
                } else {
                    position = index
                }
            case UInt8(ascii: "/"):
                let next = self.byte(at: position + 1)
                if next == UInt8(ascii: "/") {
                    while position < count && source[position] != 10 && source[position] != 13 { position += 1 }
                } else if next == UInt8(ascii: "*") {
                    let saved = pendingFlags
                    let savedBroken = docCommentBlockBroken
                    skipBlockCommentQuietly()
                    pendingFlags = saved
                    docCommentBlockBroken = savedBroken
                } else {
                    position += 1
                }
            default:
                position += 1
            }
        }
    }

    /// A block comment inside an interpolation: skipped without touching doc-comment state.
    mutating func skipBlockCommentQuietly() {
        let start = position
        if let end = endOfBlockComment(from: start) {
            position = end
        } else {
            position = count
            report("unterminated block comment", at: start)
        }
    }
}
