// `thenSuspend()`: the `then…` action that holds async calls open until the test resumes them.
// Only for async members (a synchronous call cannot wait without blocking its thread), and only
// where the arguments are `Sendable`: the test reads them from another task.

extension ProxyCall where Input: Sendable {
    /// Suspends each matching call until the test resumes it; see ``SuspendedCalls``.
    ///
    /// `cancellation` says what a call does when its caller's task is cancelled while it waits:
    /// it ends at once (returning the default value: the member cannot throw) or waits on.
    /// `releasedAfter` is how long a call may wait before it is reported and released; the
    /// source location is where failures about the stub's calls are reported.
    public func thenSuspend(
        cancellation: SuspendedCallCancellation = .finishesCall, releasedAfter limit: Duration = .seconds(10),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> SuspendedCalls<Input, Output, Never> where Effect == CallEffects.Async {
        suspending(cancellation, limit, MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Suspends each matching call until the test resumes it; see ``SuspendedCalls``.
    ///
    /// `cancellation` says what a call does when its caller's task is cancelled while it waits:
    /// it throws `CancellationError` at once (a `throws(E)` member, whose `E` cannot be one,
    /// returns the default value) or waits on. `releasedAfter` is how long a call may wait
    /// before it is reported and released; the source location is where failures about the
    /// stub's calls are reported.
    public func thenSuspend<Failure>(
        cancellation: SuspendedCallCancellation = .finishesCall, releasedAfter limit: Duration = .seconds(10),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> SuspendedCalls<Input, Output, Failure> where Effect == CallEffects.AsyncThrows<Failure> {
        suspending(cancellation, limit, MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    private func suspending<Failure: Error>(
        _ cancellation: SuspendedCallCancellation, _ limit: Duration, _ location: MockSourceLocation
    ) -> SuspendedCalls<Input, Output, Failure> {
        let core = self.core
        let label = core.member.renderCall(on: core.manager.name, core.matchers.map(\.description))
        let queue = SuspensionQueue<Input, Output>(
            stub: ObjectIdentifier(core.stub), label: label, location: location, cancellation: cancellation, releaseLimit: limit
        ) { invocation in
            if let error = CancellationError() as? Failure { return .failure(error) }
            if let value: Output = invocation.member.defaultResult() { return .value(value) }
            return nil
        }
        core.append([.suspend(queue)])
        ExpectationChecking.register(queue)
        return SuspendedCalls(queue: queue)
    }
}
