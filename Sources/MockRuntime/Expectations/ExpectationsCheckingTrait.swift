// The trait's type and its `.checksExpectations` spelling appear in users' test declarations,
// so Testing is imported publicly here (elsewhere in the runtime it is internal).
public import Testing

/// Checks, when each test case ends, every ``Expectations`` context the test created, as if
/// the test had called `assertSatisfied()` last:
///
/// ```swift
/// @Suite(.checksExpectations)
/// struct PublisherTests {
///     @Test func subscriberReceivesMessage() {
///         let expectations = Expectations()
///         …
///     }
/// }
/// ```
///
/// Without the trait a context still checks itself when it is released, which for a context
/// and mocks local to the test is at its end; the trait makes the moment certain (mocks kept
/// in a global, or captured by a task that outlives the test, no longer delay it). A test that
/// throws is not checked: its own failure comes first. A context the test checked itself is
/// not checked again unless expectations were added after.
public struct ExpectationsCheckingTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applied to a suite, the trait reaches every test in it, nested suites included.
    public var isRecursive: Bool { true }

    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let contexts = ContextList()
        do {
            try await ExpectationChecking.$scope.withValue(contexts) { try await function() }
        } catch {
            contexts.dismissAll()
            throw error
        }
        contexts.checkAll()
    }
}

extension Trait where Self == ExpectationsCheckingTrait {
    /// Runs every end-of-test check of each test case when it ends: unsatisfied
    /// ``Expectations``, calls a `thenSuspend()` stub still holds (reported and released with
    /// `CancellationError`), and streams a `thenStream()` source handed out and never finished.
    /// `@Suite(.checksMocks)`; the same trait as ``checksExpectations``.
    public static var checksMocks: Self { ExpectationsCheckingTrait() }

    /// Checks every ``Expectations`` context of each test case when it ends:
    /// `@Suite(.checksExpectations)`, `@Test(.checksExpectations)`.
    public static var checksExpectations: Self { ExpectationsCheckingTrait() }
}
