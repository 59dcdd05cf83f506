import Foundation
import Testing
import MockRuntime

/// Mocks are called, stubbed and verified from many tasks and threads at once; every count
/// must come out exact. Run under ThreadSanitizer via `make test-tsan`.
@Suite struct ConcurrencyTests {
    @Test func callsFromManyTasksAreAllRecorded() async {
        let greeter = MockGreeter()
        stub(greeter) { stub in when(stub.greet(anyString())).then { "Hi \($0)" } }
        await withTaskGroup(of: String.self) { group in
            for index in 0..<500 {
                group.addTask { greeter.greet("\(index % 5)") }
            }
            for await reply in group { #expect(reply.hasPrefix("Hi ")) }
        }
        verify(greeter, times(500)).greet(anyString())
        verify(greeter, times(100)).greet("3")
    }

    @Test func stubbingAndVerifyingWhileCallsArriveIsSafe() async {
        let greeter = MockGreeter().lenient()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask {
                    switch index % 4 {
                    case 0: stub(greeter) { stub in when(stub.greet("\(index)")).thenReturn("x") }
                    case 1: _ = greeter.greet("\(index)")
                    case 2: greeter.count = index
                    default: _ = invocations(of: greeter).count
                    }
                }
            }
        }
        verify(greeter, times(50)).greet(anyString())
        verify(greeter, times(50)).count.set(anyInt())
    }

    @Test func callsFromPlainThreadsAreRecorded() {
        let service = MockService().lenient()
        let group = DispatchGroup()
        for index in 0..<8 {
            group.enter()
            Thread.detachNewThread {
                for call in 0..<50 { service[index] = "\(call)" }
                group.leave()
            }
        }
        group.wait()
        verify(service, times(400))[anyInt()].set(anyString())
        verify(service, times(50))[3].set(anyString())
    }

    @Test func staticMembersAreSafeToo() async {
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<100 {
                group.addTask { _ = invocations(of: MockService.self) }
            }
        }
    }

    @Test func chainedActionsAdvanceExactlyOncePerCall() async {
        let greeter = MockGreeter()
        stub(greeter) { stub in
            when(stub.greet(anyString())).thenReturn("a", "b", "c", "d", "e", "f", "g", "h", "i", "j")
        }
        let replies = await withTaskGroup(of: String.self) { group in
            for _ in 0..<10 { group.addTask { greeter.greet("x") } }
            var replies: [String] = []
            for await reply in group { replies.append(reply) }
            return replies
        }
        #expect(replies.sorted() == ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"])
    }
}
