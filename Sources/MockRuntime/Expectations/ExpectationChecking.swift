internal import Testing
internal import XCTest

/// How an ``Expectations`` context checks itself when the test does not: at the end of a
/// Swift Testing test with the `.checksExpectations` trait, at XCTest's tear-down, and (for
/// anything else) when the context is released.
enum ExpectationChecking {
    /// The contexts created in the current `.checksExpectations` scope.
    @TaskLocal static var scope: ContextList?

    static func register(_ context: Expectations) {
        if let scope {
            scope.add(context)
        } else if !TestContext.current.underSwiftTesting, let testCase = XCTestRunObserver.shared.currentTestCase {
            // Tear-down blocks run inside the test, before `tearDown()`, so a failure counts.
            testCase.addTeardownBlock { context.reportUnsatisfied(automatic: true) }
        }
    }
}

/// The contexts one scope created, checked when it ends.
final class ContextList: Sendable {
    private let contexts = Locked<[Expectations]>([])

    func add(_ context: Expectations) { contexts.withLock { $0.append(context) } }

    func checkAll() {
        for context in contexts.withLock({ $0 }) { context.reportUnsatisfied(automatic: true) }
    }

    /// The test threw: its own failure is the one to read, so nothing is checked, not even
    /// when the contexts are released.
    func dismissAll() {
        for context in contexts.withLock({ $0 }) { context.ledger.withLock { $0.needsCheck = false } }
    }
}
