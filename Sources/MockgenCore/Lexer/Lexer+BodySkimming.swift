/// Function and accessor bodies without tokens. Nothing a mock needs lies inside the body of a `func` or
/// `deinit` (the parser steps over it by counting braces), yet bodies are most of a file's
/// bytes. An initializer's body is the exception: the parser reads it for `self` handed out
/// (`Parser.skipInitializerBody`), so it is lexed in full, and so are the functions inside it. When the parser asks for it (`Lexer.tokenize(_:skimmingBodies:)`), the lexer emits such
/// a body's `{` and `}` and only scans the bytes between for what could hide a brace: comments,
/// strings (interpolations included) and backticked names.
///
/// Skimming must never change what the parser sees outside bodies, so it gives up whenever it is
/// not sure (a `/` that may start a regex literal, a byte that is not ASCII, a literal that does
/// not close): it then lexes the body again from its `{` as usual. `BodySkimmingTests` parses
/// every fixture and mutations of them both ways and compares the models and diagnostics.
///
/// Where a body starts. After `func`, `init` or `deinit` in a declaration's place (first in the
/// file, or after `{`, `}`, `;`, an attribute, a modifier, an `#if` directive or the `)` closing
/// an attribute's arguments, and outside any parenthesis or bracket), the first `{` outside
/// parentheses and brackets opens the body. A declaration keyword, a modifier, a `#` directive,
/// `;` or `}` outside parentheses first means there is no body (a protocol requirement). A
/// signature cannot hold a `{` outside parentheses: default arguments are inside them and result
/// types have no braces.
extension Lexer {
    /// The state of the signature being read, in `run`'s hot loop.
    struct BodyWatch {
        enum Awaited {
            case nothing
            /// A `func`'s or `deinit`'s body: skimmed.
            case functionBody
            /// An initializer's body: lexed in full, and nothing inside it is skimmed.
            case initializerBody
            /// A `var`'s or `subscript`'s block: skimmed when it is a getter body; when it may
            /// be a list of accessors, lexed, with the accessors' bodies skimmed.
            case accessorBlock
        }
        var awaited = Awaited.nothing
        /// Open parentheses and brackets, counted over the whole file (never below 0).
        var bracketDepth = 0
        /// The bracket depth of the awaited body's keyword: its `{` comes at that depth.
        var signatureDepth = 0
        /// Whether the parameters' `(` was seen: before it, `let` declares a value generic
        /// parameter (`func f<let n: Int>()`), not the next declaration.
        var sawParameters = false
        /// Inside an initializer's body, its open braces (0 elsewhere): nothing is skimmed there.
        var initializerBraceDepth = 0
        /// Inside a block that may list accessors, its open braces (0 elsewhere); a `{` right
        /// inside it (depth 1, at `accessorBracketDepth`) opens an accessor's body.
        var accessorBraceDepth = 0
        var accessorBracketDepth = 0
        /// The brackets of every kind open here, innermost last (`(`, `[` or `{`). The parser
        /// pairs brackets by counting, so where they do not nest (`{ )`, a closer with nothing
        /// open) its view of what a `{` opens can differ from the lexer's: skimming stops there.
        var openers: UnsafeMutablePointer<UInt8>?
        var openerCount = 0
        static let openerCapacity = 512
    }

    @inline(__always)
    mutating func pushOpener(_ opener: UInt8) {
        guard bodyWatch.openerCount < BodyWatch.openerCapacity, let openers = bodyWatch.openers else {
            skimsBodies = false
            return
        }
        openers[bodyWatch.openerCount] = opener
        bodyWatch.openerCount += 1
    }

    @inline(__always)
    mutating func popOpener(_ opener: UInt8) {
        guard bodyWatch.openerCount > 0, let openers = bodyWatch.openers else {
            skimsBodies = false
            return
        }
        bodyWatch.openerCount -= 1
        if openers[bodyWatch.openerCount] != opener { skimsBodies = false }
    }

    /// Called for every keyword: starts or ends waiting for a body.
    ///
    /// Any `init` (after a `.` too, inside brackets too) is taken for an initializer's: that
    /// only keeps the braces after it from being skimmed, and the parser, even recovering from
    /// an error, never reads an initializer's body that the lexer skimmed a function inside.
    @inline(__always)
    mutating func watchKeyword(_ keyword: Keyword) {
        switch keyword {
        case .`init`:
            guard bodyWatch.initializerBraceDepth == 0 else { return }
            bodyWatch.awaited = .initializerBody
            bodyWatch.signatureDepth = bodyWatch.bracketDepth
        case .func, .deinit, .var, .subscript:
            if bodyWatch.bracketDepth == 0 && bodyWatch.initializerBraceDepth == 0 && startsDeclaration(after: lastToken) {
                bodyWatch.awaited = keyword == .var || keyword == .subscript ? .accessorBlock : .functionBody
                bodyWatch.signatureDepth = 0
                bodyWatch.sawParameters = keyword == .var
            } else {
                endSignature(at: keyword)
            }
        default:
            endSignature(at: keyword)
        }
    }

    @inline(__always)
    private mutating func endSignature(at keyword: Keyword) {
        switch bodyWatch.awaited {
        case .functionBody, .accessorBlock:
            if bodyWatch.bracketDepth == 0 && Lexer.endsSignature(keyword) && (bodyWatch.sawParameters || keyword != .let) {
                bodyWatch.awaited = .nothing
            }
        case .nothing, .initializerBody:
            break
        }
    }

    /// Whether a keyword right after `previous` stands where a declaration begins.
    func startsDeclaration(after previous: Token?) -> Bool {
        guard let previous else { return true }
        switch previous.kind {
        case .leftBrace, .rightBrace, .semicolon, .attribute, .rightParen,
             .poundIf, .poundElse, .poundElseif, .poundEndif:
            return true
        case .identifier:
            guard let keyword = previous.keyword else { return false }
            return Lexer.isModifierKeyword(keyword)
        default:
            return false
        }
    }

    /// Keywords that begin another declaration, so the signature before them had no body.
    static func endsSignature(_ keyword: Keyword) -> Bool {
        switch keyword {
        case .import, .class, .struct, .enum, .protocol, .extension, .actor, .var, .let,
             .subscript, .associatedtype, .typealias, .case, .operator, .precedencegroup, .macro:
            return true
        default:
            return isModifierKeyword(keyword)
        }
    }

    static func isModifierKeyword(_ keyword: Keyword) -> Bool {
        switch keyword {
        case .public, .private, .fileprivate, .internal, .package, .open, .static, .final,
             .override, .mutating, .nonmutating, .lazy, .weak, .unowned, .dynamic, .optional,
             .required, .convenience, .indirect, .nonisolated, .distributed, .prefix, .postfix,
             .infix, .consuming, .borrowing, .__consuming:
            return true
        default:
            return false
        }
    }

    /// Called after a `{` token was emitted: skims the body it opens when one is awaited.
    @inline(__always)
    mutating func leftBraceSeen() {
        guard skimsBodies else { return }
        pushOpener(UInt8(ascii: "{"))
        if bodyWatch.initializerBraceDepth > 0 {
            bodyWatch.initializerBraceDepth += 1
            return
        }
        if bodyWatch.accessorBraceDepth > 0 {
            // Right inside a block of accessors, a `{` opens an accessor's body (or, in what the
            // parser takes for a getter body after all, a closure it skips with the rest).
            if bodyWatch.accessorBraceDepth == 1 && bodyWatch.bracketDepth == bodyWatch.accessorBracketDepth && skimBody() {
                popOpener(UInt8(ascii: "{"))
                return
            }
            bodyWatch.accessorBraceDepth += 1
            return
        }
        guard bodyWatch.awaited != .nothing && bodyWatch.bracketDepth == bodyWatch.signatureDepth else { return }
        let awaited = bodyWatch.awaited
        bodyWatch.awaited = .nothing
        switch awaited {
        case .initializerBody:
            bodyWatch.initializerBraceDepth = 1
        case .functionBody:
            if !opensObserverBlock() && skimBody() { popOpener(UInt8(ascii: "{")) }
        case .accessorBlock:
            if mayOpenAccessorList() {
                bodyWatch.accessorBraceDepth = 1
                bodyWatch.accessorBracketDepth = bodyWatch.bracketDepth
            } else if skimBody() {
                popOpener(UInt8(ascii: "{"))
            }
        case .nothing:
            break
        }
    }

    /// Called after a `}` token was emitted.
    @inline(__always)
    mutating func rightBraceSeen() {
        guard skimsBodies else { return }
        popOpener(UInt8(ascii: "{"))
        if bodyWatch.initializerBraceDepth > 0 { bodyWatch.initializerBraceDepth -= 1 }
        if bodyWatch.accessorBraceDepth > 0 { bodyWatch.accessorBraceDepth -= 1 }
        signatureEnded()
    }

    @inline(__always)
    mutating func bracketOpened(_ opener: UInt8) {
        guard skimsBodies else { return }
        pushOpener(opener)
        if bodyWatch.bracketDepth == bodyWatch.signatureDepth { bodyWatch.sawParameters = true }
        bodyWatch.bracketDepth += 1
    }

    /// A closer of a bracket opened before the keyword ends the signature too (`f(init: x)` is
    /// a call, not a declaration).
    @inline(__always)
    mutating func bracketClosed(_ opener: UInt8) {
        guard skimsBodies else { return }
        popOpener(opener)
        if bodyWatch.bracketDepth == bodyWatch.signatureDepth { bodyWatch.awaited = .nothing }
        if bodyWatch.bracketDepth > 0 { bodyWatch.bracketDepth -= 1 }
    }

    /// `;`, `}` or a `#` directive at the signature's depth: no body follows.
    @inline(__always)
    mutating func signatureEnded() {
        if bodyWatch.bracketDepth == bodyWatch.signatureDepth { bodyWatch.awaited = .nothing }
    }

    /// Whether the block whose `{` was just lexed may list accessors, by its first word after
    /// attributes: anything the parser's `opensAccessorList` could take for an accessor or an
    /// accessor's modifier, and an attribute. Otherwise the parser skips it as a getter body.
    func mayOpenAccessorList() -> Bool {
        let start = indexAfterTrivia(from: position)
        if byte(at: start) == UInt8(ascii: "@") { return true }
        var index = start
        while index < count && isIdentifierBody(source[index]) { index += 1 }
        guard index > start, let keyword = keywords.lookup(source.baseAddress! + start, index - start, readable: count - start) else {
            return index - start == 4 && matches("read", at: start)
                || index - start == 6 && (matches("modify", at: start) || matches("borrow", at: start) || matches("mutate", at: start))
        }
        switch keyword {
        case .get, .set, .willSet, .didSet, ._read, ._modify, .`init`, .unsafeAddress, .unsafeMutableAddress, .yielding,
             .mutating, .nonmutating, .__consuming, .consuming, .borrowing:
            return true
        default:
            return false
        }
    }

    /// Past whitespace and comments from `start`.
    func indexAfterTrivia(from start: Int) -> Int {
        var index = start
        while true {
            while index < count && classes[Int(source[index])] & CharacterClass.whitespace != 0 { index += 1 }
            guard byte(at: index) == UInt8(ascii: "/") else { return index }
            let next = byte(at: index + 1)
            if next == UInt8(ascii: "/") {
                index = endOfLine(from: index)
            } else if next == UInt8(ascii: "*"), let end = endOfBlockComment(from: index) {
                index = end
            } else {
                return index
            }
        }
    }

    /// Whether the `{` just lexed starts `willSet`/`didSet` observers (after attributes), which
    /// the parser reads after an initial value: `= Loader.init(…) func {` is broken code, but its
    /// braces are an observer block to the parser, not a body.
    func opensObserverBlock() -> Bool {
        var index = indexAfterTrivia(from: position)
        while byte(at: index) == UInt8(ascii: "@") {
            index += 1
            while index < count && isIdentifierBody(source[index]) { index += 1 }
            while index < count && classes[Int(source[index])] & CharacterClass.whitespace != 0 { index += 1 }
        }
        let start = index
        while index < count && isIdentifierBody(source[index]) { index += 1 }
        let length = index - start
        return (length == 7 && matches("willSet", at: start)) || (length == 6 && matches("didSet", at: start))
    }

    /// From just after a body's `{` to just after its `}`, emitting only the `}`; or, when
    /// skimming gives up, nothing (the caller's loop then lexes the body as usual). Returns
    /// whether it skimmed.
    @discardableResult
    mutating func skimBody() -> Bool {
        guard let base = source.baseAddress else { return false }
        let bodyStart = position
        let diagnosticsBefore = withSide { $0.diagnostics.count }
        let special = Lexer.skimSpecial
        var index = position
        var depth = 1
        // Parentheses and brackets must balance inside the body: the parser counts every kind
        // of bracket together when it skips an expression, and would see unbalanced ones.
        var parentheses = 0
        var brackets = 0
        /// Where the last comment skimmed ends (the closing `}` may need to know).
        var commentEnd = -1
        scan: while true {
            // Sixteen bytes a step, compared as one vector; the first special byte is found
            // from the comparison's lanes read as two words, not by a byte loop after it.
            while index &+ 16 <= count {
                let lanes = Lexer.skimSpecialLanes(UnsafeRawPointer(base + index))
                if lanes.low != 0 {
                    index &+= lanes.low.trailingZeroBitCount &>> 3
                    break
                }
                if lanes.high != 0 {
                    index &+= 8 &+ lanes.high.trailingZeroBitCount &>> 3
                    break
                }
                index &+= 16
            }
            while index < count && special[Int(base[index])] == 0 { index += 1 }
            guard index < count else { break scan }
            switch base[index] {
            case UInt8(ascii: "("):
                parentheses += 1
                index += 1
            case UInt8(ascii: ")"):
                parentheses -= 1
                guard parentheses >= 0 else { break scan }
                index += 1
            case UInt8(ascii: "["):
                brackets += 1
                index += 1
            case UInt8(ascii: "]"):
                brackets -= 1
                guard brackets >= 0 else { break scan }
                index += 1
            case UInt8(ascii: "{"):
                depth += 1
                index += 1
            case UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 {
                    guard parentheses == 0 && brackets == 0,
                          let flags = closingBraceFlags(at: index, bodyStart: bodyStart, commentEnd: commentEnd) else { break scan }
                    pendingFlags = flags
                    position = index + 1
                    withSide { $0.skimmedBodies.append(SkimmedBody(interior: bodyStart..<index, closingFlags: flags)) }
                    emit(.rightBrace, from: index)
                    return true
                }
                index += 1
            case UInt8(ascii: "/"):
                let next = byte(at: index + 1)
                if next == UInt8(ascii: "/") {
                    index = endOfLine(from: index)
                    commentEnd = index
                } else if next == UInt8(ascii: "*") {
                    guard let end = endOfBlockComment(from: index) else { break scan }
                    index = end
                    commentEnd = index
                } else if next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || next == 10 || next == 13
                            || next == UInt8(ascii: "=") || next == UInt8(ascii: ")") || next == UInt8(ascii: ",") {
                    // Never a regex literal's start (`a / b`, `x /= 2`, `reduce(0, /)`).
                    index += 1
                } else {
                    break scan
                }
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                var quote = index
                while byte(at: quote) == Lexer.hash { quote += 1 }
                let hashCount = quote - index
                if byte(at: quote) == Lexer.quote {
                    position = quote
                    scanStringBody(hashCount: hashCount, literalStart: index)
                    index = position
                } else if byte(at: quote) == UInt8(ascii: "/") {
                    break scan
                } else {
                    index = quote
                }
            case UInt8(ascii: "`"):
                var close = index + 1
                while close < count && base[close] != UInt8(ascii: "`") && base[close] != 10 && base[close] != 13 {
                    close += 1
                }
                guard byte(at: close) == UInt8(ascii: "`") && close > index + 1 else { break scan }
                index = close + 1
            default:
                // Not ASCII: a Unicode operator or malformed UTF-8 needs the full lexer.
                break scan
            }
        }
        // Given up (or no closing brace): lex the body as usual, with nothing reported twice.
        withSide { side in side.diagnostics.removeSubrange(diagnosticsBefore...) }
        position = bodyStart
        return false
    }

    /// The flags a full lex gives the `}` at `closing`: from the whitespace and comments since
    /// the last token. Found backwards over whitespace; `nil` (give up) in the one case that
    /// cannot tell, a block comment on the closing brace's line (`… /* done */ }`).
    func closingBraceFlags(at closing: Int, bodyStart: Int, commentEnd: Int) -> Token.Flags? {
        var flags: Token.Flags = []
        var index = closing
        while index > bodyStart {
            switch source[index - 1] {
            case 10, 13: flags.formUnion([.spaceBefore, .newlineBefore])
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0: flags.insert(.spaceBefore)
            default:
                // Inside a comment: the trivia goes on before it, and only a line break seen
                // already settles the flags.
                if index <= commentEnd { return flags.contains(.newlineBefore) ? flags : nil }
                return flags
            }
            index -= 1
        }
        return flags
    }

    /// The sixteen bytes at `pointer` compared with `skimSpecial`'s bytes at once: each lane
    /// 0xFF where the byte is special, as two words (the first byte in `low`'s lowest byte).
    /// Pairs of special bytes one bit apart share a comparison: `(` `)` and `"` `#` differ in
    /// bit 0, `[` `{` and `]` `}` in bit 5.
    @inline(__always)
    static func skimSpecialLanes(_ pointer: UnsafeRawPointer) -> (low: UInt64, high: UInt64) {
        let bytes = pointer.loadUnaligned(as: SIMD16<UInt8>.self)
        let evenOdd = bytes & SIMD16(repeating: 0xFE)
        let caseless = bytes & SIMD16(repeating: 0xDF)
        var hits = evenOdd .== SIMD16(repeating: UInt8(ascii: "("))
        hits .|= evenOdd .== SIMD16(repeating: UInt8(ascii: "\""))
        hits .|= caseless .== SIMD16(repeating: UInt8(ascii: "["))
        hits .|= caseless .== SIMD16(repeating: UInt8(ascii: "]"))
        hits .|= bytes .== SIMD16(repeating: UInt8(ascii: "/"))
        hits .|= bytes .== SIMD16(repeating: UInt8(ascii: "`"))
        hits .|= bytes .>= SIMD16(repeating: 0x80)
        let words = unsafeBitCast(hits, to: SIMD2<UInt64>.self)
        return (words[0], words[1])
    }

    /// Per byte, 1 where skimming must look closer: what may hide a brace or start a literal,
    /// and every byte that is not ASCII (it needs the full lexer).
    nonisolated(unsafe) static let skimSpecial: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        table.initialize(repeating: 0, count: 256)
        for byte in "{}()[]/\"#`".utf8 { table[Int(byte)] = 1 }
        for byte in 0x80...0xFF { table[byte] = 1 }
        return UnsafePointer(table)
    }()
}
