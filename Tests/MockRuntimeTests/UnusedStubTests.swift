import Testing
import MockRuntime

@Suite struct UnusedStubTests {
    @Test func unusedStubsAreReportedAtTheirWhenLine() {
        let greeter = MockGreeter()
        var failures: [MockFailure] = []
        let usedLine: UInt = #line + 4
        let unusedLine: UInt = #line + 4
        failures = withMockFailuresCaptured {
            stub(greeter) { stub in
                when(stub.greet("used")).thenReturn("yes")
                when(stub.greet("unused")).thenReturn("no")
            }
            _ = greeter.greet("used")
            verifyAllStubsUsed(greeter)
        }
        #expect(failures.map(\.message) == [
            "Unused stub: greeter.greet(equal to \"unused\") was stubbed but never called.",
        ])
        #expect(failures.first?.location.line == unusedLine)
        #expect(usedLine + 1 == unusedLine)
    }

    @Test func noReportWhenEveryStubWasUsed() {
        let greeter = MockGreeter()
        stub(greeter) { stub in when(stub.count.get).thenReturn(1) }
        _ = greeter.count
        #expect(failureMessages { verifyAllStubsUsed(greeter) }.isEmpty)
    }
}
