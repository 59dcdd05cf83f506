/// Why a protocol, class or member gets no mock. The resolver decides on these cases (a
/// protocol with an unmockable requirement gets no mock at all, since the mock could not
/// conform); the diagnostic's text is rendered from them only when it is reported.
enum Unmockability: Sendable, Equatable {
    // A type.
    /// Another input declares the same name under the same conditions (two modules' sources).
    case duplicateType(name: String, otherPath: String, otherLine: Int, mockName: String)
    case refinesClass(String)
    case typeParameterPacks
    /// The inputs already declare the `MockX` or `XStub` the mock would be.
    case shadowsInputType(String)
    case selfReferentialRequirement(GenericRequirement)
    case actorWithGlobalActor(String)
    /// An associated type named like its protocol (named).
    case associatedTypeNamedLikeProtocol(String)
    /// An actor protocol requiring an initializer whose parameter an actor cannot take (named).
    case actorInitializerParameter(String)
    /// Requirements that cannot be mocked (each reported with its own reason).
    case unmockableRequirements(count: Int)
    case privateInitializersOnly

    // A member.
    case conflictingPropertyTypes(otherOwner: String, otherType: TypeRef, type: TypeRef)
    case untypedProperty
    case effectfulSubscript
    case parameterPacks
    case overridingParameterPacks
    case overridingIsolatedParameter
    case opaqueResult
    case classReturnsSelf
    case noncopyable
    /// A method named `self` in a global actor's mock.
    case methodNamedSelfInGlobalActor
    /// A non-escaping `nonisolated(nonsending)` closure parameter (Swift 6.3 crashes on the mock).
    case nonsendingClosureParameter
    /// An async member returning `Never` (Swift 6.3 warns on the mock's `await` of its call).
    case asyncNeverResult
    /// A `borrowing` tuple parameter (Swift 6.3 crashes on the mock's copy).
    case borrowedTuple
    /// A `~Escapable` type (named) in a parameter or the result.
    case nonescapable(String)
    /// A lifetime dependency (`@_lifetime`): the result borrows from an argument or `self`.
    case lifetimeDependency
    /// An inherited member mentions a top-level type (named) that a type nested beside or in
    /// the mocked type hides, and the module that would qualify it is not known.
    case shadowedInheritedTypeName(String)

    /// Whether this is a member's reason (which keeps its protocol from being mocked).
    var isMemberReason: Bool {
        switch self {
        case .duplicateType, .refinesClass, .typeParameterPacks, .shadowsInputType, .selfReferentialRequirement,
             .actorWithGlobalActor, .actorInitializerParameter, .associatedTypeNamedLikeProtocol, .unmockableRequirements, .privateInitializersOnly:
            return false
        case .conflictingPropertyTypes, .untypedProperty, .effectfulSubscript, .parameterPacks, .overridingParameterPacks, .overridingIsolatedParameter, .opaqueResult, .classReturnsSelf, .noncopyable, .nonsendingClosureParameter, .asyncNeverResult, .borrowedTuple, .methodNamedSelfInGlobalActor, .nonescapable, .lifetimeDependency, .shadowedInheritedTypeName:
            return true
        }
    }

    /// The reason in words, after "cannot mock X: ".
    var reason: String {
        switch self {
        case .duplicateType(let name, let path, let line, let mockName):
            return "\(path):\(line) declares another \(name) under the same conditions, and their mocks would clash (\(mockName)); generate the mocks of each module in a run of its own"
        case .refinesClass(let name): return "it refines class \(name), so a mock would have to subclass it"
        case .typeParameterPacks: return "parameter packs on types are not supported"
        case .shadowsInputType(let name): return "the inputs already declare a type named \(name)"
        case .selfReferentialRequirement(let requirement):
            return "its requirement `\(requirement)` ties an associated type to the conforming type itself, which a generic mock class cannot state (Swift rejects self-referential generic requirements); a hand-written mock with concrete types can"
        case .actorWithGlobalActor(let actor): return "it refines Actor and is isolated to \(actor), and no type can be both (an actor cannot have a global actor)"
        case .associatedTypeNamedLikeProtocol(let name): return "its associated type \(name) has the protocol's own name: the mock's generic parameter \(name) would hide the protocol in the mock's declaration (rename the associated type)"
        case .actorInitializerParameter(let requirement): return "it refines Actor and requires \(requirement), whose parameter is not `Sendable`: Swift 6 lets no actor take it into its initializer, so no actor conforms (drop `Actor` or the requirement)"
        case .unmockableRequirements(let count):
            let requirements = count == 1 ? "1 of its requirements" : "\(count) of its requirements"
            return "\(requirements) cannot be mocked (each is reported with its reason), so a mock would not conform"
        case .privateInitializersOnly: return "all of its initializers are private, so no subclass can be created"
        case .conflictingPropertyTypes(let owner, let otherType, let type):
            return "\(owner) requires it with type \(otherType), this one with type \(type), and no type can declare both"
        case .untypedProperty: return "its type is not written and cannot be inferred"
        case .effectfulSubscript: return "only a subscript's getter can be async or throw"
        case .overridingIsolatedParameter: return "Swift 6.3's region checker cannot check an override that forwards an `isolated` parameter (\"pattern that the region-based isolation checker does not understand\"), so a subclass mock cannot record it; mock a protocol the class conforms to instead"
        case .overridingParameterPacks: return "Swift cannot override a method generic over a parameter pack (`each T`), so a subclass mock cannot record it; mock a protocol the class conforms to instead"
        case .parameterPacks: return "parameter packs are supported in a method's parameters (`_ values: repeat each T`) only, not inside another type or in a subscript"
        case .opaqueResult: return "an opaque result type (`some`) names a type only the original implementation knows"
        case .classReturnsSelf: return "a class mock cannot return `Self` (the dynamic type of an arbitrary subclass)"
        case .nonescapable(let type): return "\(type) is `~Escapable`: its values cannot outlive the call, so a mock can neither record the argument nor hand out a stubbed result (give the requirement a default implementation in a protocol extension, which the mock then keeps)"
        case .methodNamedSelfInGlobalActor: return "Swift 6.3 warns on every call a global actor's mock makes to a method named `self` from its closures (\"'self' refers to the method\"), so the mock cannot record it (rename the method, or give the requirement a default implementation in a protocol extension, which the mock then keeps)"
        case .borrowedTuple: return "Swift 6.3 crashes compiling a copy of a `borrowing` tuple parameter, which the mock needs to record it (take the tuple `consuming`, or as separate parameters, or give the requirement a default implementation in a protocol extension, which the mock then keeps)"
        case .nonsendingClosureParameter: return "Swift 6.3 crashes compiling the mock of a non-escaping `nonisolated(nonsending)` closure parameter (\"SmallVector unable to grow\"), which the mock hands to the runtime (give the requirement a default implementation in a protocol extension, which the mock then keeps)"
        case .asyncNeverResult: return "it is async and never returns: Swift 6.3 warns (\"will never be executed\") on the `await` of any call that never returns, which the mock would have to make (give the requirement a default implementation in a protocol extension, which the mock then keeps)"
        case .lifetimeDependency: return "its result has a lifetime dependency (`@_lifetime`) on an argument or on `self`, which a recorded call or a stubbed result cannot keep (give the requirement a default implementation in a protocol extension, which the mock then keeps)"
        case .shadowedInheritedTypeName(let name): return "it mentions the top-level `\(name)`, which the mock would read as the `\(name)` nested beside or inside the mocked type; name the tested module (`--testable Module`) so the mock can write `Module.\(name)`"
        case .noncopyable: return "a mock takes noncopyable (`~Copyable`) values only as a method's `borrowing`/`consuming` parameters and results, not in a property, subscript, closure, `inout` or `some` parameter (give the requirement a default implementation in a protocol extension, which the mock then keeps)"
        }
    }

    /// `cannot mock protocol P: …` (`what` is `protocol P`, `class C`, `P`, `P.member`).
    func message(_ what: String) -> String {
        "cannot mock " + what + ": " + reason
    }
}
