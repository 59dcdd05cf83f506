import Testing
import MockRuntime

/// LRMocky's "Quick Introduction", step by step, against generated mocks: a publisher sends
/// each message to its subscribers.
@Suite(.checksExpectations) struct PublisherWalkthroughTests {
    @Test func aFailingTestSaysWhatWasExpected() {
        let messages = failureMessages {
            let expectations = Expectations()
            let subscriber = expectations.mock(MockSubscriber())
            let publisher = SilentPublisher()
            publisher.add(subscriber)

            expectations.expect(subscriber).receive("some message")
            publisher.publish("some message")

            expectations.assertSatisfied()
        }
        #expect(messages == [#"Expected receive(equal to "some message") on subscriber exactly once, but it was called 0 times."#])
    }

    @Test func subscriberReceivesMessage() {
        let expectations = Expectations()
        let subscriber = expectations.mock(MockSubscriber())
        let publisher = Publisher()
        publisher.add(subscriber)

        expectations.expect(subscriber).receive("some message")
        publisher.publish("some message")

        expectations.assertSatisfied()
    }

    @Test func namedMocksDisambiguateTheMessage() {
        let messages = failureMessages {
            let expectations = Expectations()
            let subscriberOne = expectations.mock(MockSubscriber(), named: "subscriber one")
            let subscriberTwo = expectations.mock(MockSubscriber(), named: "subscriber two")
            let publisher = Publisher()
            publisher.add(subscriberTwo)

            expectations.expect(subscriberOne).receive("some message")
            expectations.expect(subscriberTwo).receive("some message")
            publisher.publish("some message")

            expectations.assertSatisfied()
            _ = subscriberOne
        }
        #expect(messages == [#"Expected receive(equal to "some message") on subscriber one exactly once, but it was called 0 times."#])
    }

    @Test func multipleSubscribersReceiveMessages() {
        let expectations = Expectations()
        let subscriberOne = expectations.mock(MockSubscriber(), named: "subscriber one")
        let subscriberTwo = expectations.mock(MockSubscriber(), named: "subscriber two")
        let publisher = Publisher()
        publisher.add(subscriberOne)
        publisher.add(subscriberTwo)

        expectations.expect(subscriberOne).receive("some message")
        expectations.expect(subscriberTwo).receive("some message")
        publisher.publish("some message")

        expectations.assertSatisfied()
    }

    @Test func aCallNobodyExpectedFailsAtOnce() {
        let expectations = Expectations()
        let subscriber = expectations.mock(MockSubscriber(), named: "subscriber one")
        expectations.expect(subscriber).receive("some message")
        let publisher = Publisher()
        publisher.add(subscriber)

        let messages = failureMessages {
            publisher.publish("some message")
            publisher.publish("another message")
        }
        #expect(messages == [
            """
            Unexpected call: subscriber one.receive("another message")
            Expectations:
              1. expected exactly once, received once: subscriber one.receive(equal to "some message")
            Calls before this one:
              1. subscriber one.receive("some message")
            """,
        ])
        expectations.assertSatisfied()
    }

    @Test func aSecondCallOfAnExpectationThatWantsOneIsUnexpected() {
        let expectations = Expectations()
        let subscriber = expectations.mock(MockSubscriber(), named: "subscriber one")
        expectations.expect(subscriber).receive("some message")

        let messages = failureMessages {
            subscriber.receive("some message")
            subscriber.receive("some message")
        }
        #expect(messages == [
            """
            Unexpected call: subscriber one.receive("some message")
            Expectations:
              1. expected exactly once, received once: subscriber one.receive(equal to "some message") — matches, but it has already had every call it expects
            Calls before this one:
              1. subscriber one.receive("some message")
            """,
        ])
    }

    @Test func aMockWithNoExpectationsAcceptsNoCall() {
        let expectations = Expectations()
        let subscriber = expectations.mock(MockSubscriber())
        let messages = failureMessages { subscriber.receive("hello") }
        #expect(messages == [
            """
            Unexpected call: subscriber.receive("hello")
            Nothing is expected.
            """,
        ])
    }
}
