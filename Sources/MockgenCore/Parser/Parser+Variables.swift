/// `var` / `let` bindings, accessor blocks, and types inferred from simple initial values.
extension Parser {
    mutating func parseVariables(header: DeclarationHeader, isLet: Bool) -> [VariableDeclaration] {
        advance()
        var variables: [VariableDeclaration] = []
        while true {
            if current.kind == .leftParen {
                // `let (a, b) = pair`: a mock has no use for it; skipped with a note.
                warning("skipped tuple pattern declaration: only single names are modelled", at: current)
                skipBalanced()
                if current.kind == .colon {
                    advance()
                    _ = parseType()
                }
                if current.kind == .equal {
                    advance()
                    skipExpression(stopAtComma: true)
                }
            } else {
                guard isName(current) else {
                    error("expected a name after '\(isLet ? "let" : "var")', found \(describe(current))", at: current)
                    skipToNextDeclaration()
                    return variables
                }
                // `let _ = value` (top-level code) binds nothing: parsed, not modelled.
                let isWildcard = current.keyword == .underscore
                // Built in place in the array: a variable built apart and then appended was
                // copied (each field retained) and destroyed (each released).
                let variable = VariableDeclaration(header: header, isLet: isLet, name: text(of: current), type: nil)
                variables.append(consume variable)
                let last = variables.count - 1
                advance()
                if current.kind == .colon {
                    advance()
                    guard let type = parseType() else {
                        error("expected a type for '\(variables[last].name)', found \(describe(current))", at: current)
                        skipToNextDeclaration()
                        variables.removeLast()
                        return variables
                    }
                    variables[last].type = type
                }
                if current.kind == .equal {
                    advance()
                    variables[last].hasInitializer = true
                    let valueStart = index
                    skipExpression(stopAtComma: true)
                    if variables[last].type == nil, let inferred = inferType(from: valueStart..<index) {
                        variables[last].type = inferred
                        variables[last].isTypeInferred = true
                    }
                }
                if current.kind == .leftBrace && (variables[last].type != nil || variables[last].hasInitializer)
                    && (!variables[last].hasInitializer || startsObserverBlock()) {
                    variables[last].accessors = parseAccessorBlock()
                }
                if isWildcard { variables.removeLast() }
            }
            guard current.kind == .comma else { break }
            advance()
        }
        // `var a, b: Int`: a binding without type or value takes the type of the next one.
        var index = variables.count - 2
        while index >= 0 {
            if variables[index].type == nil && !variables[index].hasInitializer && variables[index].accessors.isEmpty {
                variables[index].type = variables[index + 1].type
            }
            index -= 1
        }
        return variables
    }

    // MARK: - Accessors

    static func accessorKind(_ keyword: Keyword?) -> Accessor.Kind? {
        switch keyword {
        case .get?: return .get
        case .set?: return .set
        case .willSet?: return .willSet
        case .didSet?: return .didSet
        case ._read?: return .read
        case ._modify?: return .modify
        case .`init`?: return .`init`
        case .unsafeAddress?: return .unsafeAddress
        case .unsafeMutableAddress?: return .unsafeMutableAddress
        default: return nil
        }
    }

    static func isAccessorModifier(_ keyword: Keyword?) -> Bool {
        switch keyword {
        case .mutating?, .nonmutating?, .__consuming?, .consuming?, .borrowing?: return true
        default: return false
        }
    }

    /// Accessors newer than the model (`read`, `modify`, `borrow`, `mutate`): kind `other`.
    func isNewAccessorWord(_ word: Token) -> Bool {
        token(word, is: "read") || token(word, is: "modify") || token(word, is: "borrow") || token(word, is: "mutate")
    }

    /// Whether the `{` at the current token opens a list of accessors rather than a getter body.
    func opensAccessorList() -> Bool {
        var distance = 1
        while peek(distance).kind == .attribute { distance = distancePastAttribute(at: distance) }
        while peek(distance).kind == .identifier && Parser.isAccessorModifier(peek(distance).keyword) { distance += 1 }
        let word = peek(distance)
        guard word.kind == .identifier else { return false }
        if word.keyword == .yielding { return true }
        let isAccessorWord = Parser.accessorKind(word.keyword) != nil || isNewAccessorWord(word)
        guard isAccessorWord else { return false }
        let next = peek(distance + 1)
        if next.kind == .leftBrace && (token(word, is: "read") || token(word, is: "modify")) {
            // `read { … }` alone is a getter body calling a function `read` with a trailing closure
            // (swift-syntax reads it so without experimental features); it is an accessor only
            // when another accessor follows its block.
            var after = distance + 2
            var depth = 1
            while depth > 0 {
                let kind = peek(after).kind
                if kind == .endOfFile { return false }
                if kind == .leftBrace { depth += 1 }
                if kind == .rightBrace { depth -= 1 }
                after += 1
            }
            let following = peek(after)
            return following.kind == .attribute || Parser.accessorKind(following.keyword) != nil
                || Parser.isAccessorModifier(following.keyword) || isNewAccessorWord(following)
        }
        switch next.kind {
        case .leftBrace, .rightBrace, .attribute:
            return true
        case .leftParen:
            // `set(newValue) {` versus a getter body starting with a call `get(x)`.
            return peek(distance + 2).kind == .identifier && peek(distance + 3).kind == .rightParen && peek(distance + 4).kind == .leftBrace
        case .identifier:
            return next.hasNewlineBefore || Parser.accessorKind(next.keyword) != nil || Parser.isAccessorModifier(next.keyword)
                || next.keyword == .async || next.keyword == .throws || isNewAccessorWord(next)
        default:
            return false
        }
    }

    /// `{ get set }`, `{ get async throws }`, `{ willSet { … } didSet { … } }`, or a getter body
    /// `{ … }`, which counts as a single `get`. The current token is `{`.
    mutating func parseAccessorBlock() -> [Accessor] {
        let open = current
        guard opensAccessorList() else {
            skipBraces(what: "getter body")
            return [Accessor(kind: .get)]
        }
        advance()
        var accessors: [Accessor] = []
        accessors.reserveCapacity(2)
        while current.kind != .rightBrace {
            if atEnd {
                error("expected '}' to close the accessor block opened at \(lineColumn(of: open))", at: current)
                return accessors
            }
            var accessor = Accessor(kind: .other)
            while current.kind == .attribute { accessor.attributes.append(parseAttribute()) }
            while current.kind == .identifier && Parser.isAccessorModifier(current.keyword) {
                accessor.modifiers.append(text(of: current))
                advance()
            }
            if atKeyword(.yielding) {
                advance()
            }
            guard current.kind == .identifier else {
                error("expected an accessor such as 'get' or 'set', found \(describe(current))", at: current)
                skipToClosingBrace(of: open)
                return accessors
            }
            accessor.kind = Parser.accessorKind(current.keyword) ?? .other
            advance()
            if current.kind == .leftParen {
                skipBalanced()
            }
            accessor.effects = parseEffects()
            if current.kind == .leftBrace {
                skipBraces(what: "accessor body")
            }
            accessors.append(accessor)
        }
        advance()
        return accessors
    }

    /// Recovery inside an accessor block: skips to just past the brace matching `open`.
    mutating func skipToClosingBrace(of open: Token) {
        var depth = 1
        while !atEnd {
            if current.kind == .leftBrace { depth += 1 }
            if current.kind == .rightBrace {
                depth -= 1
                if depth == 0 {
                    advance()
                    return
                }
            }
            advance()
        }
        error("expected '}' to close the accessor block opened at \(lineColumn(of: open))", at: current)
    }

    // MARK: - Type inference from initial values

    /// The type of a simple initial value: literals, `Foo()`, `Foo.Bar<Int>(x)`, `[1, 2]`,
    /// `x as Foo`; `nil` for anything else. Speculative: restores the position, reports nothing.
    mutating func inferType(from range: Range<Int>) -> TypeRef? {
        guard !range.isEmpty else { return nil }
        // `try Foo()`, `try! Foo()`, `await Foo()` have the type of the call; `try? Foo()` its optional.
        let first = tokens[range.lowerBound]
        if first.kind == .identifier && (first.keyword == .try || first.keyword == .await) && range.count > 1 {
            var rest = range.lowerBound + 1
            var makesOptional = false
            if first.keyword == .try && tokens[rest].kind == .postfixOperator {
                makesOptional = token(tokens[rest], is: "?")
                rest += 1
            }
            guard rest < range.upperBound, let inner = inferType(from: rest..<range.upperBound) else { return nil }
            return makesOptional ? .optional(inner) : inner
        }
        if range.count == 1, let literal = literalType(first) { return literal }
        if range.count == 2, first.kind == .prefixOperator, token(first, is: "-") {
            let number = tokens[range.lowerBound + 1]
            if number.kind == .integerLiteral { return .named("Int") }
            if number.kind == .floatLiteral { return .named("Double") }
        }
        let saved = index
        defer { index = saved }
        if let cast = castType(in: range) { return cast }
        if first.kind == .leftBracket, tokens[range.upperBound - 1].kind == .rightBracket, let array = arrayLiteralType(range) {
            return array
        }
        // `Foo(…)`, `Foo.Bar<T>(…)`, `[Int]()`, `Foo.init(…)`, `Foo { … }`
        index = range.lowerBound
        guard var type = parseType() else { return nil }
        guard current.kind == .leftParen || current.kind == .leftBrace, !current.hasNewlineBefore else { return nil }
        while index < range.upperBound && (current.kind == .leftParen || current.kind == .leftBrace) {
            skipBalanced()
        }
        guard index == range.upperBound else { return nil }
        if case .nominal(var components) = type {
            if components.count > 1, components.last?.name == "init" { components.removeLast() }
            guard let last = components.last?.name.utf8.first, last >= UInt8(ascii: "A") && last <= UInt8(ascii: "Z") else { return nil }
            type = .nominal(components)
        }
        switch type {
        case .nominal, .array, .dictionary: return type
        default: return nil
        }
    }

    func literalType(_ token: Token) -> TypeRef? {
        switch token.kind {
        case .integerLiteral: return .named("Int")
        case .floatLiteral: return .named("Double")
        case .stringLiteral: return .named("String")
        case .identifier where token.keyword == .true || token.keyword == .false: return .named("Bool")
        default: return nil
        }
    }

    /// `[1, 2]` → `[Int]`, when every element is a literal of one type.
    func arrayLiteralType(_ range: Range<Int>) -> TypeRef? {
        var elementType: TypeRef?
        var position = range.lowerBound + 1
        let end = range.upperBound - 1
        guard position < end else { return nil }
        while position < end {
            guard let type = literalType(tokens[position]) else { return nil }
            if let known = elementType, known != type { return nil }
            elementType = type
            position += 1
            if position < end {
                guard tokens[position].kind == .comma else { return nil }
                position += 1
            }
        }
        return elementType.map { .array($0) }
    }

    /// `value as Foo` at the top level of the expression.
    mutating func castType(in range: Range<Int>) -> TypeRef? {
        var depth = 0
        var castIndex: Int?
        for position in range {
            switch tokens[position].kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            case .identifier where depth == 0 && tokens[position].keyword == .as:
                castIndex = position
            default: break
            }
        }
        guard let castIndex, castIndex + 1 < range.upperBound, !tokens[castIndex + 1].isOperator else { return nil }
        index = castIndex + 1
        guard let type = parseType(), index == range.upperBound else { return nil }
        return type
    }
}
