/// How the emitters spell parts of a resolved type.
extension ResolvedType {
    /// The mock's and stub's generic parameters and requirements: renamed `__Item` when the type
    /// states its associated types (see `statesAssociatedTypes`), else as resolved.
    var conformingGenericClauseValues: (parameters: [GenericParameter], requirements: [GenericRequirement]) {
        guard statesAssociatedTypes else { return (genericParameters, genericRequirements) }
        let map = Dictionary(uniqueKeysWithValues: genericParameters.map { ($0.name, TypeRef.named("__" + SwiftIdentifier.bare($0.name))) })
        return (genericParameters.map { GenericParameter(name: "__" + SwiftIdentifier.bare($0.name), constraint: $0.constraint?.substituting(map), isPack: $0.isPack) },
                genericRequirements.map { GenericRequirement(left: $0.left.substituting(map), relation: $0.relation, right: $0.right.substituting(map)) })
    }

    /// `XStub` is `final class XStub: MockX, MockStub {}`: the mock, in stub mode (defaults, no
    /// recording), with nothing of its own to compile. For protocol mocks that can be subclassed:
    /// not an actor's, and not when a requirement needs the mock to be `Self` (a `Self` result,
    /// `CaseIterable`'s `allCases`), which only a `final` class can be. Nor for an unavailable
    /// protocol: Swift warns on the subclass's `Sendable` conformance whether it restates it
    /// ("already unavailable") or not ("must restate").
    var stubSubclassesMock: Bool {
        kind == .protocol && !isActorProtocol && !members.contains(where: \.mentionsSelf)
            && !attributes.contains(where: \.marksUnavailable)
            && !synthesizedConformances.contains(.caseIterable)
            && !initializers.contains { initializer in initializer.parameters.contains { $0.type.mentions("Self") } }
    }

    /// `Self` as the mock's code uses it as a value (`Self.self`, `Self.__call`): the type
    /// keyword, or, where a member named `` `Self` `` would be found instead, the dynamic type
    /// spelled in type position, `(__mockType() as Self.Type)`.
    var ownTypeExpression: CodeExpression {
        // By signature (`Self(_:)`, `Self`: backticks stripped), not by the declaration: asked
        // for every static member, it must not copy each member's declaration.
        let hidden = members.contains { member in
            let bytes = member.signature.utf8
            guard bytes.starts(with: "Self".utf8) else { return false }
            return bytes.count == 4 || bytes.dropFirst(4).first == UInt8(ascii: "(")
        }
        guard hidden else { return .word("Self") }
        return .tuple([.cast(.call("__mockType"), .as, .named("Self.Type"))])
    }

    /// `MockGreeter<Item>`: a mock's or stub's own type, with its generic parameters as arguments.
    func selfType(named name: String) -> TypeRef {
        .named(name, genericParameters.map { .named($0.name) })
    }

    /// `__Proxy_Greeter`, `__StaticProxy_Greeter`: the proxy structs (`ProxyEmitter`).
    var proxyName: String { "__Proxy_" + SwiftIdentifier.bare(name) }
    var staticProxyName: String { "__StaticProxy_" + SwiftIdentifier.bare(name) }

    /// `Greeter`'s member table enum (`MemberTableEmitter`).
    var memberTableName: String { MemberTableEmitter.tableName(of: self) }
}
