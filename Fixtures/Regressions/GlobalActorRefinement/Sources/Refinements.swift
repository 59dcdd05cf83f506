// A protocol isolated to a global actor that refines nonisolated ones: the mock is
// `@MainActor`, and the requirements it inherits from the nonisolated protocols must be
// witnessed by `nonisolated` members ("conformance crosses into main actor-isolated code").

public protocol Pinging: AnyObject {
    func ping()
    func fetch(_ transform: (() -> Int)?) async
    var name: String { get }
}

@MainActor public protocol ScreenModel: Pinging {
    func render() -> String
}

/// Isolation is inherited through refinement: `Titled` is `@MainActor` because `ScreenModel` is.
public protocol Titled: ScreenModel {
    func title() -> String
}

public protocol Counting {
    func count() async -> Int
}

/// Reaches the same nonisolated requirement twice, once through an isolated protocol.
@MainActor public protocol Dashboard: Titled, Counting {
    func refresh(every seconds: Double) async throws
}

@globalActor public actor RenderActor {
    public static let shared = RenderActor()
}

@RenderActor public protocol Renderer: Counting {
    func draw(_ commands: [String]) async
}
