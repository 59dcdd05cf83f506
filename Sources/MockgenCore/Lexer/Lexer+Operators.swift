/// Operators, classified by the whitespace around them as Swift does.
extension Lexer {
    /// Lexes an operator and classifies it by the whitespace around it: binary when bound on both
    /// sides or neither, postfix when bound on the left only, prefix when bound on the right only.
    mutating func lexOperator(from start: Int, allowsDots: Bool) {
        var index = start
        while index < count {
            let byte = source[index]
            if byte == UInt8(ascii: "/") && index > start {
                // `//` and `/*` start a comment, never continue an operator.
                let next = self.byte(at: index + 1)
                if next == UInt8(ascii: "/") || next == UInt8(ascii: "*") { break }
            }
            if byte < 0x80 {
                if isOperatorCharacter(byte) || (allowsDots && byte == UInt8(ascii: ".")) {
                    index += 1
                } else {
                    break
                }
            } else {
                let (scalar, length) = decodeScalar(at: index)
                if index == start ? CharacterClass.isOperatorHead(scalar) : CharacterClass.isOperatorContinuation(scalar) {
                    index += length
                } else {
                    break
                }
            }
        }
        if index == start { index = start + 1 }

        let leftBound = start > 0 && !pendingFlags.contains(.spaceBefore) && !unbindsLeft(source[start - 1])
        let first = source[start]
        // A left-bound `?` or `!` is always a postfix operator of its own: `T?>`, `x!.y`, `a?=b`.
        if leftBound && (first == UInt8(ascii: "?") || first == UInt8(ascii: "!")) {
            position = start + 1
            emit(.postfixOperator, from: start)
            return
        }
        position = index
        let length = index - start
        if length == 1 && first == UInt8(ascii: "=") {
            emit(.equal, from: start)
            return
        }
        if length == 2 && first == UInt8(ascii: "-") && source[start + 1] == UInt8(ascii: ">") {
            emit(.arrow, from: start)
            return
        }
        let next = byte(at: index)
        var rightBound = index < count && !unbindsRight(next)
        if next == UInt8(ascii: "/") {
            let afterNext = byte(at: index + 1)
            if afterNext == UInt8(ascii: "/") || afterNext == UInt8(ascii: "*") { rightBound = false }
        }
        let kind: TokenKind
        if leftBound && !allowsDots && next == UInt8(ascii: ".") {
            kind = .postfixOperator
        } else if leftBound == rightBound {
            kind = .binaryOperator
        } else {
            kind = leftBound ? .postfixOperator : .prefixOperator
        }
        emit(kind, from: start)
    }
}
