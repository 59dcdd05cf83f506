/// Writes `--mirror`'s file: for each type, the protocol mirroring its API and the type's
/// conformance to it (docs/BeyondInheritance.md, "Code you cannot rebuild"):
///
///     public protocol ClockProtocol {
///         static func now() -> Date
///         func format(_ date: Date) -> String
///     }
///
///     extension Clock: ClockProtocol {}
struct MirrorProtocolEmitter {
    /// Each protocol with the type it mirrors.
    let mirrors: [(protocolDeclaration: TypeDeclaration, typeName: String)]
    let imports: [String]
    /// Modules imported where they exist (`#if canImport`): the parts a module is split into on
    /// one platform only (FoundationNetworking on Linux).
    var conditionalImports: [String] = []

    func declarations() -> [CodeDeclaration] {
        var declarations: [CodeDeclaration] = imports.map { .import(CodeImport(path: $0)) }
        declarations += conditionalImports.map { .ifConfig([CodeIfClause(condition: "canImport(\($0))", members: [.import(CodeImport(path: $0))])]) }
        for (protocolDeclaration, typeName) in mirrors {
            declarations.append(.type(CodeType(
                documentation: "/// The API of `\(typeName)`, for code that should accept a mock (`Mock\(protocolDeclaration.name)`).",
                attributes: protocolDeclaration.header.attributes.map(\.description), modifiers: protocolDeclaration.header.modifiers.map(CodeModifier.source),
                keyword: .protocol, name: protocolDeclaration.name, members: protocolDeclaration.members.compactMap(requirement))))
            declarations.append(.extension(name: typeName + ": " + protocolDeclaration.name, members: []))
        }
        return declarations
    }

    private func requirement(_ declaration: Declaration) -> CodeDeclaration? {
        let rewrite = TypeRewriter(selfName: nil, nestedTypeNames: TypeNameQualification(nested: [:]))
        func parameters(_ list: [Parameter], isSubscript: Bool) -> [CodeParameter] {
            list.enumerated().map { index, parameter in
                var declared = ParameterShape(parameter, position: index, isSubscript: isSubscript, rewrite: rewrite).declaration
                declared.defaultValue = nil
                return declared
            }
        }
        switch declaration {
        case .ifConfig(let config):
            // A requirement inside `#if` (an extension of the type inside `#if canImport(…)`).
            let clauses = config.clauses.map { CodeIfClause(condition: $0.kind == .else ? nil : $0.condition, members: $0.declarations.compactMap(requirement)) }
            return .ifConfig(clauses)
        case .function(let function):
            var code = CodeFunction(documentation: function.header.documentation, attributes: function.header.attributes.map(\.description),
                                    modifiers: function.header.modifiers.map(CodeModifier.source), keyword: .function(function.name),
                                    genericParameters: function.genericParameters, parameters: parameters(function.parameters, isSubscript: false),
                                    effects: function.effects, result: function.result, requirements: function.requirements, body: [])
            code.hasBody = false
            return .function(code)
        case .variable(let variable):
            guard let type = variable.type else { return nil }
            return .property(CodeProperty(documentation: variable.header.documentation, attributes: variable.header.attributes.map(\.description),
                                          modifiers: variable.header.modifiers.map(CodeModifier.source), name: variable.name, type: type,
                                          accessors: variable.accessors.map { CodeAccessor(kind: $0.kind == .set ? .set : .get, effects: $0.effects, body: []) },
                                          isRequirement: true))
        case .subscript(let subscriptDecl):
            var code = CodeFunction(documentation: subscriptDecl.header.documentation, modifiers: subscriptDecl.header.modifiers.map(CodeModifier.source), keyword: .subscript,
                                    genericParameters: subscriptDecl.genericParameters, parameters: parameters(subscriptDecl.parameters, isSubscript: true),
                                    result: subscriptDecl.result, requirements: subscriptDecl.requirements, body: [],
                                    accessors: subscriptDecl.accessors.map { CodeAccessor(kind: $0.kind == .set ? .set : .get, effects: $0.effects, body: []) })
            code.hasBody = false
            return .function(code)
        default:
            return nil
        }
    }
}
