// A `@MainActor` class whose superclass is nonisolated: the mock overrides the inherited
// methods as `nonisolated` (an isolated override would send `self` to the superclass's
// nonisolated method). Found by mockgen-fuzz.

open class Engine {
    public init() {}
    open func tune(_ level: Int?, with trim: inout UInt8) async -> Int { 0 }
    open func start() -> Bool { true }
}

@MainActor open class Cockpit: Engine {
    open func show(_ text: String) async {}
}

/// Refines `Actor` and is `@MainActor`: no type can conform (an actor cannot have a global
/// actor), so there is no mock, only a warning.
public protocol Worker: Actor {}
@MainActor public protocol ScreenWorker: Worker {}
