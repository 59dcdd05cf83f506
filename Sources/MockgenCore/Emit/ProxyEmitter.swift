/// Writes `__Proxy_X` (and `__StaticProxy_X` for static members): one struct serving both
/// `stub(mock) { stub in … }` and `verify(mock)` (its context says which at run time). Each
/// member has the mocked member's name and labels, each parameter's type replaced by a matcher
/// of it, and returns what the runtime builds for the member's table entry
/// (docs/GeneratedMockShape.md, "Proxy"):
///
///     @discardableResult func greet(_ name: some Matchable<String>) -> __Call<String, String> { self.__proxy.call1(0, name) }
struct ProxyEmitter {
    let type: ResolvedType
    let shapes: [MemberShape]
    let isStatic: Bool
    /// Made once, not once per member.
    private let access: [CodeModifier]
    private let typeGenericNames: [String]

    init(type: ResolvedType, shapes: [MemberShape], isStatic: Bool) {
        self.type = type
        self.shapes = shapes
        self.isStatic = isStatic
        access = type.accessLevel.map { [.access($0)] } ?? []
        typeGenericNames = type.genericParameters.map(\.name)
    }

    static let context = "__proxy"

    func declarations() -> [CodeDeclaration] {
        let name = isStatic ? type.staticProxyName : type.proxyName
        let initializer = CodeFunction(modifiers: access, keyword: .initializer("init"),
                                       parameters: [CodeParameter(label: "_", name: "context", type: type.introducedNames.runtimeType("ProxyContext"))],
                                       body: [.expression(.assignment(.word(Self.context), .word("context")))])
        var members: [CodeDeclaration] = [
            .property(CodeProperty(modifiers: [.private], isConstant: true, name: Self.context, type: type.introducedNames.runtimeType("ProxyContext"))),
            .function(initializer),
        ]
        let propertyNames = Set(shapes.filter { $0.isProperty && $0.member.isStatic == isStatic }.map { SwiftIdentifier.bare($0.name) })
        members.reserveCapacity(members.count + shapes.count)
        for shape in shapes where shape.member.isStatic == isStatic {
            // The commonest member: one written from its shape, in no `#if`, named unlike any
            // property, with no overloads (for literals, or for verification only, which only a
            // generic method can have): appended as it is, with no array made for it.
            if shape.member.conditions.isEmpty, PlainMethodProxy.writes(shape), !shape.parameters.contains(where: { $0.autoclosureValue != nil }),
               !shape.parameters.isEmpty || !propertyNames.contains(SwiftIdentifier.bare(shape.proxyName)), shape.genericParameters.isEmpty,
               literalPositions(shape).isEmpty {
                members.append(.written(WrittenMember(PlainMethodProxy(shape: shape, access: access))))
                continue
            }
            var declarations = memberDeclarations(shape)
            // Only a method without parameters is changed (see `distinguishedFromProperty`).
            if shape.parameters.isEmpty, propertyNames.contains(SwiftIdentifier.bare(shape.proxyName)) {
                declarations = declarations.map(Self.distinguishedFromProperty)
            }
            if let declaration = verificationOnlyDeclaration(shape) { declarations.append(declaration) }
            members += CodeDeclaration.conditional(shape.member.conditions, declarations)
        }
        let attributes = type.attributes.filter(\.isRepeatedOnMockType).map(\.description)
        return [.type(CodeType(attributes: attributes, modifiers: access, keyword: .struct, name: name, genericParameters: type.genericParameters,
                               inheritance: [type.introducedNames.runtime("MockProxy")], requirements: type.genericRequirements, members: members))]
    }

    /// `func updates() async` beside `var updates` is valid Swift (an `async` method is told
    /// apart), but their proxies, both synchronous, would redeclare each other: a method with no
    /// parameter takes an unlabelled `()` with a default instead, so `stub.updates()` still reads
    /// as written and `stub.updates` is the property's proxy.
    private static func distinguishedFromProperty(_ declaration: CodeDeclaration) -> CodeDeclaration {
        if case .written(let written) = declaration, var method = written.writer as? PlainMethodProxy, method.shape.parameters.isEmpty {
            method.takesEmptyTuple = true
            return .written(WrittenMember(method))
        }
        if case .written(let written) = declaration, var method = written.writer as? MethodProxy, method.signature.parameters.isEmpty {
            method.takesEmptyTuple = true
            return .written(WrittenMember(method))
        }
        guard case .function(var function) = declaration, function.parameters.isEmpty else { return declaration }
        function.parameters = [CodeParameter(label: "_", name: "_", type: .tuple([]), defaultValue: "()")]
        return .function(function)
    }

    /// `var count: __Property<Int> { self.__proxy.property(1) }`, written without a
    /// tree. `property`, not the subscripts' `accessor` with an empty pack: 0.7 M fewer compiler
    /// instructions per property in a debug build (20 protocols' 40 properties: 27 M).
    private struct PropertyProxy: MemberWriting {
        let shape: MemberShape
        let attributes: [String]
        let access: [CodeModifier]

        func write(into renderer: inout CodeRenderer) {
            let (ownLine, inline) = CodeRenderer.splitAttributes(attributes)
            for attribute in ownLine { renderer.line(attribute) }
            let head = CodeRenderer.Head(buffers: renderer.headBuffers()) { lead in
                CodeRenderer.writePrefix(inline, to: &lead)
                CodeRenderer.writePrefix(access, to: &lead)
                lead += "var "
                lead += shape.name
                lead += ": "
                ProxyEmitter.writePropertyType(shape, to: &lead)
            }
            renderer.renderBody(head: head, writeSingle: { text, _ in
                CodeRenderer.writeFlat(ProxyEmitter.contextExpression, to: &text)
                text += ".property("
                CodeRenderer.writeFlat(shape.descriptor, to: &text)
                text.append(byte: UInt8(ascii: ")"))
                return true
            }, statements: { [.expression(.call(.member(ProxyEmitter.contextExpression, "property"), [CodeArgument(shape.descriptor)]))] })
        }
    }

    /// A method's proxy member, `@discardableResult func greet(_ name: some Matchable<String>)
    /// -> __Call<String, String> { self.__proxy.call1(0, name) }`, written without a tree.
    private struct MethodProxy: MemberWriting {
        let signature: ProxySignature
        let attributes: [String]
        let access: [CodeModifier]
        let result: TypeRef
        /// Beside a property of the same name (see `distinguishedFromProperty`).
        var takesEmptyTuple = false

        func write(into renderer: inout CodeRenderer) {
            let (ownLine, inline) = CodeRenderer.splitAttributes(attributes)
            for attribute in ownLine { renderer.line(attribute) }
            let parameters = takesEmptyTuple ? [CodeParameter(label: "_", name: "_", type: .tuple([]), defaultValue: "()")] : signature.parameters
            let head = CodeRenderer.Head(buffers: renderer.headBuffers(), lead: { text in
                CodeRenderer.writePrefix(inline, to: &text)
                CodeRenderer.writePrefix(access, to: &text)
                CodeRenderer.writeKeyword(.function(signature.shape.proxyName), to: &text)
                CodeRenderer.writeGenericClause(signature.genericParameters, to: &text)
            }, parameterCount: parameters.count, writeParameter: { CodeRenderer.writeParameter(parameters[$0], to: &$1) },
                                         effects: .none, result: result, requirements: signature.requirements)
            let shape = signature.shape
            renderer.renderBody(head: head, writeSingle: { text, _ in
                signature.writeMethodCall(ProxyEmitter.contextExpression, shape.descriptor, to: &text)
                return true
            }, statements: { [.expression(signature.methodCall(ProxyEmitter.contextExpression, shape.descriptor))] })
        }
    }

    /// A method's proxy member in its commonest form, as `MethodProxy` writes it from a
    /// `ProxySignature`, written from the shape alone: the matcher types, the generic clause, the
    /// call type and the body are written where they go, with no signature, parameters or types
    /// made first (those, and freeing them, were most of a proxy member's cost). The form: no
    /// overloads by result, no scoped body, at most `ProxySignature.directArity` parameters and
    /// not a lone `Any` (those call the context's parameter-pack entry point). Its `tree` is the
    /// declaration it must read as (`WrittenMemberTests`).
    struct PlainMethodProxy: MemberWriting {
        let shape: MemberShape
        let access: [CodeModifier]
        /// Beside a property of the same name (see `distinguishedFromProperty`).
        var takesEmptyTuple = false
        /// The positions (bits) whose parameters take plain values instead of matchers: an
        /// overload for numeric literals (see `literalOverloads`).
        var plainValues: UInt8 = 0

        /// Whether `shape`'s proxy member has this form.
        static func writes(_ shape: MemberShape) -> Bool {
            guard !shape.isProperty, !shape.isSubscript, !shape.member.disambiguatedByResult, shape.scopedBody == nil else { return false }
            let count = shape.parameters.count
            guard count <= ProxySignature.directArity else { return false }
            return count != 1 || shape.parameters[0].opaqueConstraint != nil || !ProxySignature.isBareAny(shape.parameters[0].inputType)
        }

        func write(into renderer: inout CodeRenderer) {
            // Attributes with arguments on lines of their own, `@discardableResult` last in front.
            let inline = CodeRenderer.writeOwnLineAttributes(shape.member.attributes, where: \.isRepeatedOnMockType, to: &renderer)
            let shape = shape
            let names = shape.names
            let head = CodeRenderer.Head(buffers: renderer.headBuffers(), lead: { text in
                CodeRenderer.writePrefix(inline, to: &text)
                text += "@discardableResult "
                CodeRenderer.writePrefix(access, to: &text)
                CodeRenderer.writeKeyword(.function(shape.proxyName), to: &text)
                writeGenericClause(to: &text)
            }, parameterCount: takesEmptyTuple ? 1 : shape.parameters.count, writeParameter: { index, text in
                guard !takesEmptyTuple else {
                    text += "_ _: () = ()"
                    return
                }
                let parameter = shape.parameters[index]
                if let label = parameter.declaration.label {
                    text += label
                    text.append(byte: UInt8(ascii: " "))
                }
                text += parameter.name
                if plainValues & (1 << index) != 0 {
                    text += ": "
                    writeInputType(index, to: &text)
                    return
                }
                text += ": some "
                if let wrapped = Self.optionalWrapped(parameter) {
                    text += names.runtime("OptionalMatchable")
                    text.append(byte: UInt8(ascii: "<"))
                    wrapped.write(to: &text)
                } else {
                    text += names.runtime("Matchable")
                    text.append(byte: UInt8(ascii: "<"))
                    writeInputType(index, to: &text)
                }
                text.append(byte: UInt8(ascii: ">"))
            }, effects: .none, writeResult: { text in
                text += ProxyEmitter.callTypeName(shape)
                text.append(byte: UInt8(ascii: "<"))
                switch shape.parameters.count {
                case 0: names.void.write(to: &text)
                case 1: writeInputType(0, to: &text)
                default:
                    text.append(byte: UInt8(ascii: "("))
                    for index in shape.parameters.indices {
                        if index > 0 { text += ", " }
                        writeInputType(index, to: &text)
                    }
                    text.append(byte: UInt8(ascii: ")"))
                }
                text += ", "
                shape.output.write(to: &text)
                if case .typed(let error) = shape.effects.throwing {
                    text += ", "
                    error.write(to: &text)
                }
                text.append(byte: UInt8(ascii: ">"))
            }, requirements: shape.requirements)
            renderer.renderBody(head: head, writeSingle: { text, _ in
                CodeRenderer.writeFlat(ProxyEmitter.contextExpression, to: &text)
                text += ".call"
                text += String(shape.parameters.count)
                text.append(byte: UInt8(ascii: "("))
                CodeRenderer.writeFlat(shape.descriptor, to: &text)
                for parameter in shape.parameters {
                    text += ", "
                    text += parameter.name
                    if Self.optionalWrapped(parameter) != nil { text += ".optionalMatcher" }
                }
                text.append(byte: UInt8(ascii: ")"))
                return true
            }, statements: { [.expression(signature.methodCall(ProxyEmitter.contextExpression, shape.descriptor))] })
        }

        /// The member's generic parameters, then one per `some P` parameter (`__Opaque1: P`).
        private func writeGenericClause(to text: inout UTF8Text) {
            var opened = false
            func separate() {
                text += opened ? ", " : "<"
                opened = true
            }
            for parameter in shape.genericParameters {
                separate()
                if parameter.isPack { text += "each " }
                text += parameter.name
                if let constraint = parameter.constraint {
                    text += ": "
                    constraint.write(to: &text)
                }
            }
            var opaque = 0
            for parameter in shape.parameters {
                guard let constraint = parameter.opaqueConstraint else { continue }
                opaque += 1
                separate()
                text += "__Opaque"
                text += String(opaque)
                text += ": "
                constraint.write(to: &text)
            }
            if opened { text.append(byte: UInt8(ascii: ">")) }
        }

        /// The parameter's type in the argument tuple: its input type, or its `__OpaqueN`.
        private func writeInputType(_ index: Int, to text: inout UTF8Text) {
            let parameter = shape.parameters[index]
            guard parameter.opaqueConstraint != nil else {
                parameter.inputType.write(to: &text)
                return
            }
            text += "__Opaque"
            text += String(shape.parameters[...index].count { $0.opaqueConstraint != nil })
        }

        /// `Wrapped` for an optional parameter (taking `some OptionalMatchable<Wrapped>`).
        private static func optionalWrapped(_ parameter: ParameterShape) -> TypeRef? {
            guard parameter.opaqueConstraint == nil, case .optional(let wrapped) = parameter.inputType else { return nil }
            return wrapped
        }

        /// The signature `MethodProxy` would write this member from.
        private var signature: ProxySignature {
            ProxySignature(shape, typeGenericNames: [], dropResultOnlyGenerics: false,
                           plainValues: Set(shape.parameters.indices.filter { plainValues & (1 << $0) != 0 }))
        }

        /// The declaration this member reads as.
        var tree: CodeDeclaration {
            let signature = signature
            let attributes = shape.member.attributes.filter(\.isRepeatedOnMockType).map(\.description) + ["@discardableResult"]
            let parameters = takesEmptyTuple ? [CodeParameter(label: "_", name: "_", type: .tuple([]), defaultValue: "()")] : signature.parameters
            return .function(CodeFunction(attributes: attributes, modifiers: access, keyword: .function(shape.proxyName),
                                          genericParameters: signature.genericParameters, parameters: parameters,
                                          result: .named(ProxyEmitter.callTypeName(shape), ProxyEmitter.callTypeArguments(shape, input: signature.inputType)),
                                          requirements: signature.requirements,
                                          body: [.expression(signature.methodCall(ProxyEmitter.contextExpression, shape.descriptor))]))
        }
    }

    /// `self.__proxy`: a member lookup, which costs the type checker less than the unqualified
    /// lookup of `__proxy` through every scope (20 protocols' mocks: 14 M fewer compiler
    /// instructions), and is right when a parameter has that name.
    private static let contextExpression = CodeExpression.member(.word("self"), context)


    private func memberDeclarations(_ shape: MemberShape) -> [CodeDeclaration] {
        if PlainMethodProxy.writes(shape) && !shape.parameters.contains(where: { $0.autoclosureValue != nil }) {
            let plain = PlainMethodProxy(shape: shape, access: access)
            let positions = literalPositions(shape)
            guard !positions.isEmpty else { return [.written(WrittenMember(plain))] }
            return [.written(WrittenMember(plain))] + Self.literalSubsets(positions).map { literal in
                var overload = plain
                for position in literal { overload.plainValues |= 1 << position }
                return .written(WrittenMember(overload))
            }
        }
        let attributes = shape.member.attributes.filter(\.isRepeatedOnMockType).map(\.description)
        let descriptor = shape.descriptor
        let context = ProxyEmitter.contextExpression
        if shape.isProperty {
            return [.written(WrittenMember(PropertyProxy(shape: shape, attributes: attributes, access: access)))]
        }
        var signature = ProxySignature(shape, typeGenericNames: typeGenericNames, dropResultOnlyGenerics: false)
        if shape.isSubscript {
            let result = subscriptType(shape, index: signature.inputType)
            // One index: `index:`, not the parameter pack (see `ProxyContext.accessor(_:index:)`).
            var indices = signature.matcherArguments
            if indices.count == 1 { indices = [CodeArgument("index", indices[0].value)] }
            let body = CodeStatement.expression(.call(.member(context, "accessor"), [CodeArgument(descriptor)] + indices))
            return [.function(CodeFunction(attributes: attributes, modifiers: access, keyword: .subscript, genericParameters: signature.genericParameters,
                                           parameters: signature.parameters, result: result, requirements: signature.requirements, body: [body]))]
        }
        let result = TypeRef.named(Self.callTypeName(shape), Self.callTypeArguments(shape, input: signature.inputType))
        // `@autoclosure` parameters: matchers of the recorded `Autoclosure<T>` (`anyClosure()`,
        // `any()`), and, disfavored, of the value (`"hello"`, `anyString()`) or of the closure
        // (`ArgumentCaptor<() -> String>`), all parameters in one form.
        let forms: [ProxySignature.AutoclosureForm] = shape.parameters.contains { $0.autoclosureValue != nil } ? [.recorded, .value, .closure] : [.recorded]
        var declarations: [CodeDeclaration] = []
        for form in forms {
            if form != .recorded {
                signature = ProxySignature(shape, typeGenericNames: typeGenericNames, dropResultOnlyGenerics: false, autoclosureForm: form)
            }
            if form == .recorded, !shape.member.disambiguatedByResult {
                declarations.append(.written(WrittenMember(MethodProxy(signature: signature, attributes: attributes + ["@discardableResult"], access: access, result: result))))
                continue
            }
            let body = CodeStatement.expression(signature.methodCall(context, descriptor))
            let disfavored = form == .recorded ? [] : ["@_disfavoredOverload"]
            // Overloads by result type: picked by type context (Cuckoo), or by a `returning:` label.
            for returning in shape.member.disambiguatedByResult ? [false, true] : [false] {
                var parameters = signature.parameters
                if returning {
                    parameters.append(CodeParameter(label: "returning", name: "_", type: .metatype(shape.isVoid ? shape.names.void : shape.result)))
                }
                declarations.append(.function(CodeFunction(attributes: attributes + disfavored + ["@discardableResult"], modifiers: access,
                                                           keyword: .function(shape.proxyName), genericParameters: signature.genericParameters,
                                                           parameters: parameters, result: result, requirements: signature.requirements, body: [body])))
            }
        }
        if forms == [.recorded], !shape.member.disambiguatedByResult {
            declarations += literalOverloads(shape, attributes: attributes, result: result, context: context, descriptor: descriptor)
        }
        return declarations
    }

    /// `when(stub.seek(fd, 0, 2))` with `Int32` parameters: an integer literal is an `Int` to a
    /// `some Matchable<Int32>` parameter (Swift tries no other literal type for a generic), so a
    /// member with fixed-width numeric parameters (`Int32`, `UInt8`, `Float`, a C typedef of
    /// one) also gets overloads taking those parameters as plain values. Each combination for
    /// up to two such parameters, so literals and matchers mix; with more, one overload taking
    /// them all as values. Where both fit (a variable), the plain one is more specific and
    /// means the same: `equal(to:)`.
    private func literalOverloads(_ shape: MemberShape, attributes: [String], result: TypeRef, context: CodeExpression, descriptor: CodeExpression) -> [CodeDeclaration] {
        let positions = literalPositions(shape)
        guard !positions.isEmpty else { return [] }
        return Self.literalSubsets(positions).map { literal in
            let signature = ProxySignature(shape, typeGenericNames: typeGenericNames, dropResultOnlyGenerics: false, plainValues: literal)
            let body = CodeStatement.expression(signature.methodCall(context, descriptor))
            return .function(CodeFunction(attributes: attributes + ["@discardableResult"], modifiers: access, keyword: .function(shape.proxyName),
                                          genericParameters: signature.genericParameters, parameters: signature.parameters, result: result,
                                          requirements: signature.requirements, body: [body]))
        }
    }

    /// The positions of the parameters that take numeric literals (`NumericLiteralTypes`).
    private func literalPositions(_ shape: MemberShape) -> [Int] {
        shape.parameters.indices.filter { NumericLiteralTypes.takesLiteral(shape.parameters[$0], aliases: type.numericTypeAliases, names: type.introducedNames) }
    }

    /// Each combination of up to two literal positions (in this order: the first, the second,
    /// both); with more, all of them together.
    private static func literalSubsets(_ positions: [Int]) -> [Set<Int>] {
        positions.count > 2 ? [Set(positions)]
            : (1..<(1 << positions.count)).map { mask in Set(positions.indices.filter { mask & (1 << $0) != 0 }.map { positions[$0] }) }
    }

    /// A member generic over a result only its result mentions (`func decode<T>(_:) -> T`) is
    /// also verified without naming `T`: `verify(mock).decode("x")` matches every `T` (it picks
    /// this overload, while `when(stub.decode("x")).thenReturn(5)` picks the generic one).
    private func verificationOnlyDeclaration(_ shape: MemberShape) -> CodeDeclaration? {
        // Only a generic method can have generic parameters that only its result mentions.
        guard !shape.isProperty, !shape.isSubscript, !shape.genericParameters.isEmpty else { return nil }
        let signature = ProxySignature(shape, typeGenericNames: typeGenericNames, dropResultOnlyGenerics: true)
        guard signature.dropsGenerics else { return nil }
        let attributes = shape.member.attributes.filter(\.isRepeatedOnMockType).map(\.description)
        let descriptor = shape.descriptor
        return .function(CodeFunction(attributes: attributes + ["@discardableResult"], modifiers: access, keyword: .function(shape.proxyName),
                                      genericParameters: signature.genericParameters, parameters: signature.parameters,
                                      result: type.introducedNames.runtimeType("VerifiedCalls", [signature.inputType, signature.verifiedOutput]),
                                      requirements: signature.requirements,
                                      body: [.expression(signature.methodCall(ProxyEmitter.contextExpression, descriptor))]))
    }

    /// The runtime type a property's proxy member returns (docs/GeneratedMockShape.md,
    /// "Properties"), written into `text` with no type made for it.
    fileprivate static func writePropertyType(_ shape: MemberShape, to text: inout UTF8Text) {
        let value = shape.result
        let name: String
        var wrapped: TypeRef?
        switch (shape.effects.isAsync, shape.effects.throwing.canThrow) {
        case (true, true): name = "__AsyncThrowingProperty"
        case (true, false): name = "__AsyncProperty"
        case (false, true): name = "__ThrowingProperty"
        case (false, false):
            if !shape.isSettable {
                name = "__ReadOnlyProperty"
            } else if case .optional(let inner) = value {
                name = "__OptionalProperty"
                wrapped = inner
            } else {
                name = "__Property"
            }
        }
        text += name
        text.append(byte: UInt8(ascii: "<"))
        (wrapped ?? value).write(to: &text)
        if shape.effects.throwing.canThrow {
            text += ", "
            if case .typed(let error) = shape.effects.throwing { error.write(to: &text) } else { shape.names.anyError.write(to: &text) }
        }
        text.append(byte: UInt8(ascii: ">"))
    }

    /// The runtime type a subscript's proxy member returns: `__Subscript`, `__ReadOnlySubscript`,
    /// or one of an effectful getter (`__AsyncThrowingSubscript<Index, Value, any Error>`).
    private func subscriptType(_ shape: MemberShape, index: TypeRef) -> TypeRef {
        let value = shape.result
        let failure: TypeRef
        if case .typed(let error) = shape.effects.throwing { failure = error } else { failure = type.introducedNames.anyError }
        switch (shape.effects.isAsync, shape.effects.throwing.canThrow) {
        case (true, true): return .named("__AsyncThrowingSubscript", [index, value, failure])
        case (true, false): return .named("__AsyncSubscript", [index, value])
        case (false, true): return .named("__ThrowingSubscript", [index, value, failure])
        case (false, false): return .named(shape.isSettable ? "__Subscript" : "__ReadOnlySubscript", [index, value])
        }
    }

    fileprivate static func callTypeName(_ shape: MemberShape) -> String {
        switch (shape.effects.isAsync, shape.effects.throwing) {
        // There is no async rethrowing stub: `async rethrows` members take async throwing
        // bodies (whose errors reach the caller through `__rethrowingAsync`'s rescue).
        case (false, .rethrows): return "__RethrowingCall"
        case (false, .none): return "__Call"
        case (true, .none): return "__AsyncCall"
        case (false, .typed): return "__TypedThrowingCall"
        case (false, _): return "__ThrowingCall"
        case (true, .typed): return "__TypedAsyncThrowingCall"
        case (true, _): return "__AsyncThrowingCall"
        }
    }

    fileprivate static func callTypeArguments(_ shape: MemberShape, input: TypeRef) -> [TypeRef] {
        if case .typed(let error) = shape.effects.throwing { return [input, shape.output, error] }
        return [input, shape.output]
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
    /// Whether the signature leaves out generic parameters the member declares.
    var dropsGenerics: Bool { shape.genericParameters.contains { dropped.contains($0.name) } && shape.scopedBody == nil }
    /// What an `@autoclosure () -> T` parameter takes a matcher of.
    enum AutoclosureForm {
        /// The recorded `Autoclosure<T>` (`anyClosure()`, `any()`).
        case recorded
        /// `T` (`"hello"`, `anyString()`), seen through the record.
        case value
        /// `() -> T` (`ArgumentCaptor<() -> String>`), given a closure returning the value.
        case closure
    }
    let autoclosureForm: AutoclosureForm

    /// `plainValues`: positions taking the parameter's own type (a value compared with `==`)
    /// instead of a matcher of it.
    init(_ shape: MemberShape, typeGenericNames: [String], dropResultOnlyGenerics: Bool, autoclosureForm: AutoclosureForm = .recorded, plainValues: Set<Int> = []) {
        self.shape = shape
        self.autoclosureForm = autoclosureForm
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
            if plainValues.contains(position) {
                matcher = inputTypes[position]
            } else if let value = parameter.autoclosureValue, autoclosureForm != .recorded {
                if autoclosureForm == .value, case .optional(let wrapped) = value {
                    matcher = .opaque(shape.names.runtimeType("OptionalMatchable", [wrapped]))
                } else {
                    let matched: TypeRef = autoclosureForm == .value ? value : .function(FunctionTypeRef(parameters: [], result: value))
                    matcher = .opaque(shape.names.runtimeType("Matchable", [matched]))
                }
            } else if let wrapped = optionalWrapped(position) {
                matcher = .opaque(shape.names.runtimeType("OptionalMatchable", [wrapped]))
            } else {
                matcher = .opaque(shape.names.runtimeType("Matchable", [inputTypes[position]]))
            }
            parameters.append(parameter.proxyDeclaration(type: matcher))
        }
        genericParameters = shape.genericParameters.filter { !dropped.contains($0.name) } + opaque
        requirements = shape.requirements.filter { requirement in !dropped.contains(where: { requirement.left.mentions($0) || requirement.right.mentions($0) }) }
    }

    /// `Void`, `T`, `(A, B)`: the member's argument tuple.
    var inputType: TypeRef {
        switch inputTypes.count {
        case 0: return shape.names.void
        case 1: return inputTypes[0]
        default: return .tuple(inputTypes.map { TupleTypeElement(type: $0) })
        }
    }

    /// `Any` as written, bare (`inputType == .named("Any")`, with no type made to compare with).
    static func isBareAny(_ type: TypeRef) -> Bool {
        guard case .nominal(let components) = type, components.count == 1 else { return false }
        return components[0].name == "Any" && components[0].genericArguments.isEmpty
    }

    /// The most parameters a method's proxy member passes to one of the runtime's `call0`…`call6`;
    /// a member with more passes its matchers to the context's parameter-pack entry point.
    static let directArity = 6

    /// A method proxy member's body: `self.__proxy.call2(3, item, count)`, the parameters
    /// handed on as they came (each is a `Matchable`). One entry point per count, not overloads
    /// of one name, and no parameter pack: in a debug build of 20 protocols' mocks this form cost
    /// 444 M fewer compiler instructions (7,136 M → 6,692 M) than `__proxy(__Shop.buy,
    /// item.matcher, count.matcher)`, which made each body look up a witness per parameter and
    /// build a pack; distinct names saved another 100 M of type-checking over overloads. More
    /// than `directArity` parameters, and a lone `Any` (see `matcherArguments`), take that form.
    func methodCall(_ context: CodeExpression, _ descriptor: CodeExpression) -> CodeExpression {
        let count = shape.parameters.count
        if count > Self.directArity || (count == 1 && Self.isBareAny(inputTypes[0])) {
            return .call(context, [CodeArgument(descriptor)] + matcherArguments)
        }
        let arguments = shape.parameters.indices.map { CodeArgument(matchableExpression($0)) }
        return .call(.member(context, "call\(count)"), [CodeArgument(descriptor)] + arguments)
    }

    /// `methodCall(_:_:)`'s text, written with no expression made for the common forms (the two
    /// must agree: `WrittenMemberTests` holds them side by side).
    func writeMethodCall(_ context: CodeExpression, _ descriptor: CodeExpression, to out: inout UTF8Text) {
        let count = shape.parameters.count
        guard count <= Self.directArity, !(count == 1 && Self.isBareAny(inputTypes[0])), autoclosureForm == .recorded else {
            CodeRenderer.writeFlat(methodCall(context, descriptor), to: &out)
            return
        }
        CodeRenderer.writeFlat(context, to: &out)
        out += ".call"
        out += String(count)
        out.append(byte: UInt8(ascii: "("))
        CodeRenderer.writeFlat(descriptor, to: &out)
        for position in shape.parameters.indices {
            out += ", "
            out += shape.parameters[position].name
            if optionalWrapped(position) != nil { out += ".optionalMatcher" }
        }
        out.append(byte: UInt8(ascii: ")"))
    }

    /// What a `callN` entry point takes for a parameter: the proxy parameter itself (a
    /// `some Matchable<T>`, or a plain value, which is `Matchable` too), or the matcher made of
    /// it where the parameter is not itself the `Matchable` of the recorded type (an optional's
    /// `some OptionalMatchable<Wrapped>`, an `@autoclosure`'s value or closure form).
    private func matchableExpression(_ position: Int) -> CodeExpression {
        let parameter = shape.parameters[position]
        if parameter.autoclosureValue != nil && autoclosureForm != .recorded || optionalWrapped(position) != nil {
            return matcherExpression(position)
        }
        return .word(parameter.name)
    }

    /// The matchers a proxy member passes, one per parameter. A lone `Any` parameter is passed
    /// with the label `any:` (Swift 6.3 cannot infer a one-element parameter pack of `Any`).
    var matcherArguments: [CodeArgument] {
        let arguments = shape.parameters.indices.map { CodeArgument(matcherExpression($0)) }
        if arguments.count == 1, Self.isBareAny(inputTypes[0]) { return [CodeArgument("any", arguments[0].value)] }
        return arguments
    }

    /// `name.matcher`, or `name.optionalMatcher` for optionals; an `@autoclosure`'s value or
    /// closure matcher goes through `__autoclosureMatcher`.
    func matcherExpression(_ position: Int) -> CodeExpression {
        let parameter = shape.parameters[position]
        if let value = parameter.autoclosureValue, autoclosureForm != .recorded {
            let isOptional = autoclosureForm == .value && value.isOptional
            let base = CodeExpression.member(.word(parameter.name), isOptional ? "optionalMatcher" : "matcher")
            return .call(shape.names.runtime("__autoclosureMatcher"), [CodeArgument(autoclosureForm == .closure ? "closure" : nil, base)])
        }
        return .member(.word(parameter.name), optionalWrapped(position) != nil ? "optionalMatcher" : "matcher")
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
        if shape.scopedBody != nil { return shape.names.runtimeType("UnspecifiedResult") }
        if dropped.contains(where: { shape.result.mentions($0) }) { return shape.names.runtimeType("UnspecifiedResult") }
        return shape.output
    }

    /// Generic parameters of the method that no parameter mentions (only the result does).
    private static func resultOnlyGenerics(_ shape: MemberShape) -> Set<String> {
        Set(shape.genericParameters.map(\.name).filter { name in !shape.parameters.contains(where: { $0.inputType.mentions(name) }) })
    }
}
