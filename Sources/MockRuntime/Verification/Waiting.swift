internal import Foundation

/// One verification recorded inside `waitUntil`, re-evaluated as calls arrive.
struct PendingVerification {
    let manager: MockManager
    let location: MockSourceLocation
    let isSatisfied: () -> Bool
    let failureMessage: () -> String?

    init<Input>(manager: MockManager, member: MockMember, matchers: [ArgumentMatcher<Input>], callMatcher: CallMatcher, location: MockSourceLocation) {
        self.manager = manager
        self.location = location
        isSatisfied = { manager.evaluate(member, matchers, callMatcher, record: false).1 == nil }
        failureMessage = { manager.evaluate(member, matchers, callMatcher, record: true).1 }
    }
}

final class PendingVerifications: @unchecked Sendable {
    private let collected = Locked<[PendingVerification]>([])
    func add(_ expectation: PendingVerification) { collected.withLock { $0.append(expectation) } }
    var expectations: [PendingVerification] { collected.withLock { $0 } }
}

private func collectExpectations<M: Mock>(
    _ mock: M, _ callMatcher: CallMatcher, _ location: MockSourceLocation, _ body: (M.Verification) -> Void
) -> [PendingVerification] {
    let collector = PendingVerifications()
    body(M.Verification(context: VerificationContext(manager: mock.__manager, callMatcher: callMatcher, location: location, mode: .collecting(collector))))
    return collector.expectations
}

private func reportTimeout(_ expectations: [PendingVerification], after timeout: Duration) {
    for expectation in expectations {
        if let message = expectation.failureMessage() {
            expectation.manager.fail("Timed out after \(durationInWords(timeout)): \(message)", at: expectation.location)
        }
    }
}

/// "1 second", "1.5 seconds", "200 milliseconds".
func durationInWords(_ duration: Duration) -> String {
    let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    if milliseconds < 1000 { return milliseconds == 1 ? "1 millisecond" : "\(milliseconds) milliseconds" }
    if milliseconds == 1000 { return "1 second" }
    let seconds = Double(milliseconds) / 1000
    return seconds == seconds.rounded() ? "\(Int(seconds)) seconds" : "\(seconds) seconds"
}

/// Suspends until the verifications in `body` hold, or fails them after `timeout`. Does not
/// block a thread: use it from `async` tests for calls made by other tasks or threads.
///
///     await waitUntil(greeter, timeout: .seconds(1)) { $0.greet("Bob") }
@discardableResult
public func waitUntil<M: Mock>(
    _ mock: M, _ callMatcher: CallMatcher = atLeastOnce(), timeout: Duration = .seconds(1),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ body: (M.Verification) -> Void
) async -> Bool {
    let location = MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let manager = mock.__manager
    manager.noteUse(at: location)
    manager.surfacePendingFailures()
    let expectations = collectExpectations(mock, callMatcher, location, body)
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while true {
        let generation = manager.changes.generation
        if expectations.allSatisfy({ $0.isSatisfied() }) {
            expectations.forEach { _ = $0.failureMessage() }
            return true
        }
        if ContinuousClock.now >= deadline {
            reportTimeout(expectations, after: timeout)
            return false
        }
        await manager.changes.next(after: generation, deadline: deadline)
    }
}

/// The blocking form for synchronous XCTest methods: sleeps on a condition variable until the
/// verifications hold or `timeout` passes (Mockito's `timeout`).
@discardableResult
public func waitUntil<M: Mock>(
    _ mock: M, _ callMatcher: CallMatcher = atLeastOnce(), timeout: Duration = .seconds(1),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ body: (M.Verification) -> Void
) -> Bool {
    let location = MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let manager = mock.__manager
    manager.noteUse(at: location)
    manager.surfacePendingFailures()
    let expectations = collectExpectations(mock, callMatcher, location, body)
    let satisfied = manager.changes.block(for: timeout) { expectations.allSatisfy { $0.isSatisfied() } }
    if satisfied {
        expectations.forEach { _ = $0.failureMessage() }
    } else {
        reportTimeout(expectations, after: timeout)
    }
    return satisfied
}
