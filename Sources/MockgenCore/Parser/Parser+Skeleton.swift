/// Stepping over what a skeleton drops (`Parser.readsSkeleton`): functions and subscripts outside
/// protocols, and the properties and initializers of enums and extensions, become no declaration
/// at all in `ModelSkeleton`, and no fact of their type reads them (`MemberFacts` reads the
/// initializers and stored properties of structs, classes and actors, enum cases, and a
/// protocol's requirements, which are all parsed in full), so pass 1 does not build their
/// parameters and types only to drop them.
extension Parser {
    /// Whether a skeleton drops the declaration `keyword` starts in `context` without reading
    /// anything of it, and if so whether it ends with its body (`func`, `subscript`, `init`) or
    /// may go on after braces (`var x = { … }()`, `let a = 1, b = 2`). `nil`: parse it.
    /// Kept: a protocol's requirements (`MemberFacts.mentionsSelf`), the initializers and stored
    /// properties of structs, classes and actors (`MemberFacts.Construction`), enum cases.
    func skeletonSkips(_ keyword: Token, in context: DeclarationContext) -> Bool? {
        guard keyword.kind == .identifier, let word = keyword.keyword, context != .typeBody(.protocol) else { return nil }
        let factsReadMembers: Bool
        switch context {
        case .typeBody(.struct), .typeBody(.class), .typeBody(.actor): factsReadMembers = true
        default: factsReadMembers = false
        }
        switch word {
        case .func, .subscript: return true
        case .`init` where context != .file && !factsReadMembers: return true
        // File-level properties stay parsed: there, what is top-level code and what is a
        // declaration is the full parse's call (`main.swift`).
        case .var where !factsReadMembers && context != .file, .let where !factsReadMembers && context != .file: return false
        default: return nil
        }
    }

    /// Steps over a member the skeleton drops, looked at past its attributes and modifiers
    /// without making either (what `parseAttributesAndModifiers` would build for it only to drop
    /// it with the member), and says so. Only the plain forms are stepped over this way: an
    /// attribute with arguments, a qualified or generic one, a modifier with a detail
    /// (`private(set)`) or an `#if` among the attributes leaves the parser where it was, for
    /// the full reading (which takes the same path for such a member, a little later).
    mutating func skipDroppedMemberUnread(in context: DeclarationContext) -> Bool {
        let start = index
        while true {
            let token = current
            if token.kind == .attribute {
                let next = peek()
                if !next.hasSpaceBefore && (next.kind == .leftParen || next.kind == .period
                    || ((next.isOperator || next.kind == .equal) && source[Int(next.start)] == UInt8(ascii: "<"))) { break }
                advance()
                continue
            }
            if token.kind == .identifier, let keyword = token.keyword, Parser.isModifier(keyword), actsAsModifier() {
                if peek().kind == .leftParen && !peek().hasSpaceBefore { break }
                advance()
                continue
            }
            // What the full reading does first with a property or initializer whose type's
            // construction is read: not a member to step over here.
            let readsFacts = constructionFacts != nil && token.kind == .identifier && (token.keyword == .var || token.keyword == .let || token.keyword == .`init`)
            if !readsFacts, let endsAtBody = skeletonSkips(token, in: context), skipMemberInSkeleton(endsAtBody: endsAtBody) { return true }
            break
        }
        index = start
        return false
    }

    /// Steps over the member whose keyword is the current token, and says so; where its brackets
    /// do not close as valid Swift's do, it moves nowhere and says `false`, and the member is
    /// parsed in full (which reports what is wrong, and recovers as a full parse does).
    mutating func skipMemberInSkeleton(endsAtBody: Bool) -> Bool {
        guard let end = skeletonMemberEnd(endsAtBody: endsAtBody) else { return false }
        index = end
        return true
    }

    /// Where the member ends: past its body, or at what follows its signature when it has none
    /// (a `;`, a `}`, a `#if` clause or a declaration on a later line), as the lexer decides where
    /// a body opens (`Lexer+BodySkimming.swift`): the first `{` outside parentheses and brackets.
    /// A default argument's closure is inside the parameters' parentheses, and no result type
    /// holds a brace. `endsAtBody: false` (properties) goes on after braces: `var x = { … }()`.
    func skeletonMemberEnd(endsAtBody: Bool) -> Int? {
        let isFunction = current.keyword == .func
        var position = index + 1
        // `let (a, b) = …`: the full parse warns that it skips it; so does this one, through it.
        if !endsAtBody && tokens[position].kind == .leftParen { return nil }
        // `func f<\n let count: Int,\n T\n>(…)`: until the parameters open, a generic parameter
        // clause may hold what looks like the start of a declaration, so its angles are counted.
        // An operator's name is no angle, unless it runs into the clause (`func ==<T>(…)`).
        var angles = 0
        if isFunction && (tokens[position].isOperator || tokens[position].kind == .period) {
            let name = tokens[position]
            let next = tokens[min(position + 1, tokens.count - 1)]
            if name.length > 1 && source[Int(name.end) - 1] == UInt8(ascii: "<") && isName(next) && !next.hasSpaceBefore { angles = 1 }
            position += 1
        }
        // A property has no generic clause, and its initial value may shift (`1 << 17`).
        var inGenericClause = endsAtBody
        var depth = 0
        var braces = 0
        // In a type's attributes after `:` or `->`, which `parseType` reads on whatever lines.
        var inTypeAttributes = false
        while true {
            let token = tokens[position]
            if token.kind == .endOfFile { return depth == 0 && braces == 0 && angles == 0 ? position : nil }
            if braces > 0 {
                // Inside a body, an initial value's closure or an accessor block: only braces count.
                switch token.kind {
                case .leftBrace: braces += 1
                case .rightBrace:
                    braces -= 1
                    if braces == 0 && depth == 0 && endsAtBody { return position + 1 }
                default: break
                }
                position += 1
                continue
            }
            if inGenericClause {
                if token.kind == .leftParen && angles == 0 {
                    inGenericClause = false
                } else if token.isOperator {
                    for offset in Int(token.start)..<Int(token.end) {
                        if source[offset] == UInt8(ascii: "<") { angles += 1 }
                        if source[offset] == UInt8(ascii: ">") && angles > 0 { angles -= 1 }
                    }
                }
            }
            switch token.kind {
            case .leftBrace:
                braces = 1
            case .leftParen, .leftBracket:
                depth += 1
            case .rightParen, .rightBracket:
                guard depth > 0 else { return nil }
                depth -= 1
            case .rightBrace, .semicolon, .poundIf, .poundElse, .poundElseif, .poundEndif:
                return depth == 0 && angles == 0 ? position : nil
            default:
                // The token after the keyword is the member's name, wherever it stands.
                guard depth == 0 && angles == 0 && position > index + 1 else { break }
                // An initial value's first token is the value's, wherever it stands (as the
                // full parse's `skipExpression` takes it), and so are a type's after `:` or `->`
                // and its attributes (`let f:⏎ @convention(c) (Int) -> Int`, as `parseType`
                // takes them).
                let previous = tokens[position - 1].kind
                if token.kind == .attribute && (previous == .colon || previous == .arrow || inTypeAttributes) {
                    inTypeAttributes = true
                    break
                }
                inTypeAttributes = false
                if token.hasNewlineBefore && canStartDeclaration(token) && previous != .equal && previous != .colon && previous != .arrow {
                    return position
                }
                // A signature holds no declaration keyword or modifier, and an attribute only
                // in its result type (`-> @Sendable () -> Void`): one on the same line starts the
                // next declaration, as the full parse reads it (`func f() @objc var x = 1`).
                if endsAtBody, token.kind == .identifier, let keyword = token.keyword, Parser.isDeclarationKeyword(keyword) || Parser.isModifier(keyword) {
                    return position
                }
                if endsAtBody && token.kind == .attribute && tokens[position - 1].kind != .arrow && tokens[position - 1].kind != .attribute { return position }
            }
            position += 1
        }
    }
}
