/// How types are written in generated code: `Self` as the generated class's name (for members
/// that mention it) and types nested in the mocked type qualified, so they resolve inside the
/// proxy structs too.
struct TypeRewriter {
    /// `nil` when nothing mentions `Self`: most members, which then skip rebuilding types.
    var selfName: String?
    var nestedTypeNames: TypeNameQualification = [:]
    /// How the names the generator writes itself are spelled (`Void`, `ScopedBodyClosure`).
    var names = IntroducedNames()

    func callAsFunction(_ type: TypeRef) -> TypeRef {
        var result = type
        if let selfName { result = result.replacingSelf(with: selfName) }
        if !nestedTypeNames.isEmpty && result.mentionsAny(of: nestedTypeNames) { result = result.qualifying(nestedTypeNames) }
        return result
    }

    func callAsFunction(_ requirements: [GenericRequirement]) -> [GenericRequirement] {
        requirements.map { GenericRequirement(left: self($0.left), relation: $0.relation, right: self($0.right)) }
    }

    func callAsFunction(_ parameters: [GenericParameter]) -> [GenericParameter] {
        parameters.map { GenericParameter(name: $0.name, constraint: $0.constraint.map { self($0) }, isPack: $0.isPack) }
    }
}
