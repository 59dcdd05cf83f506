import Foundation
import Testing
import MockgenCore

/// `--jobs N`: no more threads than asked for, and the same output whatever the number.
@Suite struct ParallelMapTests {
    @Test(arguments: [1, 2, 3])
    func neverRunsMoreThreadsThanTheLimit(limit: Int) {
        let gauge = ConcurrencyGauge()
        let results = ParallelMap.$workerLimit.withValue(limit) {
            ParallelMap.map(count: 64) { index in
                gauge.enter()
                Thread.sleep(forTimeInterval: 0.001)
                gauge.leave()
                return index * 2
            }
        }
        #expect(results == (0..<64).map { $0 * 2 })
        #expect(gauge.peak <= limit)
        #expect(gauge.peak >= 1)
    }

    @Test func theOutputDoesNotDependOnTheNumberOfThreads() {
        let root = GeneratedFileSnapshotTests.root.path
        let scratch = ScratchFolder("jobs")
        defer { scratch.remove() }
        var request = GenerationRequest(inputs: [root + "/Fixtures/Sources"], output: scratch.path + "/GeneratedMocks.swift",
                                        options: GeneratorOptions(testableImports: ["MockgenFixtures"], timestamp: nil))
        let everyCore = GenerationPipeline.plan(request)
        request.jobs = 1
        let oneThread = GenerationPipeline.plan(request)
        #expect(!everyCore.files.isEmpty)
        #expect(oneThread.files.map(\.text) == everyCore.files.map(\.text))
        #expect(oneThread.diagnostics.map(\.description) == everyCore.diagnostics.map(\.description))
    }
}

/// The most transforms seen running at once.
private final class ConcurrencyGauge: @unchecked Sendable {
    private var running = 0
    private(set) var peak = 0
    private let lock = NSLock()

    func enter() { lock.withLock { running += 1; peak = max(peak, running) } }
    func leave() { lock.withLock { running -= 1 } }
}
