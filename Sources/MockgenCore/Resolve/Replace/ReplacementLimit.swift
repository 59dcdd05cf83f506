/// Why a member of a `--replace`d type gets no replacement: what dynamic replacement cannot do
/// (checked with Swift 6.3, docs/BeyondInheritance.md), said where the member is declared.
enum ReplacementLimit: Sendable, Equatable {
    /// How a finding about a limit begins: `--replace` replaces, `--mirror` mirrors.
    static func verb(mirroring: Bool) -> String { mirroring ? "not mirroring" : "not replacing" }

    case lazyProperty
    case inlinable
    case privateMember(AccessLevel)
    case opaqueResult
    case mentionsSelf
    case `operator`
    case genericType(pack: Bool)
    case constrainedProperty
    case initializerWithoutParameters
    case variadic
    case genericOverload
    case asyncInitializer
    /// Designated initializers of classes and actors (`DesignatedConstruction`).
    case lazyStorage(String)
    case superclass(String)
    case macroStorage(String)
    case conditionalStorage
    case privateStorageWithoutModule
    case handsOutSelf
    /// Stored properties of a type, reported once for the type.
    case storedProperties([String])
    case kind(String)

    var reason: String {
        switch self {
        case .lazyProperty:
            return "a `lazy` property's getter is not written in the source, so it cannot be replaced"
        case .inlinable:
            return "an `@inlinable` body is compiled into its callers, so it is not dynamically replaceable"
        case .privateMember(let level):
            return "it is \(level.rawValue); a replacement in the test target cannot name it"
        case .opaqueResult:
            return "an opaque result type (`some`) names a type only the original implementation knows"
        case .mentionsSelf:
            return "it mentions `Self`, which the mock cannot stand for"
        case .operator:
            return "operators are not replaced"
        case .genericType(let pack):
            return pack ? "a generic type with a parameter pack (`each T`) is not replaced or mirrored"
                : "generic types are not mirrored yet; replace it with --replace, which mocks each specialization (`MockBox<Int>`)"
        case .constrainedProperty:
            return "it is declared in a constrained extension (`extension Box where …`), and a property cannot carry the extension's `where` clause into the mock; make it a method, or move it to an unconstrained extension"
        case .initializerWithoutParameters:
            return "Swift cannot name its replacement (a replacement is another `init()`, which hides the original from `@_dynamicReplacement`), so constructions through it are not recorded; give it a parameter with a default value (`init(session: URLSession = .shared)`), or construct through an initializer that has one"
        case .variadic:
            return "Swift cannot hand a variadic parameter on to the original or the mock (an array is not spread over `...`); call a variant taking an array, and replace that"
        case .genericOverload:
            return "another generic or constrained member has its name and labels, differing by constraints only, and Swift 6.3 does not find the original of such a replacement (\"replaced function … could not be found\"); give the overloads labels of their own to replace them"
        case .asyncInitializer:
            return "an async initializer of a value or a convenience initializer cannot run its original from a replacement (`self.init` cannot be wrapped in `Replacement.callOriginal`); constructions through it are not recorded"
        case .lazyStorage(let name):
            return "the storage of its `lazy var \(name)` cannot be initialized from outside its module, so a replacement cannot be written and constructions through it are not recorded; make `\(name)` an optional computed on first use, or record a convenience initializer"
        case .superclass(let name):
            return "it is a subclass of \(name), whose stored properties a replacement cannot take over from the instance the original made, so constructions through it are not recorded; record a convenience initializer, or construct through \(name)"
        case .macroStorage(let macro):
            return "@\(macro) rewrites the stored properties into storage of its own that a replacement cannot assign, so constructions through it are not recorded"
        case .conditionalStorage:
            return "its stored properties differ between `#if` clauses, so constructions through it are not recorded"
        case .privateStorageWithoutModule:
            return "it has private stored properties, which the replacement reaches with `@_private(sourceFile:) import MODULE`; pass --testable MODULE so that constructions through it are recorded"
        case .handsOutSelf:
            return "its body passes `self` on (`register(self)`, `[weak self]`, `delegate = self`, a closure using `self`), and a replacement runs it on another instance, which is what would be handed out; constructions through it are not recorded"
        case .storedProperties(let names):
            return "\(names.joined(separator: ", ")): a stored property is read directly inside its module (a replacement compiles and has no effect); make it computed, or replace the methods that read it"
        case .kind(let kind):
            return "a \(kind) is mocked with a generated mock, not replaced; drop it from --replace"
        }
    }
}
