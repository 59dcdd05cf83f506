/// Writes `XStub`: conforms to (or subclasses) `X`, returns `DefaultValueRegistry` defaults and
/// records nothing.
struct StubClassEmitter {
    let type: ResolvedType
    /// The mock's shapes; members mentioning `Self` are rebuilt with the stub's name.
    let shapes: [MemberShape]

    private var isClassStub: Bool { type.kind == .class }
    private var access: [CodeModifier] { type.accessLevel.map { [.access($0)] } ?? [] }
    private var selfName: String { type.selfType(named: type.stubName).description }
    private var names: IntroducedNames { type.introducedNames }
    private var uncheckedSendable: String { "@unchecked " + names.swift("Sendable") }

    func declaration() -> CodeDeclaration {
        let clauses = type.conformingGenericClauseValues
        if type.stubSubclassesMock {
            // The mock in stub mode: it inherits every member and initializer.
            let mock = TypeRef.named(type.mockName, clauses.parameters.map { .named($0.name) })
            var inheritance = [mock.description, names.runtime("MockStub")]
            if type.globalActor == nil { inheritance.append(uncheckedSendable) }
            return .type(CodeType(attributes: type.attributes.map(\.description), modifiers: access, keyword: .finalClass, name: type.stubName,
                                  genericParameters: clauses.parameters, inheritance: inheritance, requirements: clauses.requirements, members: []))
        }
        var keyword = CodeTypeKeyword.finalClass
        var inheritance = [type.mockedTypeReference.description]
        if type.isActorProtocol {
            keyword = .actor
        } else if isClassStub {
            keyword = type.isSendableClass ? .finalClass : .class
            if type.isSendableClass { inheritance.append(uncheckedSendable) }
        } else {
            if type.subclassesNSObject { inheritance.insert(names.foundation("NSObject"), at: 0) }
            if type.globalActor == nil { inheritance.append(uncheckedSendable) }
        }
        var members: [CodeDeclaration] = type.fixedAssociatedTypes.map { .typeAlias(modifiers: access, name: $0.name, type: $0.type) }
        if type.statesAssociatedTypes {
            members += type.genericParameters.map { .typeAlias(modifiers: access, name: $0.name, type: .named("__" + SwiftIdentifier.bare($0.name))) }
        }
        if !isClassStub { members += initializers() }
        members += SynthesizedConformances(type: type, typeName: type.stubName, selfName: selfName, isMock: false).declarations()
        let context = WrittenMemberContext(self)
        for mockShape in shapes {
            let member = mockShape.member
            let shape = member.mentionsSelf ? MemberShape(member, selfName: selfName, nestedTypeNames: type.nestedTypeNames, names: type.introducedNames, reserved: type.memberTableName) : mockShape
            let declaration: CodeDeclaration
            if PlainMethod.writes(shape) {
                declaration = .written(WrittenMember(PlainMethod(context: context, shape: shape)))
            } else if PlainProperty.writes(shape) {
                declaration = .written(WrittenMember(PlainProperty(context: context, shape: shape)))
            } else {
                declaration = memberDeclaration(shape)
            }
            if member.conditions.isEmpty { members.append(declaration) } else { members += CodeDeclaration.conditional(member.conditions, [declaration]) }
        }
        return .type(CodeType(attributes: type.attributes.map(\.description), modifiers: access, keyword: keyword, name: type.stubName,
                              genericParameters: clauses.parameters, inheritance: inheritance, requirements: clauses.requirements, members: members))
    }

    private func initializers() -> [CodeDeclaration] {
        let isolation: [CodeModifier] = type.globalActor != nil ? [.nonisolated] : []
        var result: [CodeDeclaration] = []
        if !type.initializers.contains(where: \.parameters.isEmpty) {
            result.append(.function(CodeFunction(modifiers: access + isolation + (type.subclassesNSObject ? [.override] : []),
                                                 keyword: .initializer("init"), parameters: [], body: [])))
        } else if needsPlainInitializer {
            // `init() throws` (or `init?()`) is a requirement: members returning a fresh stub
            // need an initializer that cannot fail.
            result.append(.function(CodeFunction(modifiers: access + isolation, keyword: .initializer("init"),
                                                 parameters: [CodeParameter(label: nil, name: "__stub", type: names.void)], body: [])))
        }
        let rewrite = TypeRewriter(selfName: selfName, nestedTypeNames: type.nestedTypeNames, names: names)
        for initializer in type.initializers {
            let parameters = initializer.parameters.enumerated().map { ParameterShape($1, position: $0, isSubscript: false, rewrite: rewrite).declaration }
            result.append(.function(CodeFunction(modifiers: access + isolation, keyword: .initializer("init" + initializer.failability.rawValue),
                                                 genericParameters: rewrite(initializer.genericParameters), parameters: parameters,
                                                 effects: initializer.effects, requirements: rewrite(initializer.requirements), body: [])))
        }
        return result
    }

    /// A parameterless `init` requirement that throws, is async or failable.
    private var needsPlainInitializer: Bool {
        type.initializers.contains { $0.parameters.isEmpty && ($0.effects != .none || $0.failability != .none) }
    }

    /// The member's parameters, except that one named like a type the body spells (`for Type:`
    /// beside a generic `Type`, whose `Type?.self` would then read the parameter) is renamed
    /// `__Type`: the stub never reads its parameters.
    fileprivate func parameters(_ shape: MemberShape) -> [CodeParameter] {
        var spelled = [shape.result]
        if let scoped = shape.scopedBody { spelled += scoped.inputs.indices.map(scoped.inputType) }
        return shape.declaredParameters.map { parameter in
            let bare = SwiftIdentifier.bare(parameter.name)
            guard spelled.contains(where: { $0.mentions(bare) || $0.mentions("`" + bare + "`") }) else { return parameter }
            var renamed = parameter
            // A function parameter without a label is its own label; a subscript's has none.
            if parameter.label == nil && !shape.isSubscript { renamed.label = parameter.name }
            renamed.name = "__" + bare
            return renamed
        }
    }

    /// `DefaultValueRegistry.defaultValue(for: T.self)`, or a fresh stub for `Self`.
    private func defaultValue(_ type: TypeRef) -> CodeExpression {
        .call(.member(.word(names.runtime("DefaultValueRegistry")), "defaultValue"), [CodeArgument("for", .metatype(type))])
    }

    fileprivate func defaultResult(_ shape: MemberShape) -> CodeExpression {
        let returnsSelf: Bool
        switch shape.member.kind {
        case .method(let function): returnsSelf = function.result?.isSelfOrOptionalSelf == true
        case .property(let variable, _): returnsSelf = variable.type?.isSelfOrOptionalSelf == true
        case .subscript: returnsSelf = false
        }
        if !isClassStub, returnsSelf {
            return .call(type.stubName, needsPlainInitializer ? [CodeArgument("__stub", .tuple([]))] : [])
        }
        // A registered `NoncopyableResult` makes the value (`DefaultValueRegistry.register`).
        if shape.returnsNoncopyable { return .call("__noncopyableResult", [CodeArgument(defaultValue(shape.result))]) }
        // The module's own types: a registered default, else the member's fallback
        // (`__defaultResult(__Shop.fallback(3))`, which makes `Receipt.cash`).
        let value = shape.defaultValue != nil
            ? CodeExpression.call(names.runtime("__defaultResult"), [CodeArgument(MemberTableEmitter.fallback(of: type, shape))])
            : defaultValue(shape.result)
        // In a `@concurrent` member a generic parameter's metatype is task-isolated, and so is
        // the value made from it; a registered default is the stub's to give away.
        if shape.sendsResult { return .call("__sendingCopy", [CodeArgument(value)]) }
        return value
    }

    func memberDeclaration(_ shape: MemberShape) -> CodeDeclaration {
        let member = shape.member
        var modifiers = isClassStub ? (member.accessLevel.map { [CodeModifier.access($0)] } ?? []) : access
        modifiers += member.keptModifiers.map(CodeModifier.source)
        if isClassStub && !member.isProtocolExtensionMember { modifiers.append(.override) }
        if member.isStatic { modifiers.append(isClassStub ? .class : .static) }
        let attributes = member.attributes.map(\.description)
        if shape.isProperty || shape.isSubscript {
            let getter = [CodeStatement.expression(defaultResult(shape))]
            let accessors = shape.isSettable ? [CodeAccessor(kind: .get, body: getter), CodeAccessor(kind: .set, body: [])]
                : [CodeAccessor(kind: .get, effects: shape.effects, body: getter)]
            if shape.isProperty {
                return .property(CodeProperty(attributes: attributes, modifiers: modifiers, name: shape.name, type: shape.declaredResult, accessors: accessors))
            }
            let plainGetter = accessors.count == 1 && accessors[0].effects == .none
            return .function(CodeFunction(attributes: attributes, modifiers: modifiers, keyword: .subscript, genericParameters: shape.genericParameters,
                                          parameters: parameters(shape), result: shape.declaredResult, requirements: shape.requirements,
                                          body: plainGetter ? getter : [], accessors: plainGetter ? [] : accessors))
        }
        guard let scoped = shape.scopedBody else {
            // Never called (see `MemberShape.takesNever`), returning nothing or a default.
            let value = shape.takesNever || shape.isVoid ? nil : defaultResult(shape)
            return .written(WrittenMember(Method(shape: shape, attributes: attributes, modifiers: modifiers, parameters: parameters(shape), value: value)))
        }
        // The body gets default inputs and makes the result.
        var body: [CodeStatement] = []
        if !scoped.inputs.isEmpty {
            let defaults = scoped.inputs.indices.map { defaultValue(scoped.inputType($0)) }
            body.append(.binding(isVariable: shape.scopedBodyInputIsVariable(scoped), name: "__bodyInput", type: shape.result,
                                 value: defaults.count == 1 ? defaults[0] : .tuple(defaults)))
        }
        body.append(.return(shape.scopedBodyCall(scoped)))
        return .function(CodeFunction(attributes: attributes, modifiers: modifiers, keyword: .function(shape.name), genericParameters: shape.genericParameters,
                                      parameters: parameters(shape), effects: shape.effects, result: shape.declaredResult,
                                      requirements: shape.requirements, body: body))
    }

    /// A stub's method, `override func load(id: Int) -> String { DefaultValueRegistry.defaultValue(for: String.self) }`
    /// or `{}`, written without a declaration tree (see `WrittenMember`); the default value's
    /// expression is made as it would be, and laid out as the renderer lays out a function's
    /// one statement.
    struct Method: MemberWriting {
        let shape: MemberShape
        let attributes: [String]
        let modifiers: [CodeModifier]
        let parameters: [CodeParameter]
        /// The body's one expression; `nil`: an empty body.
        let value: CodeExpression?

        /// The declaration it writes as (`WrittenMemberTests` holds the two side by side).
        var tree: CodeDeclaration {
            .function(CodeFunction(attributes: attributes, modifiers: modifiers, keyword: .function(shape.name), genericParameters: shape.genericParameters,
                                   parameters: parameters, effects: shape.effects, result: shape.isVoid ? nil : shape.declaredResult,
                                   requirements: shape.requirements, body: value.map { [.expression($0)] } ?? []))
        }

        func write(into renderer: inout CodeRenderer) {
            let (ownLine, inline) = CodeRenderer.splitAttributes(attributes)
            for attribute in ownLine { renderer.line(attribute) }
            let head = CodeRenderer.Head(buffers: renderer.headBuffers(), lead: { text in
                CodeRenderer.writePrefix(inline, to: &text)
                CodeRenderer.writePrefix(modifiers, to: &text)
                CodeRenderer.writeKeyword(.function(shape.name), to: &text)
                CodeRenderer.writeGenericClause(shape.genericParameters, to: &text)
            }, parameterCount: parameters.count, writeParameter: { CodeRenderer.writeParameter(parameters[$0], to: &$1) },
                                         effects: shape.effects, result: shape.isVoid ? nil : shape.declaredResult, requirements: shape.requirements)
            let statements: [CodeStatement] = value.map { [.expression($0)] } ?? []
            renderer.renderBody(head: head, writeSingle: { text, breaks in
                statements.isEmpty || CodeRenderer.writeFlat(statements[0], to: &text, openEnd: &breaks.opening)
            }, statements: { statements })
        }
    }
}

extension StubClassEmitter {
    /// What the members of one stub that write themselves (`PlainMethod`, `PlainProperty`)
    /// share, made once per stub.
    final class WrittenMemberContext: Sendable {
        let emitter: StubClassEmitter
        let isClassStub: Bool
        let typeAccess: AccessLevel?
        /// `__Greeter`: the member table, whose `fallback(_:)` some members return.
        let tableName: String
        let registry: String

        init(_ emitter: StubClassEmitter) {
            self.emitter = emitter
            isClassStub = emitter.type.kind == .class
            typeAccess = emitter.type.accessLevel
            tableName = emitter.type.memberTableName
            registry = emitter.names.runtime("DefaultValueRegistry")
        }

        /// The member's inline attributes and its modifiers, as `memberDeclaration(_:)` writes them.
        func writeLead(of member: ResolvedMember, inline: [String], to text: inout UTF8Text) {
            CodeRenderer.writePrefix(inline, to: &text)
            MockMemberEmitter.writeModifiers(of: member, access: isClassStub ? member.accessLevel : typeAccess, isClass: isClassStub, to: &text)
        }

        /// The default value's one-line text (a body's `writeSingle`): written from the shape
        /// (`writeDefaultResult`), else from `defaultResult(_:)`'s expression.
        func writeDefaultValue(_ shape: MemberShape, to text: inout UTF8Text, breaks: inout CodeRenderer.Breaks) -> Bool {
            if writeDefaultResult(shape, to: &text) { return true }
            return CodeRenderer.writeFlat(CodeStatement.expression(emitter.defaultResult(shape)), to: &text, openEnd: &breaks.opening)
        }

        /// `__defaultResult(__Shop.fallback(3))` or `DefaultValueRegistry.defaultValue(for:
        /// T.self)`, as `defaultResult(_:)`'s expression reads, for the results that take one of
        /// them; `false`, and nothing written, for the others (a fresh stub for `Self`, a
        /// noncopyable or `sending` result).
        func writeDefaultResult(_ shape: MemberShape, to text: inout UTF8Text) -> Bool {
            guard !shape.returnsNoncopyable, !shape.sendsResult else { return false }
            if !isClassStub {
                switch shape.member.kind {
                case .method(let function): if function.result?.isSelfOrOptionalSelf == true { return false }
                case .property(let variable, _): if variable.type?.isSelfOrOptionalSelf == true { return false }
                case .subscript: break
                }
            }
            if shape.defaultValue != nil {
                text += shape.names.runtime("__defaultResult")
                text.append(byte: UInt8(ascii: "("))
                text += tableName
                text.append(byte: UInt8(ascii: "."))
                text += MemberTableEmitter.fallbackName(isStatic: shape.member.isStatic)
                text.append(byte: UInt8(ascii: "("))
                text += String(shape.member.index)
                text += "))"
                return true
            }
            text += registry
            text += ".defaultValue(for: "
            MetatypeSpelling.write(shape.result, to: &text)
            text.append(byte: UInt8(ascii: ")"))
            return true
        }
    }

    /// A stub's method in its commonest form, as `Method` writes it, written from the shape
    /// alone when the renderer reaches it: modifiers, parameters and the default value's text
    /// written where they go, with nothing made per member first (a `Method`'s arrays and
    /// expression, and freeing them, were most of a stub member's cost). The form: a method
    /// without a scoped body. Its `tree` is the declaration it must read as
    /// (`WrittenMemberTests`).
    struct PlainMethod: MemberWriting {
        let context: WrittenMemberContext
        let shape: MemberShape

        static func writes(_ shape: MemberShape) -> Bool {
            !shape.isProperty && !shape.isSubscript && shape.scopedBody == nil
        }

        /// The declaration it writes as: `Method`'s.
        var tree: CodeDeclaration { context.emitter.memberDeclaration(shape) }

        func write(into renderer: inout CodeRenderer) {
            let member = shape.member
            let inline = CodeRenderer.writeOwnLineAttributes(member.attributes, where: { _ in true }, to: &renderer)
            let context = context
            let shape = shape
            // A parameter named like a type the result spells is renamed (see `parameters(_:)`).
            let renames = shape.parameters.contains { Self.isSpelled($0.declaration.name, in: shape) }
            let parameters = renames ? context.emitter.parameters(shape) : nil
            let head = CodeRenderer.Head(buffers: renderer.headBuffers(), lead: { text in
                context.writeLead(of: member, inline: inline, to: &text)
                CodeRenderer.writeKeyword(.function(shape.name), to: &text)
                CodeRenderer.writeGenericClause(shape.genericParameters, to: &text)
            }, parameterCount: shape.parameters.count, writeParameter: { index, text in
                CodeRenderer.writeParameter(parameters?[index] ?? shape.parameters[index].declaration, to: &text)
            }, effects: shape.effects, result: shape.isVoid ? nil : shape.declaredResult, requirements: shape.requirements)
            let hasValue = !shape.takesNever && !shape.isVoid
            renderer.renderBody(head: head, writeSingle: { text, breaks in
                !hasValue || context.writeDefaultValue(shape, to: &text, breaks: &breaks)
            }, statements: { hasValue ? [.expression(context.emitter.defaultResult(shape))] : [] })
        }

        /// Whether the result spells `name` (bare or backticked), which a parameter then must not be.
        private static func isSpelled(_ name: String, in shape: MemberShape) -> Bool {
            let bare = SwiftIdentifier.bare(name)
            return shape.result.mentions(bare) || shape.result.mentions("`" + bare + "`")
        }
    }
}

extension StubClassEmitter {
    /// A stub's read-only property with a plain getter, `public var title: String {
    /// DefaultValueRegistry.defaultValue(for: String.self) }`, written from the shape as the
    /// renderer writes the property `memberDeclaration(_:)` makes (its `tree`), with no
    /// accessor, statement or expression made first (`WrittenMemberTests`).
    struct PlainProperty: MemberWriting {
        let context: WrittenMemberContext
        let shape: MemberShape

        static func writes(_ shape: MemberShape) -> Bool {
            shape.isProperty && !shape.isSettable && shape.effects == .none && shape.scopedBody == nil
        }

        /// The declaration it writes as.
        var tree: CodeDeclaration { context.emitter.memberDeclaration(shape) }

        func write(into renderer: inout CodeRenderer) {
            let member = shape.member
            let inline = CodeRenderer.writeOwnLineAttributes(member.attributes, where: { _ in true }, to: &renderer)
            let context = context
            let shape = shape
            let head = CodeRenderer.Head(buffers: renderer.headBuffers()) { text in
                context.writeLead(of: member, inline: inline, to: &text)
                text += "var "
                text += shape.name
                text += ": "
                shape.declaredResult.write(to: &text)
            }
            renderer.renderBody(head: head, writeSingle: { text, breaks in
                context.writeDefaultValue(shape, to: &text, breaks: &breaks)
            }, statements: { [.expression(context.emitter.defaultResult(shape))] })
        }
    }
}
