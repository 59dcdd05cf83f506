/// Everything generated for one mocked type: its member table, the mock, its proxies and the
/// stub, inside the type's `#if` conditions and, for nested types, an extension of the outer
/// type (the table stays at file level: see `MemberTableEmitter`).
struct TypeEmitter {
    let type: ResolvedType
    var debug = false

    /// One shape per member.
    static func shapes(of type: ResolvedType) -> [MemberShape] {
        // Computed once: the mock and both proxies write `Self` as the mock's name.
        let selfName = type.selfType(named: type.mockName).description
        let table = type.memberTableName
        return type.members.map { MemberShape($0, selfName: selfName, nestedTypeNames: type.nestedTypeNames, names: type.introducedNames, reserved: table) }
    }

    func declarations() -> [CodeDeclaration] {
        let shapes = Self.shapes(of: type)
        var group: [CodeDeclaration] = []
        for conditional in type.conditionalConstraints {
            // One alias per `#if` clause of the associated type: the generic parameter's
            // constraint is whichever clause the build configuration selects.
            group.append(.ifConfig(conditional.clauses.map { clause in
                CodeIfClause(condition: clause.condition, members: [.typeAlias(modifiers: type.accessLevel.map { [.access($0)] } ?? [], name: conditional.aliasName, type: clause.constraint)])
            }))
        }
        group += MockClassEmitter(type: type, shapes: shapes, debug: debug).declarations()
        group += ProxyEmitter(type: type, shapes: shapes, isStatic: false).declarations()
        if type.hasStaticMembers {
            group += ProxyEmitter(type: type, shapes: shapes, isStatic: true).declarations()
        }
        group.append(StubClassEmitter(type: type, shapes: shapes).declaration())
        var declarations: [CodeDeclaration] = []
        if let outer = type.outerTypeName {
            declarations.append(.extension(name: outer, members: group))
        } else {
            declarations += group
        }
        declarations.append(MemberTableEmitter(type: type, shapes: shapes).declaration())
        if let replaced = type.replaced { declarations += ReplacementEmitter(type: type, replaced: replaced, shapes: shapes).declarations() }
        return CodeDeclaration.conditional(type.conditions, declarations)
    }

    /// The type's code as text, every declaration separated by a blank line.
    func render() -> String {
        var renderer = CodeRenderer(reservingCapacity: 8192)
        renderer.render(declarations())
        return renderer.text
    }

    /// The one way mocks become text, whatever the run keeps in memory: each type's code after
    /// a line break, in the order of `types`. Each type's code depends only on that type, so the
    /// types are emitted on every core: the same bytes as a one-thread loop.
    static func sections(of types: ArraySlice<ResolvedType>, debug: Bool) -> [[UInt8]] {
        ParallelMap.map(count: types.count, costliestFirst: { types[types.startIndex + $0].members.count }) { index in
            section(of: types[types.startIndex + index], debug: debug)
        }
    }

    /// One type's section of `sections(of:debug:)`: its code after a line break, as UTF-8
    /// bytes. Sections go on to the output (and the incremental index) as bytes: made into a
    /// `String`, every byte of the 30 MB of a large run's mocks was checked to be UTF-8 (100 M
    /// instructions), only to be taken apart into bytes again when written.
    static func section(of type: ResolvedType, debug: Bool) -> [UInt8] {
        var renderer = CodeRenderer(reservingCapacity: 8192)
        renderer.lineBreak()
        renderer.render(TypeEmitter(type: type, debug: debug).declarations())
        return renderer.bytes
    }
}
