/// How types are written in generated code: `Self` as the generated class's name (for members
/// that mention it) and types nested in the mocked type qualified, so they resolve inside the
/// proxy structs too.
struct TypeRewriter {
    /// `nil` when nothing mentions `Self`: most members, which then skip rebuilding types.
    var selfName: String?
    var nestedTypeNames: [String: String] = [:]

    func callAsFunction(_ type: TypeRef) -> TypeRef {
        var result = type
        if let selfName { result = result.replacingSelf(with: selfName) }
        if !nestedTypeNames.isEmpty && result.mentionsAny(of: nestedTypeNames) { result = result.qualifying(nestedTypeNames) }
        return result
    }
}
