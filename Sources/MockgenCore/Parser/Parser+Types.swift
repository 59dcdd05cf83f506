/// The type grammar, into `TypeRef`. Type parsing reports nothing itself: it returns `nil` and
/// leaves the position where it failed, so callers can phrase the error (or, when guessing a
/// type from an initial value, stay silent).
extension Parser {
    /// Specifiers written before a parameter's type.
    static func isTypeSpecifier(_ keyword: Keyword) -> Bool {
        switch keyword {
        case .inout, .borrowing, .consuming, .__owned, .__shared, .sending, .isolated, .transferring, ._const:
            return true
        default:
            return false
        }
    }

    /// A full type: attributes and specifiers, `some`/`any`, compositions and function types.
    mutating func parseType() -> TypeRef? {
        typeDepth += 1
        defer { typeDepth -= 1 }
        if typeDepth > Parser.maximumTypeDepth {
            reportTypeNestingLimit(at: current)
            return nil
        }
        var attributes: [Attribute] = []
        var specifiers: [String] = []
        while true {
            if current.kind == .attribute {
                attributes.append(parseAttribute())
            } else if atKeyword(.nonisolated) && beginsType(peek()) && !peek().hasNewlineBefore && peek().kind != .leftParen {
                // `struct I: nonisolated AsyncIteratorProtocol` (isolated conformances)
                specifiers.append("nonisolated")
                advance()
            } else if atKeyword(.nonisolated) && peek().kind == .leftParen && isName(peek(2)) && peek(3).kind == .rightParen {
                // `nonisolated(nonsending) () async -> T`
                specifiers.append("nonisolated(\(text(of: peek(2))))")
                advance(); advance(); advance(); advance()
            } else if current.kind == .identifier, let keyword = current.keyword, Parser.isTypeSpecifier(keyword), beginsType(peek()) {
                specifiers.append(keyword.rawValue)
                advance()
            } else {
                break
            }
        }
        guard let base = parseUnattributedType() else { return nil }
        if attributes.isEmpty && specifiers.isEmpty { return base }
        return .attributed(attributes: attributes, specifiers: specifiers, base: base)
    }

    /// Whether `token` can begin a type (used to tell the specifier `inout` from a name `inout`).
    func beginsType(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier, .leftParen, .leftBracket, .attribute, .dollarIdentifier:
            return true
        case .prefixOperator, .binaryOperator:
            return source[Int(token.start)] == UInt8(ascii: "~")
        default:
            return false
        }
    }

    mutating func parseUnattributedType() -> TypeRef? {
        if current.kind == .identifier, let keyword = current.keyword, beginsType(peek()), !peek().hasNewlineBefore || keyword == .some || keyword == .any {
            switch keyword {
            case .some:
                advance()
                return parseCompositionOrFunction().map { .opaque($0) }
            case .any:
                advance()
                return parseCompositionOrFunction().map { .existential($0) }
            case .repeat:
                advance()
                return parseType().map { .packExpansion($0) }
            case .each:
                advance()
                return parsePostfixType().map { .packReference($0) }
            default:
                break
            }
        }
        return parseCompositionOrFunction()
    }

    /// `A & B & C`, `(A) async throws -> B`, or a single postfix type.
    mutating func parseCompositionOrFunction() -> TypeRef? {
        let startIndex = index
        guard let first = parseCompositionElement() else { return nil }
        // A parenthesised list directly followed by effects or `->` is a function type's parameters.
        if tokens[startIndex].kind == .leftParen, case .tuple(let elements) = first, tokens[index - 1].kind == .rightParen,
           current.kind == .arrow || atKeyword(.async) || atKeyword(.throws) || atKeyword(.rethrows) {
            return parseFunctionType(parameters: elements)
        }
        guard atOperatorStarting(with: UInt8(ascii: "&")) else { return first }
        var parts = [first]
        while atOperatorStarting(with: UInt8(ascii: "&")) {
            splitCurrentOperator()
            guard let part = parseCompositionElement() else { return nil }
            parts.append(part)
        }
        return .composition(parts)
    }

    /// An element of a composition: a postfix type or `~Copyable`.
    mutating func parseCompositionElement() -> TypeRef? {
        if atOperatorStarting(with: UInt8(ascii: "~")) {
            splitCurrentOperator()
            return parsePostfixType().map { .suppressed($0) }
        }
        if atKeyword(.any) && beginsType(peek()) {
            advance()
            return parsePostfixType().map { .existential($0) }
        }
        return parsePostfixType()
    }

    mutating func parseFunctionType(parameters: [TupleTypeElement]) -> TypeRef? {
        let effects = parseEffects()
        guard current.kind == .arrow else { return nil }
        advance()
        guard let result = parseType() else { return nil }
        return .function(FunctionTypeRef(parameters: parameters, isAsync: effects.isAsync, throwing: effects.throwing, result: result))
    }

    /// A primary type followed by `?`, `!`, `.Type`, `.Protocol` or `.Member`.
    mutating func parsePostfixType() -> TypeRef? {
        guard var type = parsePrimaryType() else { return nil }
        // Each `?`, `!`, `.Type` wraps the type once more: a level like any other.
        let depthOnEntry = typeDepth
        defer { typeDepth = depthOnEntry }
        while true {
            if typeDepth > Parser.maximumTypeDepth {
                reportTypeNestingLimit(at: current)
                return nil
            }
            let token = current
            if token.isOperator && !token.hasSpaceBefore {
                let first = source[Int(token.start)]
                if first == UInt8(ascii: "?") {
                    type = .optional(type)
                    typeDepth += 1
                    splitCurrentOperator()
                    continue
                }
                if first == UInt8(ascii: "!") {
                    type = .implicitlyUnwrappedOptional(type)
                    typeDepth += 1
                    splitCurrentOperator()
                    continue
                }
                return type
            }
            if token.kind == .period && isName(peek()) && !peek().hasNewlineBefore {
                let member = peek()
                if member.keyword == .Type {
                    advance(); advance()
                    type = .metatype(type)
                    typeDepth += 1
                    continue
                }
                if member.keyword == .Protocol {
                    advance(); advance()
                    type = .protocolMetatype(type)
                    typeDepth += 1
                    continue
                }
                advance()
                advance()
                // `[K: V].Index`: a member of a non-nominal type keeps the base as written.
                var components: [TypeComponent]
                if case .nominal(let existing) = type {
                    components = existing
                } else {
                    components = [TypeComponent(name: type.description)]
                }
                var component = TypeComponent(name: text(of: member))
                if atOperatorStarting(with: UInt8(ascii: "<")) && !current.hasSpaceBefore {
                    component.genericArguments = parseGenericArguments()
                }
                components.append(component)
                type = .nominal(components)
                continue
            }
            return type
        }
    }

    mutating func parsePrimaryType() -> TypeRef? {
        let token = current
        switch token.kind {
        case .identifier where isDeclaredName(token) && !(token.hasNewlineBefore && token.keyword.map(Parser.isModifier) == true),
             .dollarIdentifier:
            advance()
            // A module selector, `Module::Name` (Swift 6.3): one component, written back as read.
            if current.kind == .colon, current.start == token.end, peek().kind == .colon, peek().start == current.end,
               isName(peek(2)), peek(2).start == peek().end {
                advance()
                advance()
                let name = current
                advance()
                let selected = text(of: token) + "::" + text(of: name)
                guard atOperatorStarting(with: UInt8(ascii: "<")) && !current.hasSpaceBefore else { return .named(selected) }
                return .nominal([TypeComponent(name: selected, genericArguments: parseGenericArguments())])
            }
            guard atOperatorStarting(with: UInt8(ascii: "<")) && !current.hasSpaceBefore else {
                let name = Int(token.start)..<Int(token.end)
                return typeNamesReference._withUnsafeGuaranteedRef { cache in
                    cache.namedType(source, name) { .named(text(of: token)) }
                }
            }
            return .nominal([TypeComponent(name: text(of: token), genericArguments: parseGenericArguments())])
        case .leftParen:
            return parseTupleType()
        case .leftBracket:
            advance()
            guard let element = parseType() else { return nil }
            if current.kind == .colon {
                advance()
                guard let value = parseType(), current.kind == .rightBracket else { return nil }
                advance()
                return .dictionary(key: element, value: value)
            }
            guard current.kind == .rightBracket else { return nil }
            advance()
            return .array(element)
        case .integerLiteral:
            // Value generics: `Vector<3, Int>`.
            advance()
            return .named(text(of: token))
        case .prefixOperator where token.length == 1 && source[Int(token.start)] == UInt8(ascii: "-") && peek().kind == .integerLiteral:
            advance()
            let literal = current
            advance()
            return .named("-" + text(of: literal))
        default:
            return nil
        }
    }

    /// `(a: A, B)`, `(_ name: A, B...)` (function-type parameters), `()`.
    mutating func parseTupleType() -> TypeRef? {
        advance()
        var elements: [TupleTypeElement] = []
        if current.kind == .rightParen {
            advance()
            return .tuple([])
        }
        while true {
            var label: String?
            var secondName: String?
            // `Module::Name` is a type, not a label.
            if isName(current) && peek().kind == .colon && !(peek(2).kind == .colon && peek(2).start == peek().end) {
                label = text(of: current)
                advance()
                advance()
            } else if isName(current) && isName(peek()) && peek(2).kind == .colon && !Parser.isSpecifierToken(current) {
                label = text(of: current)
                secondName = text(of: peek())
                advance()
                advance()
                advance()
            }
            guard let type = parseType() else { return nil }
            var isVariadic = false
            if atOperator("...") {
                isVariadic = true
                advance()
            }
            if current.kind == .equal {
                // Default values are not allowed here, but skip one rather than fail on it.
                advance()
                skipExpression(stopAtComma: true)
            }
            elements.append(TupleTypeElement(label: label, secondName: secondName, type: type, isVariadic: isVariadic))
            if current.kind == .comma {
                advance()
                if current.kind == .rightParen { break }
                continue
            }
            break
        }
        guard current.kind == .rightParen else { return nil }
        advance()
        return .tuple(elements)
    }

    static func isSpecifierToken(_ token: Token) -> Bool {
        guard let keyword = token.keyword else { return false }
        return isTypeSpecifier(keyword) || keyword == .some || keyword == .any || keyword == .each || keyword == .repeat
    }

    /// `<A, B<C>>` after a type name; splits `>>` so one `>` closes each list.
    mutating func parseGenericArguments() -> [TypeRef] {
        splitCurrentOperator()
        var arguments: [TypeRef] = []
        if atOperatorStarting(with: UInt8(ascii: ">")) {
            splitCurrentOperator()
            return arguments
        }
        while let argument = parseType() {
            arguments.append(argument)
            if current.kind == .comma {
                advance()
                continue
            }
            break
        }
        if atOperatorStarting(with: UInt8(ascii: ">")) {
            splitCurrentOperator()
        }
        return arguments
    }

    /// `async`, `throws`, `throws(E)`, `rethrows`, `reasync`, in either order.
    mutating func parseEffects() -> Effects {
        var effects = Effects()
        while current.kind == .identifier {
            switch current.keyword {
            case .async?, .reasync?:
                effects.isAsync = true
                advance()
            case .throws?:
                advance()
                effects.throwing = .throws
                if current.kind == .leftParen && !current.hasNewlineBefore {
                    let saved = index
                    advance()
                    if let error = parseType(), current.kind == .rightParen {
                        advance()
                        effects.throwing = .typed(error)
                    } else {
                        index = saved
                        skipBalanced()
                    }
                }
            case .rethrows?:
                effects.throwing = .rethrows
                advance()
            default:
                return effects
            }
        }
        return effects
    }
}
