/// Number literals: decimal, hex (with hex floats), binary and octal, `_` separators, fractions
/// and exponents. A malformed suffix (`12abc`) stays in the token so the stream stays in step.
extension Lexer {
    mutating func lexNumber(from start: Int) {
        position = start
        var isFloat = false
        let prefix = byte(at: start + 1)
        if source[start] == UInt8(ascii: "0") && (prefix == UInt8(ascii: "x") || prefix == UInt8(ascii: "X")) {
            position += 2
            skipDigits(CharacterClass.hexDigit)
            if byte(at: position) == UInt8(ascii: ".") && isHexDigit(byte(at: position + 1)) {
                isFloat = true
                position += 1
                skipDigits(CharacterClass.hexDigit)
            }
            let exponent = byte(at: position)
            if exponent == UInt8(ascii: "p") || exponent == UInt8(ascii: "P") {
                isFloat = true
                skipExponent()
            }
        } else if source[start] == UInt8(ascii: "0") && (prefix == UInt8(ascii: "b") || prefix == UInt8(ascii: "o")) {
            position += 2
            skipDigits(CharacterClass.digit)
        } else {
            skipDigits(CharacterClass.digit)
            if byte(at: position) == UInt8(ascii: ".") && isDigit(byte(at: position + 1)) {
                isFloat = true
                position += 1
                skipDigits(CharacterClass.digit)
            }
            let exponent = byte(at: position)
            if exponent == UInt8(ascii: "e") || exponent == UInt8(ascii: "E") {
                let after = byte(at: position + 1)
                let digitAfterSign = after == UInt8(ascii: "+") || after == UInt8(ascii: "-") ? byte(at: position + 2) : after
                if isDigit(digitAfterSign) {
                    isFloat = true
                    skipExponent()
                }
            }
        }
        // An invalid suffix (`12abc`) stays part of the literal so the token stream stays in step.
        lexIdentifierBytes()
        emit(isFloat ? .floatLiteral : .integerLiteral, from: start)
    }

    mutating func skipExponent() {
        position += 1
        let sign = byte(at: position)
        if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { position += 1 }
        skipDigits(CharacterClass.digit)
    }

    /// Advances over digits of the class `mask` and `_` separators.
    @inline(__always)
    mutating func skipDigits(_ mask: UInt8) {
        while position < count {
            let byte = source[position]
            guard classes[Int(byte)] & mask != 0 || byte == UInt8(ascii: "_") else { return }
            position += 1
        }
    }
}
