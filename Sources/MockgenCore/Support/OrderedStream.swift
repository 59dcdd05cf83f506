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
                let index = stream.claim(handingBack: &spent, to: worker)
                spent = []
                guard let index else { break }
                stream.put(index, transform(index), madeBy: worker)
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
                    case .make(let claimed, let spent):
                        Self.free(spent)
                        stream.put(claimed, transform(claimed), madeBy: workers)
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
        /// retired, handed back with it).
        case make(Int, spent: [Result])
    }

    private let condition = NSCondition()
    private let count: Int
    private var slots: [(result: Result, maker: Int)?]
    /// Consumed results waiting to be freed by the thread that made them, by maker.
    private var spent: [[Result]]
    /// The next index to make, and the next to take (every index below it is taken).
    private var claimed = 0
    private var taken = 0
    private var waiting = 0

    init(count: Int, window: Int, makers: Int) {
        self.count = count
        slots = Array(repeating: nil, count: window)
        spent = Array(repeating: [], count: makers)
    }

    /// The next index to make, once it is less than a window ahead of the taker; `nil` when all
    /// are claimed. `handingBack` gets what `maker` made and the taker retired since.
    func claim(handingBack handedBack: inout [Result], to maker: Int) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        swap(&handedBack, &spent[maker])
        while claimed < count {
            if claimed < taken + slots.count {
                defer { claimed += 1 }
                return claimed
            }
            wait()
        }
        return nil
    }

    /// No index is claimed after this (every one is once all are consumed): makers waiting for
    /// room in the window stop.
    func stopMaking() {
        condition.lock()
        claimed = count
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
            if mayClaim, claimed < count, claimed < taken + slots.count {
                defer { claimed += 1 }
                var handedBack: [Result] = []
                swap(&handedBack, &spent[caller])
                return .make(claimed, spent: handedBack)
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
