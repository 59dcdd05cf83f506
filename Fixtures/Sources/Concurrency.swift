/// The mock is main-actor isolated like the protocol.
@MainActor
public protocol TitleView {
    func show(_ title: String)
    var isVisible: Bool { get }
    nonisolated func identifier() -> String
    func reload(_ id: Int) async -> Bool
}

/// A nonisolated protocol refined by a `@MainActor` one: the mock witnesses its requirements
/// with `nonisolated` members.
public protocol Pinging: AnyObject {
    func ping() -> Bool
}

/// Not `Sendable`: stays in the caller's isolation.
public final class Sketch {
    public var strokes: [String] = []
    public init() {}
}

@MainActor
public protocol Whiteboard: Pinging {
    func draw(on sketch: Sketch) async -> Int
    func edit(_ change: @escaping (Sketch) async -> Void) async throws
    func nudge(_ offset: inout Int) async
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
