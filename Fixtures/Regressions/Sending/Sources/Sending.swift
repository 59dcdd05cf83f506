// Region-based isolation in signatures: `sending` parameters and results, `isolated`
// parameters, `nonisolated(nonsending)` and `@concurrent` members. `sending` belongs to the
// declaration, not to the runtime's generic arguments; the mock both records a `sending`
// argument and hands it on; isolated members stay on the caller's actor.
public final class Box {
    public var value: Int
    public init(value: Int = 0) { self.value = value }
}

public actor Counter {
    public var count = 0
    public init() {}
}

public protocol Maker {
    func make() -> sending Box
    func take(_ box: sending Box)
    func both(_ box: sending Box) -> sending Box
    func run(on actor: isolated Counter) -> Int
    func runAsync(on actor: isolated (any Actor)) async -> Int
    nonisolated(nonsending) func caller() async -> Int
    @concurrent func concurrent() async -> Int
    /// `sending` inside a closure type: the stub's default value is asked for by a metatype.
    var factory: (() -> sending Box?)? { get set }
    /// `sending` values of `Sendable` types need nothing said about them.
    func number(_ value: sending Int) -> sending Int
    /// The result's region is the non-`Sendable` argument's too.
    func wrap(_ make: @escaping () -> Box) -> sending Box
}

@globalActor public actor Worker {
    public static let shared = Worker()
}

/// `@concurrent` in an isolated protocol: the member runs on no actor.
@Worker public protocol Isolated {
    @concurrent func fetch(_ handler: @escaping (Int) -> Int, with box: sending Box) async throws -> Int
}

open class Factory {
    public init() {}
    open func make() -> sending Box { Box(value: 1) }
    open func take(_ box: sending Box) {}
    open func both(_ box: sending Box) -> sending Box { box }
    nonisolated(nonsending) open func caller() async -> Int { 0 }
    @concurrent open func concurrent() async -> Int { 0 }
    /// Not overridden (Swift 6.3's region checker fails on such an override): reported.
    open func onMain(_ actor: isolated MainActor) -> Int { 0 }
}

/// A `sending` result of an associated type in a `@concurrent` member: the stub class's
/// default value is made from a task-isolated metatype (fuzz find, seed 2911).
public protocol Producer {
    associatedtype Product
    @concurrent func produce() async throws -> sending Product
}

/// Isolated to a concrete actor beside non-`Sendable` and non-escaping closure parameters:
/// Swift 6.3's region checker gives up on the closure that captures the actor (fuzz find,
/// seed 2911), so the mock captures a copy.
public protocol Scheduler {
    func schedule(_ box: Box?, on actor: isolated Counter, _ work: (Int) -> Int) throws -> Int
    func onMain(_ handler: (() -> Void)?, main: isolated MainActor, body: (String) -> Int) throws
}

/// Isolated to a global actor's type, alone: the forwarding closure to the default
/// implementation fails Swift 6.3's region checker, so the member is not forwarded (fuzz find,
/// seed 4127).
@MainActor public protocol MainBound {
    func run(on main: isolated MainActor) throws(StoreFailure) -> Int
}

public enum StoreFailure: Error { case broken }
