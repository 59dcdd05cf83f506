/// The last pass: member indices, which the generated member table writes down
/// (MemberTableEmitter), so nothing may add or drop a member after it.
enum MemberNumbering {
    /// Indices: instance and static members counted separately; getters and setters take one
    /// each. Members differing only by result type are flagged for disambiguation.
    static func numbered(_ members: [ResolvedMember]) -> [ResolvedMember] {
        var members = members
        var instanceIndex = 0
        var staticIndex = 0
        var countsByKey: [String: Int] = [:]
        for member in members {
            if let key = MemberSignature.keyIgnoringResult(of: member.kind, isStatic: member.isStatic) {
                countsByKey[key, default: 0] += 1
            }
        }
        for position in members.indices {
            let member = members[position]
            let width: Int
            switch member.kind {
            case .method: width = 1
            case .property(_, let isSettable): width = isSettable ? 2 : 1
            case .subscript(let subscriptDecl): width = subscriptDecl.isSettable ? 2 : 1
            }
            if member.isStatic {
                members[position].index = staticIndex
                staticIndex += width
            } else {
                members[position].index = instanceIndex
                instanceIndex += width
            }
            if let key = MemberSignature.keyIgnoringResult(of: member.kind, isStatic: member.isStatic), countsByKey[key, default: 0] > 1 {
                members[position].disambiguatedByResult = true
            }
        }
        return members
    }
}
