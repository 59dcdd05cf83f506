/// Collects failures instead of failing the test; the basis of `withMockFailuresCaptured`.
public final class CapturingFailureReporter: FailureReporter, @unchecked Sendable {
    private let captured = Locked<[MockFailure]>([])

    public init() {}

    public func report(_ failure: MockFailure) {
        captured.withLock { $0.append(failure) }
    }

    public var failures: [MockFailure] { captured.withLock { $0 } }
    public var messages: [String] { failures.map(\.message) }
}

/// Runs `body` with every mock failure captured rather than reported, and returns them.
///
/// Mocks created inside `body` also remember the capture, so failures raised later on another
/// thread (where task-locals are not visible) are captured too.
public func withMockFailuresCaptured(_ body: () throws -> Void) rethrows -> [MockFailure] {
    let reporter = CapturingFailureReporter()
    try MockFailureReporting.$reporter.withValue(reporter) { try body() }
    return reporter.failures
}

public func withMockFailuresCaptured(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Void
) async rethrows -> [MockFailure] {
    let reporter = CapturingFailureReporter()
    try await MockFailureReporting.$reporter.withValue(reporter) { try await body() }
    return reporter.failures
}
