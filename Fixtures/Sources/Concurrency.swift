/// The mock is main-actor isolated like the protocol.
@MainActor
public protocol TitleView {
    func show(_ title: String)
    var isVisible: Bool { get }
    nonisolated func identifier() -> String
    func reload(_ id: Int) async -> Bool
}

/// `Sendable` protocol: closures keep their `@Sendable` attribute.
public protocol Uploader: Sendable {
    func upload(_ data: [UInt8], progress: @escaping @Sendable (Double) -> Void) async throws -> Bool
}

/// Actor-constrained: the mock is an actor.
public protocol Counter: Actor {
    func increment() -> Int
    var total: Int { get }
}
