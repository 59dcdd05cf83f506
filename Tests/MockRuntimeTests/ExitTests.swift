import Testing
import MockRuntime

private struct NoRegisteredDefault {}

/// An unstubbed call whose result type has no registry default cannot return anything; the
/// runtime reports it and stops the process (checked in a child process).
@Suite struct ExitTests {
    /// The message names the type and gives the line that registers a default.
    @Test func unstubbedCallWithoutADefaultStopsTheProcess() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let service = MockService().lenient()
            let _: NoRegisteredDefault = service.decode("x")
        }
        let output = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(output.contains("No default value exists for NoRegisteredDefault; register one before the call: "
            + "`DefaultValueRegistry.register(value: <#NoRegisteredDefault#>, forType: MockRuntimeTests.NoRegisteredDefault.self)`"))
        #expect(output.contains("The test process stops here"))
    }
}
