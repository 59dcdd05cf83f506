// Release-mode benchmark of the mock runtime:
//   swift run -c release --scratch-path .build-runtime runtime-bench
// Prints the cost of one mocked call with 10 stubs on the member, and the time to verify
// against 10k, 100k and 1M recorded invocations (verify must be linear).
import Foundation
import MockRuntime


func nanoseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
}

/// A mock with 10 stubs on `greet`; names are pre-built so the loop measures only the call.
func stubbedGreeter() -> MockBenchGreeter {
    let greeter = MockBenchGreeter()
    stub(greeter) { stub in
        for index in 0..<10 {
            when(stub.greet("name\(index)")).thenReturn("reply\(index)")
        }
    }
    return greeter
}

/// Returns a checksum of the replies so the optimiser cannot drop the measured work.
func measureCalls(argument: String, label: String) -> Int {
    var sink = 0
    let calls = 1_000_000
    let greeter = stubbedGreeter()
    for _ in 0..<10_000 { sink &+= greeter.greet(argument).utf8.count }
    clearInvocations(greeter)
    let start = ContinuousClock.now
    for _ in 0..<calls { sink &+= greeter.greet(argument).utf8.count }
    let elapsed = ContinuousClock.now - start
    let perCall = nanoseconds(elapsed) / Double(calls)
    print("mocked call, 10 stubs, \(label): \(String(format: "%.0f", perCall)) ns/call")
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

var checksum = measureCalls(argument: "name9", label: "newest stub matches")
checksum &+= measureCalls(argument: "name0", label: "oldest stub matches (all 10 checked)")
for count in [10_000, 100_000, 1_000_000] {
    checksum &+= measureVerify(invocations: count)
}
if checksum == 42 { print("") }
