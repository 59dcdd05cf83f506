import Dispatch
import Foundation

/// Threads whose stacks hold the deepest declaration mockgen reads.
///
/// The parser and every later stage (resolving, emitting, hashing, even freeing a model) walk
/// `TypeRef` and `Declaration` trees recursively, and Swift's compiler reads types thousands of
/// levels deep (`Parser.maximumTypeDepth`): more than a Darwin secondary thread's 512 KiB holds,
/// or a main thread's 8 MiB. So everything that touches models runs on these threads
/// (`ParallelMap`, the `mockgen` commands). The stack is reserved address space: only the pages
/// a deep input reaches are ever touched, so an ordinary run costs nothing more.
public enum DeepStack {
    /// Enough for `Parser.maximumTypeDepth` levels through every stage of a debug build, with
    /// room to spare (measured by `DeepNestingTests`).
    public static let stackSize = 512 << 20

    /// Runs `body` on a thread with a deep stack and waits for it. Not for hot loops: it starts
    /// a thread each time.
    public static func run<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        let outcome: Swift.Result<Result, Failure> = withoutActuallyEscaping(body) { body in
            let slot = OutcomeSlot<Result, Failure>()
            let work = UncheckedWork {
                do throws(Failure) { slot.value = .success(try body()) } catch { slot.value = .failure(error) }
            }
            concurrently(threads: 1) { _ in work.body() }
            return slot.value!
        }
        return try outcome.get()
    }

    /// Runs `body(0)`, …, `body(threads - 1)` on that many deep-stack threads at once and waits
    /// for all of them.
    ///
    /// The threads are kept and reused (`Pool`): a run maps over its files several times, and a
    /// fresh thread per map started cold each time (its own allocator caches empty, its stack
    /// mapped anew), which cost a tenth of a single-threaded run on the medium benchmark corpus.
    ///
    /// Called on a deep-stack thread (a command's, or a worker's), that thread takes `body(0)`
    /// itself rather than waiting: one thread fewer to wake, and the data it made stays where
    /// it was made.
    public static func concurrently(threads: Int, _ body: @Sendable (Int) -> Void) {
        guard threads > 0 else { return }
        let first = Pool.isCurrentThreadDeep ? 1 : 0
        withoutActuallyEscaping(body) { body in
            let group = DispatchGroup()
            for number in first..<threads {
                group.enter()
                // The worker may outlive the wait: it holds a box it empties, never `body`.
                let lent = LentBody(body)
                Pool.shared.start {
                    lent.take()(number)
                    group.leave()
                }
            }
            if first == 1 { body(0) }
            group.wait()
        }
    }

    /// Whether the calling thread is one of these (a command's, or a worker's).
    static var isCurrentThreadDeep: Bool { Pool.isCurrentThreadDeep }

    /// Runs `work(0)`, …, `work(threads - 1)` on that many pool threads while `body` runs on the
    /// calling thread, and waits for both: a map whose results the caller uses as they come.
    /// `body` must not wait for anything `work` only does after `body` returns. When `body`
    /// throws, the error goes on once `work` is done everywhere (`body` tells it to stop first).
    static func alongside<Result>(threads: Int, _ work: @Sendable (Int) -> Void, _ body: () throws -> Result) rethrows -> Result {
        try withoutActuallyEscaping(work) { work in
            let group = DispatchGroup()
            for number in 0..<threads {
                group.enter()
                let lent = LentBody(work)
                Pool.shared.start {
                    lent.take()(number)
                    group.leave()
                }
            }
            defer { group.wait() }
            return try body()
        }
    }

    /// Deep-stack threads that wait for work between uses. There are as many as were ever busy
    /// at once (a command's thread and its map's workers: a few); they live as long as the
    /// process.
    ///
    /// Work goes to the thread that became idle last (a stack, each thread waiting on a
    /// semaphore of its own): a map after a map runs on the same threads, which then find in
    /// their caches and allocator arenas what they made (pass 2 has each thread free the models
    /// it parsed, `SpentValues`). Woken through one shared condition, any idle thread took the
    /// work: with two idle and one needed, the other one half of the time.
    final class Pool: @unchecked Sendable {
        static let shared = Pool()

        /// An idle thread: the work it is given, and the semaphore it waits on for it.
        private final class Waiter: @unchecked Sendable {
            let wake = DispatchSemaphore(value: 0)
            var work: (@Sendable () -> Void)?
        }

        private let lock = NSLock()
        /// Idle threads, the one idle since the shortest time last.
        private var idle: [Waiter] = []

        /// Runs `work` on the thread idle since the shortest time, or on a new one if none is.
        func start(_ work: @escaping @Sendable () -> Void) {
            lock.lock()
            guard let waiter = idle.popLast() else {
                lock.unlock()
                spawn(first: work)
                return
            }
            waiter.work = work
            lock.unlock()
            waiter.wake.signal()
        }

        /// Whether this thread is one of the pool's (its stack is `DeepStack.stackSize`).
        static var isCurrentThreadDeep: Bool { DeepStackThread.isCurrent }

        private func spawn(first: @escaping @Sendable () -> Void) {
            DeepStackThread.start(stackSize: DeepStack.stackSize) { [self] in
                let waiter = Waiter()
                var work = first
                while true {
                    work()
                    work = next(waiter)
                }
            }
        }

        /// Waits, idle, until `start` gives this thread work.
        private func next(_ waiter: Waiter) -> @Sendable () -> Void {
            lock.lock()
            idle.append(waiter)
            lock.unlock()
            waiter.wake.wait()
            lock.lock()
            defer { lock.unlock() }
            let work = waiter.work!
            waiter.work = nil
            return work
        }
    }

    /// `body`, lent to one thread: taken out before it runs, so nothing holds it once the
    /// thread has left the group (`withoutActuallyEscaping` checks that).
    private final class LentBody: @unchecked Sendable {
        private var body: (@Sendable (Int) -> Void)?

        init(_ body: @escaping @Sendable (Int) -> Void) { self.body = body }

        /// Called once, by the thread the body is lent to, before anything waits on it.
        func take() -> @Sendable (Int) -> Void {
            defer { body = nil }
            return body!
        }
    }

    /// The result, written by the worker before it finishes and read after `concurrently` has
    /// waited for it: the wait orders the two, so no lock is needed.
    private final class OutcomeSlot<Result, Failure: Error>: @unchecked Sendable {
        var value: Swift.Result<Result, Failure>?
    }

    /// `run`'s body, which need not be `Sendable`: it runs on exactly one thread while the
    /// caller waits, never at the same time as the caller.
    private struct UncheckedWork: @unchecked Sendable {
        let body: () -> Void
    }
}
