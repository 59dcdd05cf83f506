/// Writes `MockX`: the class (or actor) that records every call through its `MockManager`
/// (docs/GeneratedMockShape.md, "Protocol mock" and "Class mock").
struct MockClassEmitter {
    let type: ResolvedType
    /// One per member of `type`, `Self` written as the mock's name.
    let shapes: [MemberShape]
    /// `--debug`: a comment saying where each mocked declaration comes from.
    var debug = false

    private var isClassMock: Bool { type.kind == .class }
    private var access: String { ShapeText.access(type.accessModifier) }
    /// What the runtime touches must be callable from any isolation.
    private var nonisolated: String { type.globalActor != nil ? "nonisolated " : "" }
    private var selfName: String { type.mockName + type.genericArgumentClause }

    func emit(into out: inout SourceBuilder) {
        if debug {
            out.line("// mockgen: ", type.kind == .protocol ? "protocol " : "class ", type.qualifiedName, " at ", DebugComment.place(type.location),
                     ", ", String(type.members.count), " members")
        }
        out.documentation(type.documentation)
        for attribute in type.attributes { out.line(attribute.description) }
        out.block(declarationLine) { out in
            emitTypeAliases(into: &out)
            emitManagers(into: &out)
            if !isClassMock {
                out.blankLine()
                emitInitializers(into: &out)
            }
            emitSynthesizedConformances(into: &out)
            emitOpenedDefaultImplementation(into: &out)
            for shape in shapes {
                out.blankLine()
                out.conditional(shape.member.conditions) { out in emitMember(shape, into: &out) }
            }
        }
    }

    private var declarationLine: String {
        var line = access
        var conformances: [String] = [type.mockedTypeReference, "Mock"]
        if type.subclassesNSObject { conformances.insert("NSObject", at: 0) }
        if type.hasStaticMembers { conformances.append("StaticMock") }
        if type.isActorProtocol {
            line += "actor "
        } else {
            // A Sendable class's mock is final: Swift 6 lets no non-final subclass inherit a
            // checked `Sendable` conformance (an `Error` class of a Swift 5 module).
            line += isClassMock && !type.isSendableClass ? "class " : "final class "
            let sendable = isClassMock ? type.isSendableClass : type.globalActor == nil
            if sendable { conformances.append("@unchecked Sendable") }
        }
        let clauses = type.conformingGenericClauses
        line += type.mockName + clauses.parameters + ": " + conformances.joined(separator: ", ")
        line += clauses.whereClause
        return line
    }

    private func emitTypeAliases(into out: inout SourceBuilder) {
        switch type.defaultImplementation {
        case .existential(let text): out.line(access, "typealias MocksType = ", text)
        case .none, .opened: out.line(access, "typealias MocksType = NoDefaultImplementation")
        }
        let arguments = type.genericArgumentClause
        out.line(access, "typealias Stubbing = ", type.stubbingProxyName, arguments)
        out.line(access, "typealias Verification = ", type.verificationProxyName, arguments)
        for fixed in type.fixedAssociatedTypes {
            out.line(access, "typealias ", fixed.name, " = ", fixed.type.description)
        }
        if type.statesAssociatedTypes {
            for parameter in type.genericParameters { out.line(access, "typealias ", parameter.name, " = __", parameter.name) }
        }
        if type.hasStaticMembers {
            out.line(access, "typealias StaticStubbing = ", type.staticStubbingProxyName, arguments)
            out.line(access, "typealias StaticVerification = ", type.staticVerificationProxyName, arguments)
        }
    }

    private func emitManagers(into out: inout SourceBuilder) {
        out.blankLine()
        let name = "\"" + type.qualifiedName + "\""
        if isClassMock {
            out.line(access, nonisolated, "let __manager = MockManager(mockedTypeName: ", name, ", hasSuperclass: true)")
        } else {
            out.line(access, nonisolated, "let __manager: MockManager")
        }
        if type.hasStaticMembers {
            out.blankLine()
            out.block(access + nonisolated + "static var __staticManager: MockManager") { out in
                out.line("return MockManager.forStaticMembers(of: ", type.mockName, ".self, mockedTypeName: ", name, ")")
            }
        }
    }

    private func emitInitializers(into out: inout SourceBuilder) {
        let name = "\"" + type.qualifiedName + "\""
        let isolation = type.isActorProtocol ? "" : nonisolated
        out.block(access + isolation + "init(__fileID: String = #fileID, __filePath: StaticString = #filePath, __line: UInt = #line, __column: UInt = #column)") { out in
            out.line("__manager = MockManager(mockedTypeName: ", name, ", createdAt: MockSourceLocation(fileID: __fileID, filePath: __filePath, line: __line, column: __column))")
        }
        for initializer in type.initializers {
            out.blankLine()
            let rewrite = TypeRewriter(selfName: selfName, nestedTypeNames: type.nestedTypeNames)
            let parameters = initializer.parameters.enumerated().map { ParameterShape($1, position: $0, isSubscript: false, rewrite: rewrite).declaration }
            var line = access + isolation + "init" + initializer.failability.rawValue + ShapeText.genericClause(rewrite(initializer.genericParameters))
            line += "(" + parameters.joined(separator: ", ") + ")" + ShapeText.effects(initializer.effects) + ShapeText.whereClause(rewrite(initializer.requirements))
            out.block(line) { out in
                out.line("__manager = MockManager(mockedTypeName: ", name, ")")
            }
        }
    }

    private func emitSynthesizedConformances(into out: inout SourceBuilder) {
        let isolation = type.globalActor != nil || type.isActorProtocol ? "nonisolated " : ""
        for conformance in type.synthesizedConformances {
            out.blankLine()
            switch conformance {
            case .equatable:
                out.block(access + isolation + "static func == (lhs: " + selfName + ", rhs: " + selfName + ") -> Bool") { $0.line("return lhs === rhs") }
            case .hashable:
                out.block(access + isolation + "func hash(into hasher: inout Hasher)") { $0.line("hasher.combine(ObjectIdentifier(self))") }
            case .comparable:
                out.block(access + isolation + "static func < (lhs: " + selfName + ", rhs: " + selfName + ") -> Bool") { $0.line("return ObjectIdentifier(lhs) < ObjectIdentifier(rhs)") }
            case .customStringConvertible:
                out.block(access + isolation + "var description: String") { $0.line("return \"", type.mockName, "\"") }
            case .customDebugStringConvertible:
                out.block(access + isolation + "var debugDescription: String") { $0.line("return \"", type.mockName, "\"") }
            case .decodable:
                // A decoded mock is a fresh mock: nothing is read from the decoder.
                out.block(access + isolation + "init(from decoder: any Decoder) throws") { $0.line("__manager = MockManager(mockedTypeName: \"", type.qualifiedName, "\")") }
            case .encodable:
                out.line(access, isolation, "func encode(to encoder: any Encoder) throws {}")
            case .customReflectable:
                out.block(access + isolation + "var customMirror: Mirror") { $0.line("return Mirror(self, children: [])") }
            case .textOutputStreamable:
                out.block(access + isolation + "func write<Target: TextOutputStream>(to target: inout Target)") { $0.line("target.write(\"", type.mockName, "\")") }
            case .caseIterable:
                out.block(access + isolation + "static var allCases: [" + selfName + "]") { $0.line("return []") }
            }
        }
    }

    /// Protocols with associated types that `any P<…>` cannot name: a conformer is accepted when
    /// its associated types are the mock's generic arguments.
    private func emitOpenedDefaultImplementation(into out: inout SourceBuilder) {
        guard case .opened(_, let associatedTypes) = type.defaultImplementation else { return }
        let conformer = "<__Original: " + type.mockedTypeReference + ">"
        let requirements = associatedTypes.map { "__Original." + $0 + " == " + $0 }.joined(separator: ", ")
        let whereClause = requirements.isEmpty ? "" : " where " + requirements
        out.blankLine()
        out.line("/// Unstubbed calls are forwarded to `original` (a copy of it, for a struct).")
        out.block(access + "func enableDefaultImplementation" + conformer + "(_ original: __Original)" + whereClause) { out in
            out.line("__manager.setDefaultImplementation(original)")
        }
        out.blankLine()
        out.line("/// Unstubbed calls are forwarded to `original` as it is at each call.")
        out.block(access + "func enableDefaultImplementation" + conformer + "(mutating original: inout __Original)" + whereClause) { out in
            out.line("__manager.setDefaultImplementation(mutating: &original)")
        }
        out.blankLine()
        out.line("@discardableResult")
        out.block(access + "func withEnabledDefaultImplementation" + conformer + "(_ original: __Original) -> Self" + whereClause) { out in
            out.line("enableDefaultImplementation(original)")
            out.line("return self")
        }
    }

    // MARK: Members

    private func memberPrefix(_ member: ResolvedMember) -> String {
        var prefix = isClassMock ? ShapeText.access(member.accessModifier) : access
        for modifier in member.keptModifiers { prefix += modifier + " " }
        if isClassMock && !member.isProtocolExtensionMember { prefix += "override " }
        if member.isStatic { prefix += isClassMock ? "class " : "static " }
        return prefix
    }

    private func emitMember(_ shape: MemberShape, into out: inout SourceBuilder) {
        let member = shape.member
        if debug {
            out.line("// mockgen: ", member.declaredIn, ".", member.signature, " at ", DebugComment.place(member.location))
        }
        out.documentation(member.documentation)
        for attribute in member.attributes { out.line(attribute.description) }
        let prefix = memberPrefix(member)
        if shape.isProperty || shape.isSubscript {
            let head = shape.isProperty ? prefix + shape.declarationKeyword + ": " + shape.declaredResult.description : prefix + "subscript" + shape.signatureText
            out.block(head) { out in
                if shape.isSettable {
                    out.block("get") { out in emitBody(shape, setter: false, into: &out) }
                    out.block("set") { out in emitBody(shape, setter: true, into: &out) }
                } else if shape.effects != .none {
                    out.block("get" + ShapeText.effects(shape.effects)) { out in emitBody(shape, setter: false, into: &out) }
                } else {
                    emitBody(shape, setter: false, into: &out)
                }
            }
        } else {
            out.block(prefix + shape.declarationKeyword + shape.signatureText) { out in
                emitBody(shape, setter: false, into: &out)
            }
        }
    }

    /// Whether this member's calls get `defaultImplementation:` (and which receiver type).
    private func defaultImplementationType(_ shape: MemberShape) -> String? {
        let text: String
        switch type.defaultImplementation {
        case .existential(let existential): text = existential
        case .opened(let existential, let associatedTypes):
            // Values of associated types are cast to the opened conformer's; `inout` ones, typed
            // errors and generic constraints cannot be.
            let opening = AssociatedTypeOpening(associatedTypes)
            if shape.parameters.contains(where: { $0.inoutCopyType != nil && opening.mentions($0.inputType) }) { return nil }
            if case .typed(let error) = shape.effects.throwing, opening.mentions(error) { return nil }
            if shape.genericParameters.contains(where: { $0.constraint.map(opening.mentions) ?? false }) { return nil }
            if shape.requirements.contains(where: { opening.mentions($0.left) || opening.mentions($0.right) }) { return nil }
            if shape.scopedBody != nil { return nil }
            text = existential
        case .none: return nil
        }
        if shape.member.isStatic || shape.member.mentionsSelf || shape.hasVariadic || (!isClassMock && shape.member.witnessesDifferingRequirements) { return nil }
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

    /// The statements of a `defaultImplementation:` closure: the call on `receiver`, or for
    /// `.opened` mocks a local generic function that opens the existential and casts values of
    /// associated types both ways (at run time they are the same types: the conformer's
    /// associated types are the mock's generic arguments).
    private func forwardingBody(_ shape: MemberShape, receiver: String, setter: Bool, output: String, closureEffects: String, closurePrefix: String, tryAwait: String) -> String {
        // Mutating requirements need a mutable copy of a value-type existential.
        let needsCopy = (!type.isClassBound || shape.member.needsMutableReceiver) && (setter ? !shape.hasNonmutatingSetter : shape.isMutating)
        guard case .opened(_, let associatedTypes) = type.defaultImplementation else {
            let target = shape.forwardingExpression(on: receiver)
            var body = ""
            if needsCopy {
                // Two statements: the result must then be returned explicitly.
                body += "var " + receiver + " = " + receiver + "; "
                if !setter && !shape.isVoid { body += "return " }
            }
            return body + (setter ? target + " = newValue" : tryAwait + target)
        }
        let opening = AssociatedTypeOpening(associatedTypes)
        func cast(_ value: String, _ type: TypeRef, to target: String) -> String {
            opening.mentions(type) ? "(" + value + " as! " + target + ")" : value
        }
        let arguments = shape.parameters.map { parameter in
            parameter.forwardLabel + cast(parameter.forwardedValue, parameter.inputType, to: opening.opened(parameter.inputType))
        }.joined(separator: ", ")
        let target: String
        if shape.isSubscript { target = "__o[" + arguments + "]" } else if shape.isProperty { target = "__o." + shape.name } else { target = "__o." + shape.name + "(" + arguments + ")" }
        var inner = needsCopy ? "var __o = __o; " : ""
        if setter {
            inner += target + " = " + cast("newValue", shape.result, to: opening.opened(shape.result))
        } else {
            let call = tryAwait + target
            // `return` even for `Void`: it picks the overload by result type (`empty(_:)`
            // returning `Void` next to one returning `Int`).
            // An overload by result type needs its own type as context before the cast.
            let typed = shape.member.disambiguatedByResult ? call + " as " + opening.opened(shape.result) : call
            inner += "return " + (!shape.isVoid && opening.mentions(shape.result) ? "(" + typed + ") as! " + output : call)
        }
        var body = "func __open<__O: " + type.mockedTypeReference + ">(_ __o: __O)" + closureEffects + " -> " + output + " { " + inner + " }; "
        body += "return " + closurePrefix + "__open(" + receiver + ")"
        return body
    }

    /// Whether the member runs on an actor: a global actor's (the mock's unless the member is
    /// `nonisolated`, or its own attribute's) or the mock actor's own.
    private func isIsolated(_ shape: MemberShape) -> Bool {
        if shape.member.attributes.contains(where: { MockResolver.isGlobalActor($0.name) }) { return true }
        if shape.member.keptModifiers.contains(where: { $0.hasPrefix("nonisolated") }) || shape.member.isStatic && type.isActorProtocol { return false }
        return type.globalActor != nil || type.isActorProtocol
    }

    private func emitBody(_ shape: MemberShape, setter: Bool, into out: inout SourceBuilder) {
        for parameter in shape.parameters {
            if let copyType = parameter.inoutCopyType {
                out.line("let __", MemberSignature.stripBackticks(parameter.name), ": ", copyType, " = ", parameter.name)
            }
            if let local = parameter.ownershipCopy {
                out.line("let ", local, " = copy ", parameter.name)
            }
            if let evaluation = parameter.autoclosureEvaluation { out.line(evaluation) }
        }
        let effects = setter ? Effects.none : shape.effects
        let output = setter ? "Void" : shape.resultText
        let returns = !setter && !shape.isVoid
        let manager = shape.member.isStatic ? "__staticManager" : "__manager"
        let entry: String
        switch (effects.isAsync, effects.throwing.canThrow) {
        case (false, false): entry = ".call("
        case (false, true): entry = ".callThrowing("
        case (true, false): entry = isIsolated(shape) ? ".callIsolatedAsync(" : ".callAsync("
        case (true, true): entry = isIsolated(shape) ? ".callIsolatedAsyncThrowing(" : ".callAsyncThrowing("
        }
        var call = ShapeText.callPrefix(effects) + manager + entry + (setter ? shape.setterLiteral : shape.getterLiteral)
        call += ", arguments: "
        var recorded = shape.recordedTuple
        if setter {
            call += shape.parameters.isEmpty ? "(newValue)"
                : shape.parameters.count == 1 ? "(" + shape.parameters[0].argument + ", newValue)"
                : "(" + shape.argumentsTuple + ", newValue)"
            // A subscript setter with an `@autoclosure`/closure index records placeholders too.
            recorded = shape.recordedTuple.map { tuple in
                shape.parameters.count == 1 ? "(" + shape.parameters[0].recorded + ", newValue)" : "(" + tuple + ", newValue)"
            }
        } else {
            call += shape.argumentsTuple
        }
        if let recorded { call += ", recordedAs: " + recorded }
        let closureEffects = ShapeText.closureEffects(effects)
        var forwardedEffects = effects
        if effects.throwing == .rethrows,
           !shape.parameters.indices.contains(where: { $0 != shape.scopedBody?.parameterIndex && shape.parameters[$0].inputType.isFunction }) {
            // Forwarded, a `rethrows` member gets only the scoped body's non-throwing stand-in,
            // or the values its `@autoclosure`s were evaluated to: it cannot throw.
            forwardedEffects.throwing = .none
        }
        let tryAwait = ShapeText.callPrefix(forwardedEffects)
        let forwarded = shape.forwardingExpression(on: "super")
        let hasSuperclassCall = isClassMock && !shape.member.isStatic && !shape.hasVariadic
        if hasSuperclassCall {
            call += ", superclass: { ()" + closureEffects + " -> " + output + " in " + (setter ? forwarded + " = newValue" : tryAwait + forwarded) + " }"
        }
        if let receiver = defaultImplementationType(shape), !isClassMock || hasSuperclassCall {
            // A parameter may itself be called `__original`; the receiver then takes another name.
            let original = shape.parameters.contains { $0.name == "__original" } ? "__originalMock" : "__original"
            call += ", defaultImplementation: { (" + original + ": " + receiver + ")" + closureEffects + " -> " + output + " in "
            call += forwardingBody(shape, receiver: original, setter: setter, output: output, closureEffects: closureEffects,
                                  closurePrefix: ShapeText.callPrefix(effects), tryAwait: tryAwait)
            call += " }"
        } else if !hasSuperclassCall {
            if case .typed(let error) = effects.throwing {
                call += ", throwing: " + ShapeText.metatypeExpression(error)
            } else if effects.throwing.canThrow {
                call += ", throwing: (any Error).self"
            }
        }
        call += ")"
        let fixesOutput = hasSuperclassCall || (defaultImplementationType(shape) != nil)
        if !returns && !fixesOutput && shape.parameters.allSatisfy({ !$0.isNonEscapingClosure }) {
            call += " as Void"
        }
        if !setter, let body = shape.scopedBody {
            // The runtime supplies the body's input; the body makes the result.
            emitWrapped(call, shape: shape, effects: effects, output: output, lead: shape.scopedBodyBinding(body), setter: setter, into: &out)
            out.line(shape.scopedBodyCall(body))
            return
        }
        emitWrapped(call, shape: shape, effects: effects, output: output, lead: returns ? "return " : "", setter: setter, into: &out)
    }

    /// Nests the call in one `withoutActuallyEscaping` per non-escaping closure and, for
    /// `rethrows` members, in `__rethrowing`.
    private func emitWrapped(_ call: String, shape: MemberShape, effects: Effects, output: String, lead: String, setter: Bool, into out: inout SourceBuilder) {
        let closures = shape.parameters.filter(\.isNonEscapingClosure)
        let isRethrows = !setter && effects.throwing == .rethrows
        if closures.isEmpty && !isRethrows {
            out.line(lead + call)
            return
        }
        let closureEffects = ShapeText.closureEffects(effects)
        let tryAwait = ShapeText.callPrefix(effects)
        if isRethrows {
            out.line(lead, effects.isAsync ? "try await __rethrowingAsync({" : "try __rethrowing({")
            out.indent()
        }
        for (position, closure) in closures.enumerated() {
            let local = "__" + MemberSignature.stripBackticks(closure.name)
            let head = (position == 0 && !isRethrows ? lead : "") + tryAwait + "withoutActuallyEscaping(" + closure.name + ") { (" + local + ": " + closure.escapingClosureType! + ")" + closureEffects + " -> " + output + " in"
            out.line(head)
            out.indent()
        }
        out.line(call)
        for _ in closures {
            out.dedent()
            out.line("}")
        }
        if isRethrows {
            out.dedent()
            out.line("}, rescue: { throw $0 })")
        }
    }
}
