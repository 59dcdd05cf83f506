internal import Foundation

/// Wakes whoever waits for something to change, in both ways a test can wait: a suspended task
/// (without blocking a thread of the cooperative pool) and a blocked thread (synchronous
/// XCTest methods).
///
/// A waiter reads `generation`, checks its condition, and waits for a newer generation; a
/// changer changes its state first and signals after. So no change slips between a check and
/// the wait.
///
/// Every recorded call signals, so `signal` with nobody waiting is two atomic operations and no
/// lock: the generation is bumped, then the count of registered waiters read, both sequentially
/// consistent. A waiter registers (counts itself) before it reads the generation, under the
/// lock; so either the signaller sees the waiter and takes the lock to wake it, or the waiter
/// sees the new generation and does not wait.
final class ChangeSignal: @unchecked Sendable {
    // @unchecked: the counters are atomic; the rest is behind `waiters`' lock or is the
    // condition variable itself.
    private let waiters = Locked(Waiters())
    private let condition = NSCondition()
    private let generationCounter = AtomicCounter(0)
    /// Suspended tasks and blocked threads registered.
    private let waitingCounter = AtomicCounter(0)

    var generation: Int { generationCounter.load() }

    func signal() {
        generationCounter.add(1)
        guard waitingCounter.load() > 0 else { return }
        let (continuations, wakeThreads, relays) = waiters.withLock { waiters in
            let taken = Array(waiters.suspended.values)
            waiters.suspended.removeAll()
            return (taken, waiters.blockedThreads > 0, waiters.relays)
        }
        if !continuations.isEmpty { waitingCounter.add(-continuations.count) }
        for continuation in continuations { continuation.resume() }
        for relay in relays.values { relay.signal() }
        if wakeThreads {
            condition.lock()
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Suspends until a signal newer than `generation` or `deadline`; with
    /// `wakesOnCancellation`, also until the waiting task is cancelled (the caller then throws
    /// `CancellationError` rather than wait out its timeout).
    func next(after generation: Int, deadline: ContinuousClock.Instant, wakesOnCancellation: Bool = false) async {
        let id = waiters.withLock { waiters -> Int in
            defer { waiters.nextID += 1 }
            return waiters.nextID
        }
        let sleeper = Task { [weak self] in
            try? await Task.sleep(until: deadline, clock: .continuous)
            self?.wake(id)
        }
        if wakesOnCancellation {
            await withTaskCancellationHandler {
                await wait(id, after: generation, deadline: deadline, unlessCancelled: true)
            } onCancel: { self.wake(id) }
        } else {
            await wait(id, after: generation, deadline: deadline, unlessCancelled: false)
        }
        sleeper.cancel()
    }

    private func wait(_ id: Int, after generation: Int, deadline: ContinuousClock.Instant, unlessCancelled: Bool) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resumeNow = waiters.withLock { waiters -> Bool in
                waitingCounter.add(1)
                if self.generation != generation || ContinuousClock.now >= deadline || (unlessCancelled && Task.isCancelled) {
                    waitingCounter.add(-1)
                    return true
                }
                waiters.suspended[id] = continuation
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    /// Resumes waiter `id` if it still waits (its deadline passed, or its task was cancelled).
    private func wake(_ id: Int) {
        guard let continuation = waiters.withLock({ $0.suspended.removeValue(forKey: id) }) else { return }
        waitingCounter.add(-1)
        continuation.resume()
    }

    /// Signals `relay` too after every signal, until `removeRelay` (a `CallWatch` watching
    /// several mocks waits on one signal). Counted as a waiter, so `signal` looks.
    func addRelay(_ relay: ChangeSignal) {
        waiters.withLock { waiters in
            waiters.relays[ObjectIdentifier(relay)] = relay
            waitingCounter.add(1)
        }
    }

    func removeRelay(_ relay: ChangeSignal) {
        waiters.withLock { waiters in
            if waiters.relays.removeValue(forKey: ObjectIdentifier(relay)) != nil { waitingCounter.add(-1) }
        }
    }

    /// Blocks the thread until `isDone` holds or `timeout` passes; returns whether it holds.
    func block(for timeout: Duration, until isDone: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout.seconds)
        waiters.withLock { waiters in
            waiters.blockedThreads += 1
            waitingCounter.add(1)
        }
        defer {
            waiters.withLock { waiters in
                waiters.blockedThreads -= 1
                waitingCounter.add(-1)
            }
        }
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
    var suspended: [Int: CheckedContinuation<Void, Never>] = [:]
    var nextID = 0
    var blockedThreads = 0
    var relays: [ObjectIdentifier: ChangeSignal] = [:]
}
