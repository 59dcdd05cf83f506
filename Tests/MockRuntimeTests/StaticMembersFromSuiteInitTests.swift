import Testing
import MockRuntime

/// Swift Testing runs a suite's `init` for each test, inside the test: static stubs made there
/// belong to that test alone.
@Suite struct StaticMembersFromSuiteInitTests {
    init() {
        stub(MockService.self) { stub in when(stub.version()).thenReturn("from init") }
        stub(MockPinger.self) { stub in when(stub.ping(anyInt())).thenDoNothing() }
        MockPinger.ping(1)
    }

    @Test func firstTestSeesOnlyItsOwnInitsStubsAndCalls() {
        #expect(MockService.version() == "from init")
        verify(MockPinger.self, times(1)).ping(1)
    }

    @Test func secondTestSeesOnlyItsOwnInitsStubsAndCalls() {
        #expect(MockService.version() == "from init")
        verify(MockPinger.self, times(1)).ping(1)
    }
}

/// The trait on a suite reaches every test case in it and in its nested suites, `init`
/// included.
@Suite(.isolatedStaticMocks) struct IsolatedStaticMocksSuiteTests {
    init() {
        stub(MockPinger.self) { stub in when(stub.ping(anyInt())).thenDoNothing() }
        MockPinger.ping(1)
    }

    @Test(arguments: 0..<4) func eachCaseRunsTheInitInItsOwnScope(index: Int) {
        stub(MockService.self) { stub in when(stub.version()).thenReturn("case \(index)") }
        #expect(MockService.version() == "case \(index)")
        verify(MockPinger.self, times(1)).ping(1)
        verify(MockService.self).version()
    }

    @Suite struct Nested {
        init() {
            stub(MockPinger.self) { stub in when(stub.ping(anyInt())).thenDoNothing() }
        MockPinger.ping(2)
        }

        @Test(arguments: 0..<4) func nestedCasesAreIsolatedToo(index: Int) {
            verify(MockPinger.self, times(1)).ping(2)
        }
    }
}
