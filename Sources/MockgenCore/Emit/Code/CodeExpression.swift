/// Generated Swift expressions and statements as values: emitters build these, and only
/// `CodeRenderer` turns them into text (so indentation and line wrapping live in one place).
/// What an expression can be prefixed with.
enum CodePrefix: String, Sendable, Equatable {
    case `try` = "try"
    case await = "await"
    case `inout` = "&"
    case copy = "copy"
    case `throw` = "throw"
}

/// `as` or `as!`.
enum CodeCast: String, Sendable, Equatable {
    case `as` = "as"
    case forced = "as!"
}

/// A word, a tuple and a metatype are stored inline (no box for the commonest leaf); the cases
/// holding another expression are boxed.
enum CodeExpression: Sendable, Equatable {
    /// An identifier, keyword or literal written as is: `__manager`, `newValue`, `"greet(_:)"`, `0`.
    case word(String)
    /// `base.name`; a `nil` base is an implicit member: `.name`.
    indirect case member(CodeExpression?, String)
    /// `callee(arguments) { trailing closure }`.
    indirect case call(CodeExpression, [CodeArgument], trailingClosure: CodeClosure? = nil)
    /// `base[arguments]`.
    indirect case subscriptAccess(CodeExpression, [CodeArgument])
    /// `(a, b)`; one element is written `(a)`.
    case tuple([CodeExpression])
    indirect case closure(CodeClosure)
    /// `try x`, `await x`, `&x`, `copy x`, `throw x`: a keyword or operator in front.
    indirect case prefixed(CodePrefix, CodeExpression)
    /// `x as T`, `x as! T`.
    indirect case cast(CodeExpression, CodeCast, TypeRef)
    /// `T.self`, spelled so that it parses as an expression.
    case metatype(TypeRef)
    /// `target = value`.
    indirect case assignment(CodeExpression, CodeExpression)
    /// `lhs op rhs` with an infix operator: `lhs === rhs`.
    indirect case infix(CodeExpression, String, CodeExpression)

    static func call(_ name: String, _ arguments: [CodeArgument] = [], trailingClosure: CodeClosure? = nil) -> CodeExpression {
        .call(.word(name), arguments, trailingClosure: trailingClosure)
    }

    static func string(_ text: String) -> CodeExpression { .word("\"" + text + "\"") }

    /// `try `/`await `/`try await ` in front, as `effects` require.
    func effectful(try canThrow: Bool, await isAsync: Bool) -> CodeExpression {
        var result = self
        if isAsync { result = .prefixed(.await, result) }
        if canThrow { result = .prefixed(.try, result) }
        return result
    }
}

struct CodeArgument: Sendable, Equatable {
    var label: String?
    var value: CodeExpression

    init(_ value: CodeExpression) {
        self.label = nil
        self.value = value
    }

    init(_ label: String?, _ value: CodeExpression) {
        self.label = label
        self.value = value
    }
}

/// `{ (a: A) async throws -> R in statements }`, or `{ statements }` using `$0` when the
/// signature is left to the type checker's context.
struct CodeClosure: Sendable, Equatable {
    struct Parameter: Sendable, Equatable {
        var name: String
        var type: TypeRef?
        var isInout = false
    }

    /// `nil`: no `in` clause at all.
    var parameters: [Parameter]?
    var attributes: [String] = []
    var effects: Effects = .none
    var result: TypeRef?
    var body: [CodeStatement]

    init(parameters: [Parameter]? = nil, attributes: [String] = [], effects: Effects = .none, result: TypeRef? = nil, body: [CodeStatement]) {
        self.parameters = parameters
        self.attributes = attributes
        self.effects = effects
        self.result = result
        self.body = body
    }
}

enum CodeStatement: Sendable, Equatable {
    case expression(CodeExpression)
    case `return`(CodeExpression)
    case `throw`(CodeExpression)
    /// `let name: Type = value` / `var …`.
    case binding(isVariable: Bool, name: String, type: TypeRef?, value: CodeExpression)
    /// A local function, used to open an existential. Boxed: a `CodeFunction` is several times
    /// the size of every other case, and each statement (copied, destroyed) would carry it.
    indirect case function(CodeFunction)
    /// `if let name = value { body }`, with `else { otherwise }` when there is one.
    case ifLet(name: String, value: CodeExpression, body: [CodeStatement], otherwise: [CodeStatement] = [])
    /// `guard let name = value else { otherwise }`.
    case guardLet(name: String, value: CodeExpression, otherwise: [CodeStatement])
}
