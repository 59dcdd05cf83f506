/// Writes everything generated for one mocked type: the mock, its proxies and the stub, inside
/// the type's `#if` conditions and, for nested types, an extension of the outer type.
struct TypeEmitter {
    let type: ResolvedType
    var debug = false

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
        // Computed once: the mock and both proxies write `Self` as the mock's name.
        let shapes = type.members.map { MemberShape($0, selfName: type.mockName + type.genericArgumentClause, nestedTypeNames: type.nestedTypeNames) }
        for conditional in type.conditionalConstraints {
            // One alias per `#if` clause of the associated type: the generic parameter's
            // constraint is whichever clause the build configuration selects.
            for (index, clause) in conditional.clauses.enumerated() {
                out.line(index == 0 ? "#if " : "#elseif ", clause.condition)
                out.line(ShapeText.access(type.accessModifier), "typealias ", conditional.aliasName, " = ", clause.constraint.description)
            }
            out.line("#endif")
            out.blankLine()
        }
        MockClassEmitter(type: type, shapes: shapes, debug: debug).emit(into: &out)
        out.blankLine()
        StubbingProxyEmitter(type: type, shapes: shapes, isStatic: false).emit(into: &out)
        out.blankLine()
        VerificationProxyEmitter(type: type, shapes: shapes, isStatic: false).emit(into: &out)
        if type.hasStaticMembers {
            out.blankLine()
            StubbingProxyEmitter(type: type, shapes: shapes, isStatic: true).emit(into: &out)
            out.blankLine()
            VerificationProxyEmitter(type: type, shapes: shapes, isStatic: true).emit(into: &out)
        }
        out.blankLine()
        StubClassEmitter(type: type, shapes: shapes).emit(into: &out)
    }
}

/// `--debug` comments name places by file name only, like the header, so output stays the same
/// on every machine.
enum DebugComment {
    static func place(_ location: SourceLocation) -> String {
        let name = location.path.split(separator: "/").last.map(String.init) ?? location.path
        return name + ":" + String(location.line)
    }
}
