/// How the replacement of a class's or an actor's designated initializer takes over the
/// instance the original initializer made (docs/BeyondInheritance.md, "Constructions"): it runs
/// the original on a second instance and assigns each of that instance's stored properties to
/// `self`. What makes that impossible for a type, or for one initializer, is a `ReplacementLimit`
/// reported at the initializer.
struct DesignatedConstruction: Sendable, Equatable {
    /// The stored properties the replacement assigns, as it names them (`base`, `_level` for a
    /// property wrapper's storage), in declaration order. A `let` with a value of its own is
    /// left out: it is set before any initializer runs.
    var storedProperties: [String] = []
    /// Some stored property is `private`, `fileprivate` or a wrapper's (private) storage: the
    /// test target reaches it through `@_private(sourceFile:) import`.
    var needsPrivateImport = false
    /// Why no designated initializer of the type can be replaced, if one can't.
    var limit: ReplacementLimit?

    /// Attributes on a stored property that are not property wrappers.
    private static let plainAttributes: Set<String> = [
        "MainActor", "NSCopying", "IBOutlet", "IBInspectable", "GKInspectable", "ObservationIgnored", "ObservationTracked",
    ]
    /// Type attributes whose macro rewrites the stored properties into storage of its own.
    private static let storageMacros: Set<String> = ["Observable", "Model"]

    /// - Parameters:
    ///   - type: the class or actor, as declared (its stored properties are in the main
    ///     declaration: extensions cannot add any).
    ///   - classNames: every class declared among the inputs, to tell a superclass from a protocol.
    ///   - module: the module the private import names (the first `--testable`).
    init(_ type: TypeDeclaration, classNames: Set<String>, module: String?) {
        if let attribute = type.header.attributes.first(where: { Self.storageMacros.contains($0.name) }) {
            limit = .macroStorage(attribute.name)
            return
        }
        if type.kind == .class, let first = type.inheritance.first, classNames.contains(first.description) {
            limit = .superclass(first.description)
            return
        }
        for member in type.members {
            switch member {
            case .ifConfig(let config) where config.clauses.contains(where: { $0.declarations.contains(where: Self.isInstanceStorage) }):
                limit = .conditionalStorage
                return
            case .variable(let variable) where Self.isInstanceStorage(member):
                if variable.header.has("lazy") {
                    limit = .lazyStorage(variable.name)
                    return
                }
                if variable.isLet && variable.hasInitializer { continue }
                let wrapped = variable.header.attributes.contains { Self.isPropertyWrapper($0) }
                storedProperties.append(wrapped ? "_" + variable.name : variable.name)
                let hidden = [variable.header.accessLevel, variable.header.setterAccessLevel].contains { $0.map { $0 <= .fileprivate } ?? false }
                if wrapped || hidden { needsPrivateImport = true }
            default:
                continue
            }
        }
        if needsPrivateImport && module == nil { limit = .privateStorageWithoutModule }
    }

    /// A stored instance property (not `static`, not `@NSManaged`, which Core Data stores).
    private static func isInstanceStorage(_ member: Declaration) -> Bool {
        guard case .variable(let variable) = member else { return false }
        return variable.isStored && !variable.header.isStatic && !variable.header.hasAttribute("NSManaged")
    }

    /// `@Clamped var level`: stored as `_level`. Wrappers are types, so capitalized; the
    /// capitalized attributes that are not wrappers are listed.
    private static func isPropertyWrapper(_ attribute: Attribute) -> Bool {
        guard let first = attribute.name.unicodeScalars.first, first.properties.isUppercase else { return false }
        return !plainAttributes.contains(attribute.name)
    }
}
