/// The parts of one member every emitter needs, with `Self` already replaced by the name of the
/// type being written.
///
/// A class: each emitter of a type (mock, proxies, stub, member table) walks the same shapes, and
/// copying one as a value retained and released its twenty-odd fields each time (about 12 % of
/// emission's instructions, 2026-12-04). Made by `TypeEmitter` for one type on one thread, and
/// never changed after.
///
/// `@unchecked Sendable`: no shape changes after it is made, before any emitter reads it, so
/// reading one from any thread is safe. It is `Sendable` because
/// the members that write themselves (`WrittenMember`, in a declaration tree, which is
/// `Sendable`) hold it.
final class MemberShape: @unchecked Sendable {
    let member: ResolvedMember
    var name = ""
    /// The name in the stubbing and verification proxies: `name`, or `infixPlus` for `+`.
    var proxyName = ""
    var isOperator = false
    var parameters: [ParameterShape] = []
    var genericParameters: [GenericParameter] = []
    var requirements: [GenericRequirement] = []
    /// `Void` when the member returns nothing; `T!` is spelled `T?` here, because it becomes a
    /// closure result or generic argument.
    var result: TypeRef = .void
    /// The result as the declaration writes it (`T!` kept: witnesses must match it exactly).
    var declaredResult: TypeRef = .void
    /// Method effects, or a property's getter effects.
    var effects: Effects = .none
    var isSubscript = false
    var isProperty = false
    var isSettable = false
    var hasVariadic = false
    /// A "with"-style member whose noncopyable result comes from its body closure: `result` is
    /// then what a stub supplies to the body, `declaredResult` the generic the body returns.
    var scopedBody: ScopedBody?
    /// `-> sending T`.
    var sendsResult = false
    /// The value an unanswered call returns when the runtime has none (`DefaultValueRecipe`),
    /// with the types spelled as the mock spells them.
    var defaultValue: CodeExpression?

    /// How the names the generator writes itself are spelled.
    let names: IntroducedNames

    /// - Parameter reserved: the member table's name, which no local copy of a parameter may take.
    init(_ member: ResolvedMember, selfName: String, nestedTypeNames: TypeNameQualification, names: IntroducedNames = IntroducedNames(),
         reserved: String? = nil) {
        self.member = member
        self.names = names
        descriptor = .word(String(member.index))
        let memberGenerics: [String]
        switch member.kind {
        case .method(let function): memberGenerics = function.genericParameters.map(\.name)
        case .subscript(let subscriptDecl): memberGenerics = subscriptDecl.genericParameters.map(\.name)
        case .property: memberGenerics = []
        }
        let rewrite = TypeRewriter(selfName: member.mentionsSelf ? selfName : nil, nestedTypeNames: nestedTypeNames.excluding(memberGenerics), names: names)
        // Local functions, not closures in constants: those were escaping, each a context
        // allocated with its own copy of `rewrite`.
        func replace(_ type: TypeRef) -> TypeRef { rewrite(type) }
        func replaceRequirement(_ requirement: GenericRequirement) -> GenericRequirement {
            GenericRequirement(left: replace(requirement.left), relation: requirement.relation, right: replace(requirement.right))
        }
        func replaceGeneric(_ parameter: GenericParameter) -> GenericParameter {
            GenericParameter(name: parameter.name, constraint: parameter.constraint.map(replace), isPack: parameter.isPack)
        }
        isSubscript = false
        isProperty = false
        isSettable = false
        switch member.kind {
        case .method(var function):
            name = function.name
            proxyName = function.name
            if MemberSignature.isOperator(function.name) {
                // Operators take no argument labels, in the mock or in the proxies.
                isOperator = true
                proxyName = MemberSignature.operatorProxyName(function.name, modifiers: member.header.modifiers, parameterCount: function.parameters.count)
                for index in function.parameters.indices { function.parameters[index].label = nil }
            }
            // By index: `enumerated()` hands each parameter over as a copy (a retain and release
            // of each of its strings and arrays); the array's element is borrowed.
            parameters = function.parameters.indices.map {
                ParameterShape(function.parameters[$0], position: $0, isSubscript: false, rewrite: rewrite,
                               isNoncopyable: member.noncopyable.parameters.contains($0), reserved: reserved)
            }
            if parameters.contains(where: \.isNonEscapingClosure) {
                // Swift 6.3's region checker gives up ("pattern … does not understand") on a
                // `withoutActuallyEscaping` closure capturing a parameter isolated to a concrete
                // actor (`isolated MainActor`) beside non-`Sendable` ones: it captures a copy.
                for (index, parameter) in function.parameters.enumerated()
                where parameter.specifiers.contains("isolated") && !parameter.type.unattributed.unparenthesized.isAnyActor {
                    parameters[index].recordThroughLocalCopy()
                }
            }
            genericParameters = function.genericParameters.map(replaceGeneric)
            requirements = function.requirements.map(replaceRequirement)
            result = replace(function.result ?? .void)
            effects = function.effects
            if case .typed(let error) = effects.throwing { effects.throwing = .typed(replace(error)) }
            hasVariadic = function.parameters.indices.contains { function.parameters[$0].isVariadic }
            // Parameters rewritten only for a function that can have a scoped body at all.
            let mayHaveScopedBody = ScopedBody.noncopyableResultName(function) != nil
            var rewritten = function
            if mayHaveScopedBody {
                for index in rewritten.parameters.indices { rewritten.parameters[index].type = replace(rewritten.parameters[index].type) }
            }
            if mayHaveScopedBody, let body = ScopedBody(rewritten) {
                scopedBody = body
                result = body.suppliedType
                parameters[body.parameterIndex].becomeScopedBody(body, names: names)
            }
        case .property(let variable, let settable):
            name = variable.name
            proxyName = variable.name
            parameters = []
            genericParameters = []
            requirements = []
            result = replace(variable.type ?? .void)
            effects = variable.getterEffects
            isProperty = true
            isSettable = settable
            hasVariadic = false
        case .subscript(let subscriptDecl):
            name = "subscript"
            proxyName = "subscript"
            parameters = subscriptDecl.parameters.indices.map { ParameterShape(subscriptDecl.parameters[$0], position: $0, isSubscript: true, rewrite: rewrite, reserved: reserved) }
            genericParameters = subscriptDecl.genericParameters.map(replaceGeneric)
            requirements = subscriptDecl.requirements.map(replaceRequirement)
            result = replace(subscriptDecl.result)
            effects = subscriptDecl.accessors.first { $0.kind == .get }?.effects ?? .none
            if case .typed(let error) = effects.throwing { effects.throwing = .typed(replace(error)) }
            isSubscript = true
            isSettable = subscriptDecl.isSettable
            hasVariadic = subscriptDecl.parameters.indices.contains { subscriptDecl.parameters[$0].isVariadic }
        }
        declaredResult = scopedBody.map { .named($0.resultName) } ?? result
        // `sending` belongs to the declaration only: the runtime's generic `Output` is the type.
        if case .attributed(let attributes, let specifiers, let base) = result, specifiers.contains("sending") {
            sendsResult = true
            let kept = specifiers.filter { $0 != "sending" }
            result = attributes.isEmpty && kept.isEmpty ? base : .attributed(attributes: attributes, specifiers: kept, base: base)
        }
        if case .implicitlyUnwrappedOptional(let wrapped) = result {
            result = .optional(wrapped)
        }
        defaultValue = member.defaultValue.map { Self.expression($0, rewrite: rewrite) }
        if member.noncopyable.returnsResult {
            // The stub makes each call's value (`thenReturn { Token(id: 1) }`); forwarded
            // values are wrapped on their way through the runtime.
            returnsNoncopyable = true
            result = names.runtimeType("NoncopyableResult", [result])
        }
        takesNever = parameters.contains { names.isNever($0.inputType) }
    }

    /// `Shop.Receipt.cash`, `(0, Shop.Receipt()) as (Int, Shop.Receipt)`, `{ _ in ShelfStub() } as (Int) -> any Shelf`.
    static func expression(_ recipe: DefaultValueRecipe, rewrite: TypeRewriter) -> CodeExpression {
        switch recipe {
        case .enumCase(let type, let name): return .member(.word(rewrite(type).description), SwiftIdentifier.afterDot(SwiftIdentifier.bare(name)))
        case .initializer(let type): return .call(.word(rewrite(type).description), [])
        case .stub(let name): return .call(.word(name), [])
        case .literal(let text): return .word(text)
        case .tuple(let elements, let type): return .cast(.tuple(elements.map { expression($0, rewrite: rewrite) }), .as, rewrite(type))
        case .closure(let count, let result, let type):
            let parameters = count == 0 ? nil : Array(repeating: CodeClosure.Parameter(name: "_", type: nil), count: count)
            return .cast(.closure(CodeClosure(parameters: parameters, body: [.expression(expression(result, rewrite: rewrite))])), .as, rewrite(type))
        }
    }

    /// A parameter is `Never`: no call can happen, and any statement in the body draws "will
    /// never be executed", so the body is empty (which Swift accepts whatever the result).
    /// Worked out once (the emitters ask it of every member, and each answer walks every
    /// parameter's type).
    private(set) var takesNever = false

    /// The runtime's `Output` is `NoncopyableResult<R>` for the declared noncopyable `R`.
    var returnsNoncopyable = false

    /// `NoncopyableResult(__made: value)`: a forwarded noncopyable result on its way through
    /// the runtime (other values pass as they are).
    func forwardedResult(_ value: CodeExpression) -> CodeExpression {
        guard returnsNoncopyable else { return value }
        return .call(names.runtime("NoncopyableResult"), [CodeArgument("__made", value)])
    }

    /// `mutating func` or `mutating get`: calling it on an existential needs a `var`.
    var isMutating: Bool {
        switch member.kind {
        case .method: return member.header.has("mutating")
        case .property(let variable, _): return variable.accessors.contains { $0.kind == .get && $0.modifiers.contains("mutating") }
        case .subscript(let subscriptDecl): return subscriptDecl.accessors.contains { $0.kind == .get && $0.modifiers.contains("mutating") }
        }
    }

    /// `{ get nonmutating set }`: the setter works on a `let`.
    var hasNonmutatingSetter: Bool {
        switch member.kind {
        case .property(let variable, _): return variable.accessors.contains { $0.kind == .set && $0.modifiers.contains("nonmutating") }
        case .subscript(let subscriptDecl): return subscriptDecl.accessors.contains { $0.kind == .set && $0.modifiers.contains("nonmutating") }
        case .method: return false
        }
    }

    /// The runtime's `Out` is `Void` (for a scoped body: the body takes no input).
    var isVoid: Bool {
        if case .tuple(let elements) = result, elements.isEmpty { return true }
        // A module's own `struct Void` is a value like any other.
        if case .nominal(let components) = result, components.count == 1, components[0].name == "Void" { return names.voidIsStandard }
        if case .nominal(let components) = result, components.count == 2, components[0].name == "Swift", components[1].name == "Void" { return true }
        return false
    }

    /// The runtime's `Output`: `Void` when the member returns nothing.
    var output: TypeRef { isVoid ? names.void : result }

    /// The member's index, an integer literal, as the mock and its proxies pass it (made once,
    /// not once per use); the mock's member table describes it (`MemberTableEmitter`).
    let descriptor: CodeExpression

    /// The member's parameters as the mock and stub declare them.
    var declaredParameters: [CodeParameter] { parameters.map(\.declaration) }

    /// `(a, b)` as recorded; `()` for none, the value itself for one.
    var argumentsTuple: CodeExpression { .tuple(parameters.map(\.argument)) }

    /// `recordedAs:` only when a non-escaping closure is replaced by a placeholder.
    var recordedTuple: CodeExpression? {
        guard parameters.contains(where: \.isNonEscapingClosure) else { return nil }
        return .tuple(parameters.map(\.recorded))
    }

    /// `name(a: x, y)`, `[x]` or `.name` applied to `receiver` (`$0`, `__original`, `super`);
    /// `values` replaces the parameters' forwarded values (`$1.0`, `$1.1`: a closure handed the
    /// arguments).
    func forwardingExpression(on receiver: CodeExpression, values: [CodeExpression]? = nil) -> CodeExpression {
        let arguments = values.map { values in zip(parameters, values).map { CodeArgument($0.forwardLabel, $1) } } ?? parameters.map(\.forwarded)
        if isSubscript { return .subscriptAccess(receiver, arguments) }
        if isProperty { return .member(receiver, memberName) }
        return .call(.member(receiver, memberName), arguments)
    }

    /// The name after a dot: `x.`Type``, `x.`Protocol`` (a member may be declared `var Type`).
    var memberName: String {
        isOperator ? name : SwiftIdentifier.afterDot(name)
    }

    /// `try await body(__bodyInput.0, &__bodyInput.1)`: a scoped body called with what its stub
    /// supplied (bound to `__bodyInput` beforehand, unless the body takes nothing).
    func scopedBodyCall(_ body: ScopedBody) -> CodeExpression {
        let arguments = body.inputs.indices.map { position -> CodeArgument in
            let value: CodeExpression = body.inputs.count == 1 ? .word("__bodyInput") : .member(.word("__bodyInput"), String(position))
            return CodeArgument(body.isInout(position) ? .prefixed(.inout, value) : value)
        }
        return CodeExpression.call(parameters[body.parameterIndex].name, arguments).effectful(try: body.canThrow, await: body.isAsync)
    }

    /// Whether the scoped body's input must be a `var` (it takes an `inout` input).
    func scopedBodyInputIsVariable(_ body: ScopedBody) -> Bool {
        body.inputs.indices.contains(where: body.isInout)
    }
}
