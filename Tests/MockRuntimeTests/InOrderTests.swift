import Testing
import MockRuntime

@Suite struct InOrderTests {
    @Test func passesWhenCallsHappenInTheVerifiedOrderAcrossMocks() {
        let greeter = MockGreeter().lenient()
        let service = MockService().lenient()
        _ = greeter.greet("first")
        service.log("second")
        _ = greeter.greet("third")
        let messages = failureMessages {
            let order = inOrder(greeter, service)
            order.verify(greeter).greet("first")
            order.verify(service).log(["second"])
            order.verify(greeter).greet("third")
            verifyNoMoreInteractions(greeter, service)
        }
        #expect(messages.isEmpty)
    }

    @Test func consumesRepeatedCallsAccordingToTheCallMatcher() {
        let greeter = MockGreeter().lenient()
        _ = greeter.greet("a")
        _ = greeter.greet("a")
        _ = greeter.count
        let messages = failureMessages {
            let order = inOrder(greeter)
            order.verify(greeter).greet("a")
            order.verify(greeter).greet("a")
            order.verify(greeter).count.get()
        }
        #expect(messages.isEmpty)
    }

    @Test func failsWithTheTimelineWhenOutOfOrder() {
        let greeter = MockGreeter().lenient()
        let service = MockService().lenient()
        service.log("second")
        _ = greeter.greet("first")
        let messages = failureMessages {
            let order = inOrder(greeter, service)
            order.verify(greeter).greet("first")
            order.verify(service).log(["second"])
        }
        #expect(messages == [
            """
            Wanted in order but not invoked: service.log(equal to ["second"]) — wanted once after greeter.greet("first"), never invoked after it.
            Invocations in order:
              1. service.log(["second"])
              2. greeter.greet("first")
            """,
        ])
    }

    @Test func failsWhenTheFirstCallIsMissing() {
        let greeter = MockGreeter().lenient()
        let messages = failureMessages {
            inOrder(greeter).verify(greeter).greet("x")
        }
        #expect(messages == [
            """
            Wanted in order but not invoked: greeter.greet(equal to "x") — wanted once, never invoked.
            No calls were made on these mocks.
            """,
        ])
    }
}
