import Dispatch

/// `(0..<count).map(transform)` on every core, results in index order whatever order the
/// threads finish in.
public enum ParallelMap {
    public static func map<Result: Sendable>(count: Int, _ transform: @Sendable (Int) -> Result) -> [Result] {
        guard count > 1 else { return (0..<count).map(transform) }
        return [Result](unsafeUninitializedCapacity: count) { buffer, initialized in
            let slots = Slots(base: buffer.baseAddress!)
            // One work item per index: libdispatch hands them to as many threads as there are
            // cores, and a thread that finishes a small item takes the next, so one big file does
            // not leave a core idle the way fixed chunks would. Results go straight into the
            // array's storage: no second copy, no extra retain and release per element.
            DispatchQueue.concurrentPerform(iterations: count) { index in
                slots.fill(index, with: transform(index))
            }
            initialized = count
        }
    }

    /// The array's uninitialised storage, shared by the worker threads. Unchecked `Sendable` is
    /// sound: every index is initialised by exactly one work item, and the array is used only
    /// after `concurrentPerform` has returned (it waits for all of them).
    private struct Slots<Result>: @unchecked Sendable {
        let base: UnsafeMutablePointer<Result>

        func fill(_ index: Int, with value: Result) {
            (base + index).initialize(to: value)
        }
    }
}
