/// Writes everything generated for one mocked type: the mock, its proxies and the stub, inside
/// the type's `#if` conditions and, for nested types, an extension of the outer type.
struct TypeEmitter {
    let type: ResolvedType

    func emit(into out: inout SourceBuilder) {
        out.conditional(type.conditions) { out in
            if let outer = type.outerTypeName {
                out.block("extension " + outer) { out in emitGroup(into: &out) }
            } else {
                emitGroup(into: &out)
            }
        }
    }

    private func emitGroup(into out: inout SourceBuilder) {
        MockClassEmitter(type: type).emit(into: &out)
        out.blankLine()
        StubbingProxyEmitter(type: type, isStatic: false).emit(into: &out)
        out.blankLine()
        VerificationProxyEmitter(type: type, isStatic: false).emit(into: &out)
        if type.hasStaticMembers {
            out.blankLine()
            StubbingProxyEmitter(type: type, isStatic: true).emit(into: &out)
            out.blankLine()
            VerificationProxyEmitter(type: type, isStatic: true).emit(into: &out)
        }
        out.blankLine()
        StubClassEmitter(type: type).emit(into: &out)
    }
}
