/// Writes one member of `MockX`: its declaration and a body that hands the call to the mock's
/// `__call…` entry point (docs/GeneratedMockShape.md, "Member kinds"):
///
///     public func greet(_ name: String) -> String { __call(0, (name)) { $0.greet(name) } }
///
/// A class: each member written without a tree (`Written`) holds its emitter, and a struct's
/// copy retained every field of the mocked type for each of them.
final class MockMemberEmitter: Sendable {
    let type: ResolvedType
    let shapes: [MemberShape]
    /// The pattern for an opened default implementation's associated types, compiled once per
    /// mock rather than once per member.
    private let opening: AssociatedTypeOpening?
    /// The default implementation's type as written, made once per mock rather than per member.
    private let defaultImplementationText: String?

    /// Writes the members a `NonisolatedNonsendingByDefault` module reads differently (see
    /// `declaration(_:)`) as that module reads them: in their caller's isolation.
    private let inCallersIsolationByDefault: Bool
    /// Whether the mock is open to its stub alone (`stubSubclassesMock`, which reads every
    /// member): asked once per mock, not per member.
    private let isOpenToItsStub: Bool

    init(type: ResolvedType, shapes: [MemberShape], inCallersIsolationByDefault: Bool = false) {
        self.type = type
        self.shapes = shapes
        self.inCallersIsolationByDefault = inCallersIsolationByDefault
        isOpenToItsStub = type.stubSubclassesMock
        switch type.defaultImplementation {
        case .opened(let existential, let associatedTypes):
            opening = AssociatedTypeOpening(associatedTypes)
            defaultImplementationText = existential.description
        case .existential(let existential):
            opening = nil
            defaultImplementationText = existential.description
        case .none:
            opening = nil
            defaultImplementationText = nil
        }
    }

    var isClassMock: Bool { type.kind == .class }

    func declaration(_ shape: MemberShape) -> CodeDeclaration {
        guard !inCallersIsolationByDefault, readsDifferentlyWithoutSending(shape) else { return plainDeclaration(shape) }
        // A module built with `NonisolatedNonsendingByDefault` runs a `nonisolated` async member
        // in its caller's isolation, where the non-escaping closures it is given belong: a body
        // handing them to `withoutActuallyEscaping`'s closure or to a forwarding closure off that
        // isolation fails there ("sending 'work' risks causing data races"), and the body a
        // `nonisolated(nonsending)` member gets fails without the feature ("sending '$0'").
        // Which the user's module has is only known where it compiles: both, under `#if`.
        let inCallersIsolation = MockMemberEmitter(type: type, shapes: shapes, inCallersIsolationByDefault: true)
        return .ifConfig([CodeIfClause(condition: "hasFeature(NonisolatedNonsendingByDefault)", members: [inCallersIsolation.plainDeclaration(shape)]),
                          CodeIfClause(condition: nil, members: [plainDeclaration(shape)])])
    }

    /// An async member off any actor, neither `@concurrent` nor `nonisolated(nonsending)`,
    /// given a non-escaping closure: what `NonisolatedNonsendingByDefault` changes the body of.
    private func readsDifferentlyWithoutSending(_ shape: MemberShape) -> Bool {
        runsInCallersIsolationByDefault(shape) && !isIsolated(shape) && !shape.member.attributes.contains(where: { $0.name == "concurrent" })
    }

    private func plainDeclaration(_ shape: MemberShape) -> CodeDeclaration {
        // A method, or a property with a getter alone: written without a tree (`Written`).
        if !shape.isSubscript && (!shape.isProperty || !shape.isSettable && shape.effects == .none) {
            return .written(WrittenMember(Written(emitter: self, shape: shape)))
        }
        return tree(shape)
    }

    /// A method, or a property with a plain getter, written through the renderer's layout as
    /// its `tree(_:)` would be: the head from the shape, and only the body as statements.
    private struct Written: MemberWriting {
        let emitter: MockMemberEmitter
        let shape: MemberShape

        func write(into renderer: inout CodeRenderer) {
            let member = shape.member
            let receiver = emitter.defaultImplementationType(shape)
            // A body left to the tree is made here, once; a body written as text has its
            // statements made only if that text fits nowhere (`renderBody` then lays them out).
            // A variable caching them, captured by the closures below, was a box allocated for
            // every member.
            let emitter = emitter
            let isCommon = emitter.hasCommonBody(shape, receiver: receiver)
            let tree = isCommon ? [] : emitter.body(shape, setter: false, receiver: receiver)
            func body() -> [CodeStatement] { isCommon ? emitter.body(shape, setter: false, receiver: receiver) : tree }
            renderer.documentation(member.documentation)
            let (ownLine, inline) = CodeRenderer.splitAttributes(member.attributes.map(\.description))
            for attribute in ownLine { renderer.line(attribute) }
            func lead(_ text: inout UTF8Text) {
                CodeRenderer.writePrefix(inline, to: &text)
                MockMemberEmitter.writeModifiers(of: member, access: emitter.isClassMock ? member.accessLevel : emitter.type.accessLevel,
                                                 isClass: emitter.isClassMock, isFinal: emitter.sealsMember(member), to: &text)
            }
            let head: CodeRenderer.Head
            if shape.isProperty {
                head = CodeRenderer.Head(buffers: renderer.headBuffers()) { text in
                    lead(&text)
                    text += "var "
                    text += shape.name
                    text += ": "
                    shape.declaredResult.write(to: &text)
                }
            } else {
                head = CodeRenderer.Head(buffers: renderer.headBuffers(), lead: { text in
                    lead(&text)
                    CodeRenderer.writeKeyword(.function(shape.name), to: &text)
                    CodeRenderer.writeGenericClause(shape.genericParameters, to: &text)
                }, parameterCount: shape.parameters.count, writeParameter: { CodeRenderer.writeParameter(shape.parameters[$0].declaration, to: &$1) },
                                         effects: shape.effects, result: shape.isVoid && shape.scopedBody == nil ? nil : shape.declaredResult,
                                         requirements: shape.requirements)
            }
            renderer.renderBody(head: head, writeSingle: { text, breaks in
                if isCommon { return emitter.writeCommonBody(shape, receiver: receiver, to: &text, breaks: &breaks) }
                return tree.count == 0 || tree.count == 1 && CodeRenderer.writeFlat(tree[0], to: &text, openEnd: &breaks.opening)
            }, statements: body)
        }
    }

    /// The mock member's modifiers: its access, the mocked declaration's own modifiers,
    /// `override` in a class mock, `static` (`class` in a class mock).
    fileprivate func modifiers(of member: ResolvedMember) -> [CodeModifier] {
        var modifiers = (isClassMock ? member.accessLevel : type.accessLevel).map { [CodeModifier.access($0)] } ?? []
        if sealsMember(member) { modifiers.append(.final) }
        modifiers += member.keptModifiers.map(CodeModifier.source)
        if isClassMock && !member.isProtocolExtensionMember { modifiers.append(.override) }
        if member.isStatic { modifiers.append(isClassMock ? .class : .static) }
        return modifiers
    }

    /// A protocol mock open to its stub (`final class XStub: MockX, MockStub {}`) declares its
    /// members `final`: the stub overrides none of them, and a final member is called directly
    /// by its witness, with no vtable entry for the mock nor a copy of it for the stub (20
    /// protocols' mocks, debug build: 89 M compiler instructions, 1.6 %). Static members are
    /// final already.
    func sealsMember(_ member: ResolvedMember) -> Bool { isOpenToItsStub && !member.isStatic }

    /// `modifiers(of:)` written as `CodeRenderer.writePrefix` writes them, with no array made
    /// (a mock's and a stub's members: `access` is the member's own in a class, the type's else).
    static func writeModifiers(of member: ResolvedMember, access: AccessLevel?, isClass: Bool, isFinal: Bool = false, to text: inout UTF8Text) {
        if let access {
            text += access.keyword
            text.append(byte: UInt8(ascii: " "))
        }
        if isFinal { text += "final " }
        for modifier in member.keptModifiers {
            text += modifier
            text.append(byte: UInt8(ascii: " "))
        }
        if isClass && !member.isProtocolExtensionMember { text += "override " }
        if member.isStatic { text += isClass ? "class " : "static " }
    }

    /// The member as a declaration tree: how subscripts and settable or effectful properties
    /// are written, and what a written member must read the same as (`WrittenMemberTests`).
    func tree(_ shape: MemberShape) -> CodeDeclaration {
        let member = shape.member
        // Decided once per member: it reads every overload and may compile a pattern.
        let receiver = defaultImplementationType(shape)
        func body(_ shape: MemberShape, setter: Bool) -> [CodeStatement] { self.body(shape, setter: setter, receiver: receiver) }
        let modifiers = modifiers(of: member)
        let attributes = member.attributes.map(\.description)
        if shape.isProperty || shape.isSubscript {
            var accessors: [CodeAccessor]
            if shape.isSettable {
                accessors = [CodeAccessor(kind: .get, body: body(shape, setter: false)), CodeAccessor(kind: .set, body: body(shape, setter: true))]
            } else {
                accessors = [CodeAccessor(kind: .get, effects: shape.effects, body: body(shape, setter: false))]
            }
            if shape.isProperty {
                return .property(CodeProperty(documentation: member.documentation, attributes: attributes, modifiers: modifiers, name: shape.name,
                                              type: shape.declaredResult, accessors: accessors))
            }
            if accessors.count == 1 && accessors[0].effects == .none {
                return .function(CodeFunction(documentation: member.documentation, attributes: attributes, modifiers: modifiers, keyword: .subscript,
                                              genericParameters: shape.genericParameters, parameters: shape.declaredParameters, result: shape.declaredResult,
                                              requirements: shape.requirements, body: accessors[0].body))
            }
            return .function(CodeFunction(documentation: member.documentation, attributes: attributes, modifiers: modifiers, keyword: .subscript,
                                          genericParameters: shape.genericParameters, parameters: shape.declaredParameters, result: shape.declaredResult,
                                          requirements: shape.requirements, body: [], accessors: accessors))
        }
        return .function(CodeFunction(documentation: member.documentation, attributes: attributes, modifiers: modifiers, keyword: .function(shape.name),
                                      genericParameters: shape.genericParameters, parameters: shape.declaredParameters, effects: shape.effects,
                                      result: shape.isVoid && shape.scopedBody == nil ? nil : shape.declaredResult,
                                      requirements: shape.requirements, body: body(shape, setter: false)))
    }

    // MARK: Bodies

    func body(_ shape: MemberShape, setter: Bool, receiver: String?) -> [CodeStatement] {
        if !setter && shape.takesNever { return [] }
        var statements = shape.parameters.compactMap(\.preparation)
        if receiver != nil || hasSuperclassCall(shape) {
            // Only a forwarding closure takes a `consuming` noncopyable value out of its holder.
            statements += shape.parameters.compactMap(\.ownedPreparation)
        }
        let effects = setter ? Effects.none : shape.effects
        let returns = !setter && !shape.isVoid
        var call = entryCall(shape, setter: setter, effects: effects, receiver: receiver)
        let fixesOutput = hasSuperclassCall(shape) || receiver != nil
        if !returns && !fixesOutput && shape.parameters.allSatisfy({ !$0.isNonEscapingClosure }) {
            // Nothing else tells the entry point's generic `Output` that it is `Void`.
            call = .cast(call, .as, type.introducedNames.void)
        }
        if !setter, let body = shape.scopedBody {
            // The runtime supplies the body's input; the body makes the result.
            let wrapped = wrapped(call, shape: shape, effects: effects, output: shape.output, setter: setter, declaring: &statements)
            if body.inputs.isEmpty {
                statements.append(.expression(wrapped))
            } else {
                statements.append(.binding(isVariable: shape.scopedBodyInputIsVariable(body), name: "__bodyInput", type: shape.result, value: wrapped))
            }
            statements.append(.return(shape.scopedBodyCall(body)))
            return statements
        }
        var expression = wrapped(call, shape: shape, effects: effects, output: setter ? type.introducedNames.void : shape.output, setter: setter,
                                 declaring: &statements)
        if returns && shape.returnsNoncopyable {
            expression = .call("__noncopyableResult", [CodeArgument(expression)])
        }
        if returns && shape.sendsResult {
            // What the runtime returns shares a region with the mock (a class mock is not
            // `Sendable`) and with the arguments (non-`Sendable` parameters); a stubbed value is
            // the test's to give away (`__sendingCopy`).
            let sent = CodeExpression.call("__sendingCopy", [CodeArgument(expression)])
            statements.append(statements.isEmpty ? .expression(sent) : .return(sent))
            return statements
        }
        // `return` is left out where one expression is the whole body; the statements before
        // it (entry copies of `inout` values) need it.
        statements.append(returns && !statements.isEmpty ? .return(expression) : .expression(expression))
        return statements
    }

    /// `self.__callCapturing(0, (name)) { $0.greet(name) }` (`self.` spares the type checker an unqualified lookup through every scope) with the member's effects.
    private func entryCall(_ shape: MemberShape, setter: Bool, effects: Effects, receiver: String?) -> CodeExpression {
        let descriptor = shape.descriptor
        // A setter is its own entry in the table, the index after its getter's.
        let member: CodeExpression = setter ? .word(String(shape.member.index + 1)) : descriptor
        var arguments: [CodeArgument] = []
        let opened: Bool
        if case .opened = type.defaultImplementation, receiver != nil, !isClassMock { opened = true } else { opened = false }
        arguments.append(CodeArgument(member))
        let newValue = CodeExpression.word("newValue")
        let closureEffects = Self.closureEffects(effects)
        var forwardedEffects = effects
        if effects.throwing == .rethrows,
           !shape.parameters.indices.contains(where: { $0 != shape.scopedBody?.parameterIndex && shape.parameters[$0].inputType.isFunction }) {
            // Forwarded, a `rethrows` member gets only the scoped body's non-throwing stand-in,
            // or the values its `@autoclosure`s were evaluated to: it cannot throw.
            forwardedEffects.throwing = .none
        }
        // Closure types are spelled out where the closure's body cannot tell them: a typed throw
        // (closures infer `any Error`), a `rethrows` member forwarding what cannot throw, and an
        // overload by result type (the result picks the overload).
        let typedThrows: Bool
        if case .typed = effects.throwing {
            typedThrows = true
        } else {
            typedThrows = closureEffects.throwing.canThrow && !forwardedEffects.throwing.canThrow || shape.member.disambiguatedByResult
                || shape.member.hasUnmockedResultOverload
        }
        let passing = passesArguments(shape, setter: setter, effects: effects, receiver: receiver, opened: opened, typedThrows: typedThrows)
        let noArguments = takesNoArguments(shape, setter: setter, receiver: receiver, opened: opened, typedThrows: typedThrows)
        if setter {
            let index: [CodeExpression] = shape.parameters.count == 1 ? [shape.parameters[0].argument] : shape.parameters.isEmpty ? [] : [shape.argumentsTuple]
            arguments.append(CodeArgument(.tuple(index + [newValue])))
        } else if !noArguments {
            // The `…NoArguments` forms take the index alone.
            arguments.append(CodeArgument(shape.argumentsTuple))
        }
        if var recorded = shape.recordedTuple {
            if setter {
                // A subscript setter with an `@autoclosure`/closure index records placeholders too.
                let index: CodeExpression = shape.parameters.count == 1 ? shape.parameters[0].recorded : recorded
                recorded = .tuple([index, newValue])
            }
            arguments.append(CodeArgument("recordedAs", recorded))
        }
        let output: TypeRef = setter ? type.introducedNames.void : shape.output
        if hasSuperclassCall(shape) {
            let forwarded = shape.forwardingExpression(on: .word("super"))
            let superBody: CodeExpression = setter ? .assignment(forwarded, newValue)
                : shape.forwardedResult(forwarded.effectful(try: forwardedEffects.throwing.canThrow, await: forwardedEffects.isAsync))
            let closure = typedThrows ? CodeClosure(parameters: [], effects: closureEffects, result: output, body: [.expression(superBody)])
                : CodeClosure(body: [.expression(superBody)])
            arguments.append(CodeArgument("super", .closure(closure)))
        }
        var trailing: CodeClosure?
        if let receiver, !isClassMock || hasSuperclassCall(shape) {
            trailing = forwardingClosure(shape, receiver: receiver, setter: setter, opened: opened, typedThrows: typedThrows,
                                         closureEffects: closureEffects, forwardedEffects: forwardedEffects, output: output, passing: passing)
        } else if !hasSuperclassCall(shape) {
            if case .typed(let error) = effects.throwing {
                arguments.append(CodeArgument("throwing", .metatype(error)))
            } else if effects.throwing.canThrow {
                arguments.append(CodeArgument("throwing", .metatype(type.introducedNames.anyError)))
            }
        }
        let form: EntryForm = trailing == nil ? .recording : hasSuperclassCall(shape) ? .withSuper : opened ? .opening
            : passing ? .passing : noArguments ? .noArguments : .capturing
        let entry = entryName(shape, effects: effects, form: form)
        let target: CodeExpression = shape.member.isStatic ? .member(type.ownTypeExpression, entry) : .member(.word("self"), entry)
        return CodeExpression.call(target, arguments, trailingClosure: trailing).effectful(try: effects.throwing.canThrow, await: effects.isAsync)
    }

    /// The mock's entry point for a call with `effects` in `form`: `__call`, `__callThrowing`,
    /// `__callAsyncPassing`, … (one name per form: the type checker weighs no overloads).
    func entryName(_ shape: MemberShape, effects: Effects, form: EntryForm) -> String {
        let effect: String
        switch (effects.isAsync, effects.throwing.canThrow) {
        case (false, false): effect = "__call"
        case (false, true): effect = "__callThrowing"
        // Static entry points take no closures and run in the caller's isolation anyway.
        case (true, false): effect = isIsolated(shape) && !shape.member.isStatic ? "__callIsolatedAsync" : "__callAsync"
        case (true, true): effect = isIsolated(shape) && !shape.member.isStatic ? "__callIsolatedAsyncThrowing" : "__callAsyncThrowing"
        }
        return form == .recording ? effect : effect + form.rawValue
    }

    /// The forms of an entry point (MockRuntime's Mock+Calls.swift), each its own name's suffix.
    enum EntryForm: String {
        /// No real code to call: the call is recorded and answered.
        case recording = ""
        /// A trailing closure forwarding to the default implementation, capturing the arguments.
        case capturing = "Capturing"
        /// The same closure handed the arguments (`$1`, `$1.0`, …): it captures nothing.
        case passing = "Passing"
        /// The same closure for a member without parameters: the index alone, no `()`.
        case noArguments = "NoArguments"
        /// A class mock's `super:` closure, then the forwarding closure.
        case withSuper = "WithSuper"
        /// A forwarding closure opening an existential (associated types).
        case opening = "Opening"
    }

    /// The closure that forwards to the default implementation: `{ $0.greet(name) }`, with a
    /// mutable copy for mutating requirements of value types, or (associated types) a local
    /// generic function that opens the existential and casts values of associated types both
    /// ways (at run time they are the same types: the conformer's associated types are the
    /// mock's generic arguments).
    private func forwardingClosure(_ shape: MemberShape, receiver: String, setter: Bool, opened: Bool, typedThrows: Bool,
                                   closureEffects: Effects, forwardedEffects: Effects, output: TypeRef, passing: Bool) -> CodeClosure {
        // Mutating requirements need a mutable copy of a value-type existential.
        let needsCopy = (!type.isClassBound || shape.member.needsMutableReceiver) && (setter ? !shape.hasNonmutatingSetter : shape.isMutating)
        // Handed the arguments (the `…Passing` forms): `$1` for one value, `$1.0`, `$1.1`, … for more.
        let passed: [CodeExpression]? = passing ? Self.passedValues(count: shape.parameters.count + (setter ? 1 : 0)) : nil
        let newValue = passed?.last ?? CodeExpression.word("newValue")
        guard case .opened(_, let associatedTypes) = type.defaultImplementation else {
            // A parameter may itself be called `__original`; the receiver then takes another name.
            let name = shape.parameters.contains { $0.name == "__original" } ? "__originalMock" : "__original"
            let explicit = typedThrows
            let receiverExpression: CodeExpression = explicit || needsCopy ? .word(name) : .word("$0")
            let call = shape.forwardingExpression(on: receiverExpression, values: passed.map { Array($0.prefix(shape.parameters.count)) })
            let action: CodeExpression = setter ? .assignment(call, newValue)
                : shape.forwardedResult(call.effectful(try: forwardedEffects.throwing.canThrow, await: forwardedEffects.isAsync))
            var body: [CodeStatement] = []
            if needsCopy {
                body.append(.binding(isVariable: true, name: name, type: nil, value: .word(explicit ? name : "$0")))
                body.append(!setter && !shape.isVoid ? .return(action) : .expression(action))
            } else {
                body.append(.expression(action))
            }
            guard explicit else { return CodeClosure(body: body) }
            return CodeClosure(parameters: [CodeClosure.Parameter(name: name, type: .named("MocksType"))], effects: closureEffects, result: output, body: body)
        }
        let opening = self.opening ?? AssociatedTypeOpening(associatedTypes)
        func cast(_ value: CodeExpression, _ type: TypeRef, to target: String) -> CodeExpression {
            opening.mentions(type) ? .tuple([.cast(value, .forced, .named(target))]) : value
        }
        let arguments = shape.parameters.map { parameter in
            CodeArgument(parameter.forwardLabel, cast(parameter.forwardedValue, parameter.forwardedType, to: opening.opened(parameter.forwardedType)))
        }
        let conformer = CodeExpression.word("__o")
        let target: CodeExpression
        if shape.isSubscript { target = .subscriptAccess(conformer, arguments) } else if shape.isProperty { target = .member(conformer, shape.memberName) } else { target = .call(.member(conformer, shape.memberName), arguments) }
        var inner: [CodeStatement] = needsCopy ? [.binding(isVariable: true, name: "__o", type: nil, value: conformer)] : []
        if setter {
            inner.append(.expression(.assignment(target, cast(newValue, shape.result, to: opening.opened(shape.result)))))
        } else {
            let call = target.effectful(try: forwardedEffects.throwing.canThrow, await: forwardedEffects.isAsync)
            // `return` even for `Void`: it picks the overload by result type (`empty(_:)`
            // returning `Void` next to one returning `Int`). An overload by result type needs its
            // own type as context before the cast.
            // So does a subscript next to others: an opened key (`[__O.A0]`) also converts to
            // another one's (`any Sendable`), and Swift may pick that one.
            let picksByResult = shape.member.disambiguatedByResult || shape.isSubscript && shapes.lazy.filter(\.isSubscript).dropFirst().first != nil
            let typed: CodeExpression = picksByResult ? .cast(call, .as, .named(opening.opened(shape.result))) : call
            inner.append(.return(!shape.isVoid && opening.mentions(shape.result) ? .cast(.tuple([typed]), .forced, output) : call))
        }
        // A `@concurrent` member's opening function is `@concurrent` too: a local async function
        // is `nonisolated(nonsending)` in a module built with `NonisolatedNonsendingByDefault`,
        // and calling the `@concurrent` requirement from it sent `__o` and the arguments away
        // ("sending '__o' risks causing data races"; fuzz find).
        let concurrent = closureEffects.isAsync && shape.member.attributes.contains { $0.name == "concurrent" }
        let open = CodeFunction(attributes: concurrent ? ["@concurrent"] : [], keyword: .function("__open"), genericParameters: [GenericParameter(name: "__O", constraint: .named(type.mockedTypeReference.description))],
                                parameters: [CodeParameter(label: "_", name: "__o", type: .named("__O"))], effects: closureEffects, result: output, body: inner)
        let call = CodeExpression.call("__open", [CodeArgument(.word("__original"))]).effectful(try: closureEffects.throwing.canThrow, await: closureEffects.isAsync)
        return CodeClosure(parameters: [CodeClosure.Parameter(name: "__original", type: .named(receiver))], effects: closureEffects, result: output,
                           body: [.function(open), .return(call)])
    }

    /// Whether a value of `type`, handed alone to the generic entry point, surely is no
    /// existential. Swift opens a lone existential argument of a generic parameter, and Swift 6.3
    /// then rejects the closure's `$1` (an existential metatype: `Any.Type`, `AnyClass`) or
    /// crashes lowering it (`Any`, `AnyObject`, `any Sendable`: no witness table). An existential
    /// in a tuple of several, or inside an optional, is not opened. A plain name may be a type
    /// alias of one, which the emitter cannot see through: only the standard library's concrete
    /// types, the member's generic parameters and types built of parts (optionals, collections,
    /// functions, tuples, generic arguments) count; the other members capture their argument.
    private static func isConcreteAlone(_ type: TypeRef, genericNames: Set<String>) -> Bool {
        switch type.unattributed.unparenthesized {
        case .optional, .implicitlyUnwrappedOptional, .array, .dictionary, .function, .tuple: return true
        case .nominal(let components):
            guard components.count == 1, let component = components.first else { return false }
            return !component.genericArguments.isEmpty || genericNames.contains(component.name) || concreteStandardNames.contains(component.name)
        default: return false
        }
    }

    private static let concreteStandardNames: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Float", "Double",
        "Bool", "String", "Substring", "Character", "Data", "Date", "URL", "UUID", "Decimal",
    ]

    /// `$1`, or `$1.0`, `$1.1`, …: the values a closure handed the arguments reads.
    static func passedValues(count: Int) -> [CodeExpression] {
        count == 1 ? [.word("$1")] : (0..<count).map { .word("$1.\($0)") }
    }

    /// Whether the forwarding closure is handed the arguments by the entry point (`…Passing`,
    /// `{ $0.greet($1) }`) instead of capturing them: a closure that captures nothing costs a
    /// debug build no context and no partial-application forwarder per member. Only where each
    /// argument is forwarded exactly as it is recorded (no local copy: no `inout`,
    /// `@autoclosure`, non-escaping closure, `consuming` or `sending` value), with `$0` as the
    /// receiver (no spelled-out closure type, no opened existential), on a protocol mock and off
    /// any actor (see Mock+PassingCalls.swift in MockRuntime).
    func passesArguments(_ shape: MemberShape, setter: Bool, effects: Effects, receiver: String?, opened: Bool, typedThrows: Bool) -> Bool {
        guard forwardsThroughAPlainClosure(shape, receiver: receiver, opened: opened, typedThrows: typedThrows) else { return false }
        let genericNames = Set(shape.genericParameters.map(\.name))
        if setter { return shape.isProperty && Self.isConcreteAlone(shape.result, genericNames: genericNames) }
        guard !shape.parameters.isEmpty else { return false }
        if shape.parameters.count == 1, !Self.isConcreteAlone(shape.parameters[0].inputType, genericNames: genericNames) { return false }
        // A local copy (an `inout`'s entry value, an evaluated `@autoclosure`, a non-escaping
        // closure's escaping form, a `consuming` holder, a `sending` copy) shows as a preparation
        // or as a forwarded or recorded value other than the parameter itself.
        return shape.parameters.allSatisfy { parameter in
            parameter.preparation == nil && parameter.ownedPreparation == nil && !parameter.isIsolatedToAnyActor
                && parameter.forwardedValue == .word(parameter.name) && parameter.argument == .word(parameter.name)
        }
    }

    /// Whether the member, having no parameters, takes the `…NoArguments` entry points (no
    /// arguments, no `recordedAs:`), where it would take the `…Passing` ones if it had some.
    func takesNoArguments(_ shape: MemberShape, setter: Bool, receiver: String?, opened: Bool, typedThrows: Bool) -> Bool {
        !setter && shape.parameters.isEmpty && shape.recordedTuple == nil
            && forwardsThroughAPlainClosure(shape, receiver: receiver, opened: opened, typedThrows: typedThrows)
    }

    /// Forwarding with `$0` as the receiver (no spelled-out closure type, no opened existential),
    /// from a protocol mock's instance member off any actor: what the `…Passing` and
    /// `…NoArguments` entry points take.
    private func forwardsThroughAPlainClosure(_ shape: MemberShape, receiver: String?, opened: Bool, typedThrows: Bool) -> Bool {
        receiver != nil && !isClassMock && !opened && !typedThrows && !shape.member.isStatic
            && !shape.isSubscript && shape.scopedBody == nil && !isIsolated(shape)
    }

    /// Whether `wrapped` declares the body as a local `nonisolated(nonsending)` function: an async
    /// member in its caller's isolation with a non-escaping closure parameter.
    private func runsBodyInLocalFunction(_ shape: MemberShape) -> Bool {
        guard shape.effects.isAsync, shape.parameters.contains(where: \.isNonEscapingClosure) else { return false }
        if shape.member.keptModifiers.contains("nonisolated(nonsending)") || inCallersIsolationByDefault && runsInCallersIsolationByDefault(shape) { return true }
        if case .method(let function) = shape.member.kind { return function.parameters.indices.contains { function.parameters[$0].specifiers.contains("isolated") } }
        return false
    }

    /// Whether the member runs on an actor: a global actor's (the mock's unless the member is
    /// `nonisolated`, or its own attribute's) or the mock actor's own.
    func isIsolated(_ shape: MemberShape) -> Bool {
        if shape.member.attributes.contains(where: { Attribute.isGlobalActor($0.name) }) { return true }
        // `nonisolated(nonsending)`: in the caller's isolation, whichever it is; `@concurrent`:
        // on none, even in an isolated protocol.
        if shape.member.keptModifiers.contains("nonisolated(nonsending)") { return true }
        if shape.member.attributes.contains(where: { $0.name == "concurrent" }) { return false }
        if inCallersIsolationByDefault && runsInCallersIsolationByDefault(shape) { return true }
        // `isolated` parameter: on that actor.
        if case .method(let function) = shape.member.kind, function.parameters.contains(where: { $0.specifiers.contains("isolated") }) { return true }
        if shape.member.keptModifiers.contains(where: { $0.hasPrefix("nonisolated") }) || shape.member.isStatic && type.isActorProtocol { return false }
        return type.globalActor != nil || type.isActorProtocol
    }

    /// The members this emitter writes as `nonisolated(nonsending)` when it writes for a
    /// `NonisolatedNonsendingByDefault` module (`declaration(_:)` picks them).
    private func runsInCallersIsolationByDefault(_ shape: MemberShape) -> Bool {
        shape.effects.isAsync && shape.parameters.contains(where: \.isNonEscapingClosure)
    }

    /// Class members reach the superclass (statics and variadic members do not).
    func hasSuperclassCall(_ shape: MemberShape) -> Bool {
        isClassMock && !shape.member.isStatic && !shape.hasVariadic
    }

    /// Whether this member's calls forward to a default implementation (and to which receiver type).
    func defaultImplementationType(_ shape: MemberShape) -> String? {
        switch type.defaultImplementation {
        case .existential: break
        case .opened(_, let associatedTypes):
            // Values of associated types are cast to the opened conformer's; `inout` ones, typed
            // errors and generic constraints cannot be.
            let opening = self.opening ?? AssociatedTypeOpening(associatedTypes)
            if shape.parameters.contains(where: { $0.isInout && opening.mentions($0.inputType) }) { return nil }
            if case .typed(let error) = shape.effects.throwing, opening.mentions(error) { return nil }
            if shape.genericParameters.contains(where: { $0.constraint.map(opening.mentions) ?? false }) { return nil }
            if shape.requirements.contains(where: { opening.mentions($0.left) || opening.mentions($0.right) }) { return nil }
            if shape.scopedBody != nil || !shape.member.noncopyable.isEmpty { return nil }
            // The opening function would not be isolated to the parameter's actor.
            if case .method(let function) = shape.member.kind, function.parameters.contains(where: { $0.specifiers.contains("isolated") }) { return nil }
            // The opening function would run off the caller's actor: nothing to forward to there.
            if shape.member.keptModifiers.contains("nonisolated(nonsending)") { return nil }
        case .none: return nil
        }
        guard let text = defaultImplementationText else { return nil }
        if shape.member.isStatic || shape.member.mentionsSelf || shape.hasVariadic || (!isClassMock && shape.member.witnessesDifferingRequirements) { return nil }
        // Inside the local body function of a member in its caller's isolation (see `wrapped`),
        // Swift 6.3 takes `x.`self`(…)` for the enclosing method named `self` and warns.
        // So does an isolated forwarding closure (`__callIsolatedAsync { $0.`self`(…) }` of a
        // `nonisolated(nonsending)` member).
        if !isClassMock, shape.name == "`self`" || shape.name == "self", runsBodyInLocalFunction(shape) || shape.effects.isAsync && isIsolated(shape) { return nil }
        // A method generic over a pack next to an overload of the same name: Swift 6.3 finds
        // the forwarded call ambiguous (`pack(_:)` against `pack(_:_:)`, both packs).
        if shape.genericParameters.contains(where: \.isPack),
           shapes.contains(where: { $0.member != shape.member && $0.name == shape.name && !$0.isProperty && !$0.isSubscript }) {
            return nil
        }
        // Swift 6.3's region checker fails on a forwarding closure of a member isolated to a
        // parameter of a concrete actor type next to other parameters, and to one of a global
        // actor's type (`isolated MainActor`) even alone, which a type name cannot tell apart.
        if case .method(let function) = shape.member.kind,
           function.parameters.contains(where: { $0.specifiers.contains("isolated") && !$0.type.unattributed.unparenthesized.isAnyActor }) {
            return nil
        }
        // Overloaded by result type where one result converts to another's (`[Int]` to `any
        // Sendable`, to `Any`, to an optional): no spelling picks one overload over the other.
        if !isClassMock, shape.member.disambiguatedByResult, let key = MemberSignature.keyIgnoringResult(of: shape.member.kind, isStatic: shape.member.isStatic),
           shapes.contains(where: { $0.member.disambiguatedByResult && Self.acceptsConversions($0.result)
               && MemberSignature.keyIgnoringResult(of: $0.member.kind, isStatic: $0.member.isStatic) == key }) {
            return nil
        }
        return text
    }

    private static func acceptsConversions(_ type: TypeRef) -> Bool {
        switch type.unattributed {
        case .existential, .composition, .optional, .implicitlyUnwrappedOptional: return true
        case .nominal(let components): return components.count == 1 && ["Any", "AnyObject", "AnyHashable", "Sendable", "Error"].contains(components[0].name)
        default: return false
        }
    }

    /// Closure effects: `rethrows` members call through a `throws` closure.
    static func closureEffects(_ effects: Effects) -> Effects {
        var copy = effects
        if copy.throwing == .rethrows { copy.throwing = .throws }
        return copy
    }

    /// Nests the call in one `withoutActuallyEscaping` per non-escaping closure and, for
    /// `rethrows` members, in `__rethrowing`.
    ///
    /// A `nonisolated(nonsending)` member (or one with an `isolated` parameter) runs in its
    /// caller's isolation, which a closure literal given to `withoutActuallyEscaping` would leave
    /// ("sending 'body' risks causing data races"): its bodies are local functions declared
    /// `nonisolated(nonsending)`, nested one in the other, appended to `statements`.
    private func wrapped(_ call: CodeExpression, shape: MemberShape, effects: Effects, output: TypeRef, setter: Bool,
                         declaring statements: inout [CodeStatement]) -> CodeExpression {
        let closures = shape.parameters.filter(\.isNonEscapingClosure)
        let isRethrows = !setter && effects.throwing == .rethrows
        let closureEffects = Self.closureEffects(effects)
        let inCallersIsolation = !setter && runsBodyInLocalFunction(shape)
        // An `isolated (any Actor)` parameter: each local function takes it as its own isolated
        // parameter (of the same name) instead of being `nonisolated(nonsending)`. Passed to
        // `withoutActuallyEscaping` as a value, a `nonisolated(nonsending)` function runs off
        // that actor, and a non-`Sendable` result could not come back to it.
        let isolated = shape.member.keptModifiers.contains("nonisolated(nonsending)") ? nil : shape.parameters.first(where: \.isIsolatedToAnyActor)
        var result = call
        var inner: CodeFunction?
        for closure in closures.reversed() {
            let local = closure.localName
            if inCallersIsolation {
                let name = "__with" + local
                let body = (inner.map { [CodeStatement.function($0)] } ?? []) + [.return(result)]
                var parameters = [CodeParameter(label: "_", name: local, type: closure.escapingClosureType ?? .void)]
                if let isolated {
                    parameters.append(CodeParameter(label: "_", name: isolated.name, type: isolated.declaration.type))
                    inner = CodeFunction(keyword: .function(name), parameters: parameters, effects: closureEffects, result: output, body: body)
                    let call = CodeExpression.call(name, [CodeArgument(.word("$0")), CodeArgument(.word(isolated.name))])
                        .effectful(try: closureEffects.throwing.canThrow, await: closureEffects.isAsync)
                    result = CodeExpression.call("withoutActuallyEscaping", [CodeArgument(.word(closure.name))], trailingClosure: CodeClosure(body: [.expression(call)]))
                        .effectful(try: closureEffects.throwing.canThrow, await: closureEffects.isAsync)
                    continue
                }
                inner = CodeFunction(modifiers: [.nonisolatedNonsending], keyword: .function(name), parameters: parameters,
                                     effects: closureEffects, result: output, body: body)
                result = CodeExpression.call("withoutActuallyEscaping", [CodeArgument(.word(closure.name)), CodeArgument("do", .word(name))])
                    .effectful(try: closureEffects.throwing.canThrow, await: closureEffects.isAsync)
                continue
            }
            let body = CodeClosure(parameters: [CodeClosure.Parameter(name: local, type: closure.escapingClosureType)], effects: closureEffects,
                                   result: output, body: [.expression(result)])
            result = CodeExpression.call("withoutActuallyEscaping", [CodeArgument(.word(closure.name))], trailingClosure: body)
                .effectful(try: closureEffects.throwing.canThrow, await: closureEffects.isAsync)
        }
        if let inner { statements.append(.function(inner)) }
        if isRethrows {
            let body = CodeClosure(body: [.expression(result)])
            let rescue = CodeClosure(body: [.throw(.word("$0"))])
            result = CodeExpression.call(effects.isAsync ? "__rethrowingAsync" : "__rethrowing", [CodeArgument(.closure(body)), CodeArgument("rescue", .closure(rescue))])
                .effectful(try: true, await: effects.isAsync)
        }
        return result
    }
}
