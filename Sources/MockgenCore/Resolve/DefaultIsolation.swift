/// A module's default actor isolation (swiftc's `-default-isolation`, SwiftPM's
/// `.defaultIsolation(MainActor.self)`, Xcode 26's Default Actor Isolation build setting):
/// with `MainActor`, the compiler isolates to the main actor every protocol, type and extension
/// of the module that states no isolation of its own, though its sources never say so.
///
/// mockgen reads the inputs' sources, not their build settings: `--default-isolation MainActor`
/// tells it, and the inputs' declarations are then read as if each of them said `@MainActor`.
/// Their mocks are written as a `@MainActor` protocol's or class's are (isolated to the main
/// actor, created anywhere), and no stub's default value constructs one of the module's types
/// off the main actor. Without it such mocks do not compile: a stub's `Account()` is a "call to
/// main actor-isolated initializer 'init()' in a synchronous nonisolated context", and a class
/// mock restates the `Sendable` its main-actor superclass already is.
public enum DefaultIsolation {
    /// What `--default-isolation` and `default-isolation` take.
    public static let values = ["MainActor", "nonisolated"]

    /// Whether the module's default applies to `type`: a protocol, class, struct, enum or
    /// extension stating neither a global actor nor `nonisolated`, and no actor (isolated to
    /// itself).
    static func applies(to type: TypeDeclaration) -> Bool {
        type.kind != .actor && !type.header.attributes.contains(where: \.isGlobalActor)
            && !type.header.modifiers.contains(where: { $0.hasPrefix("nonisolated") })
    }

    /// `type` as the compiler reads it in a module isolated to `globalActor` by default: with
    /// the actor's attribute where it states none.
    static func isolating(_ type: TypeDeclaration, to globalActor: String) -> TypeDeclaration {
        guard applies(to: type) else { return type }
        var isolated = type
        isolated.header.attributes.append(Attribute(name: globalActor))
        return isolated
    }
}
