/// Writes the `@_dynamicReplacement` extension of a `--replace`d type: one replacement per
/// mocked member, routing the call to the mock the current task installed (`MockClock.__installed`)
/// and to the original otherwise (docs/BeyondInheritance.md):
///
///     extension Clock {
///         @_dynamicReplacement(for: now())
///         static func __replacement_now() -> Date {
///             if let __mock = MockClock.__installed() { return __mock.now() }
///             return now()
///         }
///     }
///
/// Sync members call the original by name (inside a replacement that reaches the original).
/// Async ones go through `Replacement.callOriginal`: Swift 6.3 compiles such a call inside an
/// async replacement as a call of the replacement itself (swiftlang/swift#62214).
struct ReplacementEmitter {
    let type: ResolvedType
    let replaced: ReplacedType
    let shapes: [MemberShape]

    /// `MockClock`, `MockBox<Element>`.
    private var mockReference: String { replaced.mockReference(type.mockName) }

    func declarations() -> [CodeDeclaration] {
        // A member inside `#if` is replaced inside the same `#if`.
        let replacements = shapes.map { CodeDeclaration.conditional($0.member.conditions, replacement($0)) }
        if replaced.kind == .globals { return replacements }
        return [.extension(name: replaced.extendedName, members: replacements + replaced.initializers.map(initializer))]
    }

    /// Runs the original (or, for a value, the substitute the test's `Constructions` makes),
    /// then records the construction:
    ///
    ///     @_dynamicReplacement(for: init(url:))
    ///     init(__replacement_url url: String) {
    ///         if let __substitute = MockClock.__substitute() { self = __substitute } else { self.init(url: url) }
    ///         MockClock.__constructed(self, "init(url:)", (url))
    ///     }
    ///
    /// A designated initializer of a class or an actor cannot delegate: it runs the original on
    /// another instance and takes over its stored properties (`takingOver`).
    private func initializer(_ initializer: InitializerDeclaration) -> CodeDeclaration {
        // The initializer's own generic parameters shadow the type's nested names (`Words`).
        let rewrite = TypeRewriter(selfName: nil, nestedTypeNames: type.nestedTypeNames.excluding(initializer.genericParameters.map(\.name)), names: type.introducedNames)
        let parameters = initializer.parameters.enumerated().map { ParameterShape($1, position: $0, isSubscript: false, rewrite: rewrite) }
        let signature = "init(" + initializer.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
        let declared = parameters.enumerated().map { index, parameter -> CodeParameter in
            var declared = parameter.declaration
            declared.defaultValue = nil
            if index == 0 {
                // The first label, prefixed, gives the replacement a name of its own.
                declared.label = replaced.namePrefix + (parameter.label ?? "")
            }
            return declared
        }
        let isClass = replaced.kind == .class
        let isDesignated = replaced.kind == .actor || (isClass && !initializer.header.has("convenience"))
        var statements: [CodeStatement]
        if isDesignated {
            statements = takingOver(initializer, arguments: parameters.map(\.passedOn))
        } else {
            let original = CodeExpression.call(.member(.word("self"), "init"), parameters.map(\.passedOn))
                .effectful(try: initializer.effects.throwing.canThrow, await: false)
            if isClass {
                statements = [.expression(original)]
            } else {
                statements = [.ifLet(name: "__substitute", value: .call(.member(.word(mockReference), "__substitute"), []),
                                     body: [.expression(.assignment(.word("self"), .word("__substitute")))], otherwise: [.expression(original)])]
            }
        }
        let recorded: CodeExpression = parameters.count == 1 ? parameters[0].recordedByReplacement : .tuple(parameters.map(\.recordedByReplacement))
        statements.append(.expression(.call(.member(.word(mockReference), "__constructed"),
                                            [CodeArgument(.word("self")), CodeArgument(.string(signature)), CodeArgument(recorded)])))
        var modifiers = initializer.header.modifiers.filter { $0 == "convenience" || $0 == "nonisolated" }.map(CodeModifier.source)
        if isClass && !isDesignated && !modifiers.contains(.convenience) { modifiers.append(.convenience) }
        // Availability (a deprecated initializer's replacement is deprecated too, so calling the
        // original does not warn) and a global actor, as on replaced members.
        let attributes = ["@_dynamicReplacement(for: \(signature))"] + initializer.header.attributes.filter(\.isRepeatedOnReplacementType).map(\.description)
        return .function(CodeFunction(attributes: attributes, modifiers: modifiers,
                                      keyword: .initializer("init" + initializer.failability.rawValue),
                                      genericParameters: initializer.genericParameters, parameters: declared, effects: initializer.effects,
                                      requirements: initializer.requirements, body: statements))
    }

    /// A designated initializer's replacement: the original runs on another instance (the
    /// runtime switch makes the call reach the original, not this replacement), whose stored
    /// properties `self` takes over. An actor's are read through `Mirror`: outside the actor,
    /// its isolated properties cannot be read.
    ///
    ///     let __original = Replacement.__original { APIClient(base: base) }
    ///     self.base = __original.base
    private func takingOver(_ initializer: InitializerDeclaration, arguments: [CodeArgument]) -> [CodeStatement] {
        let effects = initializer.effects
        let canThrow = effects.throwing.canThrow
        let runtime = type.introducedNames.runtime("Replacement")
        let made = CodeExpression.call(.word(replaced.reference.description), arguments).effectful(try: canThrow, await: effects.isAsync)
        let isFailable = initializer.failability != .none
        var closure = CodeClosure(body: [.expression(made)])
        // Closures do not infer typed throws: the type is stated.
        if case .typed = effects.throwing {
            closure = CodeClosure(parameters: [], effects: effects, result: isFailable ? .optional(replaced.reference) : replaced.reference, body: closure.body)
        }
        let original: CodeExpression
        if effects.isAsync {
            original = CodeExpression.call(.member(.word(runtime), "callOriginal"), [], trailingClosure: closure).effectful(try: canThrow, await: true)
        } else if isFailable {
            // A trailing closure in a `guard` condition would need parentheses anyway.
            original = CodeExpression.call(.member(.word(runtime), "__original"), [CodeArgument(.closure(closure))]).effectful(try: canThrow, await: false)
        } else {
            original = CodeExpression.call(.member(.word(runtime), "__original"), [], trailingClosure: closure).effectful(try: canThrow, await: false)
        }
        // A class with no stored property of its own takes nothing over: the instance is unused.
        let usesOriginal = !replaced.storedProperties.isEmpty || replaced.keepsOriginalAlive
        let name = usesOriginal ? "__original" : "_"
        var statements: [CodeStatement] = isFailable
            ? [.guardLet(name: name, value: original, otherwise: [.return(.word("nil"))])]
            : [usesOriginal ? .binding(isVariable: false, name: name, type: nil, value: original) : .expression(.assignment(.word("_"), original))]
        if replaced.kind == .actor {
            if !replaced.storedProperties.isEmpty {
                statements.append(.binding(isVariable: false, name: "__stored", type: nil,
                                           value: .call(.member(.word(runtime), "__storedProperties"), [CodeArgument("of", .word("__original"))])))
            }
            for name in replaced.storedProperties {
                statements.append(.expression(.assignment(.member(.word("self"), name),
                                                          .call(.member(.word("__stored"), "value"), [CodeArgument(.string(name))]))))
            }
        } else {
            for name in replaced.storedProperties {
                statements.append(.expression(.assignment(.member(.word("self"), name), .member(.word("__original"), name))))
            }
        }
        if replaced.keepsOriginalAlive {
            statements.append(.expression(.call(.member(.word(runtime), "__keepAlive"), [CodeArgument(.word("__original"))])))
        }
        return statements
    }

    /// `extension` → `` `extension` ``, `open()` → `` `open`() ``: a keyword named in the
    /// attribute is written as in an expression.
    private static func escapedBaseName(_ signature: String) -> String {
        let base = String(signature.prefix { $0 != "(" })
        // `subscript(_:)` and `init(…)` name what they are only unescaped.
        guard base != "subscript" && base != "init" else { return signature }
        return SwiftIdentifier.afterDot(base) + signature.dropFirst(base.count)
    }

    private func replacement(_ shape: MemberShape) -> CodeDeclaration {
        let member = shape.member
        let location = member.header.location
        var modifiers = member.keptModifiers.map(CodeModifier.source)
        let staticKeyword = replaced.staticMembers[location]
        // `static` or `class`, as the type declares the member.
        if let staticKeyword { modifiers.append(.source(staticKeyword)) }
        if replaced.mutatingMembers.contains(location) { modifiers.append(.mutating) }
        let attributes = ["@_dynamicReplacement(for: \(Self.escapedBaseName(member.signature)))"] + member.attributes.map(\.description)
        let isGlobal = replaced.kind == .globals
        // The original is called as `self.member`, for a static member too (`self` is the
        // metatype there; unqualified, a parameter named like the member would shadow it): Swift
        // treats `Self.member()` inside the replacement as an ordinary call, which reaches the
        // replacement again (endless recursion).
        let receiver: CodeExpression? = isGlobal ? nil : .word("self")
        let installed = CodeExpression.call(.member(.word(mockReference), "__installed"),
                                            staticKeyword == nil && !isGlobal ? [CodeArgument("for", .word("self"))] : [])
        let parameters = shape.parameters.enumerated().map { index, parameter -> CodeParameter in
            var declared = parameter.declaration
            declared.defaultValue = nil
            // A subscript's replacement needs a name of its own: a label on its first index.
            if shape.isSubscript && index == 0 { declared.label = String(replaced.namePrefix.dropLast()) }
            return declared
        }
        let arguments = shape.parameters.map(\.passedOn)

        /// `if let __mock = … { return __mock.member }` then the original, for the getter or a method.
        func routed(mock: CodeExpression, original: CodeExpression, effects: Effects, returns: Bool) -> [CodeStatement] {
            let mockCall = mock.effectful(try: effects.throwing.canThrow, await: effects.isAsync)
            var originalCall = original.effectful(try: effects.throwing.canThrow, await: effects.isAsync)
            if effects.isAsync {
                var closure = CodeClosure(body: [.expression(originalCall)])
                // Closures do not infer typed throws: the type is stated.
                if case .typed = effects.throwing { closure = CodeClosure(parameters: [], effects: effects, result: shape.output, body: closure.body) }
                originalCall = CodeExpression.call(.member(.word(type.introducedNames.runtime("Replacement")), "callOriginal"), [], trailingClosure: closure)
                    .effectful(try: effects.throwing.canThrow, await: true)
            }
            let mockBody: [CodeStatement] = returns ? [.return(mockCall)] : [.expression(mockCall), .expression(.word("return"))]
            return [.ifLet(name: "__mock", value: installed, body: mockBody), returns ? .return(originalCall) : .expression(originalCall)]
        }
        /// The setter: assign through the mock, else through the original.
        func assigned(mock: CodeExpression, original: CodeExpression) -> [CodeStatement] {
            [.ifLet(name: "__mock", value: installed, body: [.expression(.assignment(mock, .word("newValue"))), .expression(.word("return"))]),
             .expression(.assignment(original, .word("newValue")))]
        }

        if shape.isProperty {
            let mockAccess = CodeExpression.member(.word("__mock"), shape.memberName)
            let originalAccess = receiver.map { CodeExpression.member($0, shape.memberName) } ?? .word(shape.name)
            var accessors = [CodeAccessor(kind: .get, effects: shape.effects,
                                          body: routed(mock: mockAccess, original: originalAccess, effects: shape.effects, returns: true))]
            if shape.isSettable { accessors.append(CodeAccessor(kind: .set, body: assigned(mock: mockAccess, original: originalAccess))) }
            return .property(CodeProperty(attributes: attributes, modifiers: modifiers, name: replaced.namePrefix + SwiftIdentifier.bare(shape.name),
                                          type: shape.declaredResult, accessors: accessors))
        }
        if shape.isSubscript {
            let mockAccess = CodeExpression.subscriptAccess(.word("__mock"), arguments)
            let originalAccess = CodeExpression.subscriptAccess(receiver ?? .word("self"), arguments)
            var accessors = [CodeAccessor(kind: .get, effects: shape.effects,
                                          body: routed(mock: mockAccess, original: originalAccess, effects: shape.effects, returns: true))]
            if shape.isSettable { accessors.append(CodeAccessor(kind: .set, body: assigned(mock: mockAccess, original: originalAccess))) }
            return .function(CodeFunction(attributes: attributes, modifiers: modifiers, keyword: .subscript,
                                          genericParameters: shape.genericParameters, parameters: parameters, result: shape.declaredResult,
                                          requirements: shape.requirements, body: [], accessors: accessors))
        }
        let returns = !shape.isVoid
        let body = routed(mock: .call(.member(.word("__mock"), shape.memberName), arguments),
                          original: .call(receiver.map { .member($0, shape.memberName) } ?? .word(shape.name), arguments),
                          effects: shape.effects, returns: returns)
        return .function(CodeFunction(attributes: attributes, modifiers: modifiers, keyword: .function(replaced.namePrefix + SwiftIdentifier.bare(shape.name)),
                                      genericParameters: shape.genericParameters, parameters: parameters, effects: shape.effects,
                                      result: returns ? shape.declaredResult : nil, requirements: shape.requirements, body: body))
    }
}
