import Foundation
import Testing
@testable import MockgenCore

/// `ParallelMap.streamInOrder`: pass 1 reads on every core and folds in path order as results
/// come. Every result once, in order; `--jobs N` still N threads; never more than a window made
/// ahead of the fold.
@Suite struct OrderedStreamTests {
    @Test(arguments: [1, 2, 3])
    func everyResultComesOnceInOrderWithinTheLimit(limit: Int) {
        let gauge = ConcurrencyGauge()
        var taken: [Int] = []
        DeepStack.run {
            ParallelMap.$workerLimit.withValue(limit) {
                ParallelMap.streamInOrder(count: 300, window: 8) { index in
                    gauge.enter()
                    // Uneven work, so results are made out of order.
                    if index % 7 == 0 { Thread.sleep(forTimeInterval: 0.0003) }
                    gauge.leave()
                    return index * 3
                } consume: { index, result in
                    gauge.enter()
                    #expect(result == index * 3)
                    taken.append(index)
                    gauge.leave()
                }
            }
        }
        #expect(taken == Array(0..<300))
        #expect(gauge.peak <= limit)
    }

    @Test func neverMakesMoreThanAWindowAheadOfTheConsumer() {
        let made = MadeCounter()
        var consumed = 0
        var ahead = 0
        DeepStack.run {
            ParallelMap.$workerLimit.withValue(3) {
                ParallelMap.streamInOrder(count: 200, window: 5) { index in
                    made.add()
                    return index
                } consume: { index, _ in
                    // A slow consumer: the makers run ahead as far as they may.
                    Thread.sleep(forTimeInterval: 0.0002)
                    ahead = max(ahead, made.count - (index + 1))
                    consumed = index + 1
                }
            }
        }
        #expect(consumed == 200)
        #expect(ahead <= 5)
        #expect(ahead >= 1)
    }

    @Test func jobsOneMakesAndTakesOnTheCallingThread() {
        let threads = ThreadNames()
        DeepStack.run {
            ParallelMap.$workerLimit.withValue(1) {
                ParallelMap.streamInOrder(count: 50, window: 4) { index in
                    threads.note()
                    return index
                } consume: { _, _ in threads.note() }
            }
        }
        #expect(threads.count == 1)
    }

    @Test func anOrdinaryThreadOnlyTakes() {
        // Not a deep-stack thread: the results are made on pool threads, taken here in order.
        var taken: [Int] = []
        ParallelMap.$workerLimit.withValue(2) {
            ParallelMap.streamInOrder(count: 100, window: 3) { index in
                #expect(DeepStack.isCurrentThreadDeep)
                return index
            } consume: { index, _ in taken.append(index) }
        }
        #expect(taken == Array(0..<100))
        ParallelMap.streamInOrder(count: 0, window: 3) { $0 } consume: { _, _ in Issue.record("nothing to take") }
    }
}

private final class MadeCounter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    func add() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
}

private final class ThreadNames: @unchecked Sendable {
    private var seen: Set<ObjectIdentifier> = []
    private let lock = NSLock()

    func note() { lock.withLock { _ = seen.insert(ObjectIdentifier(Thread.current)) } }
    var count: Int { lock.withLock { seen.count } }
}
