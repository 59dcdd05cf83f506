#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns Swift source bytes into tokens in a single forward pass.
///
/// Works on raw UTF-8 bytes with one table lookup per byte; a token is a kind plus a byte range,
/// so no text is copied. Comments become whitespace flags on the next token, except doc comments,
/// which are recorded on the side for the parser. String, regex and number literals are one token
/// each (interpolations included), so the parser never has to look inside them.
public struct Lexer {
    let source: UnsafeBufferPointer<UInt8>
    let count: Int
    var position = 0
    /// Tokens are written straight into the result array's storage, sized for the worst case
    /// (every token takes at least one byte), so emitting one is a single store.
    var tokenStorage: UnsafeMutablePointer<Token>?
    var tokenCount = 0
    /// Rarely written results live in a class held as `Unmanaged`: the lexer struct then holds
    /// only plain values, so calling its helper methods never copies or retains anything, and
    /// reaching the class through `withSide` does not retain it either.
    let sideReference: Unmanaged<SideOutput>
    /// Whitespace seen since the last token, attached to the next one.
    var pendingFlags: Token.Flags = []
    /// A regular comment or a blank line ends a doc comment block.
    var docCommentBlockBroken = false
    var newlinesSinceDocComment = 0
    /// Guards against pathological nesting of string interpolations.
    var interpolationDepth = 0
    /// The shared tables, fetched once per file: reading a `static let` on every byte would pay a
    /// lazy-initialisation check each time.
    let classes: UnsafePointer<UInt8> = CharacterClass.table
    let keywords = KeywordTable.shared

    /// Whether any `\r` occurs; without one, line breaks can be found with `memchr`.
    let hasCarriageReturns: Bool

    /// Whether function bodies are skimmed (`Lexer+BodySkimming.swift`; it stops for the rest
    /// of a file whose brackets do not nest), and the signature state that finds them.
    var skimsBodies: Bool
    var bodyWatch = BodyWatch()

    /// Whether doc comments are recorded (`TokenStream.docCommentPieces`): not for a parse that
    /// reads no documentation and hashes nothing (pass 1's skeletons without a cache), where
    /// recording each `///` line was arrays grown only to be dropped.
    let recordsDocComments: Bool

    /// Diagnostics and doc comments, appended as they are found. Only the one lexer that owns
    /// it touches it, one access at a time, so the run-time exclusivity checks Swift would make
    /// on each access of a class's properties (two thirds of recording a `///` line) are off.
    final class SideOutput {
        @exclusivity(unchecked) var diagnostics: [LexerDiagnostic] = []
        @exclusivity(unchecked) var docCommentPieces: [Range<Int>] = []
        @exclusivity(unchecked) var docCommentBlocks: [DocCommentBlock] = []
        @exclusivity(unchecked) var skimmedBodies: [SkimmedBody] = []
    }

    init(_ source: UnsafeBufferPointer<UInt8>, side: SideOutput, skimmingBodies: Bool = false, recordingDocComments: Bool = true) {
        self.skimsBodies = skimmingBodies
        self.recordsDocComments = recordingDocComments
        self.sideReference = Unmanaged.passUnretained(side)
        self.source = source
        self.count = source.count
        if let base = source.baseAddress {
            hasCarriageReturns = memchr(base, 13, source.count) != nil
        } else {
            hasCarriageReturns = false
        }
    }

    /// Lexes a whole file. With `skimmingBodies`, the bodies of functions, initializers and
    /// deinitializers come out as a `{` and a `}` with no tokens between (what the parser needs).
    /// `recordingDocComments: false` leaves the stream's doc comments empty.
    public static func tokenize(_ source: UnsafeBufferPointer<UInt8>, skimmingBodies: Bool = false, recordingDocComments: Bool = true) -> TokenStream {
        let side = SideOutput()
        var lexer = Lexer(source, side: side, skimmingBodies: skimmingBodies, recordingDocComments: recordingDocComments)
        let openers = UnsafeMutablePointer<UInt8>.allocate(capacity: BodyWatch.openerCapacity)
        defer { openers.deallocate() }
        lexer.bodyWatch.openers = openers
        let tokens = [Token](unsafeUninitializedCapacity: source.count + 1) { buffer, initializedCount in
            lexer.tokenStorage = buffer.baseAddress
            lexer.run()
            initializedCount = lexer.tokenCount
        }
        return withExtendedLifetime(side) {
            TokenStream(
                tokens: tokens,
                docCommentPieces: side.docCommentPieces,
                docCommentBlocks: side.docCommentBlocks,
                diagnostics: side.diagnostics,
                hasCarriageReturns: lexer.hasCarriageReturns,
                skimmedBodies: side.skimmedBodies
            )
        }
    }

    public static func tokenize(_ source: [UInt8], skimmingBodies: Bool = false) -> TokenStream {
        source.withUnsafeBufferPointer { tokenize($0, skimmingBodies: skimmingBodies) }
    }

    // MARK: - Byte access

    /// The byte at `index`, or 0 past the end, so look-ahead never needs its own bounds check.
    @inline(__always)
    func byte(at index: Int) -> UInt8 {
        index < count && index >= 0 ? source[index] : 0
    }

    @inline(__always)
    mutating func emit(_ kind: TokenKind, from start: Int, keyword: Keyword? = nil) {
        append(Token(kind: kind, keyword: keyword, flags: pendingFlags, start: start, end: position))
        pendingFlags = []
    }

    /// The side output, without a retain/release pair per use (the caller of `tokenize` keeps
    /// it alive for the whole run).
    @inline(__always)
    func withSide<Result>(_ body: (SideOutput) -> Result) -> Result {
        sideReference._withUnsafeGuaranteedRef(body)
    }

    @inline(__always)
    mutating func append(_ token: Token) {
        guard let storage = tokenStorage else { return }
        (storage + tokenCount).initialize(to: token)
        tokenCount += 1
    }

    var lastToken: Token? {
        guard let storage = tokenStorage, tokenCount > 0 else { return nil }
        return storage[tokenCount - 1]
    }

    mutating func report(_ message: String, at offset: Int, _ severity: Diagnostic.Severity = .error) {
        withSide { $0.diagnostics.append(LexerDiagnostic(severity: severity, message: message, offset: offset)) }
    }

    // MARK: - Main loop

    mutating func run() {
        skipByteOrderMarkAndShebang()
        while true {
            // Half the tokens follow another with nothing between (`f(`, `a.b`, `x:`): no call.
            if position < count, classes[Int(source[position])] & CharacterClass.whitespace != 0 || source[position] == UInt8(ascii: "/") {
                skipTrivia()
            }
            if position >= count { break }
            let start = position
            let byte = source[position]
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                lexIdentifier(from: start)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                lexNumber(from: start)
            case UInt8(ascii: "\""):
                lexString(from: start, hashCount: 0)
            case UInt8(ascii: "#"):
                lexPound(from: start)
            case UInt8(ascii: "@"):
                lexAttribute(from: start)
            case UInt8(ascii: "$"):
                position += 1
                while position < count && isIdentifierBody(source[position]) { position += 1 }
                emit(position - start > 1 ? .dollarIdentifier : .identifier, from: start)
            case UInt8(ascii: "`"):
                lexBacktickedIdentifier(from: start)
            case UInt8(ascii: "("): position += 1; emit(.leftParen, from: start); bracketOpened(UInt8(ascii: "("))
            case UInt8(ascii: ")"): position += 1; emit(.rightParen, from: start); bracketClosed(UInt8(ascii: "("))
            case UInt8(ascii: "{"): position += 1; emit(.leftBrace, from: start); leftBraceSeen()
            case UInt8(ascii: "}"): position += 1; emit(.rightBrace, from: start); rightBraceSeen()
            case UInt8(ascii: "["): position += 1; emit(.leftBracket, from: start); bracketOpened(UInt8(ascii: "["))
            case UInt8(ascii: "]"): position += 1; emit(.rightBracket, from: start); bracketClosed(UInt8(ascii: "["))
            case UInt8(ascii: ","): position += 1; emit(.comma, from: start)
            case UInt8(ascii: ":"): position += 1; emit(.colon, from: start)
            case UInt8(ascii: ";"): position += 1; emit(.semicolon, from: start); signatureEnded()
            case UInt8(ascii: "\\"): position += 1; emit(.backslash, from: start)
            case UInt8(ascii: "."):
                let next = self.byte(at: start + 1)
                if next == UInt8(ascii: ".") || (isOperatorCharacter(next) && next != UInt8(ascii: "/")) {
                    lexOperator(from: start, allowsDots: true)
                } else {
                    position += 1
                    emit(.period, from: start)
                }
            case UInt8(ascii: "/"):
                if !lexRegexIfPossible(from: start) { lexOperator(from: start, allowsDots: false) }
            case 0x80...0xFF:
                let (scalar, _) = decodeScalar(at: start)
                if scalar == Self.malformed {
                    // The compiler rejects such a file; a name with these bytes could not be
                    // written back as valid UTF-8.
                    report("invalid UTF-8 in source", at: start)
                    position += 1
                    emit(.unknown, from: start)
                } else if CharacterClass.isOperatorHead(scalar) {
                    lexOperator(from: start, allowsDots: false)
                } else {
                    lexIdentifier(from: start)
                }
            default:
                if isOperatorCharacter(byte) {
                    lexOperator(from: start, allowsDots: false)
                } else {
                    position += 1
                    emit(.unknown, from: start)
                }
            }
        }
        append(Token(kind: .endOfFile, flags: pendingFlags.union(.newlineBefore), start: count, end: count))
    }

    mutating func skipByteOrderMarkAndShebang() {
        if byte(at: 0) == 0xEF && byte(at: 1) == 0xBB && byte(at: 2) == 0xBF { position = 3 }
        if byte(at: position) == UInt8(ascii: "#") && byte(at: position + 1) == UInt8(ascii: "!") {
            while position < count && source[position] != 10 && source[position] != 13 { position += 1 }
        }
    }

    // MARK: - Identifiers and keywords

    mutating func lexIdentifier(from start: Int) {
        var index = start + 1
        if source[start] >= 0x80 { index = start + decodeScalar(at: start).length }
        // Eight bytes a step: one predictable branch per word rather than one per byte, whose
        // exit (a name's varying length) the processor mispredicts.
        // The byte the words stop at ends the name unless it is not ASCII (then decoded below).
        var stoppedAtASCII = false
        while index &+ 8 <= count {
            let stops = ByteWord.nonNameBytes(word(at: index))
            if stops != 0 {
                index &+= ByteWord.firstByte(stops)
                stoppedAtASCII = source[index] < 0x80
                break
            }
            index &+= 8
        }
        while !stoppedAtASCII && index < count {
            let byte = source[index]
            if byte < 0x80 {
                if !isIdentifierBody(byte) { break }
                index += 1
            } else {
                // A Unicode operator character ends the name (`a→b`), and so do bytes that are not
                // UTF-8 (reported when lexed next); anything else continues it.
                let (scalar, length) = decodeScalar(at: index)
                if CharacterClass.isOperatorHead(scalar) || scalar == Self.malformed { break }
                index += length
            }
        }
        position = index
        let keyword = keywords.lookup(source.baseAddress! + start, position - start, readable: count - start)
        if skimsBodies, let keyword { watchKeyword(keyword) }
        emit(.identifier, from: start, keyword: keyword)
    }

    mutating func lexBacktickedIdentifier(from start: Int) {
        var index = start + 1
        while index < count && source[index] != UInt8(ascii: "`") && source[index] != 10 && source[index] != 13 {
            index += 1
        }
        if byte(at: index) == UInt8(ascii: "`") && index > start + 1 {
            position = index + 1
            emit(.identifier, from: start)
        } else {
            report("unterminated backticked identifier", at: start)
            position = start + 1
            emit(.unknown, from: start)
        }
    }

    mutating func lexAttribute(from start: Int) {
        position = start + 1
        let next = byte(at: position)
        if isIdentifierHead(next) {
            lexIdentifierBytes()
            emit(.attribute, from: start)
        } else if next == UInt8(ascii: "`") {
            var index = position + 1
            while index < count && source[index] != UInt8(ascii: "`") && source[index] != 10 { index += 1 }
            if byte(at: index) == UInt8(ascii: "`") { position = index + 1 }
            emit(.attribute, from: start)
        } else {
            emit(.atSign, from: start)
        }
    }

    /// Advances over identifier bytes without emitting a token.
    mutating func lexIdentifierBytes() {
        while position < count && isIdentifierBody(source[position]) { position += 1 }
    }

    // MARK: - `#` forms

    mutating func lexPound(from start: Int) {
        var index = start
        while byte(at: index) == UInt8(ascii: "#") { index += 1 }
        let hashCount = index - start
        let next = byte(at: index)
        if next == UInt8(ascii: "\"") {
            lexString(from: start, hashCount: hashCount)
            return
        }
        if next == UInt8(ascii: "/") {
            lexPoundRegex(from: start, hashCount: hashCount)
            return
        }
        if hashCount == 1 && isIdentifierHead(next) {
            position = index
            lexIdentifierBytes()
            let kind: TokenKind
            switch position - index {
            case 2 where source[index] == UInt8(ascii: "i") && source[index + 1] == UInt8(ascii: "f"):
                kind = .poundIf
            case 4 where matches("else", at: index): kind = .poundElse
            case 5 where matches("endif", at: index): kind = .poundEndif
            case 6 where matches("elseif", at: index): kind = .poundElseif
            default: kind = .poundKeyword
            }
            emit(kind, from: start)
            signatureEnded()
            return
        }
        position = start + 1
        emit(.unknown, from: start)
    }

    func matches(_ text: StaticString, at index: Int) -> Bool {
        let length = text.utf8CodeUnitCount
        guard index + length <= count else { return false }
        let pointer = text.utf8Start
        for offset in 0..<length where source[index + offset] != pointer[offset] { return false }
        return true
    }

    // MARK: - Byte classes

    @inline(__always) func isIdentifierHead(_ byte: UInt8) -> Bool { classes[Int(byte)] & CharacterClass.identifierHead != 0 }
    @inline(__always) func isIdentifierBody(_ byte: UInt8) -> Bool { classes[Int(byte)] & CharacterClass.identifierBody != 0 }
    @inline(__always) func isDigit(_ byte: UInt8) -> Bool { classes[Int(byte)] & CharacterClass.digit != 0 }
    @inline(__always) func isHexDigit(_ byte: UInt8) -> Bool { classes[Int(byte)] & CharacterClass.hexDigit != 0 }
    @inline(__always) func isOperatorCharacter(_ byte: UInt8) -> Bool { classes[Int(byte)] & CharacterClass.operatorCharacter != 0 }
    @inline(__always) func unbindsLeft(_ byte: UInt8) -> Bool { classes[Int(byte)] & CharacterClass.leftUnbinding != 0 }
    @inline(__always) func unbindsRight(_ byte: UInt8) -> Bool { classes[Int(byte)] & CharacterClass.rightUnbinding != 0 }

    // MARK: - Unicode

    /// What `decodeScalar` returns for bytes that are not a UTF-8 sequence.
    static let malformed: UInt32 = 0xFFFF_FFFF

    /// Decodes the UTF-8 sequence at `index`; a lead byte without its continuation bytes (or a
    /// stray continuation byte) decodes as `malformed`, length 1.
    @inline(__always)
    func decodeScalar(at index: Int) -> (scalar: UInt32, length: Int) {
        let lead = UInt32(byte(at: index))
        let available = count - index
        func continuation(_ offset: Int) -> UInt32? {
            let byte = self.byte(at: index + offset)
            return byte & 0xC0 == 0x80 ? UInt32(byte & 0x3F) : nil
        }
        switch lead {
        case 0xC2...0xDF where available >= 2:
            guard let first = continuation(1) else { return (Self.malformed, 1) }
            return ((lead & 0x1F) << 6 | first, 2)
        case 0xE0...0xEF where available >= 3:
            guard let first = continuation(1), let second = continuation(2) else { return (Self.malformed, 1) }
            return ((lead & 0x0F) << 12 | first << 6 | second, 3)
        case 0xF0...0xF4 where available >= 4:
            guard let first = continuation(1), let second = continuation(2), let third = continuation(3) else { return (Self.malformed, 1) }
            return ((lead & 0x07) << 18 | first << 12 | second << 6 | third, 4)
        default:
            return (lead < 0x80 ? lead : Self.malformed, 1)
        }
    }
}
