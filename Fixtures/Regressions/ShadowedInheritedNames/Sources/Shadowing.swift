// Members inherited from a type declared in another scope, mentioning top-level types that a
// type nested beside the mocked type (or inside it) hides. The mock must write them
// `ShadowedInheritedNames.Token`.

public struct Token: Equatable, Sendable {
    public var id: Int
    public init(id: Int) { self.id = id }
}

public protocol Generic<Element> {
    associatedtype Element
}

open class Issuer {
    public init() {}
    open func issue(_ seed: Token) -> Token { seed }
    open func mint<T: Generic>(_ kind: T) -> Int { 0 }
}

public protocol Redeeming {
    func redeem(_ token: Token) -> [Token]
}

public enum Office {
    /// Hides the top-level `Token` from everything written inside `Office`.
    public struct Token: Sendable {}
    public protocol Generic {}

    open class Counter: Issuer {}
    public protocol Desk: Redeeming {
        func stamp(_ token: Token)
    }
}

open class Kiosk: Issuer {
    /// Hides the top-level `Token` inside `Kiosk` and its subclasses.
    public struct Token: Sendable {}
    open func print(_ ticket: Token) {}
}
