/// How types and names are spelled in the resolved model.
extension MockResolver {
    /// Overloads (one name and labels) of which one mentions an associated type: from such a
    /// witness Swift may infer the associated type to be another overload's type.
    static func overloadsMentionGenerics(_ members: [ResolvedMember], _ names: [String]) -> Bool {
        guard !names.isEmpty else { return false }
        var counts: [String: Int] = [:]
        for member in members { counts[member.signature, default: 0] += 1 }
        return members.contains { member in
            guard counts[member.signature, default: 0] > 1 else { return false }
            switch member.kind {
            case .method(let function): return names.contains(where: function.mentions)
            case .subscript(let subscriptDecl): return names.contains(where: subscriptDecl.mentions)
            case .property(let variable, _): return names.contains { variable.type?.mentions($0) ?? false }
            }
        }
    }

    /// The function or property declaration mentions `name` in its types or constraints.
    static func mentions(_ declaration: Declaration, _ name: String) -> Bool {
        switch declaration {
        case .function(let function):
            return function.mentions(name) || function.genericParameters.contains { $0.constraint?.mentions(name) ?? false }
        case .variable(let variable): return variable.type?.mentions(name) ?? true
        default: return true
        }
    }

    /// What a protocol's type alias stands for, written as a name: a function type keeps its own
    /// parentheses (`(@Sendable (Request) async throws -> Void).self`).
    static func spelling(of alias: TypeAliasDeclaration, mockName: String) -> String {
        let expansion = alias.type.replacingSelf(with: mockName)
        switch expansion {
        case .function, .attributed, .composition, .existential, .opaque: return "(" + expansion.description + ")"
        default: return expansion.description
        }
    }

    /// Type aliases declared in the protocols (among the inputs and dependencies) that the
    /// classes of a class ancestry conform to, and in the protocols those refine.
    func conformedProtocolAliases(_ ancestry: InheritanceResolver.Ancestry) -> [TypeAliasDeclaration] {
        var aliases: [TypeAliasDeclaration] = []
        var visited: Set<String> = []
        for ancestor in ancestry.declarations {
            for name in ancestor.declaration.inheritance.flatMap(InheritanceResolver.nominalNames) {
                guard let conformed = finder.byName[name], conformed.declaration.kind == .protocol else { continue }
                for proto in inheritance.ancestry(of: conformed, followInputs: true).declarations where visited.insert(proto.qualifiedName).inserted {
                    for (member, _) in MockableTypeFinder.flattenMembers(proto.declaration.members) {
                        if case .typeAlias(let alias) = member { aliases.append(alias) }
                    }
                }
            }
        }
        return aliases
    }

    /// `Stencil.Scanner` for an input type whose top-level name is ambiguous, else unchanged.
    func moduleQualified(_ qualifiedName: String) -> String {
        let topLevel = qualifiedName.split(separator: ".", maxSplits: 1).first.map(String.init) ?? qualifiedName
        guard let qualified = moduleQualification?.qualified(topLevel) else { return qualifiedName }
        return qualified + qualifiedName.dropFirst(topLevel.count)
    }
}
