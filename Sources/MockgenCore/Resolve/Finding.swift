/// One thing a resolve pass found to tell the user. Passes return findings as values and decide
/// on their cases (a protocol is rejected by counting `.unmockable` member findings); the text of
/// each is rendered once, when the `Resolution` is made.
enum Finding: Sendable, Equatable {
    /// `what` (`protocol P`, `class C`, `P`, `P.member`) gets no mock, for `reason`.
    case unmockable(Unmockability, what: String, at: SourceLocation)
    /// Left out on purpose; shown with `--debug` only.
    case note(Omission, at: SourceLocation)
    /// The mock is generated, with a caveat the user should know.
    case warning(Caveat, at: SourceLocation)
    /// A member of a `--replace`d type (or the type) that gets no replacement, and why; with
    /// `--mirror`, one that the type's protocol does not mirror.
    case notReplaced(ReplacementLimit, what: String, at: SourceLocation, mirroring: Bool = false)
    /// `--regex` is not a regular expression (the command line checks it first; library callers may not).
    case invalidPattern(String, at: SourceLocation)

    /// A member's reason, which keeps its protocol from being mocked.
    var isUnmockableMember: Bool {
        if case .unmockable(let reason, _, _) = self { return reason.isMemberReason }
        return false
    }

    /// The diagnostic, or `nil` for a note when notes are off.
    func diagnostic(notes: Bool) -> Diagnostic? {
        switch self {
        case .unmockable(let reason, let what, let location): return .warning(reason.message(what), at: location)
        case .note(let omission, let location): return notes ? Diagnostic(.note, omission.message, at: location) : nil
        case .warning(let caveat, let location):
            var diagnostic = Diagnostic.warning(caveat.message, at: location)
            if case .refinesUnknownProtocol(_, let refined) = caveat { diagnostic.missingAncestor = refined }
            return diagnostic
        case .notReplaced(let limit, let what, let location, let mirroring):
            return .warning("\(ReplacementLimit.verb(mirroring: mirroring)) \(what): \(limit.reason)", at: location)
        case .invalidPattern(let text, let location): return .error("invalid --regex pattern '\(text)'", at: location)
        }
    }
}

/// What was deliberately left out of the mocks (a `--debug` note).
enum Omission: Sendable, Equatable {
    /// `private`/`fileprivate`: the generated file cannot see it.
    case privateType(String, AccessLevel)
    /// A member of a `--replace`d type that has nothing to replace (stored, `lazy`, private), or
    /// (`mirroring`) that a `--mirror` protocol leaves out.
    case notReplaced(String, ReplacementLimit, mirroring: Bool = false)
    case insidePrivateType(String)
    case finalClass(String)
    /// A class member a subclass in another file cannot override (`what` is `C.member`).
    case privateMember(String, AccessLevel)
    /// One class declares both `f() async` and `f() throws`; the proxies could not tell them apart.
    case overloadedByEffects(String)

    var message: String {
        switch self {
        case .privateType(let name, let level): return "\(name) is \(level.rawValue); mocks live in another file"
        case .notReplaced(let what, let limit, let mirroring): return "\(ReplacementLimit.verb(mirroring: mirroring)) \(what): \(limit.reason)"
        case .insidePrivateType(let name): return "\(name) is inside a private type; mocks live in another file"
        case .finalClass(let name): return "\(name) is final; it cannot be subclassed"
        case .privateMember(let what, let level): return "\(what) is \(level.rawValue); it cannot be overridden"
        case .overloadedByEffects(let what): return "\(what) is overloaded by its effects only; it is not overridden"
        }
    }
}

/// Why a generated mock may not be what the user expects (a warning).
enum Caveat: Sendable, Equatable {
    /// A protocol refines `refined`, which is not among the inputs: its requirements are not mocked.
    case refinesUnknownProtocol(type: String, refined: String)
    /// A requirement that cannot be mocked has a default implementation that stands in for it.
    case defaultImplementationStandsIn(what: String, Unmockability)
    /// `--replace`: nothing in the type's replacements makes the compiler check the module.
    case replacedPropertiesOnly(String)

    var message: String {
        switch self {
        case .refinesUnknownProtocol(let type, let refined):
            return "\(type) refines \(refined), which is not among the inputs; its requirements are not mocked, so the mock compiles only if they have default implementations (give the sources of the module that declares it with --dependency PATH, or --exclude \(type))"
        case .replacedPropertiesOnly(let type):
            return "only properties and subscripts of \(type) are replaced, and the compiler does not report such replacements when the module is built without -Xfrontend -enable-implicit-dynamic (it does for methods and initializers): they would be ignored silently"
        case .defaultImplementationStandsIn(let what, let reason):
            return "not mocking \(what): \(reason.reason); calls run the protocol extension's implementation and cannot be stubbed or verified"
        }
    }
}
