// The protocol the runtime benchmark mocks. Its mock, `GeneratedMocks.swift` next to this file,
// is mockgen's output (`make mocks` regenerates it; GeneratedFilesFreshnessTests fails if it is
// stale), so the benchmark measures what users' generated mocks cost.
protocol BenchGreeter {
    func greet(_ name: String) -> String
    func log(_ line: String)
    func fetch(_ name: String) async -> String
}
