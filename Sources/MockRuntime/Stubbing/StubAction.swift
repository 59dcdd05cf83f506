/// What one stubbed call does. A stub holds a chain of these; the last one repeats.
@usableFromInline
enum StubAction<Input, Output> {
    case returnValue(Output)
    case implementation((Input) throws -> Output)
    case asyncImplementation((Input) async throws -> Output)
    case throwError(any Error)
    case callRealImplementation
}
