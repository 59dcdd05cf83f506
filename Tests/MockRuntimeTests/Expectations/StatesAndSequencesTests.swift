import Testing
import MockRuntime

/// LRMocky's states, and jMock's sequences across mocks.
@Suite(.checksExpectations) struct StatesAndSequencesTests {
    @Test func anExpectationLimitedToAStateIsUnexpectedOutsideIt() {
        let expectations = Expectations()
        let testObject = expectations.mock(MockCollaborator(), named: "testObject")
        let readiness = expectations.states("readiness", startsAs: "unready")
        expectations.whenState(readiness.is("ready")) {
            expectations.expect(testObject).someMethod()
        }
        let messages = failureMessages { testObject.someMethod() }
        #expect(messages == [
            """
            Unexpected call: testObject.someMethod()
            Expectations:
              1. expected exactly once, received 0 times: testObject.someMethod() when readiness is "ready" — matches, but only when readiness is "ready"
            States:
              readiness is "unready"
            """,
        ])
        readiness.transition(to: "ready")
        testObject.someMethod()
        expectations.assertSatisfied()
    }

    @Test func aCallMovesTheStateSoTheNextOneIsExpected() {
        let expectations = Expectations()
        let testObject = expectations.mock(MockCollaborator(), named: "testObject")
        let readiness = expectations.states("readiness", startsAs: "unready")
        expectations.whenState(readiness.is("ready")) {
            expectations.expect(testObject).doSomething()
        }
        expectations.expect(testObject).doSomethingElse().then(readiness.becomes("ready"))

        testObject.doSomethingElse()
        testObject.doSomething()

        #expect(readiness.current == "ready")
        expectations.assertSatisfied()
    }

    @Test func inTheWrongOrderTheTestFailsNamingTheState() {
        let messages = failureMessages {
            let expectations = Expectations()
            let testObject = expectations.mock(MockCollaborator(), named: "testObject")
            let readiness = expectations.states("readiness", startsAs: "unready")
            expectations.expect(testObject).doSomething().when(readiness.is("ready"))
            expectations.expect(testObject).doSomethingElse().then(readiness.becomes("ready"))

            testObject.doSomething()
            testObject.doSomethingElse()
            expectations.assertSatisfied()
        }
        #expect(messages == [
            """
            Unexpected call: testObject.doSomething()
            Expectations:
              1. expected exactly once, received 0 times: testObject.doSomething() when readiness is "ready" — matches, but only when readiness is "ready"
              2. expected exactly once, received 0 times: testObject.doSomethingElse()
            States:
              readiness is "unready"
            """,
            """
            Expected doSomething() on testObject exactly once when readiness is "ready", but it was called 0 times.
            States:
              readiness is "ready"
            """,
        ])
    }

    @Test func isNotAndNestedStatesCombine() {
        let expectations = Expectations()
        let testObject = expectations.mock(MockCollaborator())
        let connection = expectations.states("connection", startsAs: "open")
        let mode = expectations.states("mode", startsAs: "write")
        expectations.whenState(connection.isNot("closed")) {
            expectations.whenState(mode.is("write")) {
                expectations.allowing(testObject).doSomething()
            }
        }
        testObject.doSomething()
        mode.transition(to: "read")
        let messages = failureMessages { testObject.doSomething() }
        #expect(messages.first?.contains(#"— matches, but only when mode is "write""#) == true)
        #expect(connection.isNot("closed").isActive)
        #expect("\(connection)" == #"connection is "open""#)
    }

    @Test func aSequenceAcrossMocksMustHappenInOrder() {
        let expectations = Expectations()
        let session = expectations.mock(MockCollaborator(), named: "session")
        let subscriber = expectations.mock(MockSubscriber(), named: "subscriber")
        let login = expectations.sequence("login")
        expectations.expect(session).doSomething().inSequence(login)
        expectations.expect(subscriber).receive("welcome").inSequence(login)
        expectations.expect(session).doSomethingElse().inSequence(login)

        let messages = failureMessages {
            subscriber.receive("welcome")
        }
        #expect(messages == [
            """
            Unexpected call: subscriber.receive("welcome")
            Expectations:
              1. expected exactly once, received 0 times: session.doSomething() in sequence login
              2. expected exactly once, received 0 times: subscriber.receive(equal to "welcome") in sequence login — matches, but sequence login first expects session.doSomething()
              3. expected exactly once, received 0 times: session.doSomethingElse() in sequence login
            Sequences:
              login: 0 of 3 satisfied, next session.doSomething()
            """,
        ])
        session.doSomething()
        subscriber.receive("welcome")
        session.doSomethingElse()
        expectations.assertSatisfied()
    }

    @Test func aSequenceDoesNotGoBack() {
        let expectations = Expectations()
        let testObject = expectations.mock(MockCollaborator(), named: "testObject")
        let steps = expectations.sequence("steps")
        expectations.expect(testObject, .atLeast(1)).doSomething().inSequence(steps)
        expectations.expect(testObject).doSomethingElse().inSequence(steps)
        testObject.doSomething()
        testObject.doSomething()
        testObject.doSomethingElse()
        let messages = failureMessages { testObject.doSomething() }
        #expect(messages.first?.contains("— matches, but sequence steps has moved on to testObject.doSomethingElse()") == true)
        #expect(messages.first?.contains("steps: all 2 satisfied") == true)
    }

    @Test func unsatisfiedExpectationsInASequenceSayWhereItStands() {
        let messages = failureMessages {
            let expectations = Expectations()
            let testObject = expectations.mock(MockCollaborator(), named: "testObject")
            let steps = expectations.sequence("steps")
            expectations.expect(testObject).doSomething().inSequence(steps)
            expectations.expect(testObject).doSomethingElse().inSequence(steps)
            testObject.doSomething()
            expectations.assertSatisfied()
        }
        #expect(messages == [
            """
            Expected doSomethingElse() on testObject exactly once in sequence steps, but it was called 0 times.
            Sequences:
              steps: 1 of 2 satisfied, next testObject.doSomethingElse()
            """,
        ])
    }
}
