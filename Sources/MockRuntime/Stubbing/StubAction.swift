/// What one stubbed call does. A stub holds a chain of these; the last one repeats.
@usableFromInline
enum StubAction<Input, Output> {
    case returnValue(Output)
    case implementation((Input) throws -> Output)
    case asyncImplementation(AsyncStubBody<Input, Output>)
    case throwError(any Error)
    case callRealImplementation
    /// `thenSuspend()`: the call waits in the queue until the test resumes it.
    case suspend(SuspensionQueue<Input, Output>)
}

/// An async `then` body runs in the isolation of the mocked member's caller, so non-`Sendable`
/// arguments never cross an isolation boundary (a `@MainActor` mock's included).
@usableFromInline
typealias AsyncStubBody<Input, Output> = nonisolated(nonsending) (Input) async throws -> Output
