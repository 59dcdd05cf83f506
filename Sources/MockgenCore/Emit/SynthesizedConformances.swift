/// The members a mock or stub implements itself for standard-library conformances its
/// protocol requires (`ResolvedType.SynthesizedConformance`): identity-based, which is what a
/// test double needs.
struct SynthesizedConformances {
    let type: ResolvedType
    /// `MockGreeter` or `GreeterStub`: what `description` says.
    let typeName: String
    /// The type with its generic arguments, for `Self` positions.
    let selfName: String
    /// A decoded mock is a fresh mock (it needs its manager); a stub has nothing to set up.
    let isMock: Bool

    func declarations() -> [CodeDeclaration] {
        let access: [CodeModifier] = type.accessLevel.map { [.access($0)] } ?? []
        let isolation: [CodeModifier] = type.globalActor != nil || type.isActorProtocol ? [.nonisolated] : []
        let modifiers = access + isolation
        let selfType = TypeRef.named(selfName)
        let names = type.introducedNames
        let operands = [CodeParameter(label: nil, name: "lhs", type: selfType), CodeParameter(label: nil, name: "rhs", type: selfType)]
        func function(_ name: String, static isStatic: Bool = false, _ parameters: [CodeParameter], _ result: TypeRef?, effects: Effects = .none,
                      generics: [GenericParameter] = [], _ body: [CodeStatement]) -> CodeDeclaration {
            .function(CodeFunction(modifiers: modifiers + (isStatic ? [.static] : []), keyword: .function(name), genericParameters: generics,
                                   parameters: parameters, effects: effects, result: result, body: body))
        }
        func property(_ name: String, static isStatic: Bool = false, _ type: TypeRef, _ value: CodeExpression) -> CodeDeclaration {
            .property(CodeProperty(modifiers: modifiers + (isStatic ? [.static] : []), name: name, type: type,
                                   accessors: [CodeAccessor(kind: .get, body: [.return(value)])]))
        }
        func identity(_ value: CodeExpression) -> CodeExpression { .call(names.swift("ObjectIdentifier"), [CodeArgument(value)]) }
        return type.synthesizedConformances.map { conformance in
            switch conformance {
            case .equatable:
                return function("==", static: true, operands, names.swiftType("Bool"), [.return(.infix(.word("lhs"), "===", .word("rhs")))])
            case .hashable:
                return function("hash", [CodeParameter(label: "into", name: "hasher", type: .attributed(attributes: [], specifiers: ["inout"], base: names.swiftType("Hasher")))], nil,
                                [.expression(.call(.member(.word("hasher"), "combine"), [CodeArgument(identity(.word("self")))]))])
            case .comparable:
                return function("<", static: true, operands, names.swiftType("Bool"), [.return(.word(names.swift("ObjectIdentifier") + "(lhs) < " + names.swift("ObjectIdentifier") + "(rhs)"))])
            case .customStringConvertible:
                return property("description", names.swiftType("String"), .string(typeName))
            case .customDebugStringConvertible:
                return property("debugDescription", names.swiftType("String"), .string(typeName))
            case .decodable:
                // A mock has no data: decoding one is refused with the standard error, which
                // says what happened and what to do, rather than making up a mock.
                let body: [CodeStatement] = [.expression(.prefixed(.throw, .call("__decodingRefused", [CodeArgument(.member(type.ownTypeExpression, "self")), CodeArgument(.word("decoder"))])))]
                let required: [CodeModifier] = isMock && type.stubSubclassesMock ? [.required] : []
                // An actor's synchronous initializer is nonisolated already, and may not say so.
                let initializerModifiers = type.isActorProtocol ? access : modifiers
                return .function(CodeFunction(modifiers: initializerModifiers + required, keyword: .initializer("init"),
                                              parameters: [CodeParameter(label: "from", name: "decoder", type: .existential(names.swiftType("Decoder")))],
                                              effects: Effects(throwing: .throws), body: body))
            case .encodable:
                return function("encode", [CodeParameter(label: "to", name: "encoder", type: .existential(names.swiftType("Encoder")))], nil,
                                effects: Effects(throwing: .throws),
                                [.expression(.prefixed(.throw, .call("__encodingRefused", [CodeArgument(.word("self")), CodeArgument(.word("encoder"))])))])
            case .customReflectable:
                return property("customMirror", names.swiftType("Mirror"), .call(names.swift("Mirror"), [CodeArgument(.word("self")), CodeArgument("children", .word("[]"))]))
            case .textOutputStreamable:
                return function("write", [CodeParameter(label: "to", name: "target", type: .attributed(attributes: [], specifiers: ["inout"], base: .named("Target")))], nil,
                                generics: [GenericParameter(name: "Target", constraint: names.swiftType("TextOutputStream"))],
                                [.expression(.call(.member(.word("target"), "write"), [CodeArgument(.string(typeName))]))])
            case .caseIterable:
                return property("allCases", static: true, .array(selfType), .word("[]"))
            }
        }
    }
}
