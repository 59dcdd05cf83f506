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
    /// ahead of `consume`: memory holds a window of files, not the whole map.
    static func streamInOrder<Result: Sendable>(count: Int, window: Int, _ transform: @Sendable (Int) -> Result,
                                                 consume: (Int, Result) -> Void) {
        guard count > 0 else { return }
        let threads = max(min(threadCount, count), 1)
        // A thread with an ordinary stack only folds: making a result walks models recursively.
        let callerMakes = DeepStack.isCurrentThreadDeep
        let stream = OrderedStream<Result>(count: count, window: max(window, threads))
        DeepStack.alongside(threads: callerMakes ? threads - 1 : threads, { _ in
            while let index = stream.claim() { stream.put(index, transform(index)) }
        }) {
            for index in 0..<count {
                while true {
                    // Consumed, so the result is moved out of the step, not copied.
                    let step = stream.next(index, mayClaim: callerMakes)
                    switch consume step {
                    case .ready(let result):
                        consume(index, result)
                    case .make(let claimed):
                        stream.put(claimed, transform(claimed))
                        continue
                    }
                    break
                }
            }
        }
    }
}

/// The results of `streamInOrder` between the threads that make them and the one that takes
/// them in order: a ring of `window` slots under one lock. `@unchecked Sendable`: every field is
/// touched only under `condition`.
private final class OrderedStream<Result: Sendable>: @unchecked Sendable {
    enum Step {
        case ready(Result)
        /// Nothing to take yet: make this index.
        case make(Int)
    }

    private let condition = NSCondition()
    private let count: Int
    private var slots: [Result?]
    /// The next index to make, and the next to take (every index below it is taken).
    private var claimed = 0
    private var taken = 0
    private var waiting = 0

    init(count: Int, window: Int) {
        self.count = count
        slots = Array(repeating: nil, count: window)
    }

    /// The next index to make, once it is less than a window ahead of the taker; `nil` when all
    /// are claimed.
    func claim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while claimed < count {
            if claimed < taken + slots.count {
                defer { claimed += 1 }
                return claimed
            }
            wait()
        }
        return nil
    }

    /// Moved into its slot, and out of it in `next` (`take`): a pass-1 outcome holds a file's
    /// skeleton, and copying one retained and released each of its parts (2 % of a large run).
    func put(_ index: Int, _ result: consuming Result) {
        condition.lock()
        slots[index % slots.count] = consume result
        if waiting > 0 { condition.broadcast() }
        condition.unlock()
    }

    /// Result `index` (the next in order) once it is made; meanwhile, if `mayClaim`, an index
    /// for the caller to make.
    func next(_ index: Int, mayClaim: Bool) -> Step {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let result = slots[index % slots.count].take() {
                taken = index + 1
                if waiting > 0 { condition.broadcast() }
                return .ready(result)
            }
            if mayClaim, claimed < count, claimed < taken + slots.count {
                defer { claimed += 1 }
                return .make(claimed)
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
