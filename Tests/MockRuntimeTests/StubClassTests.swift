import MockRuntime
import Testing

/// `GreeterStub` is the generated `MockGreeter` in stub mode (`MockStub`): every call returns a
/// `DefaultValueRegistry` default, nothing is reported and nothing is recorded.
@Suite struct StubClassTests {
    @Test func aStubReturnsDefaultsSilentlyAndRecordsNothing() {
        let stub = GreeterStub()
        let failures = withMockFailuresCaptured {
            #expect(stub.greet("Bob") == "")
            stub.count = 3
            #expect(stub.count == 0)
        }
        #expect(failures.isEmpty, "\(failures)")
        #expect(invocations(of: stub).isEmpty)
    }

    @Test func theMockItselfStaysStrict() {
        let mock = MockGreeter()
        let failures = withMockFailuresCaptured { _ = mock.greet("Bob") }
        #expect(failures.count == 1)
        #expect(invocations(of: mock).count == 1)
    }

    /// A stub is a mock, so a test may still stub one call on it.
    @Test func aStubCanBeStubbed() {
        let greeter = GreeterStub()
        stub(greeter) { stub in when(stub.greet("Bob")).thenReturn("Hi") }
        #expect(greeter.greet("Bob") == "Hi")
        #expect(greeter.greet("Eve") == "")
    }
}
