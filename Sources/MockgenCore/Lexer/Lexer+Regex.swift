/// Regex literals `/…/`, `#/…/#` and extended multi-line `#/ … /#`, told apart from the
/// division operator the way Swift does it, heuristically: a bare `/` starts a regex only where
/// an expression can begin and only if the literal closes on the same line.
extension Lexer {
    /// Whether the previous token ends an expression (then `/` divides) or not (then it may be a regex).
    func expressionMayStartHere() -> Bool {
        guard let previous = lastToken else { return true }
        switch previous.kind {
        case .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon, .equal, .arrow,
             .prefixOperator, .binaryOperator, .poundIf, .poundElseif:
            return true
        case .identifier:
            switch previous.keyword {
            case .return?, .throw?, .try?, .await?, .case?, .in?, .where?, .if?, .guard?, .while?,
                 .switch?, .else?, .repeat?, .is?, .as?:
                return true
            default:
                return false
            }
        default:
            return false
        }
    }

    /// Lexes `/…/` at `start` when it is a regex; returns `false` (consuming nothing) otherwise.
    mutating func lexRegexIfPossible(from start: Int) -> Bool {
        guard expressionMayStartHere() else { return false }
        let first = byte(at: start + 1)
        // A regex literal cannot start with whitespace, and `/)`, `/,` are operator references.
        switch first {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), 10, 13, 0, UInt8(ascii: ")"), UInt8(ascii: ","),
             UInt8(ascii: "/"), UInt8(ascii: "*"), UInt8(ascii: "="):
            return false
        default:
            break
        }
        var index = start + 1
        var inCharacterClass = 0
        var groupDepth = 0
        while index < count {
            let byte = source[index]
            switch byte {
            case 10, 13:
                return false
            case Lexer.backslashByte:
                index += 2
            case UInt8(ascii: "["):
                inCharacterClass += 1
                index += 1
            case UInt8(ascii: "]"):
                if inCharacterClass > 0 { inCharacterClass -= 1 }
                index += 1
            case UInt8(ascii: "(") where inCharacterClass == 0:
                groupDepth += 1
                index += 1
            case UInt8(ascii: ")") where inCharacterClass == 0:
                // An unbalanced `)` means the `/` was an operator: `map(/Case.a) … f(/)`.
                groupDepth -= 1
                if groupDepth < 0 { return false }
                index += 1
            case UInt8(ascii: "/") where inCharacterClass == 0:
                // `/ ` before the closing slash would make `a / b /` ambiguous; Swift rejects it too.
                if self.byte(at: index - 1) == UInt8(ascii: " ") { return false }
                position = index + 1
                emit(.regexLiteral, from: start)
                return true
            default:
                index += 1
            }
        }
        return false
    }

    /// `#/…/#`; multi-line ("extended") when the opening delimiter ends its line.
    mutating func lexPoundRegex(from start: Int, hashCount: Int) {
        var index = start + hashCount + 1
        var lineEnd = index
        while lineEnd < count && (source[lineEnd] == UInt8(ascii: " ") || source[lineEnd] == UInt8(ascii: "\t")) { lineEnd += 1 }
        let isExtended = lineEnd >= count || source[lineEnd] == 10 || source[lineEnd] == 13
        while index < count {
            let byte = source[index]
            if byte == Lexer.backslashByte {
                index += 2
                continue
            }
            if (byte == 10 || byte == 13) && !isExtended { break }
            if byte == UInt8(ascii: "/") && hashesFollow(index + 1, hashCount) {
                position = index + 1 + hashCount
                emit(.regexLiteral, from: start)
                return
            }
            index += 1
        }
        report("unterminated regex literal", at: start)
        position = min(index, count)
        emit(.regexLiteral, from: start)
    }
}
