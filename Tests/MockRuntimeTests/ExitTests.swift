import Testing
import MockRuntime

private struct NoRegisteredDefault {}

/// An unstubbed call whose result type has no registry default cannot return anything; the
/// runtime reports it and stops the process (checked in a child process).
@Suite struct ExitTests {
    @Test func unstubbedCallWithoutADefaultStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            let service = MockService().lenient()
            let _: NoRegisteredDefault = service.decode("x")
        }
    }
}
