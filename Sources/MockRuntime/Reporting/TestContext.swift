internal import Testing
internal import XCTest

/// What test framework, if any, was running when a mock was created or last used.
///
/// Task-locals (the capture hook, `Test.current`) are invisible on other threads. Remembering
/// them lets a failure raised on a background thread reach the right place, or be held back and
/// surfaced at the next `verify` instead of being lost.
struct TestContext: Sendable {
    var capturingReporter: (any FailureReporter)?
    var underSwiftTesting: Bool

    static var current: TestContext {
        TestContext(capturingReporter: MockFailureReporting.reporter, underSwiftTesting: Test.current != nil)
    }
}

/// Tracks whether an XCTest test case is running, since `XCTFail` outside one is silently dropped.
final class XCTestRunObserver: NSObject, XCTestObservation, @unchecked Sendable {
    enum State { case unknown, running, idle }

    private let state = Locked<State>(.unknown)
    static let shared = XCTestRunObserver()
    private static let registration = Locked<Bool>(false)

    /// Registers once. Until the first test-case event arrives the state is `unknown`, which is
    /// treated as running: the observer may have been registered in the middle of a test.
    static func ensureRegistered() {
        let needsRegistration = registration.withLock { registered -> Bool in
            defer { registered = true }
            return !registered
        }
        if needsRegistration {
            XCTestObservationCenter.shared.addTestObserver(shared)
        }
    }

    var mayBeRunning: Bool { state.withLock { $0 != .idle } }

    /// The running test case, once the observer has seen one start (not the first test of a
    /// process that registers the observer mid-test).
    var currentTestCase: XCTestCase? { running.withLock { $0?.value } }
    private let running = Locked<UncheckedSendableBox<XCTestCase>?>(nil)

    func testCaseWillStart(_ testCase: XCTestCase) {
        state.withLock { $0 = .running }
        running.withLock { $0 = UncheckedSendableBox(value: testCase) }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        state.withLock { $0 = .idle }
        running.withLock { $0 = nil }
    }
}
