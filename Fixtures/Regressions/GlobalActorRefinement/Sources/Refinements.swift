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

/// The same requirement in a nonisolated protocol and in the `@MainActor` one refining it: the
/// mock's `nonisolated` member witnesses both (found by mockgen-fuzz).
public protocol Finding {
    func find<T: Equatable>(_ value: T, in values: [T]) -> T?
}

@MainActor public protocol ScreenFinding: Finding {
    func find<T: Equatable>(_ value: T, in values: [T]) -> T?
}

/// A settable requirement of a protocol that is not class-bound, in a class-bound refinement:
/// forwarding its setter needs a mutable receiver (found by mockgen-fuzz).
@MainActor public protocol Settings {
    var level: any Sendable { get set }
}

public protocol ObjectSettings: Settings, AnyObject {
    var name: String { get set }
}
