/// Member indices, which the generated member table writes down (MemberTableEmitter).
extension MockResolver {
    /// Indices: instance and static members counted separately; getters and setters take one
    /// each. Members differing only by result type are flagged for disambiguation.
    static func number(_ members: inout [ResolvedMember]) {
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
    }
}

extension TypeRef {
    /// `~Copyable`, alone or in a composition.
    var suppressesCopyable: Bool {
        switch self {
        case .suppressed(let base): return base.description == "Copyable"
        case .composition(let parts): return parts.contains { $0.suppressesCopyable }
        case .attributed(_, _, let base): return base.suppressesCopyable
        default: return false
        }
    }

    var containsPack: Bool {
        switch self {
        case .packExpansion, .packReference: return true
        case .attributed(_, _, let base): return base.containsPack
        case .tuple(let elements): return elements.contains { $0.type.containsPack }
        case .function(let function): return function.parameters.contains { $0.type.containsPack } || function.result.containsPack
        default: return false
        }
    }
}

extension ResolvedMember.Kind {
    /// The member as seen from a subclass that fixed the superclass's generic parameters.
    func substituting(_ map: [String: TypeRef]) -> ResolvedMember.Kind {
        func parameters(_ list: [Parameter]) -> [Parameter] {
            list.map { parameter in
                var copy = parameter
                copy.type = parameter.type.substituting(map)
                return copy
            }
        }
        switch self {
        case .method(var function):
            function.parameters = parameters(function.parameters)
            function.result = function.result?.substituting(map)
            if case .typed(let error) = function.effects.throwing { function.effects.throwing = .typed(error.substituting(map)) }
            return .method(function)
        case .property(var variable, let isSettable):
            variable.type = variable.type?.substituting(map)
            return .property(variable, isSettable: isSettable)
        case .subscript(var subscriptDecl):
            subscriptDecl.parameters = parameters(subscriptDecl.parameters)
            subscriptDecl.result = subscriptDecl.result.substituting(map)
            return .subscript(subscriptDecl)
        }
    }
}
