/// The last pass: member indices, which the generated member table writes down
/// (MemberTableEmitter), so nothing may add or drop a member after it.
enum MemberNumbering {
    /// Indices: instance and static members counted separately; getters and setters take one
    /// each. Members differing only by result type are flagged for disambiguation.
    static func numbered(_ members: [ResolvedMember]) -> [ResolvedMember] {
        var members = members
        var instanceIndex = 0
        var staticIndex = 0
        // Each key made once (a key spells every parameter type).
        let keys = members.map { MemberSignature.keyIgnoringResult(of: $0.kind, isStatic: $0.isStatic) }
        // Each key hashed once: overloads by result type are rare, so the keys seen twice are few.
        var seen = Set<String>(minimumCapacity: keys.count)
        var repeated: Set<String> = []
        for case let key? in keys where !seen.insert(key).inserted { repeated.insert(key) }
        for position in members.indices {
            let width: Int
            switch members[position].kind {
            case .method: width = 1
            case .property(_, let isSettable): width = isSettable ? 2 : 1
            case .subscript(let subscriptDecl): width = subscriptDecl.isSettable ? 2 : 1
            }
            if members[position].isStatic {
                members[position].index = staticIndex
                staticIndex += width
            } else {
                members[position].index = instanceIndex
                instanceIndex += width
            }
            if !repeated.isEmpty, let key = keys[position], repeated.contains(key) {
                members[position].disambiguatedByResult = true
            }
        }
        return members
    }
}
