import Testing
import MockRuntime

@Suite struct VerificationTests {
    private func greeterCalled(_ names: String...) -> MockGreeter {
        let greeter = MockGreeter().lenient()
        for name in names { _ = greeter.greet(name) }
        return greeter
    }

    @Test func callMatchersAcceptTheRightCounts() {
        let greeter = greeterCalled("a", "b", "b")
        let messages = failureMessages {
            verify(greeter).greet("a")
            verify(greeter, times(2)).greet("b")
            verify(greeter, never()).greet("c")
            verify(greeter, atLeastOnce()).greet("b")
            verify(greeter, atLeast(3)).greet(anyString())
            verify(greeter, atMost(2)).greet("b")
            verify(greeter, between(1...2)).greet("b")
            verify(greeter, times(1).or(times(2))).greet("b")
            verify(greeter, atLeast(1).and(atMost(1))).greet("a")
        }
        #expect(messages.isEmpty)
    }

    @Test func callMatchersRejectTheWrongCounts() {
        let greeter = greeterCalled("a", "b", "b")
        let messages = failureMessages {
            verify(greeter).greet("b")
            verify(greeter, never()).greet("a")
            verify(greeter, atLeast(4)).greet(anyString())
            verify(greeter, atMost(1)).greet("b")
            verify(greeter, between(3...4)).greet("b")
            verify(greeter, times(3).or(times(4))).greet("b")
            verify(greeter, atLeast(1).and(atMost(1))).greet("b")
        }
        #expect(messages.count == 7)
    }

    @Test func verifyNoMoreInteractionsPassesWhenEverythingWasVerified() {
        let greeter = greeterCalled("a")
        _ = greeter.count
        let messages = failureMessages {
            verify(greeter).greet("a")
            verify(greeter).count.get()
            verifyNoMoreInteractions(greeter)
        }
        #expect(messages.isEmpty)
    }

    @Test func argumentCaptorCollectsMatchingCallsOnly() {
        let service = MockService().lenient()
        _ = service.find(name: "x")
        _ = service.find(name: nil)
        let greeter = MockGreeter().lenient()
        greeter.count = 10
        greeter.count = 20
        greeter.count = 30
        let captor = ArgumentCaptor<Int>()
        verify(greeter, times(3)).count.set(captor.capture())
        #expect(captor.value == 30)
        #expect(captor.allValues == [10, 20, 30])

        // On optional parameters the captor is of the optional type, as in Cuckoo: it captures nil too.
        let names = ArgumentCaptor<String?>()
        verify(service, times(2)).find(name: names.capture())
        #expect(names.allValues == ["x", nil])
    }

    @Test func verifiedCallsGiveTypedArgumentsByCallTime() async {
        let service = MockService().lenient()
        _ = try? await service.download(from: "a", retries: 1)
        let calls = verify(service).download(from: "a", retries: anyInt())
        #expect(calls.arguments.count == 1)
        #expect(calls.arguments(callTime: 1)?.0 == "a")
        #expect(calls.arguments(callTime: 1)?.1 == 1)
        #expect(calls.arguments(callTime: 2) == nil)
    }

    @Test func invocationLogReadsLikeTheCalls() {
        let service = MockService().lenient()
        service[1] = "one"
        _ = service.find(name: "x")
        service.log("a", "b")
        _ = service.nickname
        #expect(invocations(of: service).map(\.description) == [
            "[1].set(\"one\")",
            "find(name: \"x\")",
            "log([\"a\", \"b\"])",
            "nickname.get",
        ])
    }

    @Test func resetClearStubsAndClearInvocations() {
        let greeter = MockGreeter().lenient()
        stub(greeter) { stub in when(stub.greet(anyString())).thenReturn("stubbed") }
        #expect(greeter.greet("a") == "stubbed")

        clearInvocations(greeter)
        #expect(invocations(of: greeter).isEmpty)
        #expect(greeter.greet("a") == "stubbed")

        clearStubs(greeter)
        #expect(greeter.greet("a") == "")
        #expect(invocations(of: greeter).count == 2)

        reset(greeter)
        #expect(invocations(of: greeter).isEmpty)
    }

    @Test func namedMocksAppearInMessages() {
        let greeter = MockGreeter().named("front door greeter")
        let messages = failureMessages { verify(greeter).greet("Bob") }
        #expect(messages == [
            """
            Wanted but not invoked: front door greeter.greet(equal to "Bob") — wanted once, never invoked.
            No calls were made on front door greeter.
            """,
        ])
    }
}
