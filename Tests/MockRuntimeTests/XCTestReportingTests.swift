import XCTest
import MockRuntime

/// A failing verify must really fail an XCTest test. This case overrides the failure hook to
/// capture failures instead of failing, so it can assert them and still pass.
final class XCTestReportingTests: XCTestCase {
    private let captured = NSLockBox()
    nonisolated(unsafe) private var failures: [(description: String, file: String, line: Int)] = []

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        captured.locked { failures.append((description, filePath, lineNumber)) }
    }

    private var recorded: [(description: String, file: String, line: Int)] { captured.locked { failures } }

    func testFailingVerifyFailsTheTestAtTheVerifyLine() {
        let greeter = MockGreeter()
        let line = #line; verify(greeter).greet("Bob")
        XCTAssertEqual(recorded.count, 1)
        XCTAssertEqual(recorded.first?.line, line)
        XCTAssertEqual(recorded.first?.file, #filePath)
        XCTAssertTrue(recorded.first?.description.contains("""
            Wanted but not invoked: greeter.greet(equal to "Bob") — wanted once, never invoked.
            No calls were made on greeter.
            """) == true, recorded.first?.description ?? "none")
    }

    func testPassingVerifyRecordsNothing() {
        let greeter = MockGreeter().lenient()
        _ = greeter.greet("Bob")
        verify(greeter).greet("Bob")
        verifyNoMoreInteractions(greeter)
        XCTAssertTrue(recorded.isEmpty)
    }

    func testFailureOnABackgroundThreadIsNotLost() {
        let greeter = MockGreeter()
        let done = expectation(description: "called")
        Thread.detachNewThread {
            _ = greeter.greet("background")
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(recorded.count, 1)
        XCTAssertTrue(recorded.first?.description.contains("Unstubbed call: greeter.greet(\"background\")") == true)
    }

    func testSynchronousWaitUntilFailsAfterTheTimeout() {
        let greeter = MockGreeter().lenient()
        let satisfied = waitUntil(greeter, timeout: .milliseconds(50)) { $0.greet("never") }
        XCTAssertFalse(satisfied)
        XCTAssertEqual(recorded.count, 1)
        XCTAssertTrue(recorded.first?.description.contains("""
            Timed out after 50 milliseconds: Wanted but not invoked: greeter.greet(equal to "never") — wanted at least once, never invoked.
            """) == true, recorded.first?.description ?? "none")
    }

    func testSynchronousWaitUntilReturnsOnceTheCallArrives() {
        let greeter = MockGreeter().lenient()
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 0.05)
            _ = greeter.greet("late")
        }
        XCTAssertTrue(waitUntil(greeter, timeout: .seconds(5)) { $0.greet("late") })
        XCTAssertTrue(recorded.isEmpty)
    }
}
