// An app module as Xcode 26 makes one: built with `-default-isolation MainActor` and
// approachable concurrency, so every declaration below that states no isolation is
// `@MainActor`, though nothing here says so. Its test target is built with approachable
// concurrency and without the default isolation (`module-flags`, `swift-flags`). Mocks made
// without `--default-isolation MainActor` did not compile there: a stub's default `Account()`
// is a "call to main actor-isolated initializer 'init()' in a synchronous nonisolated context",
// and a class mock restated the `Sendable` its main-actor superclass already is.

public final class Account {
    public var id: Int
    public init() { id = 0 }
    public init(id: Int) { self.id = id }
}

public struct Summary: Equatable {
    public var total: Int
    public init() { total = 0 }
}

public protocol AccountStore {
    func account(for id: Int) -> Account
    func summary() -> Summary
    func save(_ account: Account) async throws
    var count: Int { get set }
}

public protocol Clock: Sendable {
    func now() -> Int
}

open class Repository {
    public init() {}
    open func fetch(id: Int) -> Int { id * 2 }
    open func refresh() async -> Bool { true }
    open func account() -> Account { Account(id: 7) }
}

/// States its own isolation: not the module's.
nonisolated public protocol Hasher64 {
    func hash(_ bytes: [UInt8]) -> UInt64
}

public actor Ledger {
    public init() {}
}

public enum Outer {
    public protocol Inner {
        func value() -> Int
    }
}

extension Repository {
    public func doubled(id: Int) -> Int { fetch(id: id) * 2 }
}
