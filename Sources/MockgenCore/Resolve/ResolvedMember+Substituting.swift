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
