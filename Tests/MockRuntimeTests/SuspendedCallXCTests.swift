import XCTest
import MockRuntime

/// Under XCTest a call left suspended is reported and released at tear-down. This case captures
/// failures instead of failing, so it can assert them in `tearDown()` (which runs after the
/// tear-down blocks) and still pass.
final class SuspendedCallXCTests: XCTestCase {
    private let captured = NSLockBox()
    nonisolated(unsafe) private var failures: [String] = []
    nonisolated(unsafe) private var expectedAtTearDown: [String] = []
    nonisolated(unsafe) private var capturing = true
    nonisolated(unsafe) private var caller: Task<Article, any Error>?

    override class func setUp() {
        super.setUp()
        // The runtime learns which XCTest test runs from an observer it registers with its first
        // mock; one made here lets it see every test of this case start.
        _ = MockArticleService()
    }

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard captured.locked({ capturing }) else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        captured.locked { failures.append(description) }
    }

    override func tearDown() {
        let recorded = captured.locked { () -> [String] in
            capturing = false
            return failures
        }
        XCTAssertEqual(recorded.count, expectedAtTearDown.count, "the failures the runtime reported by tear-down: \(recorded)")
        for (failure, expected) in zip(recorded, expectedAtTearDown) {
            XCTAssertTrue(failure.contains(expected), "\(failure) should contain \(expected)")
        }
        if let caller {
            // Released at tear-down: the caller got CancellationError, so nothing hangs.
            let finished = expectation(description: "the released caller finished")
            Task {
                do { _ = try await caller.value } catch is CancellationError { finished.fulfill() } catch {}
            }
            wait(for: [finished], timeout: 5)
        }
        super.tearDown()
    }

    func testACallResumedByTheTestReturnsItsValue() async throws {
        let service = MockArticleService()
        let articles = when(stub(service).article(id: any())).thenSuspend()
        let task = Task { try await service.article(id: "1") }
        let call = try await articles.next()
        XCTAssertEqual(call.arguments, "1")
        call.resume(returning: Article(id: "1", title: "One"))
        let article = try await task.value
        XCTAssertEqual(article.title, "One")
    }

    func testACallLeftSuspendedFailsTheTestAtTearDown() async throws {
        let service = MockArticleService()
        let articles = when(stub(service).article(id: any())).thenSuspend()
        caller = Task { try await service.article(id: "forgotten") }
        _ = try await articles.next()
        expectedAtTearDown = [#"articleService.article(id: "forgotten") is still suspended at the end of the test"#]
    }
}
