import Foundation
import Testing
import MockRuntime

/// Waiting for calls made elsewhere (LRMocky's `waitUntil`, Mockito's `timeout`).
/// Positive waits use long timeouts: they return as soon as the call happens, and a timeout
/// only elapses when the test is failing anyway, so a loaded CI machine cannot make them flaky.
@Suite struct WaitingTests {
    @Test func waitsWithoutBlockingUntilAnotherTaskCalls() async {
        let greeter = MockGreeter().lenient()
        Task.detached {
            try? await Task.sleep(for: .milliseconds(30))
            _ = greeter.greet("Bob")
        }
        let satisfied = await waitUntil(greeter, timeout: .seconds(60)) { $0.greet("Bob") }
        #expect(satisfied)
    }

    @Test func waitsForACountOfCallsFromAnotherThread() async {
        let greeter = MockGreeter().lenient()
        Thread.detachNewThread {
            for _ in 0..<3 {
                Thread.sleep(forTimeInterval: 0.01)
                _ = greeter.greet("again")
            }
        }
        let satisfied = await waitUntil(greeter, times(3), timeout: .seconds(60)) { $0.greet("again") }
        #expect(satisfied)
        verify(greeter, times(3)).greet("again")
    }

    @Test func returnsAtOnceWhenTheCallAlreadyHappened() async {
        let greeter = MockGreeter().lenient()
        _ = greeter.greet("early")
        let start = ContinuousClock.now
        // A long timeout and a loose bound: the test fails only if waiting sat out the timeout,
        // never because a loaded machine was slow.
        #expect(await waitUntil(greeter, timeout: .seconds(120)) { $0.greet("early") })
        #expect(ContinuousClock.now - start < .seconds(60))
    }

    @Test func timingOutFailsWithTheVerifyMessage() async {
        let greeter = MockGreeter().lenient()
        _ = greeter.greet("Alice")
        let messages = await failureMessages {
            let satisfied = await waitUntil(greeter, timeout: .milliseconds(50)) { $0.greet("Bob") }
            #expect(!satisfied)
        }
        #expect(messages == [
            """
            Timed out after 50 milliseconds: Wanted but not invoked: greeter.greet(equal to "Bob") — wanted at least once, never invoked.
            Invocations of greet(_:) on greeter:
              1. greet("Alice")
            Closest match: greet("Alice") — argument 1 differs: wanted equal to "Bob", got "Alice".
            """,
        ])
    }

    @Test func manyWaitersDoNotStarveTheCooperativePool() async {
        // More waiters than pool threads: if waiting blocked threads, the callers could not run.
        let greeter = MockGreeter().lenient()
        let results = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<20 {
                group.addTask { await waitUntil(greeter, timeout: .seconds(60)) { $0.greet("\(index)") } }
            }
            for index in 0..<20 {
                group.addTask {
                    try? await Task.sleep(for: .milliseconds(10))
                    _ = greeter.greet("\(index)")
                    return true
                }
            }
            var results: [Bool] = []
            for await result in group { results.append(result) }
            return results
        }
        #expect(results.allSatisfy { $0 })
    }
}
