/// A type of the module named like the main actor: the mocks write the attribute their
/// `--default-isolation` gives as `@_Concurrency.MainActor`, since a bare `@MainActor` would name
/// this struct (fuzz find, seed 31338 Case137). The compiler's default isolation is not fooled.
public struct MainActor: Sendable, Hashable {
    public init() {}
}
