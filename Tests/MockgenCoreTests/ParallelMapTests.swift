import Foundation
import Testing
@testable import MockgenCore
import TestSupport

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

    /// Costliest first: the items start in decreasing order of cost (ties in index order), and
    /// the results still come back in index order, whatever the number of threads.
    @Test(arguments: [1, 2, 3])
    func costliestItemsStartFirst(limit: Int) {
        let costs = [3, 9, 1, 9, 0, 4, 7, 2, 2, 8]
        let started = StartOrder()
        let results = ParallelMap.$workerLimit.withValue(limit) {
            ParallelMap.map(count: costs.count, costliestFirst: { costs[$0] }) { index in
                started.note(index)
                return index * 3
            }
        }
        #expect(results == costs.indices.map { $0 * 3 })
        let expected = [1, 3, 9, 6, 5, 0, 7, 8, 2, 4]
        if limit == 1 {
            #expect(started.indices == expected)
        } else {
            #expect(started.indices.sorted() == expected.sorted())
        }
        #expect(ParallelMap.map(count: 0, costliestFirst: { _ in 0 }) { $0 }.isEmpty)
    }

    /// Every value released is freed, each once, by no more threads than the limit.
    @Test(arguments: [1, 2, 3])
    func releaseFreesEveryValueOnce(limit: Int) {
        let freed = FreedValues()
        ParallelMap.$workerLimit.withValue(limit) {
            ParallelMap.release((0..<40).map { Tracked(number: $0, freed: freed) }, placeholder: Tracked(number: -1, freed: nil), cost: \.number)
        }
        #expect(freed.numbers.sorted() == Array(0..<40))
        #expect(freed.threads <= limit)
    }

    /// `both` runs each closure once and hands the results back in their places, on no more
    /// threads than the limit (one after the other, on the calling thread, under `--jobs 1`).
    @Test(arguments: [1, 2, 3])
    func bothRunsEachClosureOnce(limit: Int) {
        let gauge = ConcurrencyGauge()
        let started = StartOrder()
        let (number, text) = ParallelMap.$workerLimit.withValue(limit) {
            ParallelMap.both({ () -> Int in
                gauge.enter()
                started.note(0)
                Thread.sleep(forTimeInterval: 0.002)
                gauge.leave()
                return 42
            }, { () -> String in
                gauge.enter()
                started.note(1)
                Thread.sleep(forTimeInterval: 0.002)
                gauge.leave()
                return "forty-two"
            })
        }
        #expect(number == 42)
        #expect(text == "forty-two")
        #expect(started.indices.sorted() == [0, 1])
        #expect(gauge.peak <= limit)
        if limit == 1 { #expect(started.indices == [0, 1]) }
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

/// Values that note when they are freed, and on which thread.
private final class Tracked: Sendable {
    let number: Int
    let freed: FreedValues?

    init(number: Int, freed: FreedValues?) {
        self.number = number
        self.freed = freed
    }

    deinit { freed?.note(number) }
}

private final class FreedValues: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var numbers: [Int] = []
    private var threadNames: Set<String> = []
    var threads: Int { lock.withLock { threadNames.count } }

    func note(_ number: Int) {
        let thread = "\(Unmanaged.passUnretained(Thread.current).toOpaque())"
        lock.withLock {
            numbers.append(number)
            threadNames.insert(thread)
        }
    }
}

/// The order transforms started in.
private final class StartOrder: @unchecked Sendable {
    private(set) var indices: [Int] = []
    private let lock = NSLock()

    func note(_ index: Int) { lock.withLock { indices.append(index) } }
}

/// The most transforms seen running at once (`OrderedStreamTests` too).
final class ConcurrencyGauge: @unchecked Sendable {
    private var running = 0
    private(set) var peak = 0
    private let lock = NSLock()

    func enter() { lock.withLock { running += 1; peak = max(peak, running) } }
    func leave() { lock.withLock { running -= 1 } }
}

/// Maps run on deep-stack threads that are kept between maps, and a deep-stack thread that maps
/// works on the first share itself.
@Suite struct DeepStackPoolTests {
    /// Work goes to the thread that became idle last, so a map after a map runs on the threads
    /// that ran the first (their caches and allocator arenas hold what they made). A pool of
    /// the test's own: the shared one serves the tests running beside it.
    @Test func workGoesToTheThreadIdleSinceTheShortestTime() {
        let pool = DeepStack.Pool()
        let seen = ThreadLog()
        #expect(finishes(within: 30) {
            // Two at once: two threads, the first let go first.
            let started = DispatchGroup()
            let release = [DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)]
            let done = [DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)]
            for slot in 0..<2 {
                started.enter()
                pool.start {
                    seen.note(slot)
                    started.leave()
                    release[slot].wait()
                    done[slot].signal()
                }
            }
            started.wait()
            for slot in 0..<2 {
                release[slot].signal()
                done[slot].wait()
                // Time for the thread to go idle, slot 0's before slot 1's.
                Thread.sleep(forTimeInterval: 0.05)
            }
            for round in 2..<6 {
                let finished = DispatchSemaphore(value: 0)
                pool.start {
                    seen.note(round)
                    finished.signal()
                }
                finished.wait()
                Thread.sleep(forTimeInterval: 0.01)
            }
        })
        let threads = seen.threads
        #expect(threads.count == 6)
        #expect(threads[0] != threads[1])
        // Every later item ran on the thread that finished last (slot 1's), never on slot 0's.
        #expect(threads[2...].allSatisfy { $0 == threads[1] })
    }

    @Test func consecutiveMapsReuseTheirThreads() {
        let serials = ThreadSerials()
        DeepStack.run {
            for _ in 0..<20 {
                _ = ParallelMap.$workerLimit.withValue(2) {
                    ParallelMap.map(count: 8) { index in
                        serials.note()
                        Thread.sleep(forTimeInterval: 0.0005)
                        return index
                    }
                }
            }
        }
        // A thread started for every map would make 21 (the command's and one per map); kept
        // threads are as many as were ever busy at once in the process (other tests share them).
        #expect(serials.count >= 1)
        #expect(serials.count < 20)
    }

    @Test func aDeepStackThreadMapsAloneOnItsOwnThread() {
        let serials = ThreadSerials()
        let results = DeepStack.run {
            serials.note()
            return ParallelMap.$workerLimit.withValue(1) {
                (0..<10).map { round in
                    ParallelMap.map(count: 5) { index in
                        serials.note()
                        return round * 5 + index
                    }
                }
            }
        }
        #expect(results.flatMap { $0 } == Array(0..<50))
        // `--jobs 1`: the command's own thread does the work; no other thread is woken.
        #expect(serials.count == 1)
    }

    @Test(arguments: [1, 2, 3])
    func mapsFromADeepStackThreadKeepTheLimitAndTheOrder(limit: Int) {
        let gauge = ConcurrencyGauge()
        let results = DeepStack.run {
            ParallelMap.$workerLimit.withValue(limit) {
                ParallelMap.map(count: 40) { outer in
                    gauge.enter()
                    Thread.sleep(forTimeInterval: 0.0005)
                    gauge.leave()
                    // Nested: the worker maps too, taking a share itself.
                    return ParallelMap.map(count: 3) { inner in outer * 10 + inner }
                }
            }
        }
        #expect(results == (0..<40).map { outer in (0..<3).map { outer * 10 + $0 } })
        #expect(gauge.peak <= limit)
    }
}

/// A number for each thread that runs `note`, given the first time it does.
private final class ThreadSerials: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    /// Its own key: pool threads are shared with other tests, and keep their dictionaries.
    private let key = "DeepStackPoolTests.serial." + UUID().uuidString

    func note() {
        guard Thread.current.threadDictionary[key] == nil else { return }
        lock.withLock {
            Thread.current.threadDictionary[key] = next
            next += 1
        }
    }

    var count: Int { lock.withLock { next } }
}

private final class ThreadLog: @unchecked Sendable {
    private var byItem: [Int: ObjectIdentifier] = [:]
    private let lock = NSLock()

    func note(_ item: Int) { lock.withLock { byItem[item] = ObjectIdentifier(Thread.current) } }
    var threads: [ObjectIdentifier] { lock.withLock { (0..<byItem.count).compactMap { byItem[$0] } } }
}
