import Dispatch

/// `(0..<count).map(transform)` on every core, results in index order whatever order the
/// threads finish in.
enum ParallelMap {
    static func map<Result: Sendable>(count: Int, _ transform: @escaping @Sendable (Int) -> Result) -> [Result] {
        guard count > 1 else { return (0..<count).map(transform) }
        let slots = Slots<Result>(count: count)
        defer { slots.buffer.deallocate() }
        // One work item per index: libdispatch hands them to as many threads as there are cores,
        // and a thread that finishes a small item takes the next, so one big file does not leave
        // a core idle the way fixed chunks would.
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots.fill(index, with: transform(index))
        }
        let array = Array(slots.buffer)
        _ = slots.buffer.baseAddress!.deinitialize(count: count)
        return array
    }

    /// Uninitialised result storage shared by the worker threads. Unchecked `Sendable` is sound
    /// here because every index is initialised by exactly one work item, and the buffer is read
    /// only after `concurrentPerform` has returned (which waits for all of them).
    private final class Slots<Result>: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<Result>

        init(count: Int) {
            buffer = .allocate(capacity: count)
        }

        func fill(_ index: Int, with value: Result) {
            (buffer.baseAddress! + index).initialize(to: value)
        }
    }
}
