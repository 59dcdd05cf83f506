internal import Foundation

/// Wakes whoever waits for something to change, in both ways a test can wait: a suspended task
/// (without blocking a thread of the cooperative pool) and a blocked thread (synchronous
/// XCTest methods).
///
/// A waiter reads `generation`, checks its condition, and waits for a newer generation; a
/// changer changes its state first and signals after. So no change slips between a check and
/// the wait.
final class ChangeSignal: @unchecked Sendable {
    // @unchecked: all state is behind `waiters`' lock or is the condition variable itself.
    private let waiters = Locked(Waiters())
    private let condition = NSCondition()

    var generation: Int { waiters.withLock { $0.generation } }

    func signal() {
        let (continuations, wakeThreads) = waiters.withLock { ($0.signalled(), $0.blockedThreads > 0) }
        for continuation in continuations { continuation.resume() }
        if wakeThreads {
            condition.lock()
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Suspends until a signal newer than `generation` or `deadline`.
    func next(after generation: Int, deadline: ContinuousClock.Instant) async {
        let id = waiters.withLock { waiters -> Int in
            defer { waiters.nextID += 1 }
            return waiters.nextID
        }
        let sleeper = Task { [weak self] in
            try? await Task.sleep(until: deadline, clock: .continuous)
            self?.waiters.withLock { $0.suspended.removeValue(forKey: id) }?.resume()
        }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resumeNow = waiters.withLock { waiters -> Bool in
                if waiters.generation != generation || ContinuousClock.now >= deadline { return true }
                waiters.suspended[id] = continuation
                return false
            }
            if resumeNow { continuation.resume() }
        }
        sleeper.cancel()
    }

    /// Blocks the thread until `isDone` holds or `timeout` passes; returns whether it holds.
    func block(for timeout: Duration, until isDone: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout.seconds)
        waiters.withLock { $0.blockedThreads += 1 }
        defer { waiters.withLock { $0.blockedThreads -= 1 } }
        condition.lock()
        defer { condition.unlock() }
        var done = isDone()
        while !done && condition.wait(until: deadline) { done = isDone() }
        return done || isDone()
    }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}

/// Who waits on a `ChangeSignal`, behind its lock.
private struct Waiters {
    /// Bumped on every signal so a waiter can tell whether it missed one.
    var generation = 0
    var suspended: [Int: CheckedContinuation<Void, Never>] = [:]
    var nextID = 0
    var blockedThreads = 0

    /// Takes the continuations to resume once the lock is released.
    mutating func signalled() -> [CheckedContinuation<Void, Never>] {
        generation += 1
        guard !suspended.isEmpty else { return [] }
        defer { suspended.removeAll() }
        return Array(suspended.values)
    }
}
