/// A module built with `NonisolatedNonsendingByDefault` (Swift 6.2's approachable concurrency,
/// on in new Xcode 26 targets): its `nonisolated` async members run in their caller's
/// isolation, and so do its async closure types. The mocks, compiled the same way, once
/// failed wherever a non-`Sendable` value crossed into MockRuntime ("sending value of
/// non-Sendable type '(Ledger, Int)' risks causing data races") and wherever a non-escaping
/// async closure was recorded or forwarded.

/// Not `Sendable`: stays in one isolation.
public final class Ledger {
    public var entries: [Int]
    public init(_ entries: [Int] = []) { self.entries = entries }
}

public protocol Bookkeeper {
    func record(_ ledger: Ledger, amount: Int) async -> Int
    func load(_ ledger: Ledger) async throws -> Ledger
    func total(of ledger: Ledger, _ body: (Ledger) async throws -> Int) async rethrows -> Int
    func perform(_ work: () async -> Int) async -> Int
    func schedule(_ work: @escaping () async -> Void) async
    var balance: Int { get async }
    @concurrent func audit(_ amount: Int) async -> Int
}

/// The real implementation the mock forwards to.
public struct RealBookkeeper: Bookkeeper {
    public init() {}
    public func record(_ ledger: Ledger, amount: Int) async -> Int {
        ledger.entries.append(amount)
        return ledger.entries.count
    }
    public func load(_ ledger: Ledger) async throws -> Ledger { Ledger(ledger.entries + [0]) }
    public func total(of ledger: Ledger, _ body: (Ledger) async throws -> Int) async rethrows -> Int { try await body(ledger) + 1 }
    public func perform(_ work: () async -> Int) async -> Int { await work() * 2 }
    public func schedule(_ work: @escaping () async -> Void) async { await work() }
    public var balance: Int { get async { 100 } }
    @concurrent public func audit(_ amount: Int) async -> Int { amount }
}

open class Clerk {
    public init() {}
    open func file(_ ledger: Ledger) async -> Int { ledger.entries.count }
    open func perform(_ work: () async -> Int) async -> Int { await work() + 10 }
}

/// A `@concurrent` member of a protocol whose mock opens its default implementation (associated
/// types): the local function that opens it was `nonisolated(nonsending)` under the feature, and
/// calling the `@concurrent` requirement from it sent its arguments away (fuzz find, seed 4242
/// with the ownership pool, Case275). It is `@concurrent` too now.
public protocol Archive<Entry>: AnyObject {
    associatedtype Entry: Sendable
    @concurrent func store(_ entry: Entry, in ledger: Ledger) async -> Int
    func restore(into ledger: Ledger) async -> Entry?
}

public final class IntArchive: Archive {
    public init() {}
    @concurrent public func store(_ entry: Int, in ledger: Ledger) async -> Int { entry }
    public func restore(into ledger: Ledger) async -> Int? { ledger.entries.first }
}

/// Static async members given a non-escaping closure: written twice as instance members are
/// (fuzz find, seed 777 Case440).
public protocol Batching {
    static func batch(_ ledger: Ledger, _ body: (Int) throws -> Int) async throws -> Int
}

open class Scheduler {
    public init() {}
    open class func run(_ ledger: inout Ledger, for body: (Ledger) throws -> Int) async throws -> String { "" }
}

/// The standard library's async requirements are `@concurrent` (it is built without the
/// feature): the mock's `next()` says so (fuzz find, seed 778 Case211).
public protocol Tally: AsyncIteratorProtocol where Element == Int, Failure == any Error {}
