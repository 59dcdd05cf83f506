/// A "with"-style member: generic over a noncopyable result that only its body closure can
/// produce, such as swift-configuration's
///
///     func watchSnapshot<Return: ~Copyable>(
///         updatesHandler: (ConfigUpdatesAsyncSequence<any ConfigSnapshot, Never>) async throws -> Return
///     ) async throws -> Return
///
/// A mock can neither store nor return a `Return`, and it never has to: it records the call, asks
/// its stub for what to hand the body (here the updates sequence), calls the body and returns the
/// body's result. So the stubbed "result" of such a member is the body's input, not its output
/// (docs/GeneratedMockShape.md, "Scoped bodies").
struct ScopedBody: Sendable, Hashable {
    /// Where the body is among the member's parameters.
    var parameterIndex: Int
    /// The noncopyable generic parameter the body returns and the member passes on.
    var resultName: String
    /// The body's parameters: the values a stub supplies. `inout` ones keep the specifier.
    var inputs: [TupleTypeElement]
    var isAsync: Bool
    var canThrow: Bool

    /// `nil` unless `function` has exactly this shape: result `R` where `R: ~Copyable` is one of
    /// its generic parameters, one non-escaping closure parameter returning `R`, and no other
    /// mention of `R`. Typed throws are left out: the member's error type would have to be
    /// built from the body's, which only the real implementation knows how to do.
    init?(_ function: FunctionDeclaration) {
        guard let name = Self.noncopyableResultName(function) else { return nil }
        var found: (index: Int, function: FunctionTypeRef)?
        for (index, parameter) in function.parameters.enumerated() where parameter.type.mentions(name) {
            guard found == nil, !parameter.isVariadic, let closure = Self.nonEscapingClosure(parameter.type),
                  closure.result == .named(name), !closure.parameters.contains(where: { $0.type.mentions(name) || $0.isVariadic }) else { return nil }
            if case .typed = closure.throwing { return nil }
            found = (index, closure)
        }
        guard let found else { return nil }
        parameterIndex = found.index
        resultName = name
        inputs = found.function.parameters
        isAsync = found.function.isAsync
        canThrow = found.function.throwing.canThrow
    }

    /// The name of the generic noncopyable result a scoped body could make, from what a
    /// function's parameters do not change (its result, generics and effects): `nil` rules a
    /// scoped body out before its parameters are looked at.
    static func noncopyableResultName(_ function: FunctionDeclaration) -> String? {
        guard case .nominal(let components)? = function.result, components.count == 1,
              components[0].genericArguments.isEmpty else { return nil }
        let name = components[0].name
        let declaredNoncopyable = function.genericParameters.contains { $0.name == name && $0.constraint?.suppressesCopyable == true }
            || function.requirements.contains { $0.left == .named(name) && $0.right.suppressesCopyable }
        guard declaredNoncopyable, !function.genericParameters.contains(where: \.isPack) else { return nil }
        if case .typed = function.effects.throwing { return nil }
        return name
    }

    /// The function type of a plain non-escaping closure parameter (attributes such as
    /// `@Sendable` allowed, `@escaping`, `@autoclosure`, `inout` and optionals not).
    private static func nonEscapingClosure(_ type: TypeRef) -> FunctionTypeRef? {
        switch type {
        case .function(let function): return function
        case .attributed(let attributes, let specifiers, let base):
            guard specifiers.isEmpty, !attributes.contains(where: { $0.name == "escaping" || $0.name == "autoclosure" }) else { return nil }
            return nonEscapingClosure(base)
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
            return nonEscapingClosure(elements[0].type)
        default: return nil
        }
    }

    /// Whether the body input at `position` is `inout`.
    func isInout(_ position: Int) -> Bool {
        if case .attributed(_, let specifiers, _) = inputs[position].type { return specifiers.contains("inout") }
        return false
    }

    /// An input's type without `inout` and other specifiers.
    func inputType(_ position: Int) -> TypeRef {
        inputs[position].type.unattributed
    }

    /// What a stub supplies: `Void`, the single input's type, or a tuple of them.
    var suppliedType: TypeRef {
        if inputs.count == 1 { return inputType(0) }
        return .tuple(inputs.indices.map { TupleTypeElement(type: inputType($0)) })
    }
}
