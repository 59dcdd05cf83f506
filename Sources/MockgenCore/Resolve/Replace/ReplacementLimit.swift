/// Why a member of a `--replace`d type gets no replacement: what dynamic replacement cannot do
/// (checked with Swift 6.3, docs/BeyondInheritance.md), said where the member is declared.
enum ReplacementLimit: Sendable, Equatable {
    /// How a finding about a limit begins: `--replace` replaces, `--mirror` mirrors.
    static func verb(mirroring: Bool) -> String { mirroring ? "not mirroring" : "not replacing" }

    case storedProperty
    case lazyProperty
    case inlinable
    case privateMember(AccessLevel)
    case opaqueResult
    case mentionsSelf
    case `operator`
    case genericType
    case designatedInitializer
    case initializerWithoutParameters
    case asyncInitializer
    case kind(String)

    var reason: String {
        switch self {
        case .storedProperty:
            return "a stored property has no code to replace; replace the methods that use it, or make it computed"
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
        case .genericType:
            return "generic types are not replaced yet"
        case .designatedInitializer:
            return "a class's designated initializer cannot be replaced by one that runs it (a designated initializer cannot delegate); constructions through it are not recorded"
        case .initializerWithoutParameters:
            return "a replacement needs a name of its own, and an initializer without parameters has no label to change; constructions through it are not recorded"
        case .asyncInitializer:
            return "an async initializer's original cannot be called from a replacement; constructions through it are not recorded"
        case .kind(let kind):
            return "a \(kind) is mocked with a generated mock, not replaced; drop it from --replace"
        }
    }
}
