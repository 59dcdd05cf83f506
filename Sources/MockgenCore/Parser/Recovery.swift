/// Skipping: bodies, expressions and statements the model does not need, and recovery after an
/// error. Strings, regexes and comments are single tokens (or none), so counting brackets over
/// tokens is enough to stay balanced.
extension Parser {
    /// From `{` to just past its matching `}`. At the end of the file, reports the unclosed brace.
    mutating func skipBraces(what: @autoclosure () -> String) {
        let open = current
        guard open.kind == .leftBrace else { return }
        advance()
        var depth = 1
        while true {
            switch current.kind {
            case .leftBrace:
                depth += 1
            case .rightBrace:
                depth -= 1
                if depth == 0 {
                    advance()
                    return
                }
            case .endOfFile:
                error("expected '}' to close the \(what()) opened at \(lineColumn(of: open))", at: current)
                return
            default:
                break
            }
            advance()
        }
    }

    /// From `(`, `[` or `{` to just past the matching closer, whatever the kind of bracket.
    mutating func skipBalanced() {
        let open = current
        var depth = 0
        while true {
            switch current.kind {
            case .leftParen, .leftBracket, .leftBrace:
                depth += 1
            case .rightParen, .rightBracket, .rightBrace:
                depth -= 1
                if depth <= 0 {
                    advance()
                    return
                }
            case .endOfFile:
                error("expected closing bracket for \(describe(open)) opened at \(lineColumn(of: open))", at: current)
                return
            default:
                break
            }
            advance()
        }
    }

    /// Skips an expression: an initial value, a default argument, a raw value. Stops in front of
    /// a `,` (if `stopAtComma`), `;`, an unbalanced closer, an `#if` directive, an accessor block
    /// `{ willSet … }`, or a line break that does not continue the expression.
    mutating func skipExpression(stopAtComma: Bool) {
        let start = index
        var depth = 0
        while true {
            let token = current
            if depth == 0 {
                switch token.kind {
                case .poundIf where continuesWithPostfixIfConfig():
                    // `foo\n#if X\n.bar()\n#endif`: a postfix `#if` belongs to the expression.
                    skipPostfixIfConfig()
                    continue
                case .endOfFile, .semicolon, .rightParen, .rightBracket, .rightBrace,
                     .poundIf, .poundElse, .poundElseif, .poundEndif:
                    return
                case .comma where stopAtComma:
                    return
                case .leftBrace where startsObserverBlock():
                    return
                case .binaryOperator, .prefixOperator, .postfixOperator:
                    // `Foo<A, B>()`: the commas inside generic arguments do not end the expression.
                    if let end = genericArgumentsEnd(from: index) {
                        index = end
                        continue
                    }
                    if token.hasNewlineBefore && index > start && !continuesExpression(at: index) { return }
                default:
                    if token.hasNewlineBefore && index > start && !continuesExpression(at: index) { return }
                }
            }
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace:
                depth += 1
            case .rightParen, .rightBracket, .rightBrace:
                depth -= 1
            case .endOfFile:
                return
            default:
                break
            }
            advance()
        }
    }

    /// When the token at `position` is a `<` attached to a name and opens a generic argument list
    /// (by Swift's rule: only type-like tokens up to the matching `>`, followed by a token that
    /// cannot continue a comparison), the index just past that list.
    func genericArgumentsEnd(from position: Int) -> Int? {
        let open = tokens[position]
        guard open.isOperator, !open.hasSpaceBefore, source[Int(open.start)] == UInt8(ascii: "<"), position > 0 else { return nil }
        let previous = tokens[position - 1]
        guard previous.kind == .identifier || previous.kind == .binaryOperator || previous.kind == .postfixOperator else { return nil }
        var angleDepth = 0
        var bracketDepth = 0
        var cursor = position
        while cursor < tokens.count && cursor - position < 512 {
            let token = tokens[cursor]
            switch token.kind {
            case .identifier, .period, .comma, .colon, .arrow, .attribute, .integerLiteral:
                break
            case .leftParen, .leftBracket:
                bracketDepth += 1
            case .rightParen, .rightBracket:
                bracketDepth -= 1
                if bracketDepth < 0 { return nil }
            case .binaryOperator, .prefixOperator, .postfixOperator:
                var offset = Int(token.start)
                while offset < Int(token.end) {
                    switch source[offset] {
                    case UInt8(ascii: "<"): angleDepth += 1
                    case UInt8(ascii: ">"):
                        angleDepth -= 1
                        if angleDepth == 0 {
                            // Closed inside this token (`>?`) or at its end: check what follows.
                            if offset + 1 < Int(token.end) { return cursor + 1 }
                            return followsGenericArguments(tokens[min(cursor + 1, tokens.count - 1)]) ? cursor + 1 : nil
                        }
                    case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "~"), UInt8(ascii: "."):
                        break
                    default:
                        return nil
                    }
                    offset += 1
                }
            default:
                return nil
            }
            cursor += 1
        }
        return nil
    }

    func followsGenericArguments(_ token: Token) -> Bool {
        if token.hasNewlineBefore { return true }
        switch token.kind {
        case .leftParen, .rightParen, .rightBracket, .leftBrace, .rightBrace, .period, .comma, .colon,
             .semicolon, .equal, .endOfFile, .postfixOperator:
            return true
        case .binaryOperator:
            return self.token(token, is: "==") || self.token(token, is: "!=")
        default:
            return false
        }
    }

    /// Whether the `#if` at the current token starts with a member access (`.bar`), which makes
    /// it a postfix `#if` continuing the expression before it.
    func continuesWithPostfixIfConfig() -> Bool {
        var distance = 1
        while !peek(distance).hasNewlineBefore && peek(distance).kind != .endOfFile { distance += 1 }
        return peek(distance).kind == .period
    }

    /// Skips from `#if` to just past its matching `#endif`.
    mutating func skipPostfixIfConfig() {
        var depth = 0
        while !atEnd {
            switch current.kind {
            case .poundIf: depth += 1
            case .poundEndif:
                depth -= 1
                if depth == 0 {
                    advance()
                    return
                }
            default: break
            }
            advance()
        }
    }

    /// A statement of top-level code; consumes at least one token.
    mutating func skipStatement() {
        let start = index
        skipExpression(stopAtComma: false)
        if index == start { advance() }
    }

    /// Whether the token at `position`, first on its line, continues the expression before it.
    func continuesExpression(at position: Int) -> Bool {
        let token = tokens[position]
        switch token.kind {
        case .period, .binaryOperator, .postfixOperator, .colon, .arrow, .equal:
            return true
        case .leftBrace:
            // A trailing closure on its own line after an operator, `=` or `in`.
            break
        case .identifier:
            if token.keyword == .else || token.keyword == .catch || token.keyword == .where { return true }
            if token.keyword == .as || token.keyword == .is { return true }
        default:
            break
        }
        guard position > 0 else { return false }
        let previous = tokens[position - 1]
        switch previous.kind {
        case .binaryOperator, .prefixOperator, .equal, .period, .arrow, .comma, .colon,
             .leftParen, .leftBracket, .leftBrace, .backslash:
            return true
        case .identifier:
            // After a period a keyword is a member name: `= .throw` ends the expression.
            if position > 1 && tokens[position - 2].kind == .period { return false }
            switch previous.keyword {
            case .try?, .await?, .return?, .throw?, .in?, .as?, .is?, .if?, .guard?, .while?, .switch?, .case?:
                return true
            default:
                return false
            }
        default:
            return false
        }
    }

    /// `{ willSet … }` / `{ didSet … }` after an initial value are observers, not a trailing closure.
    func startsObserverBlock() -> Bool {
        var distance = 1
        while peek(distance).kind == .attribute { distance += 1 }
        let next = peek(distance)
        return next.kind == .identifier && (next.keyword == .willSet || next.keyword == .didSet)
    }

    /// After an error inside a body: skips up to the next line that can start a declaration at
    /// the same bracket depth, or the `}` closing the body. Stops at once when the current token
    /// already starts such a line, unless `force` (used when nothing at all was consumed).
    mutating func skipToNextDeclaration(force: Bool = false) {
        if !force && current.hasNewlineBefore && canStartDeclaration(current) { return }
        // Braces and other brackets are counted apart, so an unclosed `(` in the broken
        // declaration cannot swallow the `}` that closes the body.
        var braceDepth = 0
        var bracketDepth = 0
        switch current.kind {
        case .leftBrace: braceDepth = 1
        case .leftParen, .leftBracket: bracketDepth = 1
        case .rightBrace:
            advance()
            return
        default: break
        }
        advance()
        while !atEnd {
            let token = current
            if braceDepth == 0 {
                if token.kind == .rightBrace { return }
                if token.hasNewlineBefore && canStartDeclaration(token) {
                    // Inside an unclosed `(`, only a declaration keyword is a safe place to resume.
                    if bracketDepth == 0 { return }
                    if token.kind == .identifier, let keyword = token.keyword, Parser.isDeclarationKeyword(keyword) { return }
                }
            }
            switch token.kind {
            case .leftBrace: braceDepth += 1
            case .rightBrace: braceDepth = max(0, braceDepth - 1)
            case .leftParen, .leftBracket: bracketDepth += 1
            case .rightParen, .rightBracket: bracketDepth = max(0, bracketDepth - 1)
            default: break
            }
            advance()
        }
    }
}
