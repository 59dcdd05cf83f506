// Release-mode benchmark of the mock runtime:
//   swift run -c release --scratch-path .build-runtime runtime-bench
// Prints the cost of one mocked call (1 stub; 10 stubs with the newest or only the oldest
// matching; a Void call; an async call answered at once), with issue 34's goals, and the time
// to verify against 10k, 100k and 1M recorded invocations (verify must be linear). Print the
// load average beside the figures.
import Foundation
import MockRuntime
import Synchronization


func nanoseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
}

/// A mock with `count` stubs on `greet` (`"name0"` oldest); names are pre-built so the loop
/// measures only the call.
func stubbedGreeter(stubs count: Int = 10) -> MockBenchGreeter {
    let greeter = MockBenchGreeter()
    stub(greeter) { stub in
        for index in 0..<count {
            when(stub.greet("name\(index)")).thenReturn("reply\(index)")
        }
        when(stub.log(any())).thenDoNothing()
        when(stub.fetch(any())).thenReturn("fetched")
    }
    return greeter
}

/// The median of `rounds` timed rounds of `calls` calls each, in ns per call: the machine is
/// shared, and a median over rounds shrugs off a round that another process slowed down.
/// Each round makes `calls` calls in batches of 1,000, the invocation log emptied (`reset`,
/// untimed) before each batch: a test records a few calls, not millions, and a log grown to
/// millions of entries would time the allocator's page faults instead. One untimed round first.
func nanosecondsPerCall(rounds: Int = 7, calls: Int, reset: () -> Void, _ body: () -> Int) -> (Double, Int) {
    var sink = 0
    var perCall: [Double] = []
    let batch = 1_000
    for round in 0...rounds {
        var elapsed = Duration.zero
        for _ in 0..<(calls / batch) {
            reset()
            let start = ContinuousClock.now
            for _ in 0..<batch { sink &+= body() }
            elapsed += ContinuousClock.now - start
        }
        if round > 0 { perCall.append(nanoseconds(elapsed) / Double(calls / batch * batch)) }
    }
    return (perCall.sorted()[rounds / 2], sink)
}

/// `RUNTIME_BENCH_CALLS=N` (calls per round, default 200,000) and `RUNTIME_BENCH_VERIFY=0`
/// shorten a run, for `valgrind --tool=callgrind`, whose instruction counts do not move with
/// the load on the machine.
let callsPerRound = ProcessInfo.processInfo.environment["RUNTIME_BENCH_CALLS"].flatMap(Int.init) ?? 200_000
let verifies = ProcessInfo.processInfo.environment["RUNTIME_BENCH_VERIFY"] != "0"

/// One mocked call's cost (`MockBenchGreeter`, the generated mock of `BenchGreeter`, matchers
/// `equal(to:)` from string literals), with the goal issue 34 sets where it sets one.
func measureCalls(stubs: Int, argument: String, label: String, goal: Double?) -> Int {
    let greeter = stubbedGreeter(stubs: stubs)
    let (perCall, sink) = nanosecondsPerCall(calls: callsPerRound, reset: { clearInvocations(greeter) }) { greeter.greet(argument).utf8.count }
    let target = goal.map { "  [goal: ≤ \(Int($0)) ns (issue 34): \(perCall <= $0 ? "met" : "NOT met")]" } ?? ""
    print("mocked call, \(label): \(String(format: "%.0f", perCall)) ns/call (median of 7 rounds)\(target)")
    return sink
}

func measureVoidCalls() -> Int {
    let greeter = stubbedGreeter(stubs: 1)
    let (perCall, sink) = nanosecondsPerCall(calls: callsPerRound, reset: { clearInvocations(greeter) }) {
        greeter.log("line")
        return 1
    }
    print("mocked call, recorded Void call (log(any()) stubbed thenDoNothing): \(String(format: "%.0f", perCall)) ns/call (median of 7 rounds)")
    return sink
}

/// An async member's call that is answered at once (the path `thenSuspend()` shares): as
/// `nanosecondsPerCall`, awaited from the main task.
func measureAsyncCalls() async -> Int {
    let greeter = stubbedGreeter(stubs: 1)
    var sink = 0
    var perCall: [Double] = []
    let batch = 1_000
    for round in 0...7 {
        var elapsed = Duration.zero
        for _ in 0..<(callsPerRound / batch) {
            clearInvocations(greeter)
            let start = ContinuousClock.now
            for _ in 0..<batch { sink &+= await greeter.fetch("name0").utf8.count }
            elapsed += ContinuousClock.now - start
        }
        if round > 0 { perCall.append(nanoseconds(elapsed) / Double(callsPerRound / batch * batch)) }
    }
    print("mocked call, async, 1 stub (fetch(any()) thenReturn): \(String(format: "%.0f", perCall.sorted()[3])) ns/call (median of 7 rounds)")
    return sink
}

func measureVerify(invocations count: Int) -> Int {
    var sink = 0
    let greeter = stubbedGreeter()
    let names = (0..<10).map { "name\($0)" }
    for index in 0..<count { sink &+= greeter.greet(names[index % 10]).utf8.count }
    let start = ContinuousClock.now
    verify(greeter, times(count)).greet(anyString())
    verify(greeter, times(count / 10)).greet("name3")
    let elapsed = ContinuousClock.now - start
    let milliseconds = nanoseconds(elapsed) / 1e6 / 2
    let perInvocation = nanoseconds(elapsed) / 2 / Double(count)
    print("verify against \(count) invocations: \(String(format: "%.2f", milliseconds)) ms (\(String(format: "%.1f", perInvocation)) ns per invocation)")
    return sink
}

print("runtime: BenchGreeter's generated mock (Sources/runtime-bench), greet(String) -> String stubbed with string literals")
var checksum = measureCalls(stubs: 1, argument: "name0", label: "1 stub, matching", goal: 250)
checksum &+= measureCalls(stubs: 10, argument: "name9", label: "10 stubs, newest matches", goal: nil)
checksum &+= measureCalls(stubs: 10, argument: "name0", label: "10 stubs, only the oldest matches (all 10 checked)", goal: 600)
checksum &+= measureVoidCalls()
// From a detached task, the main thread waiting: top-level `await` would make the whole program
// async, which valgrind's callgrind cannot follow (`RUNTIME_BENCH_ASYNC=0` skips the case there).
if ProcessInfo.processInfo.environment["RUNTIME_BENCH_ASYNC"] != "0" {
    let done = DispatchSemaphore(value: 0)
    let result = Mutex(0)
    Task.detached {
        let sink = await measureAsyncCalls()
        result.withLock { $0 = sink }
        done.signal()
    }
    done.wait()
    checksum &+= result.withLock { $0 }
}
for count in verifies ? [10_000, 100_000, 1_000_000] : [] {
    checksum &+= measureVerify(invocations: count)
}
if checksum == 42 { print("") }
