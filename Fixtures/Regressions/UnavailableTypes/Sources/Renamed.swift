// A protocol kept only to point users at its new name (as Swinject's `ResolverType`): its mock
// and stub are unavailable too, and the stub cannot subclass the mock without a warning on its
// `Sendable` conformance, however it is spelled.

public protocol Resolver {
    func resolve(_ name: String) -> Int?
}

@available(*, unavailable, renamed: "Resolver")
public protocol ResolverType {}

@available(*, unavailable, message: "use Resolver")
public protocol LegacyResolver {
    func resolve(_ name: String) -> Int?
    var count: Int { get }
}
