/// Writes `MockX`: the class (or actor) that records every call through its `MockManager`
/// (docs/GeneratedMockShape.md, "Protocol mock" and "Class mock").
struct MockClassEmitter {
    let type: ResolvedType
    /// One per member of `type`, `Self` written as the mock's name.
    let shapes: [MemberShape]
    /// `--debug`: a comment saying where each mocked declaration comes from.
    var debug = false

    private var isClassMock: Bool { type.kind == .class }
    private var access: [CodeModifier] { type.accessLevel.map { [.access($0)] } ?? [] }
    /// What the runtime touches must be callable from any isolation.
    private var nonisolated: [CodeModifier] { type.globalActor != nil ? [.nonisolated] : [] }
    private var selfName: String { type.selfType(named: type.mockName).description }
    private var names: IntroducedNames { type.introducedNames }

    func declarations() -> [CodeDeclaration] {
        var result: [CodeDeclaration] = []
        if debug {
            result.append(.comment(["// mockgen: " + (type.kind == .protocol ? "protocol " : "class ") + type.qualifiedName + " at "
                + DebugComment.place(type.location) + ", " + String(type.members.count) + " members"]))
        }
        var members = typeAliases() + managers()
        if !isClassMock { members += initializers() }
        members += SynthesizedConformances(type: type, typeName: type.mockName, selfName: selfName, isMock: true).declarations()
        members += openedDefaultImplementation()
        let memberEmitter = MockMemberEmitter(type: type, shapes: shapes)
        members.reserveCapacity(members.count + shapes.count)
        for shape in shapes {
            // The commonest member alone, in no `#if`: appended as it is, with no array made for it.
            if !debug && shape.member.conditions.isEmpty {
                members.append(memberEmitter.declaration(shape))
                continue
            }
            var member: [CodeDeclaration] = []
            if debug {
                member.append(.comment(["// mockgen: " + shape.member.declaredIn + "." + shape.member.signature + " at " + DebugComment.place(shape.member.location)]))
            }
            member.append(memberEmitter.declaration(shape))
            members += CodeDeclaration.conditional(shape.member.conditions, member)
        }
        result.append(.type(CodeType(documentation: type.documentation, attributes: type.attributes.map(\.description), modifiers: access,
                                     keyword: keyword, name: type.mockName, genericParameters: clauses.parameters,
                                     inheritance: conformances, requirements: clauses.requirements, members: members)))
        return result
    }

    private var clauses: (parameters: [GenericParameter], requirements: [GenericRequirement]) { type.conformingGenericClauseValues }

    private var keyword: CodeTypeKeyword {
        if type.isActorProtocol { return .actor }
        // Open to its stub, `final class XStub: MockX, MockStub {}` (see `stubSubclassesMock`).
        if type.stubSubclassesMock { return .class }
        // A Sendable class's mock is final: Swift 6 lets no non-final subclass inherit a checked
        // `Sendable` conformance (an `Error` class of a Swift 5 module).
        return isClassMock && !type.isSendableClass ? .class : .finalClass
    }

    private var conformances: [String] {
        // A replacement mock mirrors its type instead of conforming to it (a struct, a final class).
        var conformances: [String] = type.replaced == nil ? [type.mockedTypeReference.description, names.runtime("Mock")] : [names.runtime("ReplacementMock")]
        if type.subclassesNSObject { conformances.insert(names.foundation("NSObject"), at: 0) }
        if type.hasStaticMembers { conformances.append(names.runtime("StaticMock")) }
        if !type.isActorProtocol && (isClassMock ? type.isSendableClass : type.globalActor == nil) {
            conformances.append("@unchecked " + names.swift("Sendable"))
        }
        return conformances
    }

    private func typeAliases() -> [CodeDeclaration] {
        var aliases: [CodeDeclaration] = []
        func alias(_ name: String, _ aliased: TypeRef) { aliases.append(.typeAlias(modifiers: access, name: name, type: aliased)) }
        switch type.defaultImplementation {
        case .existential(let existential): alias("MocksType", existential)
        case .none, .opened: alias("MocksType", names.runtimeType("NoDefaultImplementation"))
        }
        let arguments = type.genericParameters.map { TypeRef.named($0.name) }
        func proxy(_ name: String) -> TypeRef { .named(name, arguments) }
        if let replaced = type.replaced { alias("Replaced", replaced.reference) }
        alias("Stubbing", proxy(type.proxyName))
        alias("Verification", proxy(type.proxyName))
        for fixed in type.fixedAssociatedTypes { aliases.append(.typeAlias(modifiers: access, name: fixed.name, type: fixed.type)) }
        if type.statesAssociatedTypes {
            for parameter in type.genericParameters { alias(parameter.name, .named("__" + SwiftIdentifier.bare(parameter.name))) }
        }
        if type.hasStaticMembers {
            alias("StaticStubbing", proxy(type.staticProxyName))
            alias("StaticVerification", proxy(type.staticProxyName))
        }
        return aliases
    }

    private var mockedTypeName: CodeExpression { .string(SwiftIdentifier.bare(type.qualifiedName)) }

    private func managers() -> [CodeDeclaration] {
        var result: [CodeDeclaration] = []
        // `replacing(constructionsOf:)` fails at once for a type none of whose initializers is replaced.
        if let replaced = type.replaced, !replaced.initializers.isEmpty {
            // A generic class cannot have static stored properties.
            result.append(replaced.genericParameters.isEmpty
                ? .property(CodeProperty(modifiers: access + [.static], isConstant: true, name: "__recordsConstructions", initialValue: .word("true")))
                : .property(CodeProperty(modifiers: access + [.static], name: "__recordsConstructions", type: .named("Bool"),
                                         accessors: [CodeAccessor(kind: .get, body: [.expression(.word("true"))])])))
        }
        if isClassMock {
            let value = CodeExpression.call(names.runtime("MockManager"), [
                CodeArgument("mockedTypeName", mockedTypeName), CodeArgument("hasSuperclass", .word("true")),
                CodeArgument("members", MemberTableEmitter.table(of: type, shapes, isStatic: false)),
            ])
            result.append(.property(CodeProperty(modifiers: access + nonisolated, isConstant: true, name: "__manager", initialValue: value)))
        } else {
            result.append(.property(CodeProperty(modifiers: access + nonisolated, isConstant: true, name: "__manager", type: names.runtimeType("MockManager"))))
        }
        if type.hasStaticMembers {
            let value = CodeExpression.call(.member(.word(names.runtime("MockManager")), "forStaticMembers"), [
                // `Self`: the stub's static members get a manager of their own, in stub mode.
                CodeArgument("of", .member(type.ownTypeExpression, "self")), CodeArgument("mockedTypeName", mockedTypeName),
                CodeArgument("members", MemberTableEmitter.table(of: type, shapes, isStatic: true)),
            ])
            result.append(.property(CodeProperty(modifiers: access + nonisolated + [.static], name: "__staticManager", type: names.runtimeType("MockManager"),
                                                 accessors: [CodeAccessor(kind: .get, body: [.expression(value)])])))
        }
        return result
    }

    private func initializers() -> [CodeDeclaration] {
        let isolation = type.isActorProtocol ? [] : nonisolated
        // `Self.self`: a manager created for the stub (a subclass) is in stub mode.
        let ownType = CodeArgument(.member(type.ownTypeExpression, "self"))
        let table = CodeArgument(MemberTableEmitter.table(of: type, shapes, isStatic: false))
        let create = CodeStatement.expression(.assignment(.word("__manager"), .call(names.runtime("MockManager"), [
            CodeArgument(mockedTypeName), ownType, table, CodeArgument(.word("__fileID")), CodeArgument(.word("__filePath")),
            CodeArgument(.word("__line")), CodeArgument(.word("__column")),
        ])))
        let parameters = [
            CodeParameter(label: nil, name: "__fileID", type: names.swiftType("String"), defaultValue: "#fileID"),
            CodeParameter(label: nil, name: "__filePath", type: names.swiftType("StaticString"), defaultValue: "#filePath"),
            CodeParameter(label: nil, name: "__line", type: names.swiftType("UInt"), defaultValue: "#line"),
            CodeParameter(label: nil, name: "__column", type: names.swiftType("UInt"), defaultValue: "#column"),
        ]
        // `ReplacementMock` requires it (constructions make one mock per constructed instance);
        // the mock is not final, so it is `required`.
        let requiredByRuntime: [CodeModifier] = type.replaced != nil && keyword != .finalClass ? [.required] : []
        var result: [CodeDeclaration] = [.function(CodeFunction(modifiers: access + isolation + requiredByRuntime, keyword: .initializer("init"), parameters: parameters, body: [create]))]
        let rewrite = TypeRewriter(selfName: selfName, nestedTypeNames: type.nestedTypeNames, names: names)
        let plainCreate = CodeStatement.expression(.assignment(.word("__manager"), .call(names.runtime("MockManager"), [CodeArgument(mockedTypeName), ownType, table])))
        // A protocol's `init` requirements are `required` in a class its stub subclasses.
        let required: [CodeModifier] = type.stubSubclassesMock ? [.required] : []
        for initializer in type.initializers {
            let parameters = initializer.parameters.enumerated().map { ParameterShape($1, position: $0, isSubscript: false, rewrite: rewrite).declaration }
            result.append(.function(CodeFunction(modifiers: access + isolation + required, keyword: .initializer("init" + initializer.failability.rawValue),
                                                 genericParameters: rewrite(initializer.genericParameters), parameters: parameters,
                                                 effects: initializer.effects, requirements: rewrite(initializer.requirements), body: [plainCreate])))
        }
        return result
    }

    /// Protocols with associated types that `any P<…>` cannot name: a conformer is accepted when
    /// its associated types are the mock's generic arguments.
    private func openedDefaultImplementation() -> [CodeDeclaration] {
        guard case .opened(_, let associatedTypes) = type.defaultImplementation else { return [] }
        let conformer = [GenericParameter(name: "__Original", constraint: .named(type.mockedTypeReference.description))]
        let requirements = associatedTypes.map { GenericRequirement(left: .nominal([TypeComponent(name: "__Original"), TypeComponent(name: $0)]), relation: .sameType, right: .named($0)) }
        let original = CodeExpression.word("original")
        return [
            .function(CodeFunction(documentation: "/// Unstubbed calls are forwarded to `original` (a copy of it, for a struct).",
                                   modifiers: access, keyword: .function("enableDefaultImplementation"), genericParameters: conformer,
                                   parameters: [CodeParameter(label: "_", name: "original", type: .named("__Original"))], requirements: requirements,
                                   body: [.expression(.call(.member(.word("__manager"), "setDefaultImplementation"), [CodeArgument(original)]))])),
            .function(CodeFunction(documentation: "/// Unstubbed calls are forwarded to `original` as it is at each call.",
                                   modifiers: access, keyword: .function("enableDefaultImplementation"), genericParameters: conformer,
                                   parameters: [CodeParameter(label: "mutating", name: "original", type: .attributed(attributes: [], specifiers: ["inout"], base: .named("__Original")))],
                                   requirements: requirements,
                                   body: [.expression(.call(.member(.word("__manager"), "setDefaultImplementation"), [CodeArgument("mutating", .prefixed(.inout, original))]))])),
            .function(CodeFunction(attributes: ["@discardableResult"], modifiers: access, keyword: .function("withEnabledDefaultImplementation"),
                                   genericParameters: conformer, parameters: [CodeParameter(label: "_", name: "original", type: .named("__Original"))],
                                   result: .named("Self"), requirements: requirements,
                                   body: [.expression(.call("enableDefaultImplementation", [CodeArgument(original)])), .return(.word("self"))])),
        ]
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
