/// Initializers: a protocol's `init` requirements, and whether a class has one a subclass can call.
enum Initializers {
    /// Protocol `init` requirements along the ancestry, each once.
    static func requirements(_ ancestry: InheritanceResolver.Ancestry) -> [InitializerDeclaration] {
        var seen: Set<String> = []
        var out: [InitializerDeclaration] = []
        for ancestor in ancestry.declarations {
            for (member, _) in MockableTypeFinder.flattenMembers(ancestor.declaration.members) {
                guard case .initializer(let initializer) = member else { continue }
                // The `where` clause counts: `init<S>(_:) where S.Element == (K, V)` and the same
                // with `== (key: K, value: V)` are two requirements.
                let key = initializer.parameters.map { ($0.label ?? "_") + ":" + $0.type.description }.joined(separator: ",") + initializer.failability.rawValue
                    + WhereClause.text(initializer.requirements)
                if seen.insert(key).inserted { out.append(initializer) }
            }
        }
        return out
    }

    static func hasAccessibleInitializer(_ ancestry: InheritanceResolver.Ancestry) -> Bool {
        for ancestor in ancestry.declarations {
            let initializers: [InitializerDeclaration] = MockableTypeFinder.flattenMembers(ancestor.declaration.members).compactMap {
                if case .initializer(let initializer) = $0.0 { return initializer }
                return nil
            }
            // A class without initializers of its own inherits its superclass's.
            if initializers.isEmpty { continue }
            // Another module's class (a `--dependency` source) needs a public one.
            let needed: AccessLevel = ancestor.isDependency ? .public : .internal
            return initializers.contains { ($0.header.accessLevel ?? .internal) >= needed }
        }
        return true
    }
}
