/// The replacement mocks installed where it was taken, to install again on another thread.
///
/// Installations are task-local: child tasks inherit them, but a `Thread`, a `DispatchQueue`
/// or a `Task.detached` starts without. Take the scope where the mocks are installed and run
/// the other thread's work in it:
///
/// ```swift
/// replacing(clock) {
///     let scope = ReplacementScope.current
///     DispatchQueue.global().async { scope.run { worker.tick() } }
/// }
/// ```
///
/// The mocks stay installed for work run in the scope even after the `replacing` body that
/// installed them has returned.
///
/// The scope also carries the static members of generated mocks as the current task sees them
/// (those of its Swift Testing test, or of ``withIsolatedStaticMocks(_:)``), which are just as
/// invisible on another thread: `stub(MockService.self)` in a test applies to a
/// `MockService.version()` call run in the test's scope.
public struct ReplacementScope: Sendable {
    private let installed: InstalledReplacements?
    // Both travel in one value because code handed to another thread usually needs both, and
    // one `run` is all a test should have to write.
    private let staticMocks: StaticMockRegistry

    /// What the current task has installed (nothing, outside every `replacing`), and its
    /// static mock members.
    public static var current: ReplacementScope {
        ReplacementScope(installed: InstalledReplacements.current, staticMocks: StaticMockRegistry.current)
    }

    /// Runs `body` with this scope's mocks installed instead of the current ones.
    @discardableResult
    public func run<R>(_ body: () throws -> R) rethrows -> R {
        try StaticMockRegistry.$scoped.withValue(staticMocks) {
            try InstalledReplacements.$current.withValue(installed, operation: body)
        }
    }

    /// Runs `body` with this scope's mocks installed instead of the current ones, in the
    /// caller's isolation.
    @discardableResult
    public func run<R>(isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> R) async rethrows -> R {
        try await StaticMockRegistry.$scoped.withValue(staticMocks) {
            try await InstalledReplacements.$current.withValue(installed, operation: body)
        }
    }
}
