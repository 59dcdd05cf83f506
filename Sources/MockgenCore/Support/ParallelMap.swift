import Dispatch
import Foundation

/// `(0..<count).map(transform)` on every core (or on `workerLimit` threads), results in index
/// order whatever order the threads finish in.
public enum ParallelMap {
    /// `--jobs N`: at most this many threads work at once; `nil` uses every core.
    /// Task-local, so the limit covers exactly the run that set it, whatever calls `map` inside.
    @TaskLocal public static var workerLimit: Int?

    public static func map<Result: Sendable>(count: Int, _ transform: @Sendable (Int) -> Result) -> [Result] {
        guard count > 0 else { return [] }
        let workers = min(workerLimit ?? ProcessInfo.processInfo.activeProcessorCount, count)
        return [Result](unsafeUninitializedCapacity: count) { buffer, initialized in
            let slots = Slots(base: buffer.baseAddress!)
            // `workers` deep-stack threads (models are walked recursively: `DeepStack`) that
            // each take the next index until none is left, so one big file does not leave a
            // core idle the way fixed chunks would. Results go straight into the array's
            // storage: no second copy, no extra retain and release per element.
            let next = NextIndex()
            DeepStack.concurrently(threads: max(workers, 1)) { _ in
                while let index = next.take(below: count) { slots.fill(index, with: transform(index)) }
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
