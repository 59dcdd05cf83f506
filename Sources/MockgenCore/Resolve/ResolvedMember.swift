/// One mocked member: a method, property or subscript, instance or static.
///
/// Its fields live in one box, copied on write: a member is copied wherever it is read whole
/// (resolution's passes over a type's members, the shapes, the stubs), and copying two dozen
/// fields retained and later released each of them, about 600 instructions a copy (2 % of a
/// large run's instructions, 2026-12-05).
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

    /// `@unchecked Sendable`: a box is changed only through a field's `_modify`, which first
    /// copies it unless this member holds the only reference to it; so no box another member
    /// can read (on another thread) is ever changed. Reads skip the run-time exclusivity check
    /// for the same reason.
    private final class Box: @unchecked Sendable {
        @exclusivity(unchecked) var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    init(
        kind: Kind, isStatic: Bool, index: Int, signature: String, conditions: [String], attributes: [Attribute],
        keptModifiers: [String], documentation: String?, accessLevel: AccessLevel?, mentionsSelf: Bool,
        disambiguatedByResult: Bool, location: SourceLocation, declaredIn: String, isProtocolExtensionMember: Bool,
        witnessesDifferingRequirements: Bool, needsMutableReceiver: Bool,
        noncopyable: NoncopyableUse = NoncopyableUse(), hasUnmockedResultOverload: Bool = false,
        defaultValue: DefaultValueRecipe? = nil
    ) {
        box = Box(Fields(
            kind: kind, isStatic: isStatic, index: index, signature: signature, conditions: conditions,
            attributes: attributes, keptModifiers: keptModifiers, documentation: documentation,
            accessLevel: accessLevel, mentionsSelf: mentionsSelf, disambiguatedByResult: disambiguatedByResult,
            location: location, declaredIn: declaredIn, isProtocolExtensionMember: isProtocolExtensionMember,
            witnessesDifferingRequirements: witnessesDifferingRequirements,
            needsMutableReceiver: needsMutableReceiver, noncopyable: noncopyable,
            hasUnmockedResultOverload: hasUnmockedResultOverload, defaultValue: defaultValue))
    }

    /// Copies the box first when another member shares it. Each field is changed in place
    /// (`_modify`): with `set`, appending to an array field would copy the array every time.
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
    }

    /// Printed and mirrored as the fields it holds, as before they were boxed
    /// (`String(describing:)`, `dump`).
    public var customMirror: Mirror { Mirror(self, children: Mirror(reflecting: box.fields).children, displayStyle: .struct) }

    public static func == (lhs: ResolvedMember, rhs: ResolvedMember) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    public var kind: Kind {
        get { box.fields.kind }
        _modify {
            makeUnique()
            yield &box.fields.kind
        }
    }

    public var isStatic: Bool {
        get { box.fields.isStatic }
        _modify {
            makeUnique()
            yield &box.fields.isStatic
        }
    }

    /// The first member index (a property's or subscript's getter; the setter is `index + 1`).
    public var index: Int {
        get { box.fields.index }
        _modify {
            makeUnique()
            yield &box.fields.index
        }
    }

    /// `greet(_:)`, `count`, `subscript(_:)`.
    public var signature: String {
        get { box.fields.signature }
        _modify {
            makeUnique()
            yield &box.fields.signature
        }
    }

    public var conditions: [String] {
        get { box.fields.conditions }
        _modify {
            makeUnique()
            yield &box.fields.conditions
        }
    }

    /// `@available` (copied onto mock, proxy and stub members), `@concurrent`, `@discardableResult`,
    /// `@_disfavoredOverload` and global actors (mock and stub members).
    public var attributes: [Attribute] {
        get { box.fields.attributes }
        _modify {
            makeUnique()
            yield &box.fields.attributes
        }
    }

    /// `nonisolated` and similar modifiers kept on the mock's member.
    public var keptModifiers: [String] {
        get { box.fields.keptModifiers }
        _modify {
            makeUnique()
            yield &box.fields.keptModifiers
        }
    }

    public var documentation: String? {
        get { box.fields.documentation }
        _modify {
            makeUnique()
            yield &box.fields.documentation
        }
    }

    /// Class mocks: the access level of the override (`.public`, `.package`), `nil` for internal.
    public var accessLevel: AccessLevel? {
        get { box.fields.accessLevel }
        _modify {
            makeUnique()
            yield &box.fields.accessLevel
        }
    }

    /// The member mentions `Self`; it is written with the mock's own name and gets no default
    /// implementation (an existential cannot be called with `Self` arguments).
    public var mentionsSelf: Bool {
        get { box.fields.mentionsSelf }
        _modify {
            makeUnique()
            yield &box.fields.mentionsSelf
        }
    }

    /// Another member differs only by result type: proxies add a `returning: R.Type` parameter.
    public var disambiguatedByResult: Bool {
        get { box.fields.disambiguatedByResult }
        _modify {
            makeUnique()
            yield &box.fields.disambiguatedByResult
        }
    }

    public var location: SourceLocation {
        get { box.fields.location }
        _modify {
            makeUnique()
            yield &box.fields.location
        }
    }

    /// The protocol or class that declares the member (an ancestor for inherited members).
    public var declaredIn: String {
        get { box.fields.declaredIn }
        _modify {
            makeUnique()
            yield &box.fields.declaredIn
        }
    }

    /// Class mocks: the class has the member from an extension of a protocol it conforms to. The
    /// mock declares it without `override` (there is no class member to override), so calls
    /// through the mock's own type are recorded and stubbed, as in Cuckoo; calls through the
    /// protocol still reach the extension.
    public var isProtocolExtensionMember: Bool {
        get { box.fields.isProtocolExtensionMember }
        _modify {
            makeUnique()
            yield &box.fields.isProtocolExtensionMember
        }
    }

    /// The member witnesses two requirements that differ (one isolated, one `nonisolated`; one
    /// `async` or throwing, one not): a call through the existential would reach the other one
    /// (or be ambiguous), so there is no default implementation.
    public var witnessesDifferingRequirements: Bool {
        get { box.fields.witnessesDifferingRequirements }
        _modify {
            makeUnique()
            yield &box.fields.witnessesDifferingRequirements
        }
    }

    /// Declared by a protocol that is not class-bound, in a class-bound mock: its setter (or a
    /// `mutating` method) still needs a mutable receiver when forwarded through the existential.
    public var needsMutableReceiver: Bool {
        get { box.fields.needsMutableReceiver }
        _modify {
            makeUnique()
            yield &box.fields.needsMutableReceiver
        }
    }

    /// A method's noncopyable parameters and result (see `NoncopyableUse`).
    public var noncopyable: NoncopyableUse {
        get { box.fields.noncopyable }
        _modify {
            makeUnique()
            yield &box.fields.noncopyable
        }
    }

    /// A declaration the mock does not implement (a `final` overload, one left out) differs
    /// from this member only by result type: the forwarding closures spell their result, which
    /// picks the overload.
    public var hasUnmockedResultOverload: Bool {
        get { box.fields.hasUnmockedResultOverload }
        _modify {
            makeUnique()
            yield &box.fields.hasUnmockedResultOverload
        }
    }

    /// What an unanswered call returns when no default is registered for its result type and
    /// the runtime cannot make one (`ResultDefaults`).
    public var defaultValue: DefaultValueRecipe? {
        get { box.fields.defaultValue }
        _modify {
            makeUnique()
            yield &box.fields.defaultValue
        }
    }

    public var header: DeclarationHeader { kind.header }

    /// A method with an `isolated` parameter: isolated to that parameter's actor.
    var hasIsolatedParameter: Bool {
        if case .method(let function) = kind { return function.parameters.contains { $0.specifiers.contains("isolated") } }
        return false
    }
}
