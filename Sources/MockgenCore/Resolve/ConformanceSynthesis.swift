/// The standard-library conformances a protocol mock implements itself (by identity), because
/// their requirements are not among the inputs.
enum ConformanceSynthesis {
    static func conformances(_ ancestry: InheritanceResolver.Ancestry, traits: TypeTraits, members: [ResolvedMember]) -> [ResolvedType.SynthesizedConformance] {
        // `==` and `<` declared in the protocol are implemented by identity too.
        let operators = ancestry.declarations.flatMap { MockableTypeFinder.flattenMembers($0.declaration.members) }.compactMap { member -> String? in
            if case .function(let function) = member.0, function.name == "==" || function.name == "<" { return function.name == "==" ? "Equatable" : "Comparable" }
            return nil
        }
        var out = conformances(traits.inheritedNames + operators, members: members)
        if traits.subclassesNSObject {
            // NSObject is Equatable, Hashable and describes itself already.
            out.removeAll { [.equatable, .hashable, .customStringConvertible, .customDebugStringConvertible].contains($0) }
        }
        return out
    }

    static func conformances(_ inherited: [String], members: [ResolvedMember]) -> [ResolvedType.SynthesizedConformance] {
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
