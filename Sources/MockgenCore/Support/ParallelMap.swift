import Dispatch
import Foundation

/// `(0..<count).map(transform)` on every core (or on `workerLimit` threads), results in index
/// order whatever order the threads finish in.
public enum ParallelMap {
    /// `--jobs N`: at most this many threads work at once; `nil` uses every core.
    /// Task-local, so the limit covers exactly the run that set it, whatever calls `map` inside.
    @TaskLocal public static var workerLimit: Int?

    /// The cores this process may use, read once (`ProcessorCount`): the cgroup's CPU quota is
    /// read from `/sys` each time (a large run maps about eighty times).
    static let coreCount = ProcessorCount.available()

    /// The threads a map starts: `--jobs`, else one per core.
    static var threadCount: Int { workerLimit ?? coreCount }

    public static func map<Result: Sendable>(count: Int, _ transform: @Sendable (Int) -> Result) -> [Result] {
        map(count: count, order: nil, transform)
    }

    /// `map(count:_:)` with the items started in decreasing order of `cost` (an estimate per
    /// index; equal costs in index order), the results still in index order. A map ends when its
    /// slowest item does: started last, a big item leaves every other thread idle while it runs
    /// (pass 2 waits three times per chunk); started first, the small ones fill in around it.
    public static func map<Result: Sendable>(count: Int, costliestFirst cost: (Int) -> Int, _ transform: @Sendable (Int) -> Result) -> [Result] {
        let costs = (0..<count).map(cost)
        let order = (0..<count).sorted { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : $0 < $1 }
        return map(count: count, order: order, transform)
    }

    /// `(first(), second())`, each on a thread of its own (one after the other under `--jobs 1`):
    /// for two pieces of work of different kinds that do not depend on each other, where a run
    /// would otherwise leave a core idle (a pass's serial stretch beside the header's gathering).
    public static func both<First: Sendable, Second: Sendable>(_ first: @Sendable () -> First, _ second: @Sendable () -> Second) -> (First, Second) {
        let results = map(count: 2) { index -> Either<First, Second> in index == 0 ? .first(first()) : .second(second()) }
        guard case .first(let one) = results[0], case .second(let other) = results[1] else { preconditionFailure("ParallelMap.both: results out of order") }
        return (one, other)
    }

    private enum Either<First: Sendable, Second: Sendable>: Sendable {
        case first(First)
        case second(Second)
    }

    /// Lets go of `values` on every core, each on the thread that takes it: where a value is the
    /// last reference to a large tree (a chunk's parsed models), freeing it is real work, and
    /// freeing them one after the other on one thread left the others idle.
    /// `cost` as for `map(count:costliestFirst:_:)`: the biggest freed first.
    public static func release<Value: Sendable>(_ values: consuming [Value], placeholder: @autoclosure () -> Value, cost: (Value) -> Int = { _ in 0 }) {
        guard values.count > 1 else { return }
        let placeholder = placeholder()
        let costs = values.map(cost)
        values.withUnsafeMutableBufferPointer { buffer in
            let slots = Slots(base: buffer.baseAddress!)
            _ = map(count: buffer.count, costliestFirst: { costs[$0] }) { index in slots.release(index, leaving: placeholder) }
        }
    }

    /// `order[k]` is the index started `k`-th (`nil`: in index order).
    private static func map<Result: Sendable>(count: Int, order: [Int]?, _ transform: @Sendable (Int) -> Result) -> [Result] {
        guard count > 0 else { return [] }
        let workers = min(threadCount, count)
        return [Result](unsafeUninitializedCapacity: count) { buffer, initialized in
            let slots = Slots(base: buffer.baseAddress!)
            // `workers` deep-stack threads (models are walked recursively: `DeepStack`) that
            // each take the next index until none is left, so one big file does not leave a
            // core idle the way fixed chunks would. Results go straight into the array's
            // storage: no second copy, no extra retain and release per element.
            let next = NextIndex()
            DeepStack.concurrently(threads: max(workers, 1)) { _ in
                while let taken = next.take(below: count) {
                    let index = order?[taken] ?? taken
                    slots.fill(index, with: transform(index))
                }
            }
            initialized = count
        }
    }

    /// The array's uninitialised storage, shared by the worker threads. Unchecked `Sendable` is
    /// sound: every index is initialised by exactly one work item, and the array is used only
    /// after `DeepStack.concurrently` has returned (it waits for all of them).
    private struct Slots<Result>: @unchecked Sendable {
        let base: UnsafeMutablePointer<Result>

        func fill(_ index: Int, with value: Result) {
            (base + index).initialize(to: value)
        }

        /// Takes the value out (freed when this returns) and leaves `placeholder` in its place.
        func release(_ index: Int, leaving placeholder: Result) {
            _ = (base + index).move()
            (base + index).initialize(to: placeholder)
        }
    }

    /// A shared counter. (`Synchronization.Atomic` needs macOS 15; a lock costs nothing next to
    /// parsing a file.)
    private final class NextIndex: @unchecked Sendable {
        private var value = 0
        private let lock = NSLock()

        func take(below count: Int) -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard value < count else { return nil }
            defer { value += 1 }
            return value
        }
    }
}
