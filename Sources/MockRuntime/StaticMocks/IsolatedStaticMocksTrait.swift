// The trait's type and its `.isolatedStaticMocks` spelling appear in users' test declarations,
// so Testing is imported publicly here (elsewhere in the runtime it is internal).
public import Testing

/// Gives every case of a test, or of each test in a suite, fresh static members for every mock
/// type, as ``withIsolatedStaticMocks(_:)`` would around the case (and the suite's `init`, which
/// Swift Testing runs inside it).
///
/// Swift Testing already separates the static members of different test functions; this trait
/// also separates the cases of a parameterized test and the repetitions of a test, and drops
/// what a case stubbed and called as soon as it ends:
///
/// ```swift
/// @Test(.isolatedStaticMocks, arguments: ["1", "2"])
/// func reportsTheServerVersion(version: String) {
///     stub(MockService.self) { stub in when(stub.version()).thenReturn(version) }
///     #expect(About(service: MockService.self).text == "Server \(version)")
///     verify(MockService.self).version()
/// }
/// ```
public struct StaticMockIsolationTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applied to a suite, the trait reaches every test in it, nested suites included.
    public var isRecursive: Bool { true }

    /// A scope per test case only: a scope around a whole suite or a whole parameterized test
    /// would be shared by its tests or cases, which is what the trait is there to prevent.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await withIsolatedStaticMocks(function)
    }
}

extension Trait where Self == StaticMockIsolationTrait {
    /// Fresh static members of every mock type for each test case: `@Suite(.isolatedStaticMocks)`,
    /// `@Test(.isolatedStaticMocks, arguments: …)`.
    public static var isolatedStaticMocks: Self { StaticMockIsolationTrait() }
}
