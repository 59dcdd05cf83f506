/// How generated code spells the standard-library, Foundation and MockRuntime names it writes
/// itself (`Void`, `any Error`, `UInt`, `Hasher`, `MockManager`, `Matchable`, `NSObject`), as
/// opposed to the names it copies from the user's declarations, which stay as written.
///
/// Bare by default, so mocks stay short to read. A name the inputs or their dependencies declare
/// themselves (a module's own `struct Error`, `enum Result`, `protocol Mock`) would win the
/// lookup in the generated file, which imports that module: generated code then writes it
/// qualified, `Swift.Error`, `MockRuntime.MockManager`, `Foundation.NSObject` (with a module
/// selector, `Swift::Error`, when a type is also named like the module).
public struct IntroducedNames: Sendable, Equatable {
    /// The names among `candidates` that the inputs or their dependencies declare, at any depth
    /// (a nested type shadows the name inside its outer type's extension and in a subclass).
    public var declared: Set<String> {
        didSet { declaredNames = NameSet(declared) }
    }
    /// `declared`, asked of every name a mock writes: nearly all are not in it.
    private var declaredNames: NameSet

    public init(declared: Set<String> = []) {
        self.declared = declared
        declaredNames = NameSet(declared)
    }

    /// `Void`, or `Swift.Void` when the inputs declare a `Void`.
    func swift(_ name: String) -> String { qualified(name, in: "Swift") }
    func runtime(_ name: String) -> String { qualified(name, in: "MockRuntime") }
    func foundation(_ name: String) -> String { qualified(name, in: "Foundation") }

    /// `TypeRef`s of the same names.
    func swiftType(_ name: String, _ arguments: [TypeRef] = []) -> TypeRef { .named(swift(name), arguments) }
    func runtimeType(_ name: String, _ arguments: [TypeRef] = []) -> TypeRef { .named(runtime(name), arguments) }

    /// `Void`: the runtime's output of members without a result.
    var void: TypeRef { swift("Void") == "Void" ? Self.bareVoid : swiftType("Void") }
    /// Made once: `void` is asked of every member returning nothing, and a `TypeRef` made each
    /// time allocated its name's array.
    private static let bareVoid = TypeRef.named("Void")
    /// `any Error`.
    var anyError: TypeRef { .existential(swiftType("Error")) }

    /// Whether a type the user wrote as `Void` is the empty tuple (it is not when the module
    /// declares a `Void` of its own).
    var voidIsStandard: Bool { !declaredNames.contains("Void") }

    /// Whether a bare `name` the user wrote is the standard library's (the inputs declare no type
    /// of that name; only `candidates` are tracked).
    func isStandard(_ name: String) -> Bool { declaredNames.isEmpty || !declaredNames.contains(name) }

    /// `Never` (or `Swift.Never`) where it is the standard library's uninhabited type.
    /// Asked of every parameter of every mocked member: the last name is looked at first, and
    /// no array of the names is made.
    func isNever(_ type: TypeRef) -> Bool {
        guard case .nominal(let components) = type.unattributed, let last = components.last, last.name == "Never",
              components.allSatisfy({ $0.genericArguments.isEmpty }) else { return false }
        switch components.count {
        case 1: return !declaredNames.contains("Never")
        case 2: return components[0].name == "Swift"
        default: return false
        }
    }

    private func qualified(_ name: String, in module: String) -> String {
        // Asked for every name a mock writes; most runs declare none of them, and an empty set
        // still hashes the name to look it up.
        guard !declaredNames.isEmpty, declaredNames.contains(name) else { return name }
        return module + (declaredNames.contains(module) ? "::" : ".") + name
    }

    /// The names generated code writes by itself, and the modules it qualifies them with: only
    /// these are looked for in the inputs.
    static let candidates: Set<String> = Set<String>([
        // Swift
        "Swift", "Void", "Error", "Bool", "String", "Int", "UInt", "StaticString", "Never", "Sendable", "ObjectIdentifier", "Optional",
        "Hasher", "Mirror", "Encoder", "Decoder", "TextOutputStream",
        // Not written by generated code, but read as the standard ones where a literal reaches
        // them (`NumericLiteralTypes`): a module's own `struct UInt8` takes no literal.
        "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "Float",
        // The attribute `--default-isolation MainActor` gives the inputs' types.
        "MainActor",
        // Foundation
        "Foundation", "NSObject",
        // MockRuntime
        "MockRuntime", "Mock", "MockStub", "StaticMock", "ReplacementMock", "MockManager", "MockMember", "MemberTable", "MockProxy", "ProxyContext",
        "Matchable", "OptionalMatchable", "DefaultValueRegistry", "NoDefaultImplementation", "UnspecifiedResult", "VerifiedCalls",
        "ScopedBodyClosure", "Replacement",
    ]).union(StandardInterfaces.mentionedNames)

    /// Type names whose mock (`MockX`) or stub (`XStub`) is one of the candidates (a protocol
    /// `Stub` gives `MockStub`): asked of every protocol and class, without making the names.
    static let mockedAs = NameSet(Set(candidates.filter { $0.hasPrefix("Mock") && $0.count > 4 }.map { String($0.dropFirst(4)) }))
    static let stubbedAs = NameSet(Set(candidates.filter { $0.hasSuffix("Stub") && $0.count > 4 }.map { String($0.dropLast(4)) }))
}
