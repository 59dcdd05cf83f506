import Foundation

extension ParallelMap {
    /// `transform(0)`, …, `transform(count - 1)` on every core (or on `workerLimit` threads),
    /// each result handed to `consume` on the calling thread in index order as soon as it and
    /// every earlier one are made.
    ///
    /// Pass 1 folds each file's skeleton in path order on one thread: mapping a batch and then
    /// folding it left the other core idle for the fold (a third of a worker's time on the large
    /// corpus). Here the calling thread folds whenever the next result is ready and otherwise
    /// makes one itself, so `--jobs N` still means N threads. At most `window` results are made
    /// ahead of `consume`: memory holds a window of files, not the whole map. When `consume`
    /// throws, nothing more is made and the error goes on once every thread has stopped.
    static func streamInOrder<Result: Sendable>(count: Int, window: Int, _ transform: @Sendable (Int) -> Result,
                                                 consume: (Int, Result) throws -> Void) rethrows {
        try streamInOrder(count: count, window: window, puttingOff: { index, _ in transform(index) }, consume: consume)
    }

    /// `streamInOrder`, where a thread may put off making a result: `transform(index, mayPutOff)`
    /// returns `nil` to make `index` later (a file whose bytes the disk is still reading: the
    /// thread reads others meanwhile), which it may only when `mayPutOff`. An index put off is
    /// claimed again once `OrderedStream.putOffDistance` other indices have been claimed since,
    /// or as soon as no other index may be claimed (all are, or the window is full); then
    /// `mayPutOff` is `false`.
    static func streamInOrder<Result: Sendable>(count: Int, window: Int, puttingOff transform: @Sendable (Int, _ mayPutOff: Bool) -> Result?,
                                                 consume: (Int, Result) throws -> Void) rethrows {
        guard count > 0 else { return }
        let threads = max(min(threadCount, count), 1)
        // A thread with an ordinary stack only folds: making a result walks models recursively.
        let callerMakes = DeepStack.isCurrentThreadDeep
        let workers = callerMakes ? threads - 1 : threads
        // Makers 0 ..< workers are the pool's threads, `workers` the caller.
        let stream = OrderedStream<Result>(count: count, window: max(window, threads), makers: workers + 1)
        try DeepStack.alongside(threads: workers, { worker in
            while true {
                // What this thread made and the caller has consumed is freed here, before the
                // next is made: see `OrderedStream.retire`.
                var spent: [Result] = []
                let claim = stream.claim(handingBack: &spent, to: worker)
                spent = []
                guard let (index, again) = claim else { break }
                if let result = transform(index, !again) {
                    stream.put(index, result, madeBy: worker)
                } else {
                    stream.putOff(index)
                }
            }
        }) {
            // After a throw, the makers waiting for room must not wait for ever.
            defer { stream.stopMaking() }
            for index in 0..<count {
                while true {
                    // Consumed, so the result is moved out of the step, not copied.
                    let step = stream.next(index, mayClaim: callerMakes, handingBackTo: workers)
                    switch consume step {
                    case .ready(let result, let maker):
                        try consume(index, result)
                        stream.retire(consume result, madeBy: maker)
                    case .make(let claimed, let again, let spent):
                        Self.free(spent)
                        if let result = transform(claimed, !again) {
                            stream.put(claimed, result, madeBy: workers)
                        } else {
                            stream.putOff(claimed)
                        }
                        continue
                    }
                    break
                }
            }
        }
    }

    /// Takes `values` and frees them here.
    private static func free<Value>(_ values: consuming [Value]) {}
}

/// The results of `streamInOrder` between the threads that make them and the one that takes
/// them in order: a ring of `window` slots under one lock. `@unchecked Sendable`: every field is
/// touched only under `condition`.
///
/// A result is freed by the thread that made it, not by the one that consumed it: glibc's
/// allocator gives each thread an arena of its own, and a block freed by another thread takes that
/// arena's lock while its owner allocates from it. In a large run, pass 1's skeletons freed by the
/// folding thread made 4 of every 5 of the run's 5,000 context switches (perf: threads asleep in
/// `__lll_lock_wait_private` under `_int_free`). So a consumed result goes back to its maker
/// (`retire`), which frees it before it makes its next one.
private final class OrderedStream<Result: Sendable>: @unchecked Sendable {
    enum Step {
        case ready(Result, maker: Int)
        /// Nothing to take yet: make this index (after freeing what the caller made and
        /// retired, handed back with it); `again`: it was put off once.
        case make(Int, again: Bool, spent: [Result])
    }

    /// Indices claimed after one is put off before it is claimed again: about the time a disk
    /// takes to read a file here (0.3 ms; a file is parsed in 40 µs on average).
    static var putOffDistance: Int { 16 }

    private let condition = NSCondition()
    private let count: Int
    private var slots: [(result: Result, maker: Int)?]
    /// Consumed results waiting to be freed by the thread that made them, by maker.
    private var spent: [[Result]]
    /// The next index to make, and the next to take (every index below it is taken).
    private var claimed = 0
    private var taken = 0
    private var waiting = 0
    /// Indices put off (`putOff`), oldest first, each with the `claimed` count from which it is
    /// claimed again. A window at most: an index put off keeps its slot.
    private var putOff: [(index: Int, from: Int)] = []
    private var stopped = false

    init(count: Int, window: Int, makers: Int) {
        self.count = count
        slots = Array(repeating: nil, count: window)
        spent = Array(repeating: [], count: makers)
    }

    /// The next index to make, once it is less than a window ahead of the taker, and whether
    /// it was put off before; `nil` when all are claimed and none is put off. `handingBack` gets
    /// what `maker` made and the taker retired since.
    func claim(handingBack handedBack: inout [Result], to maker: Int) -> (Int, again: Bool)? {
        condition.lock()
        defer { condition.unlock() }
        swap(&handedBack, &spent[maker])
        while !stopped {
            if let claim = claimLocked() { return claim }
            if claimed == count && putOff.isEmpty { return nil }
            wait()
        }
        return nil
    }

    /// An index put off whose turn has come, else the next one, if any may be claimed now.
    /// Called under the lock.
    private func claimLocked() -> (Int, again: Bool)? {
        let mayClaimNext = claimed < count && claimed < taken + slots.count
        if let first = putOff.first, !mayClaimNext || first.from <= claimed {
            putOff.removeFirst()
            return (first.index, true)
        }
        guard mayClaimNext else { return nil }
        claimed += 1
        return (claimed - 1, false)
    }

    /// `index` was claimed and not made: it is claimed again later (`putOffDistance`).
    func putOff(_ index: Int) {
        condition.lock()
        putOff.append((index, claimed + Self.putOffDistance))
        if waiting > 0 { condition.broadcast() }
        condition.unlock()
    }

    /// No index is claimed after this (every one is once all are consumed): makers waiting for
    /// room in the window stop.
    func stopMaking() {
        condition.lock()
        claimed = count
        stopped = true
        if waiting > 0 { condition.broadcast() }
        condition.unlock()
    }

    /// Moved into its slot, and out of it in `next` (`take`): a pass-1 outcome holds a file's
    /// skeleton, and copying one retained and released each of its parts (2 % of a large run).
    func put(_ index: Int, _ result: consuming Result, madeBy maker: Int) {
        condition.lock()
        slots[index % slots.count] = (consume result, maker)
        if waiting > 0 { condition.broadcast() }
        condition.unlock()
    }

    /// A consumed result, for its maker to free when it next claims or makes one. What is
    /// retired after a maker's last claim (a window at most) goes with the stream, once every
    /// maker is done.
    func retire(_ result: consuming Result, madeBy maker: Int) {
        condition.lock()
        spent[maker].append(consume result)
        condition.unlock()
    }

    /// Result `index` (the next in order) once it is made; meanwhile, if `mayClaim`, an index
    /// for the caller (maker `caller`) to make, with what it made and retired since.
    func next(_ index: Int, mayClaim: Bool, handingBackTo caller: Int) -> Step {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let (result, maker) = slots[index % slots.count].take() {
                taken = index + 1
                if waiting > 0 { condition.broadcast() }
                return .ready(result, maker: maker)
            }
            if mayClaim, !stopped, let (claim, again) = claimLocked() {
                var handedBack: [Result] = []
                swap(&handedBack, &spent[caller])
                return .make(claim, again: again, spent: handedBack)
            }
            wait()
        }
    }

    private func wait() {
        waiting += 1
        condition.wait()
        waiting -= 1
    }
}
