/// `func`, `init`, `subscript` and their parameter lists.
extension Parser {
    /// How the first name of a parameter is read: in functions and initializers a single name is
    /// also the argument label; in subscripts and enum payloads it is not.
    enum ParameterStyle {
        case function, `subscript`, enumCase
    }

    mutating func parseFunction(header: consuming DeclarationHeader) -> FunctionDeclaration? {
        advance()
        let nameToken = current
        var name: String
        if isDeclaredName(nameToken) {
            name = text(of: nameToken)
            advance()
        } else if isOperatorName(nameToken) || nameToken.kind == .period {
            name = text(of: nameToken)
            if nameToken.length > 1 && source[Int(nameToken.end) - 1] == UInt8(ascii: "<") && isName(peek()) && !peek().hasSpaceBefore {
                // `func ==<T>(…)`: the operator name runs into the generic parameter list.
                name.removeLast()
                tokens[index].start = nameToken.end - 1
                tokens[index].kind = .binaryOperator
            } else {
                advance()
            }
        } else {
            error("expected a name after 'func', found \(describe(nameToken))", at: nameToken)
            skipToNextDeclaration()
            return nil
        }
        var function = FunctionDeclaration(header: header, name: name)
        if atOperatorStarting(with: UInt8(ascii: "<")) {
            function.genericParameters = parseGenericParameters()
        }
        guard current.kind == .leftParen else {
            error("expected '(' to start the parameters of '\(name)', found \(describe(current))", at: current)
            skipToNextDeclaration()
            return nil
        }
        guard let parameters = parseParameters(style: .function) else {
            skipToNextDeclaration()
            return nil
        }
        function.parameters = parameters
        function.effects = parseEffects()
        if current.kind == .arrow {
            advance()
            guard let result = parseType() else {
                error("expected a result type after '->', found \(describe(current))", at: current)
                skipToNextDeclaration()
                return nil
            }
            function.result = result
        }
        function.requirements = parseWhereClause()
        if current.kind == .leftBrace {
            function.hasBody = true
            skipBraces(what: "body of '\(name)'")
        }
        return function
    }

    mutating func parseInitializer(header: consuming DeclarationHeader) -> InitializerDeclaration? {
        advance()
        var initializer = InitializerDeclaration(header: header)
        if current.isOperator && !current.hasSpaceBefore {
            if token(current, is: "?") {
                initializer.failability = .optional
                advance()
            } else if token(current, is: "!") {
                initializer.failability = .implicitlyUnwrapped
                advance()
            }
        }
        if atOperatorStarting(with: UInt8(ascii: "<")) {
            initializer.genericParameters = parseGenericParameters()
        }
        guard current.kind == .leftParen else {
            error("expected '(' to start the parameters of 'init', found \(describe(current))", at: current)
            skipToNextDeclaration()
            return nil
        }
        guard let parameters = parseParameters(style: .function) else {
            skipToNextDeclaration()
            return nil
        }
        initializer.parameters = parameters
        initializer.effects = parseEffects()
        initializer.requirements = parseWhereClause()
        if current.kind == .leftBrace {
            initializer.handsOutSelf = skipInitializerBody()
        }
        return initializer
    }

    /// Skips an initializer's body like `skipBraces`, and says whether it hands `self` to other
    /// code: `self` not followed by `.` (`register(self)`, `delegate = self`, `[weak self]`), or
    /// `self` anywhere inside a closure (`Task { await self.run() }`), which captures it. A
    /// replacement that records a designated initializer's constructions runs the original on
    /// another instance, so it must know (`ReplacementSelection`). A brace opens a closure unless
    /// a control-flow keyword (`if`, `guard … else`, `for`, `while`, `switch`, `do`, `catch`,
    /// `repeat`, `defer`) or a local `func` introduced it.
    private mutating func skipInitializerBody() -> Bool {
        let open = current
        advance()
        // One entry per open brace inside the body: whether it opened a closure.
        var closures: [Bool] = []
        var closureDepth = 0
        var nextBraceIsControl = false
        var handsOutSelf = false
        while true {
            switch current.kind {
            case .leftBrace:
                closures.append(!nextBraceIsControl)
                if !nextBraceIsControl { closureDepth += 1 }
                nextBraceIsControl = false
            case .rightBrace:
                guard let closure = closures.popLast() else {
                    advance()
                    return handsOutSelf
                }
                if closure { closureDepth -= 1 }
            case .endOfFile:
                error("expected '}' to close the body of 'init' opened at \(lineColumn(of: open))", at: current)
                return handsOutSelf
            case .identifier where !handsOutSelf:
                if token(current, is: "self") {
                    handsOutSelf = closureDepth > 0 || peek().kind != .period
                } else if Self.opensControlBlock(current, in: self) {
                    nextBraceIsControl = true
                }
            default:
                break
            }
            advance()
        }
    }

    /// `if`, `guard`, `else`, `for`, `while`, `switch`, `do`, `catch`, `repeat`, `defer`, `func`:
    /// the next brace opens a block, not a closure.
    private static func opensControlBlock(_ token: Token, in parser: Parser) -> Bool {
        guard token.length <= 7 else { return false }
        return parser.token(token, is: "if") || parser.token(token, is: "guard") || parser.token(token, is: "else") || parser.token(token, is: "for")
            || parser.token(token, is: "while") || parser.token(token, is: "switch") || parser.token(token, is: "do") || parser.token(token, is: "catch")
            || parser.token(token, is: "repeat") || parser.token(token, is: "defer") || parser.token(token, is: "func")
    }

    mutating func parseSubscript(header: consuming DeclarationHeader) -> SubscriptDeclaration? {
        advance()
        var genericParameters: [GenericParameter] = []
        if atOperatorStarting(with: UInt8(ascii: "<")) {
            genericParameters = parseGenericParameters()
        }
        guard current.kind == .leftParen, let parameters = parseParameters(style: .subscript) else {
            if current.kind != .leftParen {
                error("expected '(' to start the parameters of 'subscript', found \(describe(current))", at: current)
            }
            skipToNextDeclaration()
            return nil
        }
        guard current.kind == .arrow else {
            error("expected '->' and a result type for 'subscript', found \(describe(current))", at: current)
            skipToNextDeclaration()
            return nil
        }
        advance()
        guard let result = parseType() else {
            error("expected a result type after '->', found \(describe(current))", at: current)
            skipToNextDeclaration()
            return nil
        }
        var declaration = SubscriptDeclaration(header: header, genericParameters: genericParameters, parameters: parameters, result: result)
        declaration.requirements = parseWhereClause()
        if current.kind == .leftBrace {
            declaration.accessors = parseAccessorBlock()
        }
        return declaration
    }

    /// `(label name: Type = default, …)`; the current token is `(`. Reports and returns `nil`
    /// when the list cannot be read.
    mutating func parseParameters(style: ParameterStyle) -> [Parameter]? {
        let open = current
        advance()
        var parameters: [Parameter] = []
        // Parameters are large values: growing the array one step at a time would reallocate
        // twice for a three-parameter function.
        if current.kind != .rightParen { parameters.reserveCapacity(4) }
        while current.kind != .rightParen {
            var attributes: [Attribute] = []
            while current.kind == .attribute && !startsTypeAfterAttribute() {
                attributes.append(parseAttribute())
            }
            let first = current
            var label: String?
            var name: String
            var type: TypeRef?
            if isName(first) && peek().kind == .colon {
                name = text(of: first)
                label = style == .subscript || name == "_" ? nil : name
                advance()
                advance()
            } else if isName(first) && isName(peek()) && peek(2).kind == .colon {
                let firstName = text(of: first)
                label = firstName == "_" ? nil : firstName
                name = text(of: peek())
                advance()
                advance()
                advance()
            } else if style == .enumCase {
                // Unlabelled payload: `case value(Int)`.
                label = nil
                name = ""
            } else {
                error("expected a parameter name, found \(describe(first))", at: first)
                return nil
            }
            type = parseType()
            guard let parsedType = type else {
                error("expected a type for parameter '\(name)', found \(describe(current))", at: current)
                return nil
            }
            // Built in place in the array (see `parseVariables`): appended afterwards, it was
            // copied and destroyed.
            parameters.append(Parameter(label: label, name: name, type: parsedType, attributes: attributes))
            let last = parameters.count - 1
            if atOperator("...") {
                parameters[last].isVariadic = true
                advance()
            }
            if current.kind == .equal {
                parameters[last].hasDefaultValue = true
                advance()
                let start = index
                skipExpression(stopAtComma: true)
                parameters[last].defaultValue = expressionText(from: start, to: index)
            }
            if current.kind == .comma {
                advance()
                continue
            }
            if current.kind != .rightParen {
                error("expected ',' or ')' in the parameter list opened at \(lineColumn(of: open)), found \(describe(current))", at: current)
                return nil
            }
        }
        advance()
        return parameters
    }

    /// `@escaping` and friends belong to the type; only attributes before the names are the
    /// parameter's own (`@_const x: Int`, property wrappers `@Wrapper x: Int`).
    func startsTypeAfterAttribute() -> Bool {
        var distance = 0
        while peek(distance).kind == .attribute { distance = distancePastAttribute(at: distance) }
        // `@attr name:` or `@attr label name:` → the attribute is on the parameter.
        let next = peek(distance)
        if isName(next) && peek(distance + 1).kind == .colon { return false }
        if isName(next) && isName(peek(distance + 1)) && peek(distance + 2).kind == .colon { return false }
        return true
    }
}
