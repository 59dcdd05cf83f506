/// Every rule on which a protocol mock and a class mock differ in the members they take, set
/// once per mock, so the collection across inheritance (`MemberCollector`) is one code path.
/// A protocol mock implements requirements; a class mock overrides what a subclass in another
/// file can override.
struct MemberRules: Sendable {
    /// Only members a subclass can override: no `final`, `static`, `private`, `let`; from another
    /// module (`--dependency`), only `open` ones; a setter out of reach makes a read-only override.
    var overridableOnly: Bool
    /// Operators other than `==` and `<` are static requirements, stubbed by name (`infixPlus(_:_:)`).
    var takesOperators: Bool
    /// A class mock cannot return `Self` (the dynamic type of an arbitrary subclass).
    var allowsSelfResult: Bool
    /// `final override` in a subclass seals the member for every class below it.
    var sealsFinalMembers: Bool
    /// The access level every member is written with; `nil` leaves it to the emitter. A class
    /// mock lives in another module, so Swift requires every override to be as accessible as
    /// the mock itself, whatever the overridden member's access (an `internal` member seen
    /// through `@testable import` included).
    var memberAccess: AccessLevel?
    /// `enqueue(_:)` / `static make()` for requirements that unconstrained protocol extensions
    /// implement: one that cannot be mocked is left to the extension (with a warning).
    var defaultImplementations: DefaultImplementations
    /// Requirements declared by these (protocols that are not class-bound) need a mutable receiver.
    var mutableReceiverOwners: Set<String>
    /// One class declaring both `f() async` and `f() throws`: the overloads are left to the class.
    var dropsOverloadsByEffects: Bool
    /// A class property of another type under `#if` next to one without: the unconditional one
    /// is what every build of the class has.
    var unconditionalPropertyWins: Bool
    /// Two requirements of one name with different property types cannot both be implemented.
    var requiresOnePropertyType: Bool
    /// Members the classes get from extensions of the protocols they conform to.
    var addsProtocolExtensionMembers: Bool

    /// A protocol mock's rules (`defaultImplementations` empty where no fallback counts, as for
    /// the protocol-extension members of a class).
    static func requirements(defaultImplementations: DefaultImplementations = DefaultImplementations(), mutableReceiverOwners: Set<String> = []) -> MemberRules {
        MemberRules(overridableOnly: false, takesOperators: true, allowsSelfResult: true, sealsFinalMembers: false, memberAccess: nil,
                    defaultImplementations: defaultImplementations, mutableReceiverOwners: mutableReceiverOwners, dropsOverloadsByEffects: false,
                    unconditionalPropertyWins: false, requiresOnePropertyType: true, addsProtocolExtensionMembers: false)
    }

    /// A class mock's rules; `access` is the mock's own access level.
    static func overrides(access: AccessLevel?) -> MemberRules {
        MemberRules(overridableOnly: true, takesOperators: false, allowsSelfResult: false, sealsFinalMembers: true, memberAccess: access,
                    defaultImplementations: DefaultImplementations(), mutableReceiverOwners: [], dropsOverloadsByEffects: true,
                    unconditionalPropertyWins: true, requiresOnePropertyType: false, addsProtocolExtensionMembers: true)
    }
}

extension MemberRules {
    /// The rules for the mock of the ancestry's first declaration: the one place that asks
    /// whether it is a protocol.
    static func forMock(of ancestry: InheritanceResolver.Ancestry, finder: MockableTypeFinder, access: AccessLevel?) -> MemberRules {
        guard ancestry.declarations[0].declaration.kind == .protocol else { return overrides(access: access) }
        let notClassBound = Set(ancestry.declarations.map(\.qualifiedName)).subtracting(ancestry.classBound)
        return requirements(defaultImplementations: defaultImplementations(ancestry, finder: finder), mutableReceiverOwners: notClassBound)
    }

    /// The members that unconstrained extensions of the protocols in `ancestry` implement.
    static func defaultImplementations(_ ancestry: InheritanceResolver.Ancestry, finder: MockableTypeFinder) -> DefaultImplementations {
        var members: [[Declaration]] = []
        for ancestor in ancestry.declarations {
            if let declared = finder.extensionMembers[ancestor.qualifiedName] { members.append(declared) }
            if ancestor.qualifiedName != ancestor.declaration.name, let declared = finder.extensionMembers[ancestor.declaration.name] { members.append(declared) }
        }
        return DefaultImplementations(members: members)
    }

    static func defaultKey(_ signature: String, isStatic: Bool) -> String {
        (isStatic ? "static " : "") + signature
    }
}

/// `enqueue(_:)` / `static make()` / `var count` for every member that unconstrained extensions
/// of a mocked protocol's ancestry implement, asked by `MemberRules.defaultKey`.
///
/// Asked only of a requirement that cannot be mocked (a few in a run), so the extensions'
/// members are kept as they are and spelled when asked: a set of every key, made for every
/// mocked protocol, spelled 23,249 signatures of the large corpus (the standard library's
/// extensions of `Sequence`, `Collection` and their kind reach many protocols), 56 M
/// instructions for a handful of questions.
struct DefaultImplementations: Sendable {
    private var members: [[Declaration]]

    init(members: [[Declaration]] = []) {
        self.members = members
    }

    func contains(_ key: String) -> Bool {
        for declared in members {
            for member in declared {
                let spelled: String
                switch member {
                case .function(let function): spelled = MemberRules.defaultKey(MemberSignature.literal(of: function), isStatic: function.header.isStatic)
                case .variable(let variable): spelled = MemberRules.defaultKey(MemberSignature.literal(of: variable), isStatic: variable.header.isStatic)
                case .subscript(let subscriptDecl): spelled = MemberRules.defaultKey(MemberSignature.literal(of: subscriptDecl), isStatic: subscriptDecl.header.isStatic)
                default: continue
                }
                if spelled == key { return true }
            }
        }
        return false
    }
}
