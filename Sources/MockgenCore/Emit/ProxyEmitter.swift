/// Writes `__StubbingProxy_X` and `__VerificationProxy_X` (and their static twins): one member
/// per mocked member, with the member's name and labels and each parameter's type replaced by a
/// matcher of it, returning what the runtime's context builds for the member's table entry
/// (docs/GeneratedMockShape.md, "Proxies"):
///
///     public func greet(_ name: some Matchable<String>) -> StubFunction<String, String> { __stub(__Greeter.greet, name.matcher) }
///     @discardableResult public func greet(_ name: some Matchable<String>) -> VerifiedCalls<String, String> { __verify(__Greeter.greet, name.matcher) }
struct ProxyEmitter {
    enum Role {
        case stubbing, verification
    }

    let type: ResolvedType
    let shapes: [MemberShape]
    let role: Role
    let isStatic: Bool

    private var access: [String] { type.accessModifier.map { [$0] } ?? [] }
    /// The stored context: `__stub` or `__verify`, named for what its calls do.
    private var context: String { role == .stubbing ? "__stub" : "__verify" }

    func declaration() -> CodeDeclaration {
        let name: String
        switch (role, isStatic) {
        case (.stubbing, false): name = type.stubbingProxyName
        case (.stubbing, true): name = type.staticStubbingProxyName
        case (.verification, false): name = type.verificationProxyName
        case (.verification, true): name = type.staticVerificationProxyName
        }
        let contextType = role == .stubbing ? "StubbingContext" : "VerificationContext"
        let initializer: CodeFunction
        if role == .stubbing {
            initializer = CodeFunction(modifiers: access, keyword: .initializer("init"), parameters: [CodeParameter(label: nil, name: "manager", type: .named("MockManager"))],
                                       body: [.expression(.assignment(.word(context), .call(contextType, [CodeArgument(.word("manager"))])))])
        } else {
            initializer = CodeFunction(modifiers: access, keyword: .initializer("init"), parameters: [CodeParameter(label: nil, name: "context", type: .named(contextType))],
                                       body: [.expression(.assignment(.word(context), .word("context")))])
        }
        var members: [CodeDeclaration] = [
            .property(CodeProperty(modifiers: ["private"], isConstant: true, name: context, type: .named(contextType))),
            .function(initializer),
        ]
        for shape in shapes where shape.member.isStatic == isStatic {
            members += CodeDeclaration.conditional(shape.member.conditions, memberDeclarations(shape))
        }
        let attributes = type.attributes.filter { $0.name == "available" || $0.name == "_spi" }.map(\.description)
        let parameters = type.genericParameters
        return .type(CodeType(attributes: attributes, modifiers: access, keyword: "struct", name: name, genericParameters: parameters,
                              inheritance: [role == .stubbing ? "StubbingProxy" : "VerificationProxy"], requirements: type.genericRequirements,
                              members: members))
    }

    private func memberDeclarations(_ shape: MemberShape) -> [CodeDeclaration] {
        let attributes = shape.member.attributes.filter { $0.name == "available" || $0.name == "_spi" }.map(\.description)
        let descriptor = CodeExpression.member(.word(type.memberTableName), shape.tableName)
        // A parameter may itself be called `__stub`; the proxy's own is then `self.__stub`.
        let context: CodeExpression = shape.parameters.contains { $0.name == self.context } ? .member(.word("self"), self.context) : .word(self.context)
        if shape.isProperty {
            let accessor = CodeAccessor(kind: .get, body: [.expression(.call(.member(context, "accessor"), [CodeArgument(descriptor)]))])
            return [.property(CodeProperty(attributes: attributes, modifiers: access, name: shape.name, type: propertyType(shape), accessors: [accessor]))]
        }
        // Subscripts keep every generic: their result type is part of the accessor's type.
        let signature = ProxySignature(shape, typeGenericNames: type.genericParameters.map(\.name), dropResultOnlyGenerics: role == .verification && !shape.isSubscript)
        let matchers = shape.parameters.indices.map { CodeArgument(signature.matcherExpression($0)) }
        if shape.isSubscript {
            let result = TypeRef.named(subscriptTypeName(shape), [signature.inputType, shape.result])
            let body = CodeStatement.expression(.call(.member(context, "accessor"), [CodeArgument(descriptor)] + matchers))
            return [.function(CodeFunction(attributes: attributes, modifiers: access, keyword: .subscript, genericParameters: signature.genericParameters,
                                           parameters: signature.parameters, result: result, requirements: signature.requirements, body: [body]))]
        }
        let result: TypeRef
        if role == .stubbing {
            result = TypeRef.named(stubFunctionName(shape), stubFunctionArguments(shape, input: signature.inputType))
        } else {
            result = .named("VerifiedCalls", [signature.inputType, signature.verifiedOutput])
        }
        let body = CodeStatement.expression(.call(context, [CodeArgument(descriptor)] + matchers))
        let memberAttributes = attributes + (role == .verification ? ["@discardableResult"] : [])
        // Overloads by result type: picked by type context (Cuckoo), or by a `returning:` label.
        let variants = shape.member.disambiguatedByResult ? [false, true] : [false]
        return variants.map { returning in
            var parameters = signature.parameters
            if returning {
                parameters.append(CodeParameter(label: "returning", name: "_", type: .metatype(shape.isVoid ? .named("Void") : shape.result)))
            }
            return .function(CodeFunction(attributes: memberAttributes, modifiers: access, keyword: .function(shape.proxyName),
                                          genericParameters: signature.genericParameters, parameters: parameters, result: result,
                                          requirements: signature.requirements, body: [body]))
        }
    }

    /// The runtime type a property's proxy member returns (docs/GeneratedMockShape.md, "Properties").
    private func propertyType(_ shape: MemberShape) -> TypeRef {
        let value = shape.result
        let failure: TypeRef
        if case .typed(let error) = shape.effects.throwing { failure = error } else { failure = .existential(.named("Error")) }
        if role == .verification {
            if !shape.isSettable { return .named("VerifyReadOnlyProperty", [value]) }
            if case .optional(let wrapped) = value { return .named("VerifyOptionalProperty", [wrapped]) }
            return .named("VerifyProperty", [value])
        }
        switch (shape.effects.isAsync, shape.effects.throwing.canThrow) {
        case (true, true): return .named("StubbedAsyncThrowingProperty", [value, failure])
        case (true, false): return .named("StubbedAsyncProperty", [value])
        case (false, true): return .named("StubbedThrowingProperty", [value, failure])
        case (false, false):
            if !shape.isSettable { return .named("StubbedReadOnlyProperty", [value]) }
            if case .optional(let wrapped) = value { return .named("StubbedOptionalProperty", [wrapped]) }
            return .named("StubbedProperty", [value])
        }
    }

    private func subscriptTypeName(_ shape: MemberShape) -> String {
        switch (role, shape.isSettable) {
        case (.stubbing, true): return "StubbedSubscript"
        case (.stubbing, false): return "StubbedReadOnlySubscript"
        case (.verification, true): return "VerifySubscript"
        case (.verification, false): return "VerifyReadOnlySubscript"
        }
    }

    private func stubFunctionName(_ shape: MemberShape) -> String {
        switch (shape.effects.isAsync, shape.effects.throwing) {
        // There is no async rethrowing stub: `async rethrows` members take async throwing
        // bodies (whose errors reach the caller through `__rethrowingAsync`'s rescue).
        case (false, .rethrows): return "StubRethrowingFunction"
        case (false, .none): return "StubFunction"
        case (true, .none): return "StubAsyncFunction"
        case (false, _): return "StubThrowingFunction"
        case (true, _): return "StubAsyncThrowingFunction"
        }
    }

    private func stubFunctionArguments(_ shape: MemberShape, input: TypeRef) -> [TypeRef] {
        var arguments = [input, shape.output]
        switch (shape.effects.isAsync, shape.effects.throwing) {
        case (_, .none), (false, .rethrows): break
        case (_, .typed(let error)): arguments.append(error)
        default: arguments.append(.existential(.named("Error")))
        }
        return arguments
    }
}

/// A proxy member's signature: the member's generics and labels, each parameter taking
/// `some Matchable<T>` (`some OptionalMatchable<T>` for optionals, which also accepts `nil`).
struct ProxySignature {
    let shape: MemberShape
    private(set) var parameters: [CodeParameter] = []
    private(set) var genericParameters: [GenericParameter] = []
    private(set) var requirements: [GenericRequirement] = []
    /// Per parameter: the type inside the argument tuple (a `some P` parameter becomes a generic).
    private var inputTypes: [TypeRef] = []
    private let dropped: Set<String>

    init(_ shape: MemberShape, typeGenericNames: [String], dropResultOnlyGenerics: Bool) {
        self.shape = shape
        var dropped = dropResultOnlyGenerics && !shape.member.disambiguatedByResult ? Self.resultOnlyGenerics(shape) : []
        // A scoped body's noncopyable result never reaches the runtime.
        if let body = shape.scopedBody { dropped.insert(body.resultName) }
        self.dropped = dropped
        var opaque: [GenericParameter] = []
        for parameter in shape.parameters {
            if let constraint = parameter.opaqueConstraint {
                let name = "__Opaque" + String(opaque.count + 1)
                opaque.append(GenericParameter(name: name, constraint: constraint))
                inputTypes.append(.named(name))
            } else {
                inputTypes.append(parameter.inputType)
            }
        }
        for (position, parameter) in shape.parameters.enumerated() {
            let matcher: TypeRef
            if let wrapped = optionalWrapped(position) {
                matcher = .opaque(.named("OptionalMatchable", [wrapped]))
            } else {
                matcher = .opaque(.named("Matchable", [inputTypes[position]]))
            }
            parameters.append(parameter.proxyDeclaration(type: matcher))
        }
        genericParameters = shape.genericParameters.filter { !dropped.contains($0.name) } + opaque
        requirements = shape.requirements.filter { requirement in !dropped.contains(where: { requirement.left.mentions($0) || requirement.right.mentions($0) }) }
    }

    /// `Void`, `T`, `(A, B)`: the member's argument tuple.
    var inputType: TypeRef {
        switch inputTypes.count {
        case 0: return .named("Void")
        case 1: return inputTypes[0]
        default: return .tuple(inputTypes.map { TupleTypeElement(type: $0) })
        }
    }

    /// `name.matcher`, or `name.optionalMatcher` for optionals.
    func matcherExpression(_ position: Int) -> CodeExpression {
        .member(.word(shape.parameters[position].name), optionalWrapped(position) != nil ? "optionalMatcher" : "matcher")
    }

    private func optionalWrapped(_ position: Int) -> TypeRef? {
        guard shape.parameters[position].opaqueConstraint == nil,
              case .optional(let wrapped) = shape.parameters[position].inputType else { return nil }
        return wrapped
    }

    /// The `Output` of the verification proxy's `VerifiedCalls`: the result type, or
    /// `UnspecifiedResult` when it mentions a generic parameter the proxy drops (one only the
    /// result mentions) or a scoped body's noncopyable result.
    var verifiedOutput: TypeRef {
        if shape.scopedBody != nil { return .named("UnspecifiedResult") }
        if dropped.contains(where: { shape.result.mentions($0) }) { return .named("UnspecifiedResult") }
        return shape.output
    }

    /// Generic parameters of the method that no parameter mentions (only the result does).
    private static func resultOnlyGenerics(_ shape: MemberShape) -> Set<String> {
        Set(shape.genericParameters.map(\.name).filter { name in !shape.parameters.contains(where: { $0.inputType.mentions(name) }) })
    }
}
