import Foundation
import Testing
import MockRuntime

/// LRMocky's synchroniser: waiting for a state that calls on other threads or tasks move.
/// Positive waits use long timeouts: they return as soon as the state is reached.
@Suite(.checksExpectations) struct ExpectationWaitingTests {
    @Test func waitsWithoutBlockingUntilAnotherTaskMovesTheState() async {
        let expectations = Expectations()
        let testObject = expectations.mock(MockCollaborator())
        let operation = expectations.states("operation", startsAs: "waiting")
        expectations.expect(testObject).doSomethingElse().then(operation.becomes("finished"))
        Task.detached {
            try? await Task.sleep(for: .milliseconds(20))
            testObject.doSomethingElse()
        }
        #expect(await expectations.waitUntil(operation.is("finished"), timeout: .seconds(60)))
        expectations.assertSatisfied()
    }

    @Test func manyWaitersDoNotHoldTheThreadsTheWorkNeeds() async {
        let expectations = Expectations()
        let testObject = expectations.mock(MockCollaborator())
        let operation = expectations.states("operation", startsAs: "waiting")
        expectations.expect(testObject).doSomethingElse().then(operation.becomes("finished"))
        // Far more waiters than the cooperative pool has threads: if waiting blocked a thread,
        // the task that makes the call could never run.
        let results = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<32 {
                group.addTask { await expectations.waitUntil(operation.is("finished"), timeout: .seconds(60)) }
            }
            group.addTask {
                try? await Task.sleep(for: .milliseconds(20))
                testObject.doSomethingElse()
                return true
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.count == 33 && results.allSatisfy { $0 })
    }

    @Test func blocksASynchronousTestUntilAThreadMovesTheState() {
        let expectations = Expectations()
        let testObject = expectations.mock(MockCollaborator())
        let operation = expectations.states("operation", startsAs: "waiting")
        expectations.expect(testObject).doSomethingElse().then(operation.becomes("finished"))
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 0.02)
            testObject.doSomethingElse()
        }
        #expect(expectations.waitUntil(operation.is("finished"), timeout: .seconds(60)))
    }

    @Test func returnsAtOnceWhenTheStateIsAlreadyReached() async {
        let expectations = Expectations()
        let operation = expectations.states("operation", startsAs: "finished")
        let start = ContinuousClock.now
        #expect(await expectations.waitUntil(operation.is("finished"), timeout: .seconds(120)))
        #expect(ContinuousClock.now - start < .seconds(60))
    }

    @Test func aTimeoutFailsWithTheStateAndTheOpenExpectations() async {
        let messages = await failureMessages {
            let expectations = Expectations()
            let testObject = expectations.mock(MockCollaborator(), named: "testObject")
            let operation = expectations.states("operation", startsAs: "waiting")
            expectations.expect(testObject).doSomethingElse().then(operation.becomes("finished"))
            #expect(await !expectations.waitUntil(operation.is("finished"), timeout: .milliseconds(50)))
            testObject.doSomethingElse()
        }
        #expect(messages == [
            """
            Timed out after 50 milliseconds waiting until operation is "finished"; operation is "waiting".
            Expectations not yet satisfied:
              1. expected exactly once, received 0 times: testObject.doSomethingElse()
            States:
              operation is "waiting"
            """,
        ])
    }

    @Test func theDefaultTimeoutIsOneSecondAsInLRMocky() {
        let messages = failureMessages {
            let expectations = Expectations()
            let operation = expectations.states("operation", startsAs: "waiting")
            #expect(!expectations.waitUntil(operation.is("finished")))
        }
        #expect(messages == [
            """
            Timed out after 1 second waiting until operation is "finished"; operation is "waiting".
            Every expectation is satisfied.
            States:
              operation is "waiting"
            """,
        ])
    }

    @Test func callsFromManyThreadsAreCountedExactly() async {
        let expectations = Expectations()
        let subscriber = expectations.mock(MockSubscriber(), named: "subscriber")
        let done = expectations.states("done", startsAs: "no")
        expectations.expect(subscriber, .times(400)).receive(any())
        expectations.expect(subscriber).receive("last").then(done.becomes("yes"))
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<4 {
                group.addTask { for call in 0..<100 { subscriber.receive("\(task)-\(call)") } }
            }
        }
        let messages = failureMessages { subscriber.receive("extra") }
        #expect(messages.first?.hasPrefix("Unexpected call: subscriber.receive(\"extra\")") == true)
        subscriber.receive("last")
        #expect(await expectations.waitUntil(done.is("yes"), timeout: .seconds(60)))
        expectations.assertSatisfied()
    }
}
