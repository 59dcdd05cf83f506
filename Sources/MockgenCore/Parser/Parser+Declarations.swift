/// The declaration loop and the dispatch on the declaration keyword.
extension Parser {
    /// Reads declarations until `}` (inside a body), a `#else`/`#elseif`/`#endif` (inside an
    /// `#if` clause) or the end of the file.
    mutating func parseDeclarations(into declarations: inout [Declaration], context: DeclarationContext, insideBraces: Bool, insideIfConfig: Bool) {
        while true {
            let token = current
            switch token.kind {
            case .endOfFile:
                return
            case .rightBrace:
                if insideBraces { return }
                error("unexpected '}' outside of a declaration body", at: token)
                advance()
                continue
            case .poundElse, .poundElseif, .poundEndif:
                if insideIfConfig { return }
                error("unexpected '\(text(of: token))' without a matching '#if'", at: token)
                advance()
                continue
            case .semicolon:
                advance()
                continue
            case .poundIf:
                if attributeOnlyIfConfigEnd(from: index) != nil { break }
                declarations.append(.ifConfig(parseIfConfig(context: context, insideBraces: insideBraces)))
                continue
            default:
                break
            }
            let before = index
            endNestingLimitQuiet()
            parseDeclaration(into: &declarations, context: context)
            if index == before {
                // Never loop without consuming: anything unparsed is reported and skipped.
                error("expected declaration, found \(describe(current))", at: current)
                skipToNextDeclaration(force: true)
            }
        }
    }

    /// Parses one declaration (with its doc comment, attributes and modifiers) and appends what it
    /// models. At file level, statements of top-level code are skipped without complaint.
    ///
    /// A declaration that passed a nesting limit is dropped (the limit's warning says so at the
    /// place), and so is a protocol one of whose requirements was: its mock could not conform.
    mutating func parseDeclaration(into declarations: inout [Declaration], context: DeclarationContext) {
        let count = declarations.count
        let outer = outputReference._withUnsafeGuaranteedRef { output in
            defer { output.frame = Parser.DepthFrame() }
            return output.frame
        }
        parseSingleDeclaration(into: &declarations, context: context)
        let frame = outputReference._withUnsafeGuaranteedRef { output in
            defer { output.frame = outer }
            return output.frame
        }
        guard let skipped = frame.passedLimit ?? frame.droppedMember else { return }
        if frame.passedLimit == nil {
            guard declarations.count > count, case .type(let type) = declarations[count], type.kind == .protocol else { return }
            report(.warning("not mocking protocol '\(type.name)': mockgen skipped its requirement at \(skipped.line):\(skipped.column), nested too deeply", at: type.header.location))
        }
        declarations.removeSubrange(count...)
        outputReference._withUnsafeGuaranteedRef { $0.frame.droppedMember = $0.frame.droppedMember ?? skipped }
    }

    private mutating func parseSingleDeclaration(into declarations: inout [Declaration], context: DeclarationContext) {
        let startIndex = index
        let first = current
        if readsSkeleton && skipDroppedMemberUnread(in: context) { return }
        let documentation = readsSkeleton ? nil : documentation(forTokenAt: index)
        let (attributes, modifiers) = parseAttributesAndModifiers()
        if constructionFacts != nil, current.kind == .identifier, let keyword = current.keyword, keyword == .var || keyword == .let || keyword == .`init` {
            readConstructionFacts(of: keyword, attributes: attributes, modifiers: modifiers)
            return
        }
        if readsSkeleton, let endsAtBody = skeletonSkips(current, in: context), skipMemberInSkeleton(endsAtBody: endsAtBody) {
            return
        }
        // An import keeps no header (one made for it was a box allocated and freed for every
        // import of every file).
        if current.kind == .identifier, current.keyword == .import {
            if let decl = parseImport(attributes: attributes, modifiers: modifiers, start: first) {
                declarations.append(.import(consume decl))
            }
            return
        }
        let header = DeclarationHeader(documentation: documentation, attributes: attributes, modifiers: modifiers, location: location(of: first))
        let keywordToken = current

        if keywordToken.kind == .identifier, let keyword = keywordToken.keyword {
            switch keyword {
            case .protocol, .struct, .enum, .extension:
                // From the keyword itself: `Kind(rawValue:)` compares the keyword's text with
                // each case's in turn (0.4 % of a large run's instructions).
                let kind: TypeDeclaration.Kind = keyword == .protocol ? .protocol : keyword == .struct ? .struct : keyword == .enum ? .enum : .extension
                parseType(kind, header: consume header, startingAt: startIndex, into: &declarations)
                return
            case .class where isName(peek()) && peek().keyword != .func && peek().keyword != .var:
                parseType(.class, header: consume header, startingAt: startIndex, into: &declarations)
                return
            case .actor where isName(peek()) && !peek().hasNewlineBefore:
                parseType(.actor, header: consume header, startingAt: startIndex, into: &declarations)
                return
            case .func:
                if let decl = parseFunction(header: consume header) { declarations.append(.function(consume decl)) }
                return
            case .var, .let:
                // Each moved out of the array (`popLast`), not copied out of it and then destroyed.
                var variables = parseVariables(header: header, isLet: keyword == .let)
                variables.reverse()
                while let decl = variables.popLast() { declarations.append(.variable(consume decl)) }
                return
            case .subscript:
                if let decl = parseSubscript(header: consume header) { declarations.append(.subscript(consume decl)) }
                return
            case .`init` where !(context == .file && header.modifiers.isEmpty && header.attributes.isEmpty && peek().kind == .period):
                if let decl = parseInitializer(header: consume header) { declarations.append(.initializer(consume decl)) }
                return
            case .deinit:
                sawDeinitializer = true
                advance()
                if current.kind == .leftBrace { skipBraces(what: "deinit body") }
                return
            case .associatedtype:
                if let decl = parseAssociatedType(header: consume header) { declarations.append(.associatedType(consume decl)) }
                return
            case .typealias:
                if let decl = parseTypeAlias(header: consume header) { declarations.append(.typeAlias(consume decl)) }
                return
            case .case where context != .file || !header.modifiers.isEmpty:
                if let decl = parseEnumCase(header: consume header) { declarations.append(.enumCase(consume decl)) }
                return
            case .operator where !modifiers.isEmpty || context != .file || isOperatorName(peek()):
                skipOperatorDeclaration()
                return
            case .precedencegroup where isName(peek()):
                advance()
                advance()
                if current.kind == .leftBrace { skipBraces(what: "precedence group body") }
                return
            case .macro where isName(peek()) && !peek().hasNewlineBefore:
                advance()
                skipExpression(stopAtComma: false)
                return
            default:
                break
            }
        }

        if keywordToken.kind == .poundKeyword {
            skipMacroExpansion()
            return
        }
        if index > startIndex {
            switch keywordToken.kind {
            case .poundIf, .poundElse, .poundElseif, .poundEndif, .endOfFile, .rightBrace:
                // Attributes under `#if` that apply to the declaration after `#endif`: dropped.
                return
            default:
                break
            }
        }
        if context == .file {
            // Top-level code (scripts, `main.swift`): not a declaration, skipped quietly.
            index = startIndex
            skipStatement()
            return
        }
        if index > startIndex {
            error("expected declaration after attributes and modifiers, found \(describe(current))", at: current)
            skipToNextDeclaration()
        }
    }

    /// A type as read, or its skeleton, made in place now that its body is read: in pass 1
    /// every type's, in pass 2 (`selectsFullTypes`) those of the types the chunk does not read.
    private mutating func parseType(_ kind: TypeDeclaration.Kind, header: consuming DeclarationHeader, startingAt start: Int, into declarations: inout [Declaration]) {
        var asSkeleton = readsSkeleton
        guard var type = parseTypeDeclaration(kind, header: header, startingAt: start, asSkeleton: &asSkeleton) else { return }
        if asSkeleton { type.reduceToSkeleton() }
        declarations.append(.type(type))
    }

    func isOperatorName(_ token: Token) -> Bool {
        token.isOperator || token.kind == .equal
    }

    /// `infix operator <>: AdditionPrecedence` — recognised, not modelled.
    mutating func skipOperatorDeclaration() {
        advance()
        while !atEnd && !current.hasNewlineBefore && current.kind != .semicolon && current.kind != .rightBrace {
            if current.kind == .leftBrace {
                skipBraces(what: "operator declaration")
                return
            }
            advance()
        }
    }

    /// `#warning("…")`, `#sourceLocation(…)`, `#someMacro<T>(…) { … }` at declaration level.
    mutating func skipMacroExpansion() {
        advance()
        if atOperatorStarting(with: UInt8(ascii: "<")) && !current.hasSpaceBefore {
            _ = parseGenericArguments()
        }
        if current.kind == .leftParen && !current.hasNewlineBefore {
            skipBalanced()
        }
        while current.kind == .leftBrace && !current.hasNewlineBefore {
            skipBraces(what: "macro expansion closure")
        }
    }
}
