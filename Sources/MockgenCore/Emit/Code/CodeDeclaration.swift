/// Generated Swift declarations as values (see `CodeExpression`); `CodeRenderer` writes them.
indirect enum CodeDeclaration: Sendable, Equatable {
    case type(CodeType)
    /// `extension Outer { … }`: a mock of a nested type lives in its outer type;
    /// `extension cf_mode: @retroactive Matchable {}`.
    case `extension`(name: String, conformances: [String] = [], requirements: [GenericRequirement] = [], members: [CodeDeclaration])
    /// `@testable public import struct M.T`.
    case `import`(CodeImport)
    /// Declarations written one after the other, with no blank line between them (a file's
    /// imports).
    case group([CodeDeclaration])
    case function(CodeFunction)
    case property(CodeProperty)
    /// `typealias Name = Type`.
    case typeAlias(modifiers: [CodeModifier], name: String, type: TypeRef)
    /// `#if a … #elseif b … #else … #endif`.
    case ifConfig([CodeIfClause])
    /// Comment lines (`// …` or `/// …` text, written as given, one per line).
    case comment([String])
    /// A member that writes its own text through the renderer's layout, with no tree.
    case written(WrittenMember)

    /// Declarations inside one `#if` per condition (outermost first); themselves when there are none.
    static func conditional(_ conditions: [String], _ declarations: [CodeDeclaration]) -> [CodeDeclaration] {
        guard let innermost = conditions.last else { return declarations }
        return [conditional(Array(conditions.dropLast()), .ifConfig([CodeIfClause(condition: innermost, members: declarations)]))]
    }

    /// The declaration inside one `#if` per condition (outermost first); itself when there are none.
    static func conditional(_ conditions: [String], _ declaration: CodeDeclaration) -> CodeDeclaration {
        conditions.reversed().reduce(declaration) { inner, condition in .ifConfig([CodeIfClause(condition: condition, members: [inner])]) }
    }
}

/// `attributes access import kind path`: `@_spi(X) @testable public import M`.
struct CodeImport: Sendable, Equatable {
    var attributes: [String] = []
    /// `public`, or `nil` for the default access.
    var access: String?
    /// `struct`, `class`, … for a scoped import.
    var kind: String?
    var path: String

    var text: String {
        var out = UTF8Text(reservingCapacity: 64)
        write(to: &out)
        return out.string
    }

    /// The line, written piece by piece: a header lists thousands of imports (the large corpus:
    /// 19,000 lines made as strings, each by concatenation, 27 M instructions of a run's serial
    /// end).
    func write(to out: inout UTF8Text) {
        for attribute in attributes {
            out += attribute
            out.append(byte: UInt8(ascii: " "))
        }
        if let access {
            out += access
            out.append(byte: UInt8(ascii: " "))
        }
        out += "import "
        if let kind {
            out += kind
            out.append(byte: UInt8(ascii: " "))
        }
        out += path
    }
}

/// One clause of an `#if` block; a `nil` condition is `#else`.
struct CodeIfClause: Sendable, Equatable {
    var condition: String?
    var members: [CodeDeclaration]
}

/// A declaration modifier: one the generator writes (`.static`, `.override`, an access level), or
/// one kept as the input wrote it (`source`: `nonisolated(nonsending)`, `prefix` on an operator).
struct CodeModifier: Hashable, Sendable {
    let text: String

    private init(_ text: String) { self.text = text }

    /// A modifier of the mocked declaration, repeated on the mock's.
    static func source(_ text: String) -> CodeModifier { CodeModifier(text) }

    static func access(_ level: AccessLevel) -> CodeModifier { CodeModifier(level.keyword) }

    static let `static` = CodeModifier("static")
    static let `class` = CodeModifier("class")
    static let `private` = CodeModifier("private")
    static let override = CodeModifier("override")
    static let final = CodeModifier("final")
    static let required = CodeModifier("required")
    static let convenience = CodeModifier("convenience")
    static let mutating = CodeModifier("mutating")
    static let nonisolated = CodeModifier("nonisolated")
    static let nonisolatedNonsending = CodeModifier("nonisolated(nonsending)")
}

/// What a generated type is declared as.
enum CodeTypeKeyword: String, Sendable, Equatable {
    case `class` = "class"
    case finalClass = "final class"
    case `struct` = "struct"
    case `enum` = "enum"
    case `protocol` = "protocol"
    case actor = "actor"
}

/// `class`, `struct`, `actor` or `enum` with its members.
struct CodeType: Sendable, Equatable {
    /// A doc comment of the input, re-indented when written.
    var documentation: String?
    var attributes: [String] = []
    var modifiers: [CodeModifier] = []
    var keyword: CodeTypeKeyword
    var name: String
    var genericParameters: [GenericParameter] = []
    var inheritance: [String] = []
    var requirements: [GenericRequirement] = []
    var members: [CodeDeclaration]
}

/// `func`, `init` or `subscript`, with or without a body.
struct CodeFunction: Sendable, Equatable {
    enum Keyword: Sendable, Equatable {
        /// `func name` (an operator name is followed by a space: `func == (…)`).
        case function(String)
        /// `init`, `init?`, `init!`.
        case initializer(String)
        case `subscript`
    }

    /// A doc comment of the input, re-indented when written.
    var documentation: String?
    var attributes: [String] = []
    var modifiers: [CodeModifier] = []
    var keyword: Keyword
    var genericParameters: [GenericParameter] = []
    var parameters: [CodeParameter]
    var effects: Effects = .none
    /// Written as `-> T`; `nil` writes no result (subscripts always have one).
    var result: TypeRef?
    var requirements: [GenericRequirement] = []
    /// A subscript's accessors go in `accessors` instead.
    var body: [CodeStatement]
    /// `false` for a protocol requirement: no braces at all.
    var hasBody = true
    /// Subscripts with a setter: `get { … }` and `set { … }`.
    var accessors: [CodeAccessor] = []
}

/// One parameter as declared: `label name: Type... = default`.
struct CodeParameter: Sendable, Equatable {
    /// Written before the name; `_` for none. `nil` writes the name alone (its own label).
    var label: String?
    var name: String
    /// The type as written, attributes (`@escaping`, `inout`) included.
    var type: TypeRef
    var isVariadic = false
    /// An argument default, as the input declares it.
    var defaultValue: String?
    /// `@MainActor` and similar attributes written before the label.
    var attributes: [String] = []
}

/// `var name: Type` with accessors, or a stored `let`/`var`.
struct CodeProperty: Sendable, Equatable {
    /// A doc comment of the input, re-indented when written.
    var documentation: String?
    var attributes: [String] = []
    var modifiers: [CodeModifier] = []
    /// `let` for stored constants.
    var isConstant = false
    var name: String
    var type: TypeRef?
    /// A stored property's initial value.
    var initialValue: CodeExpression?
    /// A computed property's accessors: one `get` (written as a plain body when it has no
    /// effects) or `get` and `set`.
    var accessors: [CodeAccessor] = []
    /// A protocol requirement: the accessors are written without bodies (`{ get set }`).
    var isRequirement = false
}

extension CodeAccessor {
    /// `get async throws` / `set`: an accessor as a requirement lists it.
    var requirementText: String {
        lead + CodeRenderer.effectsText(effects)
    }
}

struct CodeAccessor: Sendable, Equatable {
    enum Kind: String, Sendable, Equatable {
        case get, set
    }

    var kind: Kind
    var effects: Effects = .none
    var body: [CodeStatement]
    /// `nonmutating set`: a setter that works on a `let` (a C global's, written through the facade).
    var isNonmutating = false

    /// `nonmutating set`, `get async`: what comes before the body.
    var lead: String { (isNonmutating ? "nonmutating " : "") + kind.rawValue }
}
