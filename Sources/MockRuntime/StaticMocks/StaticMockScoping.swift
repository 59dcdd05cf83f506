internal import Testing

/// Which registry of static-member managers the current code uses.
///
/// Precedence, innermost first:
/// 1. an explicit scope: `withIsolatedStaticMocks`, the `.isolatedStaticMocks` trait, or a
///    `ReplacementScope.run` that carried one to another thread;
/// 2. the current Swift Testing test, so parallel tests never share static stubs;
/// 3. the process, for code outside every test and scope (as an XCTest test case is).
extension StaticMockRegistry {
    /// Task-local so that child tasks share their parent's scope, as they share its test.
    @TaskLocal static var scoped: StaticMockRegistry?

    static let processWide = StaticMockRegistry()

    /// One registry per Swift Testing test function. Kept until the process ends: no public
    /// API tells when a test is over (the trait, which knows, uses a `scoped` registry instead),
    /// and each one holds only what its own test stubbed and called, as `MockManager.fail`'s
    /// per-test hooks do.
    private static let perTest = Locked<[Test.ID: StaticMockRegistry]>([:])

    static var current: StaticMockRegistry {
        if let scoped { return scoped }
        guard let test = Test.current else { return processWide }
        return perTest.withLock { registries in
            if let existing = registries[test.id] { return existing }
            let registry = StaticMockRegistry()
            registries[test.id] = registry
            return registry
        }
    }
}
