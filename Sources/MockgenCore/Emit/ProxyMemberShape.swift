/// The matcher-taking signature shared by the stubbing and verification proxies: each parameter
/// becomes a generic `M«n»: Matchable` constrained to its type.
struct ProxyMemberShape {
    let shape: MemberShape
    /// `M1` normally; `__M1` when the member or the mock already uses names like `M1`.
    private let matcherPrefix: String
    /// Per parameter: the type as it appears in `Input` (a `some P` parameter becomes a generic).
    private(set) var inputTypes: [String] = []
    private var opaqueGenerics: [GenericParameter] = []

    init(_ shape: MemberShape, typeGenericNames: [String]) {
        self.shape = shape
        var taken = Set(typeGenericNames + shape.genericParameters.map(\.name))
        for parameter in shape.parameters {
            for candidate in 1...max(shape.parameters.count, 1) where parameter.inputType.mentions("M\(candidate)") {
                taken.insert("M\(candidate)")
            }
        }
        let clashes = (1...max(shape.parameters.count, 1)).contains { taken.contains("M\($0)") }
        matcherPrefix = clashes ? "__M" : "M"
        for parameter in shape.parameters {
            if let constraint = parameter.opaqueConstraint {
                let name = "__Opaque" + String(opaqueGenerics.count + 1)
                opaqueGenerics.append(GenericParameter(name: name, constraint: constraint))
                inputTypes.append(name)
            } else {
                inputTypes.append(parameter.inputType.description)
            }
        }
    }

    /// `Void`, `(T)`, `(A, B)`.
    var inputType: String {
        if inputTypes.isEmpty { return "Void" }
        return "(" + inputTypes.joined(separator: ", ") + ")"
    }

    private func optionalWrapped(_ position: Int) -> String? {
        guard shape.parameters[position].opaqueConstraint == nil,
              case .optional(let wrapped) = shape.parameters[position].inputType else { return nil }
        return wrapped.description
    }

    /// The `Output` of the verification proxy's `VerifiedCalls`: the result type, or
    /// `UnspecifiedResult` when it mentions a generic parameter the proxy drops (one only the
    /// result mentions) or a scoped body's noncopyable result.
    var verifiedOutput: String {
        if shape.scopedBody != nil { return "UnspecifiedResult" }
        if !shape.member.disambiguatedByResult && resultOnlyGenerics.contains(where: { shape.result.mentions($0) }) { return "UnspecifiedResult" }
        return shape.resultText
    }

    /// Generic parameters of the method that no parameter mentions (only the result does).
    private var resultOnlyGenerics: Set<String> {
        var names: Set<String> = []
        for generic in shape.genericParameters where !shape.parameters.contains(where: { $0.inputType.mentions(generic.name) }) {
            names.insert(generic.name)
        }
        return names
    }

    /// `name<M1: Matchable, T>(_ value: M1) -> «result» where M1.MatchedType == T`; the
    /// verification proxy passes `dropResultOnlyGenerics`. Members overloaded only by result
    /// type are written twice: picked by type context as in Cuckoo, and with a `returning:` label.
    func declaration(result: String, dropResultOnlyGenerics: Bool, returningLabel: Bool = false) -> String {
        var dropped = dropResultOnlyGenerics && !shape.member.disambiguatedByResult ? resultOnlyGenerics : []
        // A scoped body's noncopyable result never reaches the runtime.
        if let body = shape.scopedBody { dropped.insert(body.resultName) }
        var generics: [String] = []
        var requirements: [String] = []
        var parameters: [String] = []
        for (position, parameter) in shape.parameters.enumerated() {
            let matcher = matcherPrefix + String(position + 1)
            if let wrapped = optionalWrapped(position) {
                generics.append(matcher + ": OptionalMatchable")
                requirements.append(matcher + ".OptionalMatchedType == " + wrapped)
            } else {
                generics.append(matcher + ": Matchable")
                requirements.append(matcher + ".MatchedType == " + inputTypes[position])
            }
            parameters.append(parameter.names + ": " + matcher)
        }
        for generic in shape.genericParameters where !dropped.contains(generic.name) {
            generics.append(generic.constraint.map { generic.name + ": " + $0.description } ?? generic.name)
        }
        for generic in opaqueGenerics {
            generics.append(generic.name + ": " + generic.constraint!.description)
        }
        for requirement in shape.requirements where !dropped.contains(where: { requirement.left.mentions($0) || requirement.right.mentions($0) }) {
            requirements.append(requirement.description)
        }
        if returningLabel {
            parameters.append("returning _: " + TypeRef.metatype(shape.isVoid ? .named("Void") : shape.result).description)
        }
        var out = shape.isSubscript ? "subscript" : "func " + shape.proxyName
        if !generics.isEmpty { out += "<" + generics.joined(separator: ", ") + ">" }
        out += "(" + parameters.joined(separator: ", ") + ") -> " + result
        if !requirements.isEmpty { out += " where " + requirements.joined(separator: ", ") }
        return out
    }

    /// `let __matchers: [ArgumentMatcher<(A, B)>] = [ArgumentMatcher(1, a.matcher) { $0.0 }, …]`
    var matchersStatement: String {
        var out = "let __matchers: [ArgumentMatcher<" + inputType + ">] = ["
        let single = shape.parameters.count == 1
        for (position, parameter) in shape.parameters.enumerated() {
            if position > 0 { out += ", " }
            out += "ArgumentMatcher(" + String(position + 1) + ", " + parameter.name
            out += optionalWrapped(position) != nil ? ".optionalMatcher" : ".matcher"
            out += single ? ") { $0 }" : ") { $0." + String(position) + " }"
        }
        out += "]"
        return out
    }
}

/// Property proxy types by kind (docs/GeneratedMockShape.md, "Properties").
enum PropertyProxyKind {
    static func stubbing(_ shape: MemberShape) -> (type: String, arguments: String) {
        let value = shape.result.description
        let failure: String
        if case .typed(let error) = shape.effects.throwing { failure = error.description } else { failure = "any Error" }
        switch (shape.effects.isAsync, shape.effects.throwing.canThrow) {
        case (true, true): return ("StubbedAsyncThrowingProperty<" + value + ", " + failure + ">", "getter")
        case (true, false): return ("StubbedAsyncProperty<" + value + ">", "getter")
        case (false, true): return ("StubbedThrowingProperty<" + value + ", " + failure + ">", "getter")
        case (false, false):
            if !shape.isSettable { return ("StubbedReadOnlyProperty<" + value + ">", "getter") }
            if case .optional(let wrapped) = shape.result { return ("StubbedOptionalProperty<" + wrapped.description + ">", "both") }
            return ("StubbedProperty<" + value + ">", "both")
        }
    }

    static func verification(_ shape: MemberShape) -> (type: String, arguments: String) {
        let value = shape.result.description
        if !shape.isSettable { return ("VerifyReadOnlyProperty<" + value + ">", "getter") }
        if case .optional(let wrapped) = shape.result { return ("VerifyOptionalProperty<" + wrapped.description + ">", "both") }
        return ("VerifyProperty<" + value + ">", "both")
    }
}
