import MockgenCore
import SwiftParser
import SwiftSyntax

/// Builds mockgen's declaration model (`SourceFileModel`) from a swift-syntax tree, following the
/// model's documented semantics, so that `DeclarationSummary` can print both sides the same way.
/// What is deliberately left out is listed in docs/Oracle.md.
struct SyntaxModelBuilder {
    let path: String
    let converter: SourceLocationConverter

    init(path: String, tree: SourceFileSyntax) {
        self.path = path
        self.converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    func model(of tree: SourceFileSyntax) -> SourceFileModel {
        SourceFileModel(path: path, declarations: declarations(in: tree.statements))
    }

    // MARK: - Declarations

    /// File level (and `#if` clauses at file level): statements and expressions are skipped,
    /// and so is everything inside them (closures, `do`/`if` bodies of scripts).
    func declarations(in items: CodeBlockItemListSyntax) -> [Declaration] {
        items.flatMap { item -> [Declaration] in
            if case .decl(let decl) = item.item { return declarations(of: decl) }
            return []
        }
    }

    func declarations(in members: MemberBlockItemListSyntax) -> [Declaration] {
        members.flatMap { declarations(of: $0.decl) }
    }

    func declarations(of decl: DeclSyntax) -> [Declaration] {
        if let node = decl.as(ClassDeclSyntax.self) {
            return [.type(typeDeclaration(.class, node, name: node.name.text, generics: node.genericParameterClause, inheritance: node.inheritanceClause, whereClause: node.genericWhereClause, members: node.memberBlock))]
        }
        if let node = decl.as(StructDeclSyntax.self) {
            return [.type(typeDeclaration(.struct, node, name: node.name.text, generics: node.genericParameterClause, inheritance: node.inheritanceClause, whereClause: node.genericWhereClause, members: node.memberBlock))]
        }
        if let node = decl.as(EnumDeclSyntax.self) {
            return [.type(typeDeclaration(.enum, node, name: node.name.text, generics: node.genericParameterClause, inheritance: node.inheritanceClause, whereClause: node.genericWhereClause, members: node.memberBlock))]
        }
        if let node = decl.as(ActorDeclSyntax.self) {
            return [.type(typeDeclaration(.actor, node, name: node.name.text, generics: node.genericParameterClause, inheritance: node.inheritanceClause, whereClause: node.genericWhereClause, members: node.memberBlock))]
        }
        if let node = decl.as(ProtocolDeclSyntax.self) {
            var type = typeDeclaration(.protocol, node, name: node.name.text, generics: nil, inheritance: node.inheritanceClause, whereClause: node.genericWhereClause, members: node.memberBlock)
            type.primaryAssociatedTypes = node.primaryAssociatedTypeClause?.primaryAssociatedTypes.map { $0.name.text } ?? []
            return [.type(type)]
        }
        if let node = decl.as(ExtensionDeclSyntax.self) {
            let extended = typeRef(node.extendedType)
            var type = typeDeclaration(.extension, node, name: extended.description, generics: nil, inheritance: node.inheritanceClause, whereClause: node.genericWhereClause, members: node.memberBlock)
            type.extendedType = extended
            return [.type(type)]
        }
        if let node = decl.as(FunctionDeclSyntax.self) {
            let signature = node.signature
            return [.function(FunctionDeclaration(
                header: header(node),
                name: node.name.text,
                genericParameters: genericParameters(node.genericParameterClause),
                parameters: signature.parameterClause.parameters.map { parameter($0, isSubscript: false) },
                effects: effects(signature.effectSpecifiers),
                result: signature.returnClause.map { typeRef($0.type) },
                requirements: requirements(node.genericWhereClause),
                hasBody: node.body != nil
            ))]
        }
        if let node = decl.as(InitializerDeclSyntax.self) {
            let failability: InitializerDeclaration.Failability
            switch node.optionalMark?.text {
            case "?": failability = .optional
            case "!": failability = .implicitlyUnwrapped
            default: failability = .none
            }
            return [.initializer(InitializerDeclaration(
                header: header(node),
                failability: failability,
                genericParameters: genericParameters(node.genericParameterClause),
                parameters: node.signature.parameterClause.parameters.map { parameter($0, isSubscript: false) },
                effects: effects(node.signature.effectSpecifiers),
                requirements: requirements(node.genericWhereClause)
            ))]
        }
        if let node = decl.as(SubscriptDeclSyntax.self) {
            return [.subscript(SubscriptDeclaration(
                header: header(node),
                genericParameters: genericParameters(node.genericParameterClause),
                parameters: node.parameterClause.parameters.map { parameter($0, isSubscript: true) },
                result: typeRef(node.returnClause.type),
                requirements: requirements(node.genericWhereClause),
                accessors: accessors(node.accessorBlock)
            ))]
        }
        if let node = decl.as(VariableDeclSyntax.self) {
            return variables(node)
        }
        if let node = decl.as(AssociatedTypeDeclSyntax.self) {
            return [.associatedType(AssociatedTypeDeclaration(
                header: header(node),
                name: node.name.text,
                inheritance: inheritance(node.inheritanceClause),
                defaultType: node.initializer.map { typeRef($0.value) },
                requirements: requirements(node.genericWhereClause)
            ))]
        }
        if let node = decl.as(TypeAliasDeclSyntax.self) {
            return [.typeAlias(TypeAliasDeclaration(
                header: header(node),
                name: node.name.text,
                genericParameters: genericParameters(node.genericParameterClause),
                type: typeRef(node.initializer.value),
                requirements: requirements(node.genericWhereClause)
            ))]
        }
        if let node = decl.as(EnumCaseDeclSyntax.self) {
            let elements = node.elements.map { element in
                EnumCaseDeclaration.Element(
                    name: element.name.text,
                    associatedValues: element.parameterClause.map { clause in
                        clause.parameters.map { enumParameter($0) }
                    }
                )
            }
            return [.enumCase(EnumCaseDeclaration(header: header(node), elements: elements))]
        }
        if let node = decl.as(ImportDeclSyntax.self) {
            return [.import(ImportDeclaration(
                attributes: attributes(node.attributes),
                modifiers: modifiers(node.modifiers),
                kind: node.importKindSpecifier?.text,
                path: node.path.map { $0.name.text }.joined(separator: "."),
                location: headerLocation(node)
            ))]
        }
        if let node = decl.as(IfConfigDeclSyntax.self) {
            return [.ifConfig(ifConfig(node))]
        }
        // deinit, operator, precedencegroup, macro, #macro expansions, #sourceLocation, missing
        // declarations: not modelled (see docs/Oracle.md).
        return []
    }

    /// Clauses no supported compiler reads are dropped as mockgen's parser drops them (its
    /// `VersionCondition`: `#if swift(<5)` is false for every Swift 6 compiler, and after a
    /// clause that is always true the others are dead): the first clause kept becomes the `#if`
    /// (`true` for an `#else`), and a block that keeps none stays, empty, under its first condition.
    func ifConfig(_ node: IfConfigDeclSyntax) -> IfConfigDeclaration {
        var clauses: [IfConfigDeclaration.Clause] = []
        var decided = false
        let firstCondition = node.clauses.first?.condition.map { sourceText($0) }
        for clause in node.clauses {
            let condition = clause.condition.map { sourceText($0) }
            let version = condition.map(VersionCondition.evaluate) ?? .undecided
            guard !decided && version != .alwaysFalse else { continue }
            let kind: IfConfigDeclaration.Clause.Kind
            switch clause.poundKeyword.tokenKind {
            case .poundIf: kind = .if
            case .poundElseif: kind = .elseif
            default: kind = .else
            }
            var declarations: [Declaration] = []
            switch clause.elements {
            case .decls(let members): declarations = self.declarations(in: members)
            case .statements(let items): declarations = self.declarations(in: items)
            default: break
            }
            if clauses.isEmpty {
                clauses.append(IfConfigDeclaration.Clause(kind: .if, condition: condition ?? "true", declarations: declarations))
            } else {
                clauses.append(IfConfigDeclaration.Clause(kind: kind, condition: condition, declarations: declarations))
            }
            decided = decided || version == .alwaysTrue
        }
        if clauses.isEmpty { clauses.append(IfConfigDeclaration.Clause(kind: .if, condition: firstCondition, declarations: [])) }
        return IfConfigDeclaration(clauses: clauses, location: location(node))
    }

    func typeDeclaration(_ kind: TypeDeclaration.Kind, _ node: some DeclSyntaxProtocol & WithAttributesSyntax & WithModifiersSyntax, name: String, generics: GenericParameterClauseSyntax?, inheritance clause: InheritanceClauseSyntax?, whereClause: GenericWhereClauseSyntax?, members: MemberBlockSyntax) -> TypeDeclaration {
        TypeDeclaration(
            kind: kind,
            header: header(node),
            name: name,
            genericParameters: genericParameters(generics),
            inheritance: inheritance(clause),
            requirements: requirements(whereClause),
            members: declarations(in: members.members)
        )
    }

    func variables(_ node: VariableDeclSyntax) -> [Declaration] {
        let shared = header(node)
        let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
        let bindings = Array(node.bindings)
        var out: [Declaration] = []
        for (index, binding) in bindings.enumerated() {
            // Tuple and wildcard patterns (`let (a, b) = …`, `let _ = …`) are not modelled.
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            var type: TypeRef?
            var inferred = false
            if let annotation = binding.typeAnnotation {
                type = typeRef(annotation.type)
            } else if let initializer = binding.initializer {
                type = inferredType(of: initializer.value)
                inferred = type != nil
            } else if binding.accessorBlock == nil {
                // `var a, b: Int`: `a` takes the type written on a later binding.
                for later in bindings[(index + 1)...] {
                    if let annotation = later.typeAnnotation {
                        type = typeRef(annotation.type)
                        break
                    }
                    if later.initializer != nil || later.accessorBlock != nil { break }
                }
            }
            out.append(.variable(VariableDeclaration(
                header: shared,
                isLet: isLet,
                name: identifier.identifier.text,
                type: type,
                isTypeInferred: inferred,
                accessors: accessors(binding.accessorBlock),
                hasInitializer: binding.initializer != nil
            )))
        }
        return out
    }

    // MARK: - Parts

    /// Source text of a node as the model keeps it: tokens verbatim; between two tokens, trivia
    /// with whitespace or comments becomes one space (comments dropped), except next to the
    /// pieces of a string literal, whose text stays verbatim (a multi-line string literal needs
    /// its newlines, and `\` line continuations are kept).
    func sourceText(_ node: some SyntaxProtocol) -> String {
        var out = ""
        var previous: TokenSyntax?
        for token in node.tokens(viewMode: .sourceAccurate) {
            if let previous {
                let gap = previous.trailingTrivia + token.leadingTrivia
                if let literal = outermostStringLiteral(previous), literal == outermostStringLiteral(token) {
                    gap.write(to: &out)
                } else {
                    // Whitespace and comments become one space; anything else stays.
                    var pendingSpace = false
                    for piece in gap {
                        switch piece {
                        case .spaces, .tabs, .newlines, .carriageReturns, .carriageReturnLineFeeds, .formfeeds, .verticalTabs,
                             .lineComment, .blockComment, .docLineComment, .docBlockComment:
                            pendingSpace = true
                        default:
                            if pendingSpace { out += " " }
                            pendingSpace = false
                            piece.write(to: &out)
                        }
                    }
                    if pendingSpace { out += " " }
                }
            }
            out += token.text
            previous = token
        }
        return out
    }

    /// The outermost string literal a token belongs to (interpolations included), if any.
    private func outermostStringLiteral(_ token: TokenSyntax) -> SyntaxIdentifier? {
        var found: SyntaxIdentifier?
        var node = token.parent
        while let current = node {
            if current.is(StringLiteralExprSyntax.self) || current.is(SimpleStringLiteralExprSyntax.self) { found = current.id }
            node = current.parent
        }
        return found
    }

    func location(_ node: some SyntaxProtocol) -> MockgenCore.SourceLocation {
        let position = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return MockgenCore.SourceLocation(path: path, line: position.line, column: position.column)
    }

    func header(_ node: some DeclSyntaxProtocol & WithAttributesSyntax & WithModifiersSyntax) -> DeclarationHeader {
        DeclarationHeader(documentation: documentation(node), attributes: attributes(node.attributes), modifiers: modifiers(node.modifiers), location: headerLocation(node))
    }

    /// The model's doc comment rule: among the comments between the previous token and the
    /// declaration's first token, doc comments (`///`, `/** */`) form blocks, a blank line or a
    /// regular comment ending a block; the last block applies, one line per comment, verbatim.
    func documentation(_ node: some SyntaxProtocol) -> String? {
        guard let first = node.firstToken(viewMode: .sourceAccurate) else { return nil }
        let trivia = (first.previousToken(viewMode: .sourceAccurate)?.trailingTrivia ?? []) + first.leadingTrivia
        var block: [String] = []
        var newlines = 0
        var broken = false
        for piece in trivia {
            switch piece {
            case .newlines(let count), .carriageReturns(let count), .carriageReturnLineFeeds(let count):
                newlines += count
            case .docLineComment(let text) where text.hasPrefix("////"),
                 .docBlockComment(let text) where text.hasPrefix("/***") || text.hasPrefix("/**/"):
                broken = true // decoration, not documentation
            case .docLineComment(let text), .docBlockComment(let text):
                if block.isEmpty || broken || newlines > 1 {
                    block = [text]
                } else {
                    block.append(text)
                }
                newlines = 0
                broken = false
            case .lineComment, .blockComment:
                broken = true
            default:
                break
            }
        }
        return block.isEmpty ? nil : block.joined(separator: "\n")
    }

    /// Where the declaration starts: its first attribute or modifier, else its keyword; an
    /// attribute-only `#if` block in front counts (its `#if` is the first token), although the
    /// attributes inside it are not modelled.
    func headerLocation(_ node: some DeclSyntaxProtocol & WithAttributesSyntax & WithModifiersSyntax) -> MockgenCore.SourceLocation {
        location(node)
    }

    /// `#if` blocks inside attribute lists are not modelled and are skipped.
    func attributes(_ list: AttributeListSyntax) -> [Attribute] {
        list.compactMap { element -> Attribute? in
            guard case .attribute(let attribute) = element else { return nil }
            return self.attribute(attribute)
        }
    }

    func attribute(_ node: AttributeSyntax) -> Attribute {
        let name = sourceText(node.attributeName)
        guard node.leftParen != nil else { return Attribute(name: name) }
        return Attribute(name: name, arguments: node.arguments.map { sourceText($0) } ?? "")
    }

    func modifiers(_ list: DeclModifierListSyntax) -> [String] {
        list.map { modifier in
            if let detail = modifier.detail { return "\(modifier.name.text)(\(detail.detail.text))" }
            return modifier.name.text
        }
    }

    func genericParameters(_ clause: GenericParameterClauseSyntax?) -> [GenericParameter] {
        guard let clause else { return [] }
        return clause.parameters.map { parameter in
            GenericParameter(
                name: parameter.name.text,
                constraint: parameter.inheritedType.map(typeRef),
                isPack: parameter.specifier?.tokenKind == .keyword(.each)
            )
        }
    }

    func inheritance(_ clause: InheritanceClauseSyntax?) -> [TypeRef] {
        clause?.inheritedTypes.map { typeRef($0.type) } ?? []
    }

    func requirements(_ clause: GenericWhereClauseSyntax?) -> [GenericRequirement] {
        guard let clause else { return [] }
        return clause.requirements.compactMap { requirement -> GenericRequirement? in
            switch requirement.requirement {
            case .conformanceRequirement(let node):
                return GenericRequirement(left: typeRef(node.leftType), relation: .conformance, right: typeRef(node.rightType))
            case .sameTypeRequirement(let node):
                return GenericRequirement(left: typeRef(node.leftType), relation: .sameType, right: typeRef(node.rightType))
            case .layoutRequirement(let node):
                var layout = node.layoutSpecifier.text
                if node.leftParen != nil {
                    layout += "(\(DeclarationSummary.fold(node.size?.text ?? ""))"
                    if let alignment = node.alignment { layout += ", \(alignment.text)" }
                    layout += ")"
                }
                return GenericRequirement(left: typeRef(node.type), relation: .conformance, right: .named(layout))
            }
        }
    }

    func typeRef(_ side: SameTypeRequirementSyntax.LeftType) -> TypeRef {
        switch side {
        case .type(let type): return typeRef(type)
        case .expr(let expr): return .named(sourceText(expr))
        }
    }

    func typeRef(_ side: SameTypeRequirementSyntax.RightType) -> TypeRef {
        switch side {
        case .type(let type): return typeRef(type)
        case .expr(let expr): return .named(sourceText(expr))
        }
    }

    func parameter(_ node: FunctionParameterSyntax, isSubscript: Bool) -> Parameter {
        let first = node.firstName.text
        let label: String?
        let name: String
        if let second = node.secondName {
            label = first == "_" ? nil : first
            name = second.text
        } else {
            // A subscript's single name is not an argument label.
            label = isSubscript || first == "_" ? nil : first
            name = first
        }
        var parameter = Parameter(
            label: label,
            name: name,
            type: typeRef(node.type),
            isVariadic: node.ellipsis != nil,
            hasDefaultValue: node.defaultValue != nil,
            attributes: attributes(node.attributes)
        )
        parameter.defaultValue = node.defaultValue.flatMap { defaultText($0.value) }
        return parameter
    }

    func enumParameter(_ node: EnumCaseParameterSyntax) -> Parameter {
        let label: String?
        let name: String
        switch (node.firstName?.text, node.secondName?.text) {
        case (nil, _): (label, name) = (nil, "")
        case (let first?, nil): (label, name) = (first == "_" ? nil : first, first)
        case (let first?, let second?): (label, name) = (first == "_" ? nil : first, second)
        }
        var parameter = Parameter(label: label, name: name, type: typeRef(node.type), hasDefaultValue: node.defaultValue != nil)
        parameter.defaultValue = node.defaultValue.flatMap { defaultText($0.value) }
        return parameter
    }

    /// A default argument's text as mockgen's parser records it: tokens separated by one space
    /// where the source has whitespace or a comment; none for an expression spanning an `#if`.
    func defaultText(_ value: ExprSyntax) -> String? {
        if value.tokens(viewMode: .sourceAccurate).contains(where: { [.poundIf, .poundElseif, .poundElse, .poundEndif].contains($0.tokenKind) }) { return nil }
        return sourceText(value)
    }

    func effects(_ node: FunctionEffectSpecifiersSyntax?) -> Effects {
        guard let node else { return .none }
        return Effects(isAsync: node.asyncSpecifier != nil, throwing: throwing(node.throwsClause))
    }

    func throwing(_ clause: ThrowsClauseSyntax?) -> ThrowsClause {
        guard let clause else { return .none }
        if clause.throwsSpecifier.tokenKind == .keyword(.rethrows) { return .rethrows }
        if let type = clause.type { return .typed(typeRef(type)) }
        return .throws
    }

    func accessors(_ block: AccessorBlockSyntax?) -> [Accessor] {
        guard let block else { return [] }
        switch block.accessors {
        case .getter: return [Accessor(kind: .get)]
        case .accessors(let list):
            return list.map { accessor in
                let kind = Accessor.Kind(rawValue: accessor.accessorSpecifier.text) ?? .other
                var modifiers: [String] = []
                if let modifier = accessor.modifier {
                    if let detail = modifier.detail {
                        modifiers.append("\(modifier.name.text)(\(detail.detail.text))")
                    } else {
                        modifiers.append(modifier.name.text)
                    }
                }
                let effects = accessor.effectSpecifiers.map {
                    Effects(isAsync: $0.asyncSpecifier != nil, throwing: throwing($0.throwsClause))
                } ?? .none
                return Accessor(kind: kind, modifiers: modifiers, attributes: attributes(accessor.attributes), effects: effects)
            }
        }
    }

    // MARK: - Types

    func typeRef(_ type: TypeSyntax) -> TypeRef {
        if let node = type.as(IdentifierTypeSyntax.self) {
            return .nominal([TypeComponent(name: node.name.text, genericArguments: genericArguments(node.genericArgumentClause))])
        }
        if let node = type.as(MemberTypeSyntax.self) {
            let component = TypeComponent(name: node.name.text, genericArguments: genericArguments(node.genericArgumentClause))
            let base = typeRef(node.baseType)
            if case .nominal(let components) = base { return .nominal(components + [component]) }
            return .nominal([TypeComponent(name: base.description), component])
        }
        if let node = type.as(ArrayTypeSyntax.self) {
            return .array(typeRef(node.element))
        }
        if let node = type.as(DictionaryTypeSyntax.self) {
            return .dictionary(key: typeRef(node.key), value: typeRef(node.value))
        }
        if let node = type.as(OptionalTypeSyntax.self) {
            return .optional(typeRef(node.wrappedType))
        }
        if let node = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return .implicitlyUnwrappedOptional(typeRef(node.wrappedType))
        }
        if let node = type.as(TupleTypeSyntax.self) {
            return .tuple(node.elements.map(tupleElement))
        }
        if let node = type.as(FunctionTypeSyntax.self) {
            return .function(FunctionTypeRef(
                parameters: node.parameters.map(tupleElement),
                isAsync: node.effectSpecifiers?.asyncSpecifier != nil,
                throwing: throwing(node.effectSpecifiers?.throwsClause),
                result: typeRef(node.returnClause.type)
            ))
        }
        if let node = type.as(AttributedTypeSyntax.self) {
            var specifiers: [String] = []
            for specifier in node.specifiers {
                specifiers.append(specifierText(specifier))
            }
            for specifier in node.lateSpecifiers {
                specifiers.append(specifierText(specifier))
            }
            let attributes = node.attributes.compactMap { element -> Attribute? in
                guard case .attribute(let attribute) = element else { return nil }
                return self.attribute(attribute)
            }
            return .attributed(attributes: attributes, specifiers: specifiers, base: typeRef(node.baseType))
        }
        if let node = type.as(SomeOrAnyTypeSyntax.self) {
            let base = typeRef(node.constraint)
            return node.someOrAnySpecifier.tokenKind == .keyword(.some) ? .opaque(base) : .existential(base)
        }
        if let node = type.as(CompositionTypeSyntax.self) {
            return .composition(node.elements.map { typeRef($0.type) })
        }
        if let node = type.as(MetatypeTypeSyntax.self) {
            let base = typeRef(node.baseType)
            return node.metatypeSpecifier.tokenKind == .keyword(.Protocol) ? .protocolMetatype(base) : .metatype(base)
        }
        if let node = type.as(PackExpansionTypeSyntax.self) {
            return .packExpansion(typeRef(node.repetitionPattern))
        }
        if let node = type.as(PackElementTypeSyntax.self) {
            return .packReference(typeRef(node.pack))
        }
        if let node = type.as(SuppressedTypeSyntax.self) {
            return .suppressed(typeRef(node.type))
        }
        if type.is(ClassRestrictionTypeSyntax.self) {
            return .named("class")
        }
        // `[3 of Int]`, `some<T>`, missing types: kept as folded text.
        return .named(sourceText(type))
    }

    func specifierText(_ specifier: TypeSpecifierListSyntax.Element) -> String {
        switch specifier {
        case .simpleTypeSpecifier(let node): return node.specifier.text
        default: return sourceText(specifier)
        }
    }

    func tupleElement(_ node: TupleTypeElementSyntax) -> TupleTypeElement {
        var type = typeRef(node.type)
        if let keyword = node.inoutKeyword {
            type = .attributed(attributes: [], specifiers: [keyword.text], base: type)
        }
        return TupleTypeElement(label: node.firstName?.text, secondName: node.secondName?.text, type: type, isVariadic: node.ellipsis != nil)
    }

    func genericArguments(_ clause: GenericArgumentClauseSyntax?) -> [TypeRef] {
        guard let clause else { return [] }
        return clause.arguments.map { argument in
            switch argument.argument {
            case .type(let type): return typeRef(type)
            case .expr(let expr): return .named(sourceText(expr))
            }
        }
    }
}

/// The type a variable gets from its initial value when none is written, mirroring the model's
/// rule (see `VariableDeclaration.type`): a single literal (`5`, `-1.5`, `"x"`, `true`), an array
/// literal of literals of one type (`[1, 2]` → `[Int]`), a cast at the top level (`x as Foo`), or
/// an initializer call on a type whose last name is capitalised (`Foo(…)`, `Foo.Bar<T>(…)`,
/// `Foo { … }`, `[Int]()`, `Foo.init(…)`); anything else gives no type.
extension SyntaxModelBuilder {
    func inferredType(of expr: ExprSyntax) -> TypeRef? {
        // `try Foo()`, `try! Foo()`, `await Foo()`: the type of the call; `try? Foo()`: its optional
        // (not doubled when already optional, as `try?` flattens since Swift 5).
        if let tryExpr = expr.as(TryExprSyntax.self) {
            guard let inner = inferredType(of: tryExpr.expression) else { return nil }
            return tryExpr.questionOrExclamationMark?.tokenKind == .postfixQuestionMark ? optional(inner) : inner
        }
        if let awaitExpr = expr.as(AwaitExprSyntax.self) {
            return inferredType(of: awaitExpr.expression)
        }
        if let sequence = expr.as(SequenceExprSyntax.self), let first = sequence.elements.first,
           first.is(TryExprSyntax.self) || first.is(AwaitExprSyntax.self) {
            // `try? x as Foo` is `try? (x as Foo)`: swift-syntax leaves `try` on the first operand.
            var elements = Array(sequence.elements)
            var makesOptional = false
            while true {
                if let tryExpr = elements[0].as(TryExprSyntax.self) {
                    makesOptional = makesOptional || tryExpr.questionOrExclamationMark?.tokenKind == .postfixQuestionMark
                    elements[0] = tryExpr.expression
                } else if let awaitExpr = elements[0].as(AwaitExprSyntax.self) {
                    elements[0] = awaitExpr.expression
                } else {
                    break
                }
            }
            let stripped = ExprSyntax(sequence.with(\.elements, ExprListSyntax(elements)))
            guard let inner = inferredType(of: stripped) else { return nil }
            return makesOptional ? optional(inner) : inner
        }
        if let literal = literalType(expr) { return literal }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            if prefix.expression.is(IntegerLiteralExprSyntax.self) { return .named("Int") }
            if prefix.expression.is(FloatLiteralExprSyntax.self) { return .named("Double") }
            return nil
        }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count >= 3,
                  let cast = elements[elements.count - 2].as(UnresolvedAsExprSyntax.self),
                  cast.questionOrExclamationMark == nil,
                  let type = elements[elements.count - 1].as(TypeExprSyntax.self)
            else { return nil }
            return typeRef(type.type)
        }
        if let array = expr.as(ArrayExprSyntax.self) {
            var element: TypeRef?
            for item in array.elements {
                guard let type = literalType(item.expression), element == nil || element == type else { return nil }
                element = type
            }
            return element.map { .array($0) }
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            var callee = call.calledExpression
            while let inner = callee.as(FunctionCallExprSyntax.self) { callee = inner.calledExpression }
            guard var type = typeOfExpression(callee) else { return nil }
            if case .nominal(var components) = type {
                if components.count > 1, components.last?.name == "init" { components.removeLast() }
                guard let first = components.last?.name.utf8.first, first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") else { return nil }
                type = .nominal(components)
            }
            switch type {
            case .nominal, .array, .dictionary: return type
            default: return nil
            }
        }
        return nil
    }

    func optional(_ type: TypeRef) -> TypeRef {
        if case .optional = type { return type }
        return .optional(type)
    }

    func literalType(_ expr: ExprSyntax) -> TypeRef? {
        if expr.is(IntegerLiteralExprSyntax.self) { return .named("Int") }
        if expr.is(FloatLiteralExprSyntax.self) { return .named("Double") }
        if expr.is(StringLiteralExprSyntax.self) { return .named("String") }
        if expr.is(BooleanLiteralExprSyntax.self) { return .named("Bool") }
        return nil
    }

    /// A type written in expression position (`Foo`, `Foo.Bar<Int>`, `[(A, B)]`, `[K: V]`):
    /// the expression's text parsed again as a type, which must consume all of it.
    func typeOfExpression(_ expr: ExprSyntax) -> TypeRef? {
        var callee = expr
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`), let base = member.base {
            callee = base
        }
        var parser = Parser(sourceText(callee))
        let type = TypeSyntax.parse(from: &parser)
        guard !type.hasError else { return nil }
        return typeRef(type)
    }
}
