/// One mocked member: a method, property or subscript, instance or static.
///
/// Its fields live in one box, copied on write (`CopyOnWrite`): a member is copied wherever it
/// is read whole (resolution's passes over a type's members, the shapes, the stubs), and copying
/// two dozen fields retained and later released each of them, about 600 instructions a copy
/// (2 % of a large run's instructions, 2026-12-05).
public struct ResolvedMember: Sendable, Equatable, CustomReflectable {
    public enum Kind: Sendable, Equatable {
        case method(FunctionDeclaration)
        /// `isSettable` merges every declaration of the property found along the inheritance.
        case property(VariableDeclaration, isSettable: Bool)
        case `subscript`(SubscriptDeclaration)
    }

    /// The stored fields, as the struct held them before they were boxed.
    struct Fields: Sendable, Equatable {
        var kind: Kind
        var isStatic: Bool
        var index: Int
        var signature: String
        var conditions: [String]
        var attributes: [Attribute]
        var keptModifiers: [String]
        var documentation: String?
        var accessLevel: AccessLevel?
        var mentionsSelf: Bool
        var disambiguatedByResult: Bool
        var location: SourceLocation
        var declaredIn: String
        var isProtocolExtensionMember: Bool
        var witnessesDifferingRequirements: Bool
        var needsMutableReceiver: Bool
        var noncopyable: NoncopyableUse = NoncopyableUse()
        var hasUnmockedResultOverload: Bool = false
        var defaultValue: DefaultValueRecipe?
    }

    private var storage: CopyOnWrite<Fields>

    init(
        kind: Kind, isStatic: Bool, index: Int, signature: String, conditions: [String], attributes: [Attribute],
        keptModifiers: [String], documentation: String?, accessLevel: AccessLevel?, mentionsSelf: Bool,
        disambiguatedByResult: Bool, location: SourceLocation, declaredIn: String, isProtocolExtensionMember: Bool,
        witnessesDifferingRequirements: Bool, needsMutableReceiver: Bool,
        noncopyable: NoncopyableUse = NoncopyableUse(), hasUnmockedResultOverload: Bool = false,
        defaultValue: DefaultValueRecipe? = nil
    ) {
        storage = CopyOnWrite(Fields(
            kind: kind, isStatic: isStatic, index: index, signature: signature, conditions: conditions,
            attributes: attributes, keptModifiers: keptModifiers, documentation: documentation,
            accessLevel: accessLevel, mentionsSelf: mentionsSelf, disambiguatedByResult: disambiguatedByResult,
            location: location, declaredIn: declaredIn, isProtocolExtensionMember: isProtocolExtensionMember,
            witnessesDifferingRequirements: witnessesDifferingRequirements,
            needsMutableReceiver: needsMutableReceiver, noncopyable: noncopyable,
            hasUnmockedResultOverload: hasUnmockedResultOverload, defaultValue: defaultValue))
    }

    /// Printed and mirrored as the fields it holds, as before they were boxed
    /// (`String(describing:)`, `dump`).
    public var customMirror: Mirror { Mirror(self, children: Mirror(reflecting: storage.value).children, displayStyle: .struct) }

    public var kind: Kind {
        _read { yield storage.value.kind }
        _modify { yield &storage.value.kind }
    }

    public var isStatic: Bool {
        _read { yield storage.value.isStatic }
        _modify { yield &storage.value.isStatic }
    }

    /// The first member index (a property's or subscript's getter; the setter is `index + 1`).
    public var index: Int {
        _read { yield storage.value.index }
        _modify { yield &storage.value.index }
    }

    /// `greet(_:)`, `count`, `subscript(_:)`.
    public var signature: String {
        _read { yield storage.value.signature }
        _modify { yield &storage.value.signature }
    }

    public var conditions: [String] {
        _read { yield storage.value.conditions }
        _modify { yield &storage.value.conditions }
    }

    /// `@available` (copied onto mock, proxy and stub members), `@concurrent`, `@discardableResult`,
    /// `@_disfavoredOverload` and global actors (mock and stub members).
    public var attributes: [Attribute] {
        _read { yield storage.value.attributes }
        _modify { yield &storage.value.attributes }
    }

    /// `nonisolated` and similar modifiers kept on the mock's member.
    public var keptModifiers: [String] {
        _read { yield storage.value.keptModifiers }
        _modify { yield &storage.value.keptModifiers }
    }

    public var documentation: String? {
        _read { yield storage.value.documentation }
        _modify { yield &storage.value.documentation }
    }

    /// Class mocks: the access level of the override (`.public`, `.package`), `nil` for internal.
    public var accessLevel: AccessLevel? {
        _read { yield storage.value.accessLevel }
        _modify { yield &storage.value.accessLevel }
    }

    /// The member mentions `Self`; it is written with the mock's own name and gets no default
    /// implementation (an existential cannot be called with `Self` arguments).
    public var mentionsSelf: Bool {
        _read { yield storage.value.mentionsSelf }
        _modify { yield &storage.value.mentionsSelf }
    }

    /// Another member differs only by result type: proxies add a `returning: R.Type` parameter.
    public var disambiguatedByResult: Bool {
        _read { yield storage.value.disambiguatedByResult }
        _modify { yield &storage.value.disambiguatedByResult }
    }

    public var location: SourceLocation {
        _read { yield storage.value.location }
        _modify { yield &storage.value.location }
    }

    /// The protocol or class that declares the member (an ancestor for inherited members).
    public var declaredIn: String {
        _read { yield storage.value.declaredIn }
        _modify { yield &storage.value.declaredIn }
    }

    /// Class mocks: the class has the member from an extension of a protocol it conforms to. The
    /// mock declares it without `override` (there is no class member to override), so calls
    /// through the mock's own type are recorded and stubbed, as in Cuckoo; calls through the
    /// protocol still reach the extension.
    public var isProtocolExtensionMember: Bool {
        _read { yield storage.value.isProtocolExtensionMember }
        _modify { yield &storage.value.isProtocolExtensionMember }
    }

    /// The member witnesses two requirements that differ (one isolated, one `nonisolated`; one
    /// `async` or throwing, one not): a call through the existential would reach the other one
    /// (or be ambiguous), so there is no default implementation.
    public var witnessesDifferingRequirements: Bool {
        _read { yield storage.value.witnessesDifferingRequirements }
        _modify { yield &storage.value.witnessesDifferingRequirements }
    }

    /// Declared by a protocol that is not class-bound, in a class-bound mock: its setter (or a
    /// `mutating` method) still needs a mutable receiver when forwarded through the existential.
    public var needsMutableReceiver: Bool {
        _read { yield storage.value.needsMutableReceiver }
        _modify { yield &storage.value.needsMutableReceiver }
    }

    /// A method's noncopyable parameters and result (see `NoncopyableUse`).
    public var noncopyable: NoncopyableUse {
        _read { yield storage.value.noncopyable }
        _modify { yield &storage.value.noncopyable }
    }

    /// A declaration the mock does not implement (a `final` overload, one left out) differs
    /// from this member only by result type: the forwarding closures spell their result, which
    /// picks the overload.
    public var hasUnmockedResultOverload: Bool {
        _read { yield storage.value.hasUnmockedResultOverload }
        _modify { yield &storage.value.hasUnmockedResultOverload }
    }

    /// What an unanswered call returns when no default is registered for its result type and
    /// the runtime cannot make one (`ResultDefaults`).
    public var defaultValue: DefaultValueRecipe? {
        _read { yield storage.value.defaultValue }
        _modify { yield &storage.value.defaultValue }
    }

    public var header: DeclarationHeader { kind.header }

    /// A method with an `isolated` parameter: isolated to that parameter's actor.
    var hasIsolatedParameter: Bool {
        // By index: each parameter read in place, not copied out.
        if case .method(let function) = kind { return function.parameters.indices.contains { function.parameters[$0].specifiers.contains("isolated") } }
        return false
    }
}
