/// Instance members that classes get from unconstrained extensions of the protocols they
/// conform to (and the protocols those refine), among the inputs: a class mock declares them
/// too, so calls through its own type are recorded and stubbed, as in Cuckoo.
///
/// Optional extras, so only what restates safely: not for nested mocks (the extension's names
/// were written in another scope: `Sequence` inside `extension Publishers` is
/// `Publishers.Sequence`), and not members that mention `Self` or an associated type (the
/// class binds them; the extension's spelling does not).
struct ProtocolExtensionMembers: Sendable {
    let finder: MockableTypeFinder
    let inheritance: InheritanceResolver

    func members(of ancestry: InheritanceResolver.Ancestry, noncopyable: NameSet) -> [ResolvedMember] {
        var out: [ResolvedMember] = []
        var visited: Set<String> = []
        guard ancestry.declarations.first?.outerTypeName == nil else { return [] }
        // Made as requirements (a computed extension property is no override), without fallbacks;
        // the collector gives them the class mock's access.
        let maker = MemberMaker(rules: .requirements(), noncopyable: noncopyable, fromProtocolExtension: true)
        for ancestor in ancestry.declarations where !ancestor.isDependency {
            let conformed = ancestor.declaration.inheritance.flatMap(InheritanceResolver.nominalNames) + (finder.extensionConformances[ancestor.qualifiedName] ?? [])
            for name in conformed {
                guard let proto = finder.byName[name], proto.declaration.kind == .protocol, !proto.isDependency else { continue }
                let protocols = inheritance.ancestry(of: proto, followInputs: true).declarations
                let unspellable = ["Self"] + protocols.flatMap { refined in
                    MockableTypeFinder.flattenMembers(refined.declaration.members).compactMap { member -> String? in
                        if case .associatedType(let associated) = member.0 { return associated.name }
                        return nil
                    }
                }
                for refined in protocols where visited.insert(refined.qualifiedName).inserted && !refined.isDependency {
                    for declaration in finder.extensionMembers[refined.qualifiedName] ?? [] {
                        if unspellable.contains(where: { Self.mentions(declaration, $0) }) { continue }
                        let header: DeclarationHeader
                        switch declaration {
                        case .function(let function): header = function.header
                        case .variable(let variable): header = variable.header
                        default: continue
                        }
                        // Statics, mutating members and what the mock's file cannot see stay out.
                        if header.isStatic || header.has("mutating") || header.accessLevel.map({ $0 <= .fileprivate }) == true { continue }
                        // One that cannot be mocked is left to the extension, unsaid: its finding is dropped.
                        guard case .member(var member) = maker.make(declaration, conditions: [], owner: refined.qualifiedName) else { continue }
                        if case .property(let variable, _) = member.kind {
                            // A computed extension property: settable only with a written setter.
                            member.kind = .property(variable, isSettable: variable.accessors.contains { $0.kind == .set })
                        }
                        out.append(member)
                    }
                }
            }
        }
        return out
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
}
