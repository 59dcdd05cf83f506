import Foundation

/// A value computed on another deep-stack thread while the caller goes on (on the caller's
/// thread, when `--jobs 1`, at `wait`). `@unchecked Sendable`: `value` is written once, before
/// the semaphore is signalled, and read only after waiting on it.
final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var value: Value?
    private var deferred: (@Sendable () -> Value)?

    init(_ work: @escaping @Sendable () -> Value) {
        guard ParallelMap.threadCount > 1 else {
            deferred = work
            return
        }
        DeepStack.Pool.shared.start {
            self.value = work()
            self.done.signal()
        }
    }

    func wait() -> Value {
        if let deferred { return deferred() }
        done.wait()
        return value!
    }
}
