import Testing
import MockRuntime

/// LRMocky's cardinality rules, `allowing` and `ignoring`.
@Suite(.checksExpectations) struct CardinalityTests {
    @Test func expectIsExactlyOnceByDefault() {
        let expectations = Expectations()
        let collaborator = expectations.mock(MockCollaborator(), named: "testObject")
        expectations.expect(collaborator).someMethod()
        #expect(!expectations.isSatisfied)
        collaborator.someMethod()
        #expect(expectations.isSatisfied)
    }

    @Test func exactlyCountsEveryCall() {
        let messages = failureMessages {
            let expectations = Expectations()
            let collaborator = expectations.mock(MockCollaborator(), named: "testObject")
            expectations.expect(collaborator, .times(3)).someMethod()
            collaborator.someMethod()
            collaborator.someMethod()
            expectations.assertSatisfied()
        }
        #expect(messages == ["Expected someMethod() on testObject exactly 3 times, but it was called twice."])
    }

    @Test func atLeastIsSatisfiedFromItsMinimumAndTakesEveryCallAfter() {
        let expectations = Expectations()
        let collaborator = expectations.mock(MockCollaborator())
        expectations.expect(collaborator, .atLeast(1)).someMethod()
        #expect(!expectations.isSatisfied)
        for _ in 0..<5 { collaborator.someMethod() }
        #expect(expectations.isSatisfied)
    }

    @Test func atMostFailsTheCallBeyondIt() {
        let expectations = Expectations()
        let collaborator = expectations.mock(MockCollaborator(), named: "testObject")
        expectations.expect(collaborator, .atMost(1)).someMethod()
        #expect(expectations.isSatisfied)
        let messages = failureMessages {
            collaborator.someMethod()
            collaborator.someMethod()
        }
        #expect(messages == [
            """
            Unexpected call: testObject.someMethod()
            Expectations:
              1. expected at most once, received once: testObject.someMethod() — matches, but it has already had every call it expects
            Calls before this one:
              1. testObject.someMethod()
            """,
        ])
    }

    @Test func betweenWantsItsLowerBoundAndAcceptsUpToItsUpperBound() {
        let messages = failureMessages {
            let expectations = Expectations()
            let collaborator = expectations.mock(MockCollaborator(), named: "testObject")
            expectations.expect(collaborator, .between(2, and: 3)).someMethod()
            collaborator.someMethod()
            expectations.assertSatisfied()
            collaborator.someMethod()
            collaborator.someMethod()
            #expect(expectations.isSatisfied)
            collaborator.someMethod()
        }
        #expect(messages.count == 2)
        #expect(messages.first == "Expected someMethod() on testObject between 2 and 3 times, but it was called once.")
        #expect(messages.last?.hasPrefix("Unexpected call: testObject.someMethod()\n") == true)
        #expect(Cardinality.between(1...3) == .between(1, and: 3))
    }

    @Test func neverMakesTheCallUnexpected() {
        let expectations = Expectations()
        let collaborator = expectations.mock(MockCollaborator(), named: "testObject")
        expectations.expect(collaborator, .never).doSomething()
        let messages = failureMessages { collaborator.doSomething() }
        #expect(messages == [
            """
            Unexpected call: testObject.doSomething()
            Expectations:
              1. expected never, received 0 times: testObject.doSomething() — matches, but it must never be called
            """,
        ])
    }

    @Test func allowingAcceptsAnyNumberOfCallsNoneIncluded() {
        let expectations = Expectations()
        let collaborator = expectations.mock(MockCollaborator())
        expectations.allowing(collaborator).returnsSomeString().will(.returns("some string"))
        #expect(expectations.isSatisfied)
        #expect(collaborator.returnsSomeString() == "some string")
        #expect(collaborator.returnsSomeString() == "some string")
        #expect(expectations.isSatisfied)
    }

    @Test func ignoringAllowsEveryCallWithDefaultValues() {
        let expectations = Expectations()
        let collaborator = expectations.mock(MockCollaborator())
        expectations.ignoring(collaborator)
        collaborator.doSomething()
        #expect(collaborator.returnsSomeString() == "")
        #expect(collaborator.returnsSomeInteger() == 0)
        collaborator.status = "busy"
        #expect(expectations.isSatisfied)
    }

    @Test func ignoredMocksStillAnswerFromTheirStubs() {
        let expectations = Expectations()
        let collaborator = expectations.mock(MockCollaborator())
        expectations.ignoring(collaborator)
        stub(collaborator) { stub in when(stub.returnsSomeInteger()).thenReturn(42) }
        #expect(collaborator.returnsSomeInteger() == 42)
    }

    @Test func theFirstExpectationThatMayTakeACallTakesIt() {
        let expectations = Expectations()
        let collaborator = expectations.mock(MockCollaborator())
        expectations.expect(collaborator).returnsSomeInteger().will(.returns(1))
        expectations.allowing(collaborator).returnsSomeInteger().will(.returns(2))
        #expect(collaborator.returnsSomeInteger() == 1)
        #expect(collaborator.returnsSomeInteger() == 2)
        #expect(collaborator.returnsSomeInteger() == 2)
    }

    @Test func matchersChooseTheExpectation() {
        let expectations = Expectations()
        let subscriber = expectations.mock(MockSubscriber())
        expectations.expect(subscriber).receive(ParameterMatcher(description: "a word starting with a") { $0.hasPrefix("a") })
        expectations.expect(subscriber, .times(2)).receive("b")
        subscriber.receive("b")
        subscriber.receive("apple")
        subscriber.receive("b")
        #expect(expectations.isSatisfied)
    }

    @Test func theUnexpectedCallMessageListsEveryExpectationAndWhyTheMatchingOnesDidNotTakeIt() {
        let expectations = Expectations()
        let subscriber = expectations.mock(MockSubscriber(), named: "subscriber one")
        let collaborator = expectations.mock(MockCollaborator(), named: "testObject")
        expectations.expect(subscriber).receive("hello")
        expectations.allowing(collaborator).returnsSomeString()
        expectations.ignoring(MockSubscriber().named("audit"))
        let messages = failureMessages {
            subscriber.receive("hello")
            subscriber.receive("hello")
        }
        #expect(messages == [
            """
            Unexpected call: subscriber one.receive("hello")
            Expectations:
              1. expected exactly once, received once: subscriber one.receive(equal to "hello") — matches, but it has already had every call it expects
              2. allowed, received 0 times: testObject.returnsSomeString()
              3. ignored, received 0 times: every call on audit
            Calls before this one:
              1. subscriber one.receive("hello")
            """,
        ])
    }
}
