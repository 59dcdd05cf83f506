// Noncopyable (`~Copyable`) values in methods: a borrowed or consumed argument is recorded by
// what the test's projections read off it while the mock holds it (`NoncopyableArgument`), and a
// noncopyable result is made by the stub's closure (`thenReturn { Token(id: 1) }`).
public struct Token: ~Copyable {
    public var id: Int
    public init(id: Int) { self.id = id }
}

public protocol Vault {
    func store(_ token: borrowing Token, tag: String) -> Bool
    func destroy(_ token: consuming Token)
    func issue(id: Int) -> Token
    func exchange(_ token: consuming Token) async throws -> Token
    func inspect<T: ~Copyable>(_ value: borrowing T) -> Int
    func maybe(_ token: consuming Token?) -> Token?
    func compare(_ first: borrowing Token, _ second: borrowing Token) -> Bool
    static func mint() -> Token
    func send(_ token: sending Box) async -> sending Token?
    var count: Int { get }
}

public final class Box {
    public var items: [Int] = []
    public init() {}
}

/// A class: the mock overrides each member, forwarding a consumed value to `super` when told to.
open class Counter {
    public init() {}
    open func take(_ token: consuming Token) -> Int { token.id }
    open func issue(id: Int) -> Token { Token(id: id) }
    open func sum(_ first: borrowing Token, _ second: borrowing Token) -> Int { first.id + second.id }
}

/// A default implementation is forwarded to like any other (`enableDefaultImplementation`).
public struct RealVault: Vault {
    public init() {}
    public func store(_ token: borrowing Token, tag: String) -> Bool { token.id > 0 }
    public func destroy(_ token: consuming Token) {}
    public func issue(id: Int) -> Token { Token(id: id * 10) }
    public func exchange(_ token: consuming Token) async throws -> Token { Token(id: token.id + 1) }
    public func inspect<T: ~Copyable>(_ value: borrowing T) -> Int { 1 }
    public func maybe(_ token: consuming Token?) -> Token? { token }
    public func compare(_ first: borrowing Token, _ second: borrowing Token) -> Bool { first.id == second.id }
    public static func mint() -> Token { Token(id: 0) }
    public func send(_ token: sending Box) async -> sending Token? { Token(id: token.items.count) }
    public var count: Int { 0 }
}
