/// What precedes a declaration keyword: doc comment, attributes and modifiers.
extension Parser {
    /// Words that modify a declaration. Which of them act as modifiers is decided by position:
    /// they must be followed by another modifier, an attribute or a declaration keyword.
    static func isModifier(_ keyword: Keyword) -> Bool {
        switch keyword {
        case .public, .private, .fileprivate, .internal, .package, .open, .static, .class, .final,
             .override, .mutating, .nonmutating, .lazy, .weak, .unowned, .dynamic, .optional,
             .required, .convenience, .indirect, .nonisolated, .distributed, .prefix, .postfix,
             .infix, .consuming, .borrowing, .__consuming, .isolated, ._const:
            return true
        default:
            return false
        }
    }

    static func isDeclarationKeyword(_ keyword: Keyword) -> Bool {
        switch keyword {
        case .import, .class, .struct, .enum, .protocol, .extension, .actor, .func, .var, .let,
             .subscript, .`init`, .deinit, .associatedtype, .typealias, .case, .operator,
             .precedencegroup, .macro:
            return true
        default:
            return false
        }
    }

    /// Whether `token` can begin a declaration; recovery stops in front of such tokens.
    func canStartDeclaration(_ token: Token) -> Bool {
        switch token.kind {
        case .attribute, .poundIf, .poundElse, .poundElseif, .poundEndif, .rightBrace:
            return true
        case .identifier:
            guard let keyword = token.keyword else { return false }
            return Parser.isDeclarationKeyword(keyword) || Parser.isModifier(keyword)
        default:
            return false
        }
    }

    /// The doc comment block that ends right before token `tokenIndex`, one line per piece.
    mutating func documentation(forTokenAt tokenIndex: Int) -> String? {
        while docCommentCursor < docCommentBlocks.count && docCommentBlocks[docCommentCursor].nextTokenIndex < tokenIndex {
            docCommentCursor += 1
        }
        // Several blocks may precede one token (separated by blank lines); the last one applies.
        while docCommentCursor + 1 < docCommentBlocks.count && docCommentBlocks[docCommentCursor + 1].nextTokenIndex == tokenIndex {
            docCommentCursor += 1
        }
        guard docCommentCursor < docCommentBlocks.count, docCommentBlocks[docCommentCursor].nextTokenIndex == tokenIndex else {
            return nil
        }
        // One allocation for the whole block: the pieces' bytes joined by line feeds.
        let pieces = docCommentBlocks[docCommentCursor].pieces
        var length = pieces.count - 1
        for pieceIndex in pieces { length += docCommentPieces[pieceIndex].count }
        return String(unsafeUninitializedCapacity: max(length, 0)) { buffer in
            var written = 0
            for pieceIndex in pieces {
                if written > 0 {
                    buffer[written] = 10
                    written += 1
                }
                // A block copy: byte by byte, with bounds checks, this was 3 % of parsing.
                let piece = docCommentPieces[pieceIndex]
                _ = UnsafeMutableBufferPointer(rebasing: buffer[written..<written + piece.count]).initialize(fromContentsOf: source[piece])
                written += piece.count
            }
            return written
        }
    }

    mutating func parseAttributesAndModifiers() -> ([Attribute], [String]) {
        var attributes: [Attribute] = []
        var modifiers: [String] = []
        while true {
            if current.kind == .attribute {
                attributes.append(parseAttribute())
                continue
            }
            if current.kind == .poundIf, let end = attributeOnlyIfConfigEnd(from: index) {
                // `#if X @available(…) #endif` in an attribute list: which attributes apply
                // depends on the build configuration, so the block is skipped.
                index = end
                continue
            }
            if current.kind == .identifier, let keyword = current.keyword, Parser.isModifier(keyword), actsAsModifier() {
                if modifiers.isEmpty { modifiers.reserveCapacity(3) }
                modifiers.append(parseModifier(keyword))
                continue
            }
            return (attributes, modifiers)
        }
    }

    /// When the `#if` block at `start` holds nothing but attributes (and nested such blocks) and a
    /// declaration follows it, the index just past its `#endif`.
    func attributeOnlyIfConfigEnd(from start: Int) -> Int? {
        var position = start
        var depth = 0
        var sawAttribute = false
        while position < tokens.count {
            let token = tokens[position]
            switch token.kind {
            case .poundIf, .poundElseif, .poundElse:
                if token.kind == .poundIf { depth += 1 }
                position += 1
                // The condition: the rest of the directive's line.
                while position < tokens.count && !tokens[position].hasNewlineBefore && tokens[position].kind != .endOfFile { position += 1 }
            case .poundEndif:
                depth -= 1
                position += 1
                if depth == 0 {
                    guard sawAttribute, position < tokens.count else { return nil }
                    let next = tokens[position]
                    if next.kind == .attribute || next.kind == .poundIf { return position }
                    if next.kind == .identifier, let keyword = next.keyword,
                       Parser.isDeclarationKeyword(keyword) || Parser.isModifier(keyword) { return position }
                    return nil
                }
            case .attribute:
                sawAttribute = true
                position += 1
                if position < tokens.count && tokens[position].kind == .leftParen && !tokens[position].hasSpaceBefore {
                    var parens = 0
                    repeat {
                        let kind = tokens[position].kind
                        if kind == .leftParen { parens += 1 }
                        if kind == .rightParen { parens -= 1 }
                        if kind == .endOfFile { return nil }
                        position += 1
                    } while parens > 0 && position < tokens.count
                }
            default:
                return nil
            }
        }
        return nil
    }

    /// A modifier keyword is a modifier only when a declaration follows it.
    func actsAsModifier() -> Bool {
        var next = peek()
        var distance = 1
        if next.kind == .leftParen && !next.hasSpaceBefore {
            // `private(set)`, `nonisolated(unsafe)`, `unowned(safe)`
            guard isName(peek(2)), peek(3).kind == .rightParen else { return false }
            distance = 4
            next = peek(distance)
        }
        switch next.kind {
        case .attribute, .poundKeyword:
            return true
        case .identifier:
            guard let keyword = next.keyword else { return false }
            if keyword == .class || keyword == .actor { return true }
            return Parser.isDeclarationKeyword(keyword) || Parser.isModifier(keyword)
        default:
            return false
        }
    }

    mutating func parseModifier(_ keyword: Keyword) -> String {
        advance()
        if current.kind == .leftParen && !current.hasSpaceBefore && isName(peek()) && peek(2).kind == .rightParen {
            let detail = text(of: peek())
            advance()
            advance()
            advance()
            return "\(keyword.rawValue)(\(detail))"
        }
        return keyword.rawValue
    }

    /// Type attributes that never have arguments, so `@autoclosure() -> Bool` is read right.
    static func takesNoArguments(_ name: String) -> Bool {
        switch name {
        case "escaping", "autoclosure", "Sendable", "MainActor", "noescape", "unchecked", "preconcurrency", "retroactive":
            return true
        default:
            return false
        }
    }

    /// The distance from `peek(distance)`, an attribute, to the token after it and its arguments
    /// (`@name`, `@name(…)`, `@Name<A, B>`), without moving.
    func distancePastAttribute(at distance: Int) -> Int {
        var distance = distance + 1
        var next = peek(distance)
        if next.isOperator && !next.hasSpaceBefore && source[Int(next.start)] == UInt8(ascii: "<") {
            var depth = 0
            repeat {
                next = peek(distance)
                if next.kind == .endOfFile { return distance }
                if next.isOperator {
                    for offset in Int(next.start)..<Int(next.end) {
                        if source[offset] == UInt8(ascii: "<") { depth += 1 }
                        if source[offset] == UInt8(ascii: ">") { depth -= 1 }
                    }
                }
                distance += 1
            } while depth > 0
            next = peek(distance)
        }
        if next.kind == .leftParen && !next.hasSpaceBefore {
            var depth = 0
            repeat {
                let kind = peek(distance).kind
                if kind == .leftParen { depth += 1 }
                if kind == .rightParen { depth -= 1 }
                if kind == .endOfFile { return distance }
                distance += 1
            } while depth > 0
        }
        return distance
    }

    /// `@name`, `@Module.Name`, `@name(arguments)` with the argument text folded to single spaces.
    mutating func parseAttribute() -> Attribute {
        let token = current
        // The name without its `@` (`String.removeFirst` walks grapheme machinery: about 500
        // instructions an attribute).
        var name = String(decoding: UnsafeBufferPointer(rebasing: source[Int(token.start) + 1..<Int(token.end)]), as: UTF8.self)
        advance()
        while current.kind == .period && !current.hasSpaceBefore && isName(peek()) && !peek().hasSpaceBefore {
            name += "." + text(of: peek())
            advance()
            advance()
        }
        if atOperatorStarting(with: UInt8(ascii: "<")) && !current.hasSpaceBefore {
            let arguments = parseGenericArguments()
            name += "<" + arguments.map(\.description).joined(separator: ", ") + ">"
        }
        // `@MainActor(unsafe)`, `@preconcurrency(unsafe)` are arguments; `@autoclosure()` is not.
        let isSafetyArgument = isName(peek()) && peek(2).kind == .rightParen && (self.token(peek(), is: "unsafe") || self.token(peek(), is: "safe"))
        guard current.kind == .leftParen && !current.hasSpaceBefore && (!Parser.takesNoArguments(name) || isSafetyArgument) else {
            return Attribute(name: name)
        }
        let open = current
        advance()
        let argumentsStart = index
        var depth = 0
        while !atEnd {
            let token = current
            if token.kind == .leftParen || token.kind == .leftBracket || token.kind == .leftBrace { depth += 1 }
            if token.kind == .rightParen || token.kind == .rightBracket || token.kind == .rightBrace {
                if depth == 0 { break }
                depth -= 1
            }
            advance()
        }
        let arguments = joinedText(argumentsStart..<index)
        if current.kind == .rightParen {
            advance()
        } else {
            error("expected ')' to close the arguments of '@\(name)' opened at \(lineColumn(of: open))", at: current)
        }
        return Attribute(name: name, arguments: arguments)
    }
}
