/// Byte classification for the lexer: one table lookup per byte instead of chains of comparisons.
/// Bytes ≥ 0x80 (the lead and continuation bytes of UTF-8 sequences) are classified as identifier
/// characters here; the lexer decodes the scalar only when it must tell a Unicode operator apart.
enum CharacterClass {
    static let identifierHead: UInt8 = 1 << 0
    static let identifierBody: UInt8 = 1 << 1
    static let digit: UInt8 = 1 << 2
    static let operatorCharacter: UInt8 = 1 << 3
    static let whitespace: UInt8 = 1 << 4
    static let hexDigit: UInt8 = 1 << 5
    /// Characters after which an operator is not "left-bound" (Swift's whitespace rule).
    static let leftUnbinding: UInt8 = 1 << 6
    /// Characters before which an operator is not "right-bound".
    static let rightUnbinding: UInt8 = 1 << 7

    /// Built once; immutable afterwards, so sharing it across threads is safe.
    nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        table.initialize(repeating: 0, count: 256)
        func mark(_ bytes: String, _ flags: UInt8) {
            for byte in bytes.utf8 { table[Int(byte)] |= flags }
        }
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] |= identifierHead | identifierBody }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] |= identifierHead | identifierBody }
        for byte in 0x80...0xFF { table[byte] |= identifierHead | identifierBody }
        mark("_", identifierHead | identifierBody)
        // `$` continues a name (`_$embed`, synthesized storage names); `$0` is lexed separately.
        mark("$", identifierBody)
        mark("0123456789", digit | identifierBody | hexDigit)
        mark("abcdefABCDEF", hexDigit)
        mark("/=-+!*%<>&|^~?", operatorCharacter)
        mark(" \t\n\r\u{0B}\u{0C}\0", whitespace)
        mark(" \t\n\r\u{0B}\u{0C}\0([{,;:", leftUnbinding)
        mark(" \t\n\r\u{0B}\u{0C}\0)]},;:", rightUnbinding)
        return UnsafePointer(table)
    }()

    /// Unicode scalars Swift accepts as the first character of an operator (the "operator-head"
    /// ranges of The Swift Programming Language's lexical grammar).
    static func isOperatorHead(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F,
             0x3001...0x3003, 0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    /// Combining marks allowed after an operator head.
    static func isOperatorContinuation(_ scalar: UInt32) -> Bool {
        if isOperatorHead(scalar) { return true }
        switch scalar {
        case 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return true
        default:
            return false
        }
    }
}
