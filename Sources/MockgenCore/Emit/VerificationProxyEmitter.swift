/// Writes `__VerificationProxy_X` (and `__StaticVerificationProxy_X`): what `verify(mock)`
/// returns; each member checks the recorded calls of that member.
struct VerificationProxyEmitter {
    let type: ResolvedType
    let shapes: [MemberShape]
    let isStatic: Bool

    func emit(into out: inout SourceBuilder) {
        let access = ShapeText.access(type.accessModifier)
        for attribute in type.attributes where attribute.name == "available" || attribute.name == "_spi" { out.line(attribute.description) }
        let name = isStatic ? type.staticVerificationProxyName : type.verificationProxyName
        out.block(access + "struct " + name + type.genericParameterClause + ": VerificationProxy" + type.whereClause) { out in
            out.line("private let __context: VerificationContext")
            out.blankLine()
            out.line(access, "init(context: VerificationContext) { __context = context }")
            for shape in shapes where shape.member.isStatic == isStatic {
                out.blankLine()
                out.conditional(shape.member.conditions) { out in
                    for attribute in shape.member.attributes where attribute.name == "available" || attribute.name == "_spi" { out.line(attribute.description) }
                    emitMember(shape, access: access, into: &out)
                }
            }
        }
    }

    private func emitMember(_ shape: MemberShape, access: String, into out: inout SourceBuilder) {
        if shape.isProperty {
            let (proxyType, arguments) = PropertyProxyKind.verification(shape)
            out.block(access + "var " + shape.name + ": " + proxyType) { out in
                let base = String(proxyType[..<proxyType.firstIndex(of: "<")!])
                var line = "return " + base + "(context: __context, getter: " + shape.getterLiteral
                if arguments == "both" { line += ", setter: " + shape.setterLiteral }
                out.line(line + ")")
            }
            return
        }
        let proxy = ProxyMemberShape(shape, typeGenericNames: type.genericParameters.map(\.name))
        if shape.isSubscript {
            let result = "VerifySubscript<" + proxy.inputType + ", " + shape.result.description + ">"
            out.block(access + proxy.declaration(result: result, dropResultOnlyGenerics: false)) { out in
                out.line(proxy.matchersStatement)
                out.line("return VerifySubscript(context: __context, getter: ", shape.getterLiteral, ", setter: ", shape.isSettable ? shape.setterLiteral : "nil", ", indexMatchers: __matchers)")
            }
            return
        }
        // The result type is part of the returned type, so overloads by result type are picked
        // by `.with(returnType: Bool.self)` or the context, as in Cuckoo; a `returning:` label
        // is offered too.
        let result = "VerifiedCalls<" + proxy.inputType + ", " + proxy.verifiedOutput + ">"
        let labels = shape.member.disambiguatedByResult ? [false, true] : [false]
        for returningLabel in labels {
            if returningLabel { out.blankLine() }
            out.line("@discardableResult")
            out.block(access + proxy.declaration(result: result, dropResultOnlyGenerics: true, returningLabel: returningLabel)) { out in
                out.line(proxy.matchersStatement)
                out.line("return __context.verify(", shape.getterLiteral, ", __matchers)")
            }
        }
    }
}
