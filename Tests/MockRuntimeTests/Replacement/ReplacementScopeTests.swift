import Foundation
import Synchronization
import Testing
import MockRuntime

/// Which tasks and threads see an installation: child tasks do, detached tasks and other
/// threads only through `ReplacementScope`, and parallel tests never see each other's.
@Suite struct ReplacementScopeTests {
    private func stubbedClock(returning value: Int) -> MockClock {
        let clock = MockClock()
        stub(clock) { stub in when(stub.now()).thenReturn(value) }
        return clock
    }

    @Test func childTasksSeeTheInstallation() async {
        await replacing(stubbedClock(returning: 3)) {
            async let child = Clock.routedNow()
            let unstructured = Task { Clock.routedNow() }
            let grouped = await withTaskGroup(of: Int.self) { group in
                for _ in 0..<4 { group.addTask { Clock.routedNow() } }
                return await group.reduce(0, +)
            }
            #expect(await child == 3)
            #expect(await unstructured.value == 3)
            #expect(grouped == 12)
        }
    }

    @Test func detachedTasksDoNotSeeItUnlessTheyRunInTheScope() async {
        await replacing(stubbedClock(returning: 3)) {
            let scope = ReplacementScope.current
            let plain = await Task.detached { Clock.routedNow() }.value
            let inScope = await Task.detached { await scope.run { () async -> Int in Clock.routedNow() } }.value
            #expect(plain == 1_000)
            #expect(inScope == 3)
        }
    }

    @Test func threadsRunInTheScopeTheyAreGiven() {
        let results = ThreadResults()
        replacing(stubbedClock(returning: 3)) {
            let scope = ReplacementScope.current
            let done = DispatchGroup()
            done.enter()
            Thread {
                results.append(Clock.routedNow())
                results.append(scope.run { Clock.routedNow() })
                done.leave()
            }.start()
            done.wait()
        }
        #expect(results.values == [1_000, 3])
    }

    @Test func aScopeOutlivesTheBodyThatTookIt() {
        let scope = replacing(stubbedClock(returning: 3)) { ReplacementScope.current }
        #expect(Clock.routedNow() == 1_000)
        #expect(scope.run { Clock.routedNow() } == 3)
    }

    @Test func theScopeOutsideEveryReplacingIsEmpty() {
        let scope = ReplacementScope.current
        replacing(stubbedClock(returning: 3)) {
            #expect(scope.run { Clock.routedNow() } == 1_000)
        }
    }

    /// Eight tests at once, each with its own mock for the same type: each mock sees exactly
    /// its own test's calls.
    @Test(arguments: 0..<8) func parallelTestsKeepTheirOwnMocks(index: Int) async {
        let clock = stubbedClock(returning: index)
        let instance = Clock(zone: "UTC")
        let own = MockClock()
        stub(own) { stub in when(stub.format(any())).thenReturn("\(index)") }
        await replacing(clock) {
            await replacing(instance, with: own) {
                for _ in 0..<1_000 {
                    #expect(Clock.routedNow() == index)
                    #expect(instance.routedFormat(0) == "\(index)")
                    await Task.yield()
                }
            }
        }
        verify(clock, times(1_000)).now()
        verify(own, times(1_000)).format(0)
    }
}

/// Collects values appended from another thread.
private final class ThreadResults: Sendable {
    private let storage = Mutex<[Int]>([])
    func append(_ value: Int) { storage.withLock { $0.append(value) } }
    var values: [Int] { storage.withLock { $0 } }
}
