/// Tasks and threads waiting for the next call on a mock (see `waitUntil`).
struct InvocationWaiters {
    /// Bumped on every recorded call so a waiter can tell whether it missed one.
    var generation = 0
    var suspended: [Int: CheckedContinuation<Void, Never>] = [:]
    var nextID = 0
    var blockedThreads = 0

    /// Takes the continuations to resume once the lock is released.
    mutating func invocationRecorded() -> [CheckedContinuation<Void, Never>] {
        generation += 1
        guard !suspended.isEmpty else { return [] }
        defer { suspended.removeAll() }
        return Array(suspended.values)
    }
}

extension MockManager {
    /// Suspends until a call newer than `generation` is recorded or `deadline` passes, without
    /// blocking a thread of the cooperative pool.
    func nextInvocation(after generation: Int, deadline: ContinuousClock.Instant) async {
        let id = state.withLock { state -> Int in
            defer { state.waiters.nextID += 1 }
            return state.waiters.nextID
        }
        let sleeper = Task { [weak self] in
            try? await Task.sleep(until: deadline, clock: .continuous)
            let continuation = self?.state.withLock { $0.waiters.suspended.removeValue(forKey: id) }
            continuation?.resume()
        }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resumeNow = state.withLock { state -> Bool in
                if state.waiters.generation != generation || ContinuousClock.now >= deadline { return true }
                state.waiters.suspended[id] = continuation
                return false
            }
            if resumeNow { continuation.resume() }
        }
        sleeper.cancel()
    }

    var invocationGeneration: Int {
        state.withLock { $0.waiters.generation }
    }
}
