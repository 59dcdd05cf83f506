/// The properties and initializers of a struct, class or actor that a skeleton drops
/// (`Parser.readsSkeleton`): only their part in how the type is made from nothing
/// (`MemberFacts.Construction`) is kept, so they are read for that part and nothing else, and
/// no model of them is built (building and then freeing them was a seventh of pass 1's parse).
///
/// What they say must be what `MemberFacts.ConstructionReading` says of their full declarations
/// (`ConstructionFactsTests` and `SkeletonParseTests` hold the two side by side). A member whose
/// tokens are not plain enough to read this way (several bindings, a tuple pattern, a generic
/// initializer, brackets that do not close) is parsed in full and read as a declaration. Either way nothing is
/// reported from inside it: like the functions a skeleton steps over, such a member is checked
/// only where its type is read in full.
extension Parser {
    /// Reads the member at the current token (`var`, `let` or `init`, after its attributes and
    /// modifiers) into `constructionFacts`, and moves past it.
    mutating func readConstructionFacts(of keyword: Keyword, attributes: [Attribute], modifiers: [String]) {
        let start = index
        let diagnostics = outputReference._withUnsafeGuaranteedRef { $0.diagnostics.count }
        // Read from the attributes and modifiers themselves: a header (a box since headers are
        // boxed) is made only for a member parsed in full.
        let read = keyword == .`init` ? readInitializerFacts(attributes: attributes, modifiers: modifiers)
            : readPropertyFacts(modifiers: modifiers, isLet: keyword == .let)
        if !read {
            index = start
            // Only what decides the facts: not where the member is.
            let header = DeclarationHeader(documentation: nil, attributes: attributes, modifiers: modifiers, location: SourceLocation(path: "", line: 0, column: 0))
            if keyword == .`init` {
                if let initializer = parseInitializer(header: header) { constructionFacts?.add(initializer) }
            } else {
                for variable in parseVariables(header: header, isLet: keyword == .let) { constructionFacts?.add(variable) }
            }
        }
        outputReference._withUnsafeGuaranteedRef { output in
            if output.diagnostics.count > diagnostics { output.diagnostics.removeSubrange(diagnostics...) }
        }
    }

    /// A property of one binding with a plain name: whether it is stored (no accessors, or only
    /// observers), has an initial value, or is a `var` of an optional type (`T?`). Its type is
    /// parsed only in that last case; its initial value is stepped over as the full parse steps
    /// over it. `false`: not read (the caller parses it in full).
    private mutating func readPropertyFacts(modifiers: [String], isLet: Bool) -> Bool {
        let start = index
        guard let end = skeletonMemberEnd(endsAtBody: false) else { return false }
        // A static property plays no part (`ConstructionReading`).
        if DeclarationHeader.isStatic(modifiers) {
            index = end
            return true
        }
        let name = tokens[start + 1]
        guard isName(name) else { return false }
        // The first `=` and the first `{` outside brackets; a comma there is another binding.
        var depth = 0
        var equal: Int?
        var brace: Int?
        for position in start + 2..<end {
            switch tokens[position].kind {
            case .leftParen, .leftBracket:
                depth += 1
            case .leftBrace:
                if depth == 0 && brace == nil { brace = position }
                depth += 1
            case .rightParen, .rightBracket, .rightBrace:
                depth -= 1
            case .comma where depth == 0:
                return false
            case .equal where depth == 0 && equal == nil && brace == nil:
                equal = position
            default:
                break
            }
        }
        let hasType = tokens[start + 2].kind == .colon
        var isStored = true
        if let equal {
            // As the full parse: the value, then observers only (a `{` right after a value
            // otherwise belongs to it).
            index = equal + 1
            skipExpression(stopAtComma: true)
            if current.kind == .leftBrace && startsObserverBlock() {
                isStored = parseAccessorBlock().allSatisfy { $0.kind == .willSet || $0.kind == .didSet }
            }
            // Where the full parse would go on is where the member ends, or it is not plain.
            guard index == end else { return false }
        } else {
            // Without a type or a value, what follows the name is the full parse's to judge.
            guard hasType else { return false }
            if let brace {
                index = brace
                isStored = parseAccessorBlock().allSatisfy { $0.kind == .willSet || $0.kind == .didSet }
                guard index == end else { return false }
            }
        }
        // `_` binds nothing (the full parse drops it).
        if isStored && name.keyword != .underscore {
            var hasValue = equal != nil
            if !hasValue && !isLet {
                index = start + 3
                guard let type = parseType() else { return false }
                if case .optional = type { hasValue = true }
            }
            constructionFacts?.addStoredProperty(hasValue: hasValue)
        }
        index = end
        return true
    }

    /// An initializer: usable for `T()` or not (`ConstructionReading.isUsable`). Its parameters
    /// are parsed only when one of them may have a default value (a `=` among them); without
    /// one, some parameter has none. `false`: not read (the caller parses it in full).
    private mutating func readInitializerFacts(attributes: [Attribute], modifiers: [String]) -> Bool {
        guard let end = skeletonMemberEnd(endsAtBody: true) else { return false }
        advance()
        var isUsable = attributes.isEmpty
        if current.isOperator && !current.hasSpaceBefore && (token(current, is: "?") || token(current, is: "!")) {
            isUsable = false
            advance()
        }
        // A generic initializer is never usable, but a malformed clause may parse as none: in full.
        if atOperatorStarting(with: UInt8(ascii: "<")) { return false }
        if isUsable {
            guard current.kind == .leftParen, let close = closingParenthesis(from: index, before: end) else { return false }
            if close > index + 1 && !(index + 1..<close).contains(where: { tokens[$0].kind == .equal }) {
                isUsable = false
            } else {
                guard let parameters = parseParameters(style: .function), index == close + 1 else { return false }
                let effects = parseEffects()
                isUsable = parameters.allSatisfy(\.hasDefaultValue) && !effects.isAsync && effects.throwing == .none
            }
        }
        constructionFacts?.addInitializer(isUsable: isUsable, access: DeclarationHeader.accessLevel(in: modifiers))
        index = end
        return true
    }

    /// The `)` closing the `(` at `open`, before `end`; brackets of every kind nest.
    private func closingParenthesis(from open: Int, before end: Int) -> Int? {
        var depth = 0
        for position in open..<end {
            switch tokens[position].kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace:
                depth -= 1
                if depth == 0 { return tokens[position].kind == .rightParen ? position : nil }
            default: break
            }
        }
        return nil
    }
}
