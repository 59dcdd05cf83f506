/// Containers (`protocol`, `class`, `actor`, `struct`, `enum`, `extension`) and the small
/// declarations that live in them: enum cases, associated types, type aliases, imports.
extension Parser {
    /// - Parameter asSkeleton: whether the body is read as a skeleton's (`readsSkeleton`); the
    ///   enclosing body's way unless `selectsFullTypes` decides for this type.
    /// - Parameter start: the declaration's first token (its documentation's).
    mutating func parseTypeDeclaration(_ kind: TypeDeclaration.Kind, header: consuming DeclarationHeader, startingAt start: Int, asSkeleton: inout Bool) -> TypeDeclaration? {
        advance()
        var declaration = TypeDeclaration(kind: kind, header: header, name: "")
        if kind == .extension {
            if let extended = parseType() {
                declaration.extendedType = extended
                declaration.name = extended.description
            } else {
                error("expected the extended type after 'extension', found \(describe(current))", at: current)
            }
        } else if isDeclaredName(current) {
            declaration.name = text(of: current)
            advance()
        } else {
            error("expected a name after '\(kind.rawValue)', found \(describe(current))", at: current)
            skipToNextDeclaration()
            if current.kind == .leftBrace { skipBraces(what: "\(kind.rawValue) body") }
            return nil
        }
        // Pass 2: in full or as a skeleton, decided by the name (as `ModelSkeleton.pruned` does);
        // inside a type read in full, everything is.
        let outerReadsSkeleton = readsSkeleton
        let outerSelects = selectsFullTypes
        let outerName = enclosingTypeName
        let outerFacts = constructionFacts
        defer {
            readsSkeleton = outerReadsSkeleton
            selectsFullTypes = outerSelects
            enclosingTypeName = outerName
            constructionFacts = outerFacts
        }
        if selectsFullTypes {
            let name = outerName.map { $0 + "." + declaration.name } ?? declaration.name
            let inFull = outputReference._withUnsafeGuaranteedRef { $0.fullTypes?.readsInFull(declaration, qualifiedName: name) ?? false }
            // Read in full inside a skeleton, which reads no documentation: its own, before its
            // members' (the blocks are found in order).
            if inFull && outerReadsSkeleton { declaration.header.documentation = documentation(forTokenAt: start) }
            asSkeleton = !inFull
            readsSkeleton = !inFull
            selectsFullTypes = !inFull
            enclosingTypeName = name
        }
        if atOperatorStarting(with: UInt8(ascii: "<")) && kind != .extension {
            if kind == .protocol {
                declaration.primaryAssociatedTypes = parsePrimaryAssociatedTypes()
            } else {
                declaration.genericParameters = parseGenericParameters()
            }
        }
        declaration.inheritance = parseInheritance()
        declaration.requirements = parseWhereClause()
        guard current.kind == .leftBrace else {
            error("expected '{' to open the \(kind.rawValue) body, found \(describe(current))", at: current)
            skipToNextDeclaration()
            if current.kind == .leftBrace { skipBraces(what: "\(kind.rawValue) body") }
            return declaration
        }
        let open = current
        if nestingDepth >= Parser.maximumNestingDepth {
            reportNestingLimit("declarations nested more than \(Parser.maximumNestingDepth) levels deep (Swift's compiler stops at 255); mockgen skips this \(kind.rawValue)", at: open)
            skipBraces(what: "\(kind.rawValue) body")
            return declaration
        }
        if stepsOverUnreadBody(asSkeleton: asSkeleton, decidedBySelection: outerSelects), let close = unreadBodyEnd(from: index) {
            index = close
            advance()
            return declaration
        }
        nestingDepth += 1
        defer { nestingDepth -= 1 }
        advance()
        let outerSawDeinitializer = sawDeinitializer
        sawDeinitializer = false
        // A skeleton keeps of the properties and initializers only how the type is made.
        let readsConstruction = asSkeleton && (kind == .struct || kind == .class || kind == .actor)
        constructionFacts = readsConstruction ? MemberFacts.ConstructionReading() : nil
        parseDeclarations(into: &declaration.members, context: .typeBody(kind), insideBraces: true, insideIfConfig: false)
        if readsConstruction, let facts = constructionFacts {
            let hasIfConfig = declaration.members.contains { if case .ifConfig = $0 { true } else { false } }
            declaration.droppedMemberFacts = MemberFacts(construction: hasIfConfig ? nil : facts.construction(of: kind, inheritanceIsEmpty: declaration.inheritance.isEmpty))
        }
        declaration.declaresDeinitializer = sawDeinitializer
        sawDeinitializer = outerSawDeinitializer
        if current.kind == .rightBrace {
            advance()
        } else {
            error("expected '}' to close the \(kind.rawValue) body opened at \(lineColumn(of: open))", at: current)
        }
        return declaration
    }

    /// `case a, b(Int), c(label: String) = 3`
    mutating func parseEnumCase(header: consuming DeclarationHeader) -> EnumCaseDeclaration? {
        advance()
        var elements: [EnumCaseDeclaration.Element] = []
        while true {
            guard isName(current) else {
                error("expected a case name, found \(describe(current))", at: current)
                skipToNextDeclaration()
                return elements.isEmpty ? nil : EnumCaseDeclaration(header: header, elements: elements)
            }
            var element = EnumCaseDeclaration.Element(name: text(of: current))
            advance()
            if current.kind == .leftParen {
                guard let payload = parseParameters(style: .enumCase) else {
                    skipToNextDeclaration()
                    return nil
                }
                element.associatedValues = payload
            }
            if current.kind == .equal {
                advance()
                skipExpression(stopAtComma: true)
            }
            elements.append(element)
            guard current.kind == .comma else { break }
            advance()
        }
        return EnumCaseDeclaration(header: header, elements: elements)
    }

    /// `associatedtype Element: Hashable = Int where Element: Sendable`
    mutating func parseAssociatedType(header: consuming DeclarationHeader) -> AssociatedTypeDeclaration? {
        advance()
        guard isDeclaredName(current) else {
            error("expected a name after 'associatedtype', found \(describe(current))", at: current)
            skipToNextDeclaration()
            return nil
        }
        var declaration = AssociatedTypeDeclaration(header: header, name: text(of: current))
        advance()
        declaration.inheritance = parseInheritance()
        if current.kind == .equal {
            advance()
            declaration.defaultType = parseType()
            if declaration.defaultType == nil {
                error("expected a default type after '=', found \(describe(current))", at: current)
            }
        }
        declaration.requirements = parseWhereClause()
        return declaration
    }

    /// `typealias Name<T> = Type where …`
    mutating func parseTypeAlias(header: consuming DeclarationHeader) -> TypeAliasDeclaration? {
        advance()
        guard isDeclaredName(current) else {
            error("expected a name after 'typealias', found \(describe(current))", at: current)
            skipToNextDeclaration()
            return nil
        }
        let name = text(of: current)
        advance()
        var genericParameters: [GenericParameter] = []
        if atOperatorStarting(with: UInt8(ascii: "<")) {
            genericParameters = parseGenericParameters()
        }
        guard current.kind == .equal else {
            error("expected '=' after 'typealias \(name)', found \(describe(current))", at: current)
            skipToNextDeclaration()
            return nil
        }
        advance()
        guard let type = parseType() else {
            error("expected a type after 'typealias \(name) =', found \(describe(current))", at: current)
            skipToNextDeclaration()
            return nil
        }
        return TypeAliasDeclaration(header: header, name: name, genericParameters: genericParameters, type: type, requirements: parseWhereClause())
    }

    /// `@testable import struct Foo.Bar`
    mutating func parseImport(attributes: [Attribute], modifiers: [String], start: Token) -> ImportDeclaration? {
        advance()
        var kind: String?
        if current.kind == .identifier, let keyword = current.keyword, isName(peek()) {
            switch keyword {
            case .struct, .class, .enum, .protocol, .typealias, .func, .var, .let, .actor:
                kind = keyword.rawValue
                advance()
            default:
                break
            }
        }
        if kind == nil, current.kind == .identifier, let keyword = current.keyword,
           [.struct, .class, .enum, .protocol, .typealias, .func, .var, .let, .actor].contains(keyword) {
            // `import struct` with no name after it: Swift rejects it (a module named `struct`
            // would need backticks), and taking the keyword as the module would write an import
            // that does not parse back.
            error("expected a name to import after 'import \(keyword.rawValue)', found \(describe(peek()))", at: peek())
            advance()
            skipToNextDeclaration()
            return nil
        }
        guard isName(current) else {
            error("expected a module name after 'import', found \(describe(current))", at: current)
            skipToNextDeclaration()
            return nil
        }
        var path = text(of: current)
        advance()
        while current.kind == .period && !current.hasNewlineBefore && (isName(peek()) || peek().isOperator) {
            path += "." + text(of: peek())
            advance()
            advance()
        }
        return ImportDeclaration(attributes: attributes, modifiers: modifiers, kind: kind, path: path, location: location(of: start))
    }
}
