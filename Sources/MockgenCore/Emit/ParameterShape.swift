/// Everything the emitters need about one parameter, computed once: how it is declared, its
/// type inside the argument tuple, and how it is recorded and forwarded.
///
/// A class, as `MemberShape` is: the emitters walk the same parameters many times, and a value
/// copy retained and released each of its fields. Only `MemberShape`'s initializer changes one
/// after it is made (`recordThroughLocalCopy`, `becomeScopedBody`).
final class ParameterShape {
    /// The argument label as the declaration writes it (`nil` for none).
    var label: String?
    /// The name inside the body (generated for unnamed parameters, backticked keywords).
    var name = ""
    /// How the mock and stub declare it.
    var declaration = CodeParameter(label: nil, name: "", type: .void)
    /// The parameter's type inside the argument tuple: no `inout`/`@escaping`, `[T]` for `T...`.
    var inputType: TypeRef = .void
    /// The label when forwarding to `__original`/`super` (`nil`: none).
    var forwardLabel: String?
    /// The value forwarded to `__original`/`super`: `&value`, `__work`, `name`.
    var forwardedValue: CodeExpression = .word("")
    /// The value in the argument tuple.
    var argument: CodeExpression = .word("")
    /// The value in `recordedAs:` (a placeholder for non-escaping closures).
    var recorded: CodeExpression = .word("")
    /// Non-escaping closures: the `@escaping` type for `withoutActuallyEscaping`'s parameter.
    var escapingClosureType: TypeRef?
    /// Statements run first: the entry value of an `inout`, a copy of a `borrowing` value, an
    /// `@autoclosure` evaluated once (forwarded with that value, and recorded as
    /// `Autoclosure(value)`, which stubs call like Cuckoo's closure and matchers of the value
    /// see through: `verify(log).log("hello")`).
    var preparation: CodeStatement?
    /// An `@autoclosure () -> T` parameter: `T`, which the proxies also take matchers of.
    var autoclosureValue: TypeRef?
    /// The type of `forwardedValue`: the evaluated value's for an `@autoclosure` (recorded as
    /// `Autoclosure<T>`, forwarded as the `T` it gave), else `inputType`.
    var forwardedType: TypeRef { autoclosureValue ?? inputType }
    /// A `consuming` noncopyable value held for forwarding (`var __tOwned = Optional(t)`), taken
    /// out by whichever of `__original` and `super` runs; the mock drops it otherwise.
    var ownedPreparation: CodeStatement?
    /// `some P`: the constraint `P`; proxies give such parameters a generic of their own.
    var opaqueConstraint: TypeRef?
    var isNonEscapingClosure: Bool { escapingClosureType != nil }
    /// `isolated (any Actor)` or `isolated (any Actor)?`: the call runs on whichever actor is passed.
    var isIsolatedToAnyActor: Bool {
        guard case .attributed(_, let specifiers, let base) = declaration.type, specifiers.contains("isolated") else { return false }
        return base.unattributed.unparenthesized.isAnyActor
    }
    /// `inout`: recorded by its entry value, forwarded by reference.
    var isInout = false
    /// The local copy's name (`__name`): an entry value, an evaluated `@autoclosure`, the
    /// escaping form of a non-escaping closure.
    var localName = ""

    /// The forwarded argument with its label: `label: value`.
    var forwarded: CodeArgument { CodeArgument(forwardLabel, forwardedValue) }

    /// The parameter handed on unchanged to a function of the same signature (a replacement
    /// calling the mock or the original): as itself, not through the local copies a mock's body
    /// makes first (`__closure`, `__value`); an `@autoclosure` evaluated into the other's.
    var passedOn: CodeArgument { CodeArgument(forwardLabel, passedOnValue) }
    private var passedOnValue: CodeExpression = .word("")
    /// The value a replacement records (a construction's arguments) without the local copies:
    /// a non-escaping closure as a placeholder of its type, an `inout` by its current value.
    private(set) var recordedByReplacement: CodeExpression = .word("")

    /// `label name` as proxies write it (the type replaced by a matcher). Without the
    /// parameter's attributes: a result builder's (`@ComponentBuilder`) or a closure's applies to
    /// a function type, not to a matcher.
    func proxyDeclaration(type: TypeRef) -> CodeParameter {
        CodeParameter(label: declaration.label, name: name, type: type)
    }

    /// Builds the shape of `parameter` at `position` (0-based), its type written by `rewrite`.
    /// - Parameter reserved: a name the body uses already (the member table's, `__Greeter`): a
    ///   local copy of a parameter named `Greeter` takes another.
    /// `parameter` and `rewrite` are borrowed: only read, and passed owned they were copied for
    /// every parameter of every mocked member (a retain and release of each of their fields).
    init(_ parameter: borrowing Parameter, position: Int, isSubscript: Bool, rewrite: borrowing TypeRewriter, isNoncopyable: Bool = false, reserved: String? = nil) {
        label = parameter.label
        let written = rewrite(parameter.type)
        if parameter.name.isEmpty || parameter.name == "_" {
            name = "__arg\(position + 1)"
        } else if MemberSignature.stripBackticks(parameter.name) == "self" {
            // The body calls `self.__call…`: a parameter named `self` would be reached instead.
            name = "__self"
        } else {
            name = Self.keywordsNeedingBackticks.contains(parameter.name) ? "`" + parameter.name + "`" : parameter.name
        }
        let declaredLabel: String?
        if isSubscript {
            declaredLabel = parameter.label
        } else if let label = parameter.label {
            declaredLabel = MemberSignature.stripBackticks(label) != MemberSignature.stripBackticks(name) ? label : nil
        } else {
            declaredLabel = "_"
        }
        declaration = CodeParameter(label: declaredLabel, name: name, type: written, isVariadic: parameter.isVariadic,
                                    // An override may restate the default; without it `mock.track("a")` would
                                    // not compile where `Tracker().track("a")` does.
                                    defaultValue: parameter.defaultValue,
                                    attributes: parameter.attributes.map(\.description))

        let attributes: [Attribute]
        if case .attributed(let written, _, _) = written { attributes = written } else { attributes = [] }
        let isAutoclosure = attributes.contains { $0.name == "autoclosure" }
        let isEscaping = attributes.contains { $0.name == "escaping" }
        let kept = attributes.filter { $0.name != "escaping" && $0.name != "autoclosure" }
        var base = written.unattributed
        if case .implicitlyUnwrappedOptional(let wrapped) = base { base = .optional(wrapped) }
        let plain: TypeRef = kept.isEmpty ? base : .attributed(attributes: kept, specifiers: [], base: base)
        inputType = parameter.isVariadic ? .array(plain) : plain
        if case .opaque(var constraint) = base {
            // `some (Sendable & P)`: a generic constraint cannot be parenthesised.
            while case .tuple(let elements) = constraint, elements.count == 1, elements[0].label == nil { constraint = elements[0].type }
            opaqueConstraint = constraint
        }

        passedOnValue = .word(name)
        recordedByReplacement = .word(name)
        var local = "__" + MemberSignature.stripBackticks(name)
        if local == reserved { local += "Value" }
        localName = local
        forwardLabel = label.map(SwiftIdentifier.argumentLabel)
        if case .packExpansion = base {
            // `repeat each T`: recorded, matched and stubbed as the pack's tuple, `(repeat each T)`.
            inputType = .tuple([TupleTypeElement(type: base)])
            forwardedValue = .word("repeat each " + name)
            passedOnValue = forwardedValue
            argument = .tuple([.word("repeat each " + name)])
            recorded = argument
            recordedByReplacement = argument
        } else if isAutoclosure, case .function(let function) = base.unparenthesized, function.parameters.isEmpty {
            autoclosureValue = function.result
            inputType = rewrite.names.runtimeType("Autoclosure", [function.result])
            let evaluation = CodeExpression.call(name).effectful(try: function.throwing.canThrow, await: function.isAsync)
            preparation = .binding(isVariable: false, name: local, type: function.result, value: evaluation)
            forwardedValue = .word(local)
            passedOnValue = evaluation
            recordedByReplacement = .call("__nonEscapingPlaceholder", [CodeArgument(.word(name))])
            argument = .call(rewrite.names.runtime("Autoclosure"), [CodeArgument(.word(local))])
            recorded = argument
        } else if parameter.isInout {
            isInout = true
            preparation = .binding(isVariable: false, name: local, type: plain, value: .word(name))
            forwardedValue = .prefixed(.inout, .word(name))
            passedOnValue = forwardedValue
            argument = .word(local)
            recorded = .word(local)
        } else if written.isFunction && !isEscaping && !base.isOptional {
            escapingClosureType = .attributed(attributes: [Attribute(name: "escaping")] + kept, specifiers: [], base: base)
            forwardedValue = isAutoclosure ? .call(local) : .word(local)
            argument = .word(local)
            // The generic placeholder covers plain parameter lists; attributes, `inout` and
            // variadic closure parameters and async closures need a literal of the exact type.
            recorded = kept.isEmpty && !Self.needsPlaceholderLiteral(base) ? .call("__nonEscapingPlaceholder", [CodeArgument(.word(local))])
                : Self.placeholderLiteral(kept, base)
            // The placeholder function only reads the closure's type: the parameter itself will do.
            recordedByReplacement = kept.isEmpty && !Self.needsPlaceholderLiteral(base) ? .call("__nonEscapingPlaceholder", [CodeArgument(.word(name))])
                : Self.placeholderLiteral(kept, base)
        } else if isNoncopyable {
            // Recorded by what the live projections read off it (`NoncopyableArgument`), while
            // the mock holds it; forwarded as itself: borrowed, or moved out of its holder.
            let names = rewrite.names
            inputType = names.runtimeType("NoncopyableArgument", [plain])
            preparation = .binding(isVariable: false, name: local, type: nil, value: .call(names.runtime("NoncopyableArgument"), [CodeArgument(.word(name))]))
            argument = .word(local)
            recorded = .word(local)
            if parameter.specifiers.contains("consuming") {
                let owned = local + "Owned"
                ownedPreparation = .binding(isVariable: true, name: owned, type: nil, value: .call(names.swift("Optional"), [CodeArgument(.word(name))]))
                forwardedValue = .word(owned + ".take()!")
            } else {
                forwardedValue = .word(name)
            }
        } else if parameter.specifiers.contains("sending") {
            // The caller gives the value away, and the mock both keeps it (the call's record, for
            // `verify`) and hands it on (to the default implementation or `super`, which take it
            // `sending` too): see `__sendingCopy` in MockRuntime.
            // `as T` keeps an existential (`any P`, or a protocol named bare) from being opened
            // for the generic call, which would re-erase the result out of its `sending` region;
            // and an existential metatype (`Any.Type`) from being taken for an `Any` (fuzz find).
            switch plain {
            case .existential, .composition, .nominal, .metatype, .protocolMetatype:
                forwardedValue = .call("__sendingCopy", [CodeArgument(.cast(.word(name), .as, plain))])
            default:
                forwardedValue = .call("__sendingCopy", [CodeArgument(.word(name))])
            }
            argument = .word(name)
            recorded = .word(name)
        } else if parameter.specifiers.contains(where: { $0 == "borrowing" || $0 == "consuming" }) {
            // No implicit copies of `borrowing`/`consuming` parameters, and no capture by the
            // escaping closures: the mock records and forwards an explicit copy taken first (the
            // resolver rejects noncopyable types).
            // A `consuming` tuple is moved instead: Swift 6.3 crashes on `copy` of one (a
            // `borrowing` one is refused, `MemberUnmockability`).
            let movesTuple = parameter.specifiers.contains("consuming") && base.isMultipleElementTuple
            // Typed when the type is an existential metatype or `Any`/`AnyObject` by another
            // name (`AnyClass`): inferred, Swift warns "constant '__p1' inferred to have type
            // 'AnyClass', which may be unexpected" (fuzz find).
            preparation = .binding(isVariable: false, name: local, type: Self.mayBeInferredUnexpectedly(plain) ? plain : nil,
                                   value: movesTuple ? .word(name) : .prefixed(.copy, .word(name)))
            forwardedValue = .word(local)
            argument = .word(local)
            recorded = .word(local)
        } else {
            forwardedValue = .word(name)
            argument = .word(name)
            recorded = .word(name)
        }
    }

    /// Whether a constant inferred to have `type` draws Swift's "which may be unexpected"
    /// warning: `Any`, `AnyObject` and metatypes, however spelled (`AnyClass`, `Any.Type`,
    /// `P.Protocol`); a type alias of them the generator cannot see through is not caught.
    static func mayBeInferredUnexpectedly(_ type: TypeRef) -> Bool {
        switch type.unparenthesized {
        case .metatype, .protocolMetatype: return true
        case .nominal(let components):
            let names = components.map(\.name)
            return ["Any", "AnyObject", "AnyClass"].contains(names.last ?? "") && (names.count == 1 || names == ["Swift", names[1]])
                && components.allSatisfy { $0.genericArguments.isEmpty }
        default: return false
        }
    }

    /// Recorded as `__name`, bound first to a copy of the value (`let __actor = actor as MainActor`).
    func recordThroughLocalCopy() {
        preparation = .binding(isVariable: false, name: localName, type: nil, value: .cast(.word(name), .as, inputType))
        argument = .word(localName)
        recorded = argument
    }

    /// A scoped body (see `ScopedBody`) is not recorded, since its type mentions a noncopyable
    /// generic: the call records a `ScopedBodyClosure()` in its place, which `anyClosure()`
    /// matches. `__original`/`super` get a closure that hands its inputs back, so their result is
    /// what a stub would supply.
    func becomeScopedBody(_ body: ScopedBody, names: IntroducedNames) {
        inputType = names.runtimeType("ScopedBodyClosure")
        argument = .call(names.runtime("ScopedBodyClosure"))
        recorded = argument
        escapingClosureType = nil
        let parameters = body.inputs.indices.map { position in
            CodeClosure.Parameter(name: "__body" + String(position + 1), type: body.inputType(position), isInout: body.isInout(position))
        }
        let handedBack: CodeExpression = body.inputs.isEmpty ? .tuple([])
            : body.inputs.count == 1 ? .word("__body1") : .tuple(parameters.map { .word($0.name) })
        forwardedValue = .closure(CodeClosure(parameters: parameters, result: body.inputs.isEmpty ? names.void : body.suppliedType,
                                              body: [.expression(handedBack)]))
    }

    /// Keywords that are fine as a parameter's label (`readInteger(as:)`) but must be escaped
    /// where the mock uses the parameter's name in an expression.
    static let keywordsNeedingBackticks: NameSet = [
        "Any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit",
        "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if",
        "import", "in", "init", "inout", "internal", "is", "let", "nil", "open", "operator", "precedencegroup",
        "private", "protocol", "public", "repeat", "rethrows", "return", "Self", "self", "static", "struct",
        "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    ]

    private static func needsPlaceholderLiteral(_ type: TypeRef) -> Bool {
        switch type {
        case .function(let function):
            // An async closure type means `@concurrent` in MockRuntime and, in a module built
            // with `NonisolatedNonsendingByDefault`, `nonisolated(nonsending)` in the mocks: the
            // generic placeholders' result would not be the parameter's type. A literal is
            // spelled, and read, in the mocks' module.
            if function.isAsync { return true }
            return function.parameters.contains { element in
                if element.isVariadic { return true }
                if case .attributed = element.type { return true }
                // A tuple argument through the parameter-pack placeholder crashes Swift 6.3's
                // SIL generation (`((key: K, value: V)) throws -> Bool`).
                if element.type.description.hasPrefix("(") { return true }
                return false
            }
        case .tuple(let elements) where elements.count == 1: return needsPlaceholderLiteral(elements[0].type)
        default: return false
        }
    }

    /// `{ @Sendable (_: Int) -> Void in __nonEscapingClosureCalled() }` for closures whose
    /// attributes the generic placeholder cannot carry.
    private static func placeholderLiteral(_ attributes: [Attribute], _ type: TypeRef) -> CodeExpression {
        var current = type
        while true {
            switch current {
            case .function(let function):
                // Variadic closure parameters are declared as arrays would not match: keep `T...`
                // by writing the type of each parameter as the function type spells it.
                let parameters = function.parameters.map { element in
                    CodeClosure.Parameter(name: "_", type: element.isVariadic ? .named(element.type.description + "...") : element.type)
                }
                let literal = CodeExpression.closure(CodeClosure(parameters: parameters, attributes: attributes.map(\.description),
                                                                 effects: Effects(isAsync: function.isAsync, throwing: function.throwing),
                                                                 result: function.result, body: [.expression(.call("__nonEscapingClosureCalled"))]))
                // An async literal is `@concurrent` whatever the module's default: coerced to the
                // type as spelled, it is the parameter's type in a `NonisolatedNonsendingByDefault`
                // module too (where that spelling means `nonisolated(nonsending)`).
                guard function.isAsync else { return literal }
                return .cast(literal, .as, attributes.isEmpty ? current : .attributed(attributes: attributes, specifiers: [], base: current))
            case .tuple(let elements) where elements.count == 1:
                current = elements[0].type
            default:
                return .call("__nonEscapingPlaceholder", [CodeArgument(.word(type.description))])
            }
        }
    }
}
