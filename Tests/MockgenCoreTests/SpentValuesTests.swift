import Foundation
import Testing
@testable import MockgenCore

/// Pass 2 keeps each chunk's parsed models until the thread that parsed each frees it, as it
/// parses for the next chunk (`SpentValues`): every value is freed once, and all but the last
/// chunk's by the thread that made it.
@Suite struct SpentValuesTests {
    /// Two threads of the test's own keep what they made; each frees its own when asked, on
    /// itself, and what is left goes at the end.
    @Test func aThreadFreesWhatItMadeAndNothingElse() {
        let tally = MakerTally()
        let spent = SpentValues<MadeValue>()
        let makers = (0..<2).map { _ in SerialThread() }
        for (number, maker) in makers.enumerated() {
            maker.run {
                for index in 0..<10 { spent.keep(MadeValue(number * 10 + index, tally: tally), madeBy: SpentValues<MadeValue>.currentMaker) }
            }
        }
        #expect(tally.total == 0)
        makers[0].run { spent.freeOwn() }
        #expect(tally.total == 10 && tally.elsewhere == 0)
        // Nothing more of its own: nothing freed.
        makers[0].run { spent.freeOwn() }
        #expect(tally.total == 10)
        spent.freeAll()
        #expect(tally.total == 20)
        makers.forEach { $0.stop() }
    }

    /// As pass 2 uses it: a map per chunk whose items each first free what their thread made
    /// for the chunk before; nothing is freed before its maker makes more, all of it at the end.
    @Test(arguments: [1, 2, 3])
    func mapsFreeTheChunkBeforeAsTheyMake(limit: Int) {
        let tally = MakerTally()
        let spent = SpentValues<MadeValue>()
        let rounds = 6
        let perRound = 40
        DeepStack.run {
            ParallelMap.$workerLimit.withValue(limit) {
                for round in 0..<rounds {
                    let made = ParallelMap.map(count: perRound) { index in
                        spent.freeOwn()
                        return (MadeValue(round * perRound + index, tally: tally), SpentValues<MadeValue>.currentMaker)
                    }
                    for (value, maker) in made { spent.keep(value, madeBy: maker) }
                    #expect(tally.total <= round * perRound)
                }
                spent.freeAll()
            }
        }
        #expect(tally.total == rounds * perRound)
        if limit == 1 { #expect(tally.elsewhere == 0) }
    }
}

/// A thread that runs what it is given, one thing at a time, and waits for the next.
private final class SerialThread: @unchecked Sendable {
    private let lock = NSCondition()
    private var work: (@Sendable () -> Void)?
    private var stopped = false

    init() {
        Thread { [self] in
            while true {
                lock.lock()
                while work == nil && !stopped { lock.wait() }
                guard let next = work else { lock.unlock(); return }
                lock.unlock()
                next()
                lock.lock()
                work = nil
                lock.broadcast()
                lock.unlock()
            }
        }.start()
    }

    /// Runs `body` on this thread and waits for it.
    func run(_ body: @escaping @Sendable () -> Void) {
        lock.lock()
        work = body
        lock.broadcast()
        while work != nil { lock.wait() }
        lock.unlock()
    }

    func stop() {
        lock.lock()
        stopped = true
        lock.broadcast()
        lock.unlock()
    }
}
