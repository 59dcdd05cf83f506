/// `#if … #elseif … #else … #endif` around declarations: every clause is parsed and kept, except
/// those that no supported compiler reads (`VersionCondition`), which Swift does not parse
/// either.
extension Parser {
    mutating func parseIfConfig(context: DeclarationContext, insideBraces: Bool) -> IfConfigDeclaration {
        let start = current
        let startLocation = location(of: start)
        nestingDepth += 1
        // A type body's members under `#if` are read as declarations (which of them exist is
        // not known; `MemberFacts` gives such a type no construction).
        let outerFacts = constructionFacts
        constructionFacts = nil
        defer {
            nestingDepth -= 1
            constructionFacts = outerFacts
        }
        var clauses: [IfConfigDeclaration.Clause] = []
        var kind = IfConfigDeclaration.Clause.Kind.if
        // After a clause every supported compiler takes, the others are dead code.
        var decided = false
        var firstCondition: String?
        while true {
            advance()
            let condition = kind == .else ? nil : readCondition()
            let version = condition.map(VersionCondition.evaluate) ?? .undecided
            if kind == .if { firstCondition = condition }
            var declarations: [Declaration] = []
            if decided || version == .alwaysFalse {
                skipIfConfigClause()
            } else if nestingDepth > Parser.maximumNestingDepth {
                reportSkippedMembers("'#if' blocks nested more than \(Parser.maximumNestingDepth) levels deep (Swift's compiler stops at 255); mockgen skips this clause", at: current)
                skipIfConfigClause()
            } else {
                parseDeclarations(into: &declarations, context: context, insideBraces: insideBraces, insideIfConfig: true)
            }
            if !decided && version != .alwaysFalse {
                // The first clause kept becomes the `#if` (an `#else` after dropped clauses holds
                // for every compiler: `#if true`).
                if clauses.isEmpty {
                    clauses.append(IfConfigDeclaration.Clause(kind: .if, condition: condition ?? "true", declarations: declarations))
                } else {
                    clauses.append(IfConfigDeclaration.Clause(kind: kind, condition: condition, declarations: declarations))
                }
            }
            decided = decided || version == .alwaysTrue
            switch current.kind {
            case .poundElseif:
                kind = .elseif
            case .poundElse:
                kind = .else
            case .poundEndif:
                advance()
                if clauses.isEmpty {
                    // Every clause dropped: the block stays, empty, under its first condition.
                    clauses.append(IfConfigDeclaration.Clause(kind: .if, condition: firstCondition, declarations: []))
                }
                return IfConfigDeclaration(clauses: clauses, location: startLocation)
            default:
                error("expected '#endif' to close the '#if' opened at \(lineColumn(of: start)), found \(describe(current))", at: current)
                return IfConfigDeclaration(clauses: clauses, location: startLocation)
            }
        }
    }

    /// Skips to the `#elseif`/`#else`/`#endif` ending this clause, past nested `#if` blocks.
    mutating func skipIfConfigClause() {
        var depth = 0
        while !atEnd {
            switch current.kind {
            case .poundIf: depth += 1
            case .poundEndif:
                if depth == 0 { return }
                depth -= 1
            case .poundElse, .poundElseif:
                if depth == 0 { return }
            default: break
            }
            advance()
        }
    }

    /// The condition after `#if`/`#elseif`, whitespace folded: the rest of the line, continued
    /// onto further lines while brackets are open or the line ends in an operator.
    mutating func readCondition() -> String {
        let start = index
        var depth = 0
        while !atEnd {
            let token = current
            if token.hasNewlineBefore && index > start && depth == 0 {
                let previous = tokens[index - 1]
                if !(previous.kind == .binaryOperator || previous.kind == .prefixOperator) && token.kind != .binaryOperator {
                    break
                }
            }
            switch token.kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth = max(0, depth - 1)
            case .leftBrace, .rightBrace, .poundIf, .poundElse, .poundElseif, .poundEndif:
                return joinedText(start..<index)
            default: break
            }
            advance()
        }
        return joinedText(start..<index)
    }
}
