/// What a mocked type is, read from it and its ancestors: isolation, actor-ness, whether it is
/// class-bound, `NSObject`-backed or `Sendable`. A pass of its own so that the checks that
/// depend on these (`TypeMockability`) and the mock's shape read one value.
struct TypeTraits: Sendable, Equatable {
    /// The first global-actor attribute along the ancestry (`@MainActor`), copied onto the mock.
    let globalActor: Attribute?
    /// `protocol P: Actor`: the mock is an `actor`.
    let isActorProtocol: Bool
    /// The protocol refines `NSObjectProtocol`: mock and stub subclass `NSObject`.
    let subclassesNSObject: Bool
    /// A class, an actor protocol, or `AnyObject`/`@objc`/`NSObjectProtocol` along the ancestry.
    let isClassBound: Bool
    /// `Sendable` (or an `Error` protocol, which refines it) declared or added by an extension.
    let isSendable: Bool
    /// Every name in an inheritance clause along the ancestry, and those not among the inputs.
    let inheritedNames: [String]

    /// `Error` refines `Sendable`: a class conforming to it (Stencil `TemplateDoesNotExist`,
    /// compiled in Swift 5 mode) has subclasses that Swift 6 requires to say `@unchecked`.
    static let sendableProtocols: Set<String> = ["Sendable", "Error", "LocalizedError", "RecoverableError", "CustomNSError"]

    init(_ ancestry: InheritanceResolver.Ancestry, finder: MockableTypeFinder) {
        let declarations = ancestry.declarations
        // Actor and NSObject-backed mocks only make sense for protocols; a class mock is its class's subclass.
        let isProtocol = declarations[0].declaration.kind == .protocol
        globalActor = declarations.lazy.compactMap { $0.declaration.header.attributes.first { Attribute.isGlobalActor($0.name) } }.first
        let inherited = declarations.flatMap { $0.declaration.inheritance.flatMap(InheritanceResolver.nominalNames) } + ancestry.externalNames
        inheritedNames = inherited
        // The standard `Actor`: a module's own protocol named `Actor` is found among the inputs.
        isActorProtocol = isProtocol && ancestry.externalNames.contains { $0 == "Actor" || $0 == "AnyActor" }
        subclassesNSObject = isProtocol && inherited.contains { $0 == "NSObjectProtocol" || $0.hasSuffix(".NSObjectProtocol") }
        isClassBound = !isProtocol || isActorProtocol || inherited.contains { $0 == "AnyObject" || $0 == "class" }
            || declarations.contains { $0.declaration.header.hasAttribute("objc") } || subclassesNSObject
        let extended = declarations.flatMap { finder.extensionConformances[$0.qualifiedName] ?? [] }
        isSendable = inherited.contains(where: Self.sendableProtocols.contains) || extended.contains(where: Self.sendableProtocols.contains)
    }
}
