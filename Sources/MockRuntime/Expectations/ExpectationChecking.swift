internal import Testing
internal import XCTest

/// What is checked when a test ends: an ``Expectations`` context (unsatisfied expectations),
/// a `thenSuspend()` queue (calls left suspended), a `thenStream()` source (streams never
/// finished).
protocol EndOfTestCheck: AnyObject, Sendable {
    /// The test ended normally: report what is wrong, release what still waits.
    func checkAtEndOfTest()
    /// The test threw: its own failure is the one to read, so nothing is reported; what still
    /// waits is released.
    func dismissAtEndOfTest()
}

/// How checks run when the test does not run them itself: at the end of a Swift Testing test
/// with the `.checksMocks` (`.checksExpectations`) trait, at XCTest's tear-down, and (for
/// anything else) when their object is released or, for suspended calls, when they are overdue.
enum ExpectationChecking {
    /// The checks registered in the current `.checksMocks` scope.
    @TaskLocal static var scope: ContextList?

    static func register(_ check: any EndOfTestCheck) {
        if let scope {
            scope.add(check)
        } else if !TestContext.current.underSwiftTesting, let testCase = XCTestRunObserver.shared.currentTestCase {
            // Tear-down blocks run inside the test, before `tearDown()`, so a failure counts. It
            // is recorded on this test case itself: `XCTFail` goes to the test XCTest thinks is
            // current, which for an async test run after a case overriding `invokeTest()` is not
            // always this one.
            let reporter = TestCaseFailureReporter(UncheckedSendableBox(value: testCase))
            testCase.addTeardownBlock {
                MockFailureReporting.$reporter.withValue(reporter) { check.checkAtEndOfTest() }
            }
        }
    }
}

/// Records failures on one XCTest test case, the way `XCTFail` words them.
final class TestCaseFailureReporter: FailureReporter {
    private let testCase: UncheckedSendableBox<XCTestCase>

    init(_ testCase: UncheckedSendableBox<XCTestCase>) { self.testCase = testCase }

    func report(_ failure: MockFailure) {
        testCase.value.recordFailure(
            withDescription: "failed - " + failure.message, inFile: String(describing: failure.location.filePath), atLine: Int(failure.location.line), expected: true
        )
    }
}

/// The checks one scope registered, run when it ends.
final class ContextList: Sendable {
    private let checks = Locked<[any EndOfTestCheck]>([])

    func add(_ check: any EndOfTestCheck) { checks.withLock { $0.append(check) } }

    func checkAll() {
        for check in checks.withLock({ $0 }) { check.checkAtEndOfTest() }
    }

    func dismissAll() {
        for check in checks.withLock({ $0 }) { check.dismissAtEndOfTest() }
    }
}

extension Expectations: EndOfTestCheck {
    func checkAtEndOfTest() { reportUnsatisfied(automatic: true) }
    /// Not even checked when the context is released.
    func dismissAtEndOfTest() { ledger.withLock { $0.needsCheck = false } }
}

extension SuspensionQueue: EndOfTestCheck {
    func checkAtEndOfTest() { checkAtEndOfTest(report: true) }
    func dismissAtEndOfTest() { checkAtEndOfTest(report: false) }
}
