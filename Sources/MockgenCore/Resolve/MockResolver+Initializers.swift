/// Protocol `init` requirements, a class's reachable initializers, and the standard-library
/// conformances a mock implements itself.
extension MockResolver {

    func collectInitializers(_ ancestry: InheritanceResolver.Ancestry) -> [InitializerDeclaration] {
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

    func hasAccessibleInitializer(_ ancestry: InheritanceResolver.Ancestry) -> Bool {
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

    static func synthesizedConformances(_ inherited: [String], members: [ResolvedMember]) -> [ResolvedType.SynthesizedConformance] {
        var out: Set<ResolvedType.SynthesizedConformance> = []
        let names = Set(inherited)
        if names.contains("Equatable") || names.contains("Hashable") || names.contains("Comparable") { out.insert(.equatable) }
        if names.contains("Hashable") { out.insert(.hashable) }
        if names.contains("Comparable") { out.insert(.comparable) }
        if names.contains("CustomStringConvertible") { out.insert(.customStringConvertible) }
        if names.contains("CustomDebugStringConvertible") { out.insert(.customDebugStringConvertible) }
        if names.contains("Decodable") || names.contains("Codable") { out.insert(.decodable) }
        if names.contains("Encodable") || names.contains("Codable") { out.insert(.encodable) }
        if names.contains("CaseIterable") { out.insert(.caseIterable) }
        if names.contains("CustomReflectable") { out.insert(.customReflectable) }
        if names.contains("TextOutputStreamable") { out.insert(.textOutputStreamable) }
        // Requirements the inputs declare themselves are mocked like any other member.
        for member in members {
            switch member.kind {
            case .method(let function) where function.name == "hash": out.remove(.hashable)
            case .property(let variable, _) where variable.name == "description": out.remove(.customStringConvertible)
            case .property(let variable, _) where variable.name == "debugDescription": out.remove(.customDebugStringConvertible)
            default: break
            }
        }
        return out.sorted()
    }
}
