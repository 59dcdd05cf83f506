/// Writes `__StubbingProxy_X` (and `__StaticStubbingProxy_X`): what `stub(mock) { stub in … }`
/// hands out; each member returns the runtime's stub builder for that member.
struct StubbingProxyEmitter {
    let type: ResolvedType
    let shapes: [MemberShape]
    let isStatic: Bool

    func emit(into out: inout SourceBuilder) {
        let access = ShapeText.access(type.accessModifier)
        for attribute in type.attributes where attribute.name == "available" || attribute.name == "_spi" { out.line(attribute.description) }
        let name = isStatic ? type.staticStubbingProxyName : type.stubbingProxyName
        out.block(access + "struct " + name + type.genericParameterClause + ": StubbingProxy" + type.whereClause) { out in
            out.line("private let __manager: MockManager")
            out.blankLine()
            out.line(access, "init(manager: MockManager) { __manager = manager }")
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
            let (proxyType, arguments) = PropertyProxyKind.stubbing(shape)
            let name = shape.name
            out.block(access + "var " + name + ": " + proxyType) { out in
                let base = String(proxyType[..<proxyType.firstIndex(of: "<")!])
                var line = "return " + base + "(manager: __manager, getter: " + shape.getterLiteral
                if arguments == "both" { line += ", setter: " + shape.setterLiteral }
                out.line(line + ")")
            }
            return
        }
        let proxy = ProxyMemberShape(shape, typeGenericNames: type.genericParameters.map(\.name))
        if shape.isSubscript {
            let result = "StubbedSubscript<" + proxy.inputType + ", " + shape.result.description + ">"
            out.block(access + proxy.declaration(result: result, dropResultOnlyGenerics: false)) { out in
                out.line(proxy.matchersStatement)
                out.line("return StubbedSubscript(manager: __manager, getter: ", shape.getterLiteral, ", setter: ", shape.isSettable ? shape.setterLiteral : "nil", ", indexMatchers: __matchers)")
            }
            return
        }
        let stubType: String
        let output = shape.resultText
        let failure: String
        if case .typed(let error) = shape.effects.throwing { failure = error.description } else { failure = "any Error" }
        switch (shape.effects.isAsync, shape.effects.throwing) {
        // There is no async rethrowing stub: `async rethrows` members take async throwing
        // bodies (whose errors reach the caller through `__rethrowingAsync`'s rescue).
        case (false, .rethrows): stubType = "StubRethrowingFunction"
        case (false, .none): stubType = "StubFunction"
        case (true, .none): stubType = "StubAsyncFunction"
        case (false, _): stubType = "StubThrowingFunction"
        case (true, _): stubType = "StubAsyncThrowingFunction"
        }
        var generic = "<" + proxy.inputType + ", " + output
        if stubType == "StubThrowingFunction" || stubType == "StubAsyncThrowingFunction" { generic += ", " + failure }
        generic += ">"
        // Overloads by result type: picked by type context (Cuckoo), or by a `returning:` label.
        let labels = shape.member.disambiguatedByResult ? [false, true] : [false]
        for returningLabel in labels {
            if returningLabel { out.blankLine() }
            out.block(access + proxy.declaration(result: stubType + generic, dropResultOnlyGenerics: false, returningLabel: returningLabel)) { out in
                out.line(proxy.matchersStatement)
                out.line("return ", stubType, "(StubFunctionCore(manager: __manager, member: ", shape.getterLiteral, ", matchers: __matchers))")
            }
        }
    }
}
