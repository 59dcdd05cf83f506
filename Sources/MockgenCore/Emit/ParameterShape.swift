/// Everything the emitters write for one parameter, computed once: how it is declared, its
/// type inside the argument tuple, and how it is recorded and forwarded.
struct ParameterShape {
    var label: String?
    /// The name inside the body (generated for unnamed parameters).
    var name: String
    /// `label name: Type` (or `Type...`) as the mock and stub declare it.
    var declaration: String
    /// `label name` / `_ name` / `name`: the names part, reused by the proxies.
    var names: String
    /// The parameter's type inside the argument tuple: no `inout`/`@escaping`, `[T]` for `T...`.
    var inputType: TypeRef
    /// The expression passed to `__original`/`super`: `&value`, `__work`, `name`.
    var forwarded: String { forwardLabel + forwardedValue }
    /// `label: ` or nothing.
    var forwardLabel = ""
    /// `forwarded` without its label.
    var forwardedValue = ""
    /// The value in `arguments:`.
    var argument: String
    /// The value in `recordedAs:` (a placeholder for non-escaping closures).
    var recorded: String
    /// Non-escaping closures: the `@escaping` type for `withoutActuallyEscaping`'s parameter.
    var escapingClosureType: String?
    /// `inout`: the type of the entry-value copy.
    var inoutCopyType: String?
    /// `borrowing`/`consuming`: the local that holds `copy name`.
    var ownershipCopy: String?
    /// `some P`: the constraint `P`; proxies give such parameters a generic of their own.
    var opaqueConstraint: TypeRef?
    /// `@autoclosure () -> T`: the statement that evaluates it once, `let __message = message()`.
    /// The call is recorded, matched and forwarded with that value (as Cuckoo does), so users
    /// match it like any `T`: `verify(log).log("hello")`.
    var autoclosureEvaluation: String?

    var isNonEscapingClosure: Bool { escapingClosureType != nil }

    /// Builds the shape of `parameter` at `position` (0-based), its type written by `rewrite`.
    init(_ parameter: Parameter, position: Int, isSubscript: Bool, rewrite: TypeRewriter) {
        label = parameter.label
        let written = rewrite(parameter.type)
        name = (parameter.name.isEmpty || parameter.name == "_") ? "__arg\(position + 1)"
            : Self.keywordsNeedingBackticks.contains(parameter.name) ? "`" + parameter.name + "`" : parameter.name
        var declaration = ""
        for attribute in parameter.attributes {
            declaration += attribute.description
            declaration += " "
        }
        if isSubscript {
            if let label { declaration += label + " " }
        } else if let label {
            if MemberSignature.stripBackticks(label) != MemberSignature.stripBackticks(name) { declaration += label + " " }
        } else {
            declaration += "_ "
        }
        declaration += name
        names = declaration
        declaration += ": "
        declaration += written.description
        if parameter.isVariadic { declaration += "..." }
        // An override may restate the default; without it `mock.track("a")` would not compile
        // where `Tracker().track("a")` does.
        if let value = parameter.defaultValue { declaration += " = " + value }
        self.declaration = declaration

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

        let local = "__" + MemberSignature.stripBackticks(name)
        let labelPrefix = (label.map { MemberSignature.stripBackticks($0) + ": " }) ?? ""
        forwardLabel = labelPrefix
        if isAutoclosure, case .function(let function) = base.unparenthesized, function.parameters.isEmpty {
            inputType = function.result
            var evaluation = "let " + local + ": " + function.result.description + " = "
            evaluation += function.throwing.canThrow ? "try " : ""
            evaluation += function.isAsync ? "await " : ""
            autoclosureEvaluation = evaluation + name + "()"
            forwardedValue = local
            argument = local
            recorded = local
        } else if parameter.isInout {
            inoutCopyType = plain.description
            forwardedValue = "&" + name
            argument = local
            recorded = local
        } else if written.isFunction && !isEscaping && !base.isOptional {
            escapingClosureType = TypeRef.attributed(attributes: [Attribute(name: "escaping")] + kept, specifiers: [], base: base).description
            forwardedValue = local + (isAutoclosure ? "()" : "")
            argument = local
            // The generic placeholder covers plain parameter lists; attributes, `inout` and
            // variadic closure parameters need a literal of the exact type.
            recorded = kept.isEmpty && !Self.hasSpecialParameters(base) ? "__nonEscapingPlaceholder(" + local + ")" : Self.placeholderLiteral(kept, base)
        } else if parameter.specifiers.contains(where: { $0 == "borrowing" || $0 == "consuming" }) {
            // No implicit copies of `borrowing`/`consuming` parameters, and no capture by the
            // escaping closures: the mock records and forwards an explicit copy taken first (the
            // resolver rejects noncopyable types).
            ownershipCopy = local
            forwardedValue = local
            argument = local
            recorded = local
        } else {
            forwardedValue = name
            argument = name
            recorded = name
        }
    }

    /// A scoped body (see `ScopedBody`) is not recorded, since its type mentions a noncopyable
    /// generic: the call records a `ScopedBodyClosure()` in its place, which `anyClosure()`
    /// matches. `__original`/`super` get a closure that hands its inputs back, so their result is
    /// what a stub would supply.
    mutating func becomeScopedBody(_ body: ScopedBody) {
        inputType = .named("ScopedBodyClosure")
        argument = "ScopedBodyClosure()"
        recorded = argument
        escapingClosureType = nil
        var literal = "{ ("
        for position in body.inputs.indices {
            if position > 0 { literal += ", " }
            literal += "__body" + String(position + 1) + ": " + (body.isInout(position) ? "inout " : "") + body.inputType(position).description
        }
        literal += ") -> " + (body.inputs.isEmpty ? "Void" : body.suppliedType.description) + " in "
        literal += body.inputs.isEmpty ? "()" : ShapeText.tuple(body.inputs.indices.map { "__body" + String($0 + 1) })
        literal += " }"
        // One input: `(__body1)` is just the value.
        forwardedValue = literal
    }

    /// Keywords that are fine as a parameter's label (`readInteger(as:)`) but must be escaped
    /// where the mock uses the parameter's name in an expression.
    static let keywordsNeedingBackticks: Set<String> = [
        "Any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit",
        "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if",
        "import", "in", "init", "inout", "internal", "is", "let", "nil", "open", "operator", "precedencegroup",
        "private", "protocol", "public", "repeat", "rethrows", "return", "Self", "self", "static", "struct",
        "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    ]

    private static func hasSpecialParameters(_ type: TypeRef) -> Bool {
        switch type {
        case .function(let function):
            return function.parameters.contains { element in
                if element.isVariadic { return true }
                if case .attributed = element.type { return true }
                // A tuple argument through the parameter-pack placeholder crashes Swift 6.3's
                // SIL generation (`((key: K, value: V)) throws -> Bool`).
                // (Spelled by text: a protocol's tuple type alias arrives here already expanded.)
                if element.type.description.hasPrefix("(") { return true }
                return false
            }
        case .tuple(let elements) where elements.count == 1: return hasSpecialParameters(elements[0].type)
        default: return false
        }
    }

    /// `{ @Sendable (_: Int) -> Void in __nonEscapingClosureCalled() }` for closures whose
    /// attributes the generic placeholder cannot carry.
    private static func placeholderLiteral(_ attributes: [Attribute], _ type: TypeRef) -> String {
        var function: FunctionTypeRef?
        var current = type
        while function == nil {
            switch current {
            case .function(let value): function = value
            case .tuple(let elements) where elements.count == 1: current = elements[0].type
            default: return "__nonEscapingPlaceholder(" + type.description + ")"
            }
        }
        guard let function else { return "" }
        var out = "{ "
        for attribute in attributes { out += attribute.description + " " }
        out += "("
        for (index, parameter) in function.parameters.enumerated() {
            if index > 0 { out += ", " }
            out += "_: "
            out += parameter.type.description
            if parameter.isVariadic { out += "..." }
        }
        out += ")"
        if function.isAsync { out += " async" }
        var effects = ""
        function.throwing.write(to: &effects)
        out += effects
        out += " -> "
        out += function.result.description
        out += " in __nonEscapingClosureCalled() }"
        return out
    }
}

/// Text helpers shared by the emitters.
enum ShapeText {
    /// `()`, `(a)`, `(a, b)`.
    static func tuple(_ values: [String]) -> String {
        "(" + values.joined(separator: ", ") + ")"
    }

    /// `Void`, `(T)`, `(A, B)`: the `Input` type of a member.
    static func inputType(_ parameters: [ParameterShape]) -> String {
        if parameters.isEmpty { return "Void" }
        var out = "("
        for (index, parameter) in parameters.enumerated() {
            if index > 0 { out += ", " }
            out += parameter.inputType.description
        }
        out += ")"
        return out
    }

    /// ` async throws(E)` as written after a parameter list.
    static func effects(_ effects: Effects) -> String {
        var out = effects.isAsync ? " async" : ""
        effects.throwing.write(to: &out)
        return out
    }

    /// Closure effects: `rethrows` members call through a `throws` closure.
    static func closureEffects(_ effects: Effects) -> String {
        var copy = effects
        if copy.throwing == .rethrows { copy.throwing = .throws }
        return self.effects(copy)
    }

    /// `try `, `await `, `try await ` for a call with these effects.
    static func callPrefix(_ effects: Effects) -> String {
        (effects.throwing.canThrow ? "try " : "") + (effects.isAsync ? "await " : "")
    }

    /// `Int.self`, `(() -> Void).self`, `(any P).self`.
    static func metatypeExpression(_ type: TypeRef) -> String {
        if hasVariadicFunctionParameter(type) {
            // `((Int...) -> Void)?.self` does not parse as an expression; in a generic argument
            // list the type parses. Optionals, arrays and dictionaries keep their own generic
            // type (the registry picks its overload by it).
            switch type {
            case .optional(let wrapped): return "Optional<" + wrapped.description + ">.self"
            case .array(let element): return "Array<" + element.description + ">.self"
            case .dictionary(let key, let value): return "Dictionary<" + key.description + ", " + value.description + ">.self"
            default: return "Optional<" + type.description + ">.Wrapped.self"
            }
        }
        switch type {
        case .function, .existential, .composition, .opaque, .attributed:
            return "(" + type.description + ").self"
        case .tuple(let elements) where elements.isEmpty:
            return "Void.self"
        default:
            return type.description + ".self"
        }
    }

    private static func hasVariadicFunctionParameter(_ type: TypeRef) -> Bool {
        switch type {
        case .function(let function):
            return function.parameters.contains { $0.isVariadic || hasVariadicFunctionParameter($0.type) } || hasVariadicFunctionParameter(function.result)
        case .nominal(let components):
            return components.contains { $0.genericArguments.contains(where: hasVariadicFunctionParameter) }
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped), .array(let wrapped), .metatype(let wrapped),
             .protocolMetatype(let wrapped), .attributed(_, _, let wrapped):
            return hasVariadicFunctionParameter(wrapped)
        case .dictionary(let key, let value):
            return hasVariadicFunctionParameter(key) || hasVariadicFunctionParameter(value)
        case .tuple(let elements):
            return elements.contains { hasVariadicFunctionParameter($0.type) }
        default:
            return false
        }
    }

    /// `<T: P, U>` or empty.
    static func genericClause(_ parameters: [GenericParameter]) -> String {
        guard !parameters.isEmpty else { return "" }
        var out = "<"
        for (index, parameter) in parameters.enumerated() {
            if index > 0 { out += ", " }
            out += parameter.name
            if let constraint = parameter.constraint { out += ": " + constraint.description }
        }
        return out + ">"
    }

    /// ` where A: B, C == D` or empty.
    static func whereClause(_ requirements: [GenericRequirement]) -> String {
        guard !requirements.isEmpty else { return "" }
        return " where " + requirements.map(\.description).joined(separator: ", ")
    }

    static func access(_ modifier: String?) -> String {
        modifier.map { $0 + " " } ?? ""
    }
}
