// Async requirements of global-actor protocols whose parameters cannot be sent to another
// isolation domain: escaping non-`@Sendable` closures, `inout`, non-`Sendable` classes.

public final class Canvas {
    public var strokes: [String] = []
    public init() {}
}

@MainActor public protocol Loader: Sendable {
    func load(_ completion: @escaping () async -> Int) async throws
    func adjust(value: inout Int) async
    func paint(on canvas: Canvas) async -> Canvas
    func transform(_ body: () -> Int) async -> Int
    func retry(_ body: () async throws -> Int) async rethrows -> Int
}

@MainActor public protocol Store {
    func update(_ apply: @escaping (inout [String]) -> Void) async
}
