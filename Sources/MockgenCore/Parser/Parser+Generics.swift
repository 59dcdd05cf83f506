/// Generic parameter clauses, primary associated types and `where` clauses.
extension Parser {
    /// `<T: P, each U, let N: Int>`; the current token starts with `<`.
    mutating func parseGenericParameters() -> [GenericParameter] {
        splitCurrentOperator()
        var parameters: [GenericParameter] = []
        while isName(current) {
            var isPack = false
            if atKeyword(.each) && isName(peek()) {
                isPack = true
                advance()
            } else if atKeyword(.let) && isName(peek()) {
                // Value generic `let N: Int`: kept as a parameter constrained by its value type.
                advance()
            }
            var parameter = GenericParameter(name: text(of: current), isPack: isPack)
            advance()
            if current.kind == .colon {
                advance()
                parameter.constraint = parseType()
            }
            parameters.append(parameter)
            guard current.kind == .comma else { break }
            advance()
        }
        expectGenericClose()
        return parameters
    }

    /// `protocol P<Element, Failure>`
    mutating func parsePrimaryAssociatedTypes() -> [String] {
        splitCurrentOperator()
        var names: [String] = []
        while isName(current) {
            names.append(text(of: current))
            advance()
            guard current.kind == .comma else { break }
            advance()
        }
        expectGenericClose()
        return names
    }

    mutating func expectGenericClose() {
        if atOperatorStarting(with: UInt8(ascii: ">")) {
            splitCurrentOperator()
        } else {
            error("expected '>' to close the generic parameter list, found \(describe(current))", at: current)
        }
    }

    /// `where A: P & Q, B == C`, if present.
    mutating func parseWhereClause() -> [GenericRequirement] {
        guard atKeyword(.where) else { return [] }
        advance()
        var requirements: [GenericRequirement] = []
        while true {
            guard let left = parseType() else {
                error("expected a requirement in 'where' clause, found \(describe(current))", at: current)
                break
            }
            if current.kind == .colon {
                advance()
                guard var right = parseType() else {
                    error("expected a type after ':' in 'where' clause, found \(describe(current))", at: current)
                    break
                }
                if current.kind == .leftParen && !current.hasSpaceBefore, case .nominal(var components) = right, components.count == 1 {
                    // Layout constraints `T: _Trivial(64)`: the size is kept in the name.
                    let open = index
                    skipBalanced()
                    components[0].name += (open..<index).map { text(of: tokens[$0]) }.joined()
                    right = .nominal(components)
                }
                requirements.append(GenericRequirement(left: left, relation: .conformance, right: right))
            } else if atOperator("==") {
                advance()
                guard let right = parseType() else {
                    error("expected a type after '==' in 'where' clause, found \(describe(current))", at: current)
                    break
                }
                requirements.append(GenericRequirement(left: left, relation: .sameType, right: right))
            } else {
                error("expected ':' or '==' in 'where' clause, found \(describe(current))", at: current)
                break
            }
            guard current.kind == .comma else { break }
            advance()
            if current.kind == .leftBrace { break }
        }
        return requirements
    }

    /// `: A, @unchecked Sendable, ~Copyable`, if present.
    mutating func parseInheritance() -> [TypeRef] {
        guard current.kind == .colon else { return [] }
        advance()
        var types: [TypeRef] = []
        while true {
            if atKeyword(.class) {
                // `protocol P: class`, the old spelling of `AnyObject`, kept as written.
                types.append(.named("class"))
                advance()
                guard current.kind == .comma else { break }
                advance()
                continue
            }
            guard let type = parseType() else {
                error("expected a type in the inheritance list, found \(describe(current))", at: current)
                break
            }
            types.append(type)
            guard current.kind == .comma else { break }
            advance()
            // A trailing comma (Swift 6.1) before the body or `where`.
            if current.kind == .leftBrace || atKeyword(.where) { break }
        }
        return types
    }
}
