import XCTest
import MockRuntime

/// Under XCTest a context checks itself at tear-down: the test fails even though it never
/// called `assertSatisfied()`. This case captures failures instead of failing, so it can
/// assert them in `tearDown()` (which runs after the tear-down blocks) and still pass.
final class ExpectationsXCTests: XCTestCase {
    private let captured = NSLockBox()
    nonisolated(unsafe) private var failures: [(description: String, line: Int)] = []
    nonisolated(unsafe) private var expectedAtTearDown: [String]?
    nonisolated(unsafe) private static var keptAlive: [AnyObject] = []

    override class func setUp() {
        super.setUp()
        // The runtime learns which XCTest test runs from an observer it registers with its first
        // mock; one made here lets it see every test of this case start.
        _ = MockSubscriber()
    }

    nonisolated(unsafe) private var capturing = true

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard captured.locked({ capturing }) else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        captured.locked { failures.append((description, lineNumber)) }
    }

    override func tearDown() {
        // From here on failures are real: this case's own assertions.
        let recorded = captured.locked { () -> [String] in
            capturing = false
            return failures.map(\.description)
        }
        XCTAssertEqual(recorded, expectedAtTearDown ?? [], "the failures the runtime reported by tear-down")
        super.tearDown()
    }

    func testAnUnsatisfiedContextFailsTheTestAtTearDown() {
        let expectations = Expectations()
        let subscriber = expectations.mock(MockSubscriber(), named: "subscriber one")
        expectations.expect(subscriber).receive("some message")
        // Kept beyond the test, so that only the tear-down check can report in time.
        Self.keptAlive.append(subscriber)
        XCTAssertTrue(captured.locked { failures.isEmpty })
        expectedAtTearDown = [#"failed - Expected receive(equal to "some message") on subscriber one exactly once, but it was called 0 times."#]
    }

    func testTheFailureIsAtTheExpectationsLine() {
        let expectations = Expectations()
        let subscriber = expectations.mock(MockSubscriber())
        let line = #line; expectations.expect(subscriber).receive("x")
        expectations.assertSatisfied()
        XCTAssertEqual(captured.locked { failures.map(\.line) }, [line])
        expectedAtTearDown = [#"failed - Expected receive(equal to "x") on subscriber exactly once, but it was called 0 times."#]
    }

    func testASatisfiedContextRecordsNothing() {
        let expectations = Expectations()
        let subscriber = expectations.mock(MockSubscriber())
        expectations.expect(subscriber).receive("x")
        subscriber.receive("x")
        expectedAtTearDown = []
    }

    func testSynchronousWaitUntilInXCTest() {
        let expectations = Expectations()
        let testObject = expectations.mock(MockCollaborator())
        let operation = expectations.states("operation", startsAs: "waiting")
        expectations.expect(testObject).doSomethingElse().then(operation.becomes("finished"))
        Thread.detachNewThread { testObject.doSomethingElse() }
        XCTAssertTrue(expectations.waitUntil(operation.is("finished"), timeout: .seconds(60)))
        expectedAtTearDown = []
    }
}
