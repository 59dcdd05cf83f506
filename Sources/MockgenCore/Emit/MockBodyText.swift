/// A mock member's body written as text, without the statement tree `body(_:setter:receiver:)`
/// builds, for the bodies nearly every member has: one call to the entry point, with a trailing
/// closure forwarding to the default implementation (`{ $0.greet(name: $1) }`), a `super:`
/// closure (a class mock), or neither.
///
///     self.__callPassing(0, (name)) { $0.greet(name: $1) }
///     self.__callNoArguments(1) { $0.count }
///     try self.__callThrowingWithSuper(1, (id), super: { try super.load(id: id) }) { try $0.load(id: id) }
///     try self.__callThrowing(2, (value), throwing: (any Error).self) as Void
///
/// Building, flattening and freeing that tree was about a fifth of emission (2026-12-05). The
/// text must be exactly what `CodeRenderer.writeFlat(_:to:openEnd:)` writes for the tree's one
/// statement, `openEnd` included, and `CodeRenderer` lays it out over several lines from that text
/// as it would the statement; `WrittenMemberTests` holds the two side by side for every
/// member of its fixtures. Any other body (local copies of parameters, non-escaping closures,
/// `rethrows`, typed throws, overloads by result, scoped bodies, noncopyable or `sending`
/// results, opened existentials, mutable copies of the receiver) is left to the tree.
extension MockMemberEmitter {
    /// Writes the body's one-line text and says `true`, or writes nothing and says `false` when
    /// the body is not one of the common forms. `breaks`: where the first line ends when the
    /// statement wraps after its trailing closure's `{`, and where its arguments start when it
    /// wraps between them (relative to where the text starts).
    func writeCommonBody(_ shape: MemberShape, receiver: String?, to out: inout UTF8Text, breaks: inout CodeRenderer.Breaks) -> Bool {
        guard hasCommonBody(shape, receiver: receiver) else { return false }
        if shape.takesNever { return true }
        let effects = shape.effects
        let superCall = hasSuperclassCall(shape)
        let forwards = receiver != nil && (!isClassMock || superCall)
        let passing = passesArguments(shape, setter: false, effects: effects, receiver: receiver, opened: false, typedThrows: false)
        // Nothing else tells the entry point's generic `Output` that it is `Void`.
        let castsToVoid = shape.isVoid && !superCall && receiver == nil

        let start = out.count
        Self.writeEffectPrefixes(effects, to: &out)
        if shape.member.isStatic {
            CodeRenderer.writeFlat(type.ownTypeExpression, to: &out)
            out += "."
        } else {
            out += "self."
        }
        let noArguments = takesNoArguments(shape, setter: false, receiver: receiver, opened: false, typedThrows: false)
        let form: EntryForm = !forwards ? .recording : superCall ? .withSuper : passing ? .passing : noArguments ? .noArguments : .capturing
        out += entryName(shape, effects: effects, form: form)
        out += "("
        let open = out.count - start
        CodeRenderer.writeFlat(shape.descriptor, to: &out)
        // The `…NoArguments` forms take the index alone: too long for its line, such a call is
        // laid out from its tree, which the renderer makes then (`breaks.arguments` stays nil).
        if !noArguments {
            out += ", "
            let second = out.count - start
            out += "("
            for (index, parameter) in shape.parameters.enumerated() {
                if index > 0 { out += ", " }
                CodeRenderer.writeFlat(parameter.argument, to: &out)
            }
            out += ")"
            var third: Int?
            if superCall {
                out += ", "
                third = out.count - start
                out += "super: { "
                writeForwardedCall(shape, on: "super", passed: false, effects: effects, to: &out)
                out += " }"
            } else if !forwards && effects.throwing.canThrow {
                out += ", "
                third = out.count - start
                out += "throwing: "
                out += MetatypeSpelling.expression(type.introducedNames.anyError)
            }
            breaks.arguments = CodeRenderer.ArgumentBreaks(open: open, second: second, third: third, close: out.count - start)
        }
        out += ")"
        if forwards {
            out += " {"
            breaks.opening = CodeRenderer.Opening(end: out.count - start, soleStatement: true)
            out += " "
            writeForwardedCall(shape, on: "$0", passed: passing, effects: effects, to: &out)
            out += " }"
        } else if castsToVoid {
            out += " as "
            type.introducedNames.void.write(to: &out)
        }
        return true
    }

    /// Whether `writeCommonBody` writes the body (one of the common forms, or none at all for a
    /// member taking `Never`): asked first, so that a body left to the tree is made once, before
    /// its layout, and never written as text.
    func hasCommonBody(_ shape: MemberShape, receiver: String?) -> Bool {
        if shape.takesNever { return true }
        let effects = shape.effects
        guard shape.scopedBody == nil, !shape.returnsNoncopyable, !shape.sendsResult, effects.throwing != .rethrows,
              !shape.member.disambiguatedByResult, !shape.member.hasUnmockedResultOverload,
              shape.parameters.allSatisfy({ $0.preparation == nil && $0.ownedPreparation == nil && !$0.isNonEscapingClosure }) else { return false }
        if case .typed = effects.throwing { return false }
        // Forwarding to an opened existential takes a local generic function in the closure.
        if case .opened = type.defaultImplementation, receiver != nil { return false }
        let superCall = hasSuperclassCall(shape)
        let forwards = receiver != nil && (!isClassMock || superCall)
        // A mutating requirement of a value type forwards through a mutable copy of `$0`.
        if forwards && (!type.isClassBound || shape.member.needsMutableReceiver) && shape.isMutating { return false }
        return true
    }

    /// `try await receiver.name(label: value, …)`, or `receiver.name` for a property; the values
    /// are the ones a closure handed the arguments reads (`$1`, `$1.0`, …) when `passed`.
    private func writeForwardedCall(_ shape: MemberShape, on receiver: String, passed: Bool, effects: Effects, to out: inout UTF8Text) {
        Self.writeEffectPrefixes(effects, to: &out)
        out += receiver
        out += "."
        out += shape.memberName
        guard !shape.isProperty else { return }
        out += "("
        let count = shape.parameters.count
        for (index, parameter) in shape.parameters.enumerated() {
            if index > 0 { out += ", " }
            if let label = parameter.forwardLabel {
                out += label
                out += ": "
            }
            if passed {
                out += count == 1 ? "$1" : "$1.\(index)"
            } else {
                CodeRenderer.writeFlat(parameter.forwardedValue, to: &out)
            }
        }
        out += ")"
    }

    /// `try `, `await ` as `CodeExpression.effectful(try:await:)` stacks them.
    private static func writeEffectPrefixes(_ effects: Effects, to out: inout UTF8Text) {
        if effects.throwing.canThrow { out += "try " }
        if effects.isAsync { out += "await " }
    }
}
