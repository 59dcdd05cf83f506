internal import Foundation

/// How a suspended call ends, as its caller reads it.
@usableFromInline
enum SuspensionAnswer<Output> {
    case value(Output)
    case failure(any Error)
    /// Answered as if the suspending stub had not matched (`SuspendedCall.proceed()`).
    case proceed
}

/// The calls one `thenSuspend()` holds, in the order they arrived: what the stub's action
/// suspends into and what ``SuspendedCalls`` hands to the test.
///
/// Not generic over the member's error type, so that `StubAction` can hold it; the public
/// ``SuspendedCalls`` and ``SuspendedCall`` add it back, which is what keeps
/// `resume(throwing:)` to the errors the member can throw.
@usableFromInline
final class SuspensionQueue<Input, Output>: @unchecked Sendable {
    // @unchecked: what changes is behind `state`'s lock. `thenSuspend()` exists only where
    // `Input` is `Sendable`, so arguments handed to the test cross tasks safely; outputs reach
    // the caller only through `sending` resumptions.

    /// The stub whose action this is, for `proceed()` to find the older ones.
    @usableFromInline let stub: ObjectIdentifier
    /// `service.article(id: any)`: the stub as messages name it (the matchers described).
    let label: String
    /// Where `thenSuspend()` was written.
    let location: MockSourceLocation
    let cancellation: SuspendedCallCancellation
    /// How long a call may stay suspended before it is reported and released.
    let releaseLimit: Duration
    /// What a call ends with when the test does not resume it (cancelled, left at the end of
    /// the test, or past `releaseLimit`): `CancellationError` where the member may throw it,
    /// else the registry's default value; `nil` when neither exists.
    let releaseAnswer: @Sendable (Invocation) -> SuspensionAnswer<Output>?
    /// Signalled whenever a call arrives, for `next(timeout:)`.
    let arrivals = ChangeSignal()

    private struct State {
        var calls: [PendingCall<Input, Output>] = []
        var handedOut = 0
    }
    private let state = Locked(State())

    init(stub: ObjectIdentifier, label: String, location: MockSourceLocation, cancellation: SuspendedCallCancellation, releaseLimit: Duration,
         releaseAnswer: @escaping @Sendable (Invocation) -> SuspensionAnswer<Output>?) {
        self.stub = stub
        self.label = label
        self.location = location
        self.cancellation = cancellation
        self.releaseLimit = releaseLimit
        self.releaseAnswer = releaseAnswer
    }

    // MARK: The caller's side

    /// Suspends the mocked call until the test resumes it, its task is cancelled (when
    /// cancellation finishes calls), the test ends, or `releaseLimit` passes.
    @usableFromInline
    nonisolated(nonsending) func suspend(_ arguments: Input, invocation: Invocation, manager: MockManager) async -> SuspensionAnswer<Output> {
        let call = PendingCall<Input, Output>(arguments: arguments, invocation: invocation, manager: manager)
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<SuspensionAnswer<Output>, Never>) in
                let cancelledEarly = call.attach(continuation)
                enqueue(call)
                if cancelledEarly { cancel(call) }
            }
        } onCancel: {
            if call.noteCancelled() { self.cancel(call) }
            manager.noteCancelled(invocation)
        }
    }

    private func enqueue(_ call: PendingCall<Input, Output>) {
        let limit = releaseLimit
        call.startWatchdog(Task { [weak self, weak call] in
            try? await Task.sleep(for: limit)
            guard !Task.isCancelled, let self, let call else { return }
            self.release(call, reason: .overdue)
        })
        state.withLock { state in
            call.number = state.calls.count + 1
            state.calls.append(call)
        }
        arrivals.signal()
    }

    /// The caller's task was cancelled while its call waited (the call is attached).
    private func cancel(_ call: PendingCall<Input, Output>) {
        guard cancellation == .finishesCall, let answer = releaseAnswer(call.invocation) else { return }
        _ = call.finish(answer, as: .cancelled)
    }

    // MARK: The test's side

    /// The oldest call not yet handed out, if one has arrived.
    func takeNext() -> PendingCall<Input, Output>? {
        state.withLock { state in
            guard state.handedOut < state.calls.count else { return nil }
            defer { state.handedOut += 1 }
            return state.calls[state.handedOut]
        }
    }

    var arrivedCount: Int { state.withLock { $0.calls.count } }

    /// Every call that arrived and has not ended, oldest first.
    var waitingCalls: [PendingCall<Input, Output>] {
        state.withLock { $0.calls.filter { !$0.hasEnded } }
    }

    // MARK: Calls nobody resumed

    enum ReleaseReason {
        case endOfTest
        case overdue
    }

    /// Reports a call the test left suspended and ends it with `releaseAnswer` (when one
    /// exists: a non-throwing member with no default value has nothing to end with).
    func release(_ call: PendingCall<Input, Output>, reason: ReleaseReason) {
        guard !call.hasEnded, let manager = call.manager else { return }
        let when = switch reason {
        case .endOfTest: "is still suspended at the end of the test"
        case .overdue: "was suspended for \(releaseLimit) without being resumed"
        }
        let message = "\(manager.name).\(call.invocation.description) \(when) (`thenSuspend()` of \(label) at \(location)); "
        let advice = "Resume every suspended call: `try await calls.next().resume(returning: …)`, `resume(throwing:)` or `proceed()`"
            + (reason == .overdue ? ", or give it longer with `thenSuspend(releasedAfter:)`." : ".")
        guard let answer = releaseAnswer(call.invocation) else {
            manager.fail(message + "it cannot be released (the member cannot throw and its result type has no default value: "
                + "register one with DefaultValueRegistry), so its caller stays suspended. " + advice, at: location)
            return
        }
        let how = if case .failure(let error) = answer { "it was released with \(type(of: error))" } else { "it was released with the default value of its result" }
        if call.finish(answer, as: .released) { manager.fail(message + how + ". " + advice, at: location) }
    }

    /// The end of the test: every call still suspended is a failure and is released. A test
    /// that threw (`report: false`) has its own failure: the calls are only released.
    func checkAtEndOfTest(report: Bool) {
        let calls = state.withLock { $0.calls.filter { !$0.hasEnded } }
        for call in calls {
            if report {
                release(call, reason: .endOfTest)
            } else if let answer = releaseAnswer(call.invocation) {
                _ = call.finish(answer, as: .released)
            }
        }
    }
}

/// One call suspended by `thenSuspend()`: its arguments, and the continuation its caller
/// waits on, resumed exactly once.
final class PendingCall<Input, Output>: @unchecked Sendable {
    // @unchecked: `arguments` and `invocation` never change; the rest is behind `state`'s
    // lock. `Input` is `Sendable` wherever a pending call is made (`thenSuspend()`).
    let arguments: Input
    let invocation: Invocation
    /// 1 for the first call the stub suspended; set once, before the test can see the call.
    var number: Int {
        get { state.withLock { $0.number } }
        set { state.withLock { $0.number = newValue } }
    }

    enum Outcome: Equatable {
        case waiting
        case resumed
        case cancelled
        case released
    }

    private struct State {
        var continuation: CheckedContinuation<SuspensionAnswer<Output>, Never>?
        /// The mock's manager, held while the call waits (to report it if it is left waiting)
        /// and let go when it ends: the manager holds the stub, which holds the queue.
        var manager: MockManager?
        var outcome = Outcome.waiting
        var isCancelled = false
        var watchdog: Task<Void, Never>?
        var number = 0
    }
    private let state = Locked(State())

    init(arguments: Input, invocation: Invocation, manager: MockManager) {
        self.arguments = arguments
        self.invocation = invocation
        state.withLock { $0.manager = manager }
    }

    /// The mock's manager while the call waits; `nil` once it ended.
    var manager: MockManager? { state.withLock { $0.manager } }

    /// Keeps the caller's continuation; returns whether its task was cancelled before.
    func attach(_ continuation: CheckedContinuation<SuspensionAnswer<Output>, Never>) -> Bool {
        state.withLock { state in
            state.continuation = continuation
            return state.isCancelled
        }
    }

    /// Marks the caller cancelled; returns whether the continuation is attached (else
    /// `attach` reports the cancellation).
    func noteCancelled() -> Bool {
        state.withLock { state in
            state.isCancelled = true
            return state.continuation != nil || state.outcome != .waiting
        }
    }

    func startWatchdog(_ task: Task<Void, Never>) {
        let ended = state.withLock { state -> Bool in
            state.watchdog = task
            return state.outcome != .waiting
        }
        if ended { task.cancel() }
    }

    var isCancelled: Bool { state.withLock { $0.isCancelled } }
    var outcome: Outcome { state.withLock { $0.outcome } }
    var hasEnded: Bool { outcome != .waiting }

    /// Ends the call with `answer`; `false` when it had ended already.
    func finish(_ answer: sending SuspensionAnswer<Output>, as outcome: Outcome) -> Bool {
        let taken = state.withLock { state -> (CheckedContinuation<SuspensionAnswer<Output>, Never>, Task<Void, Never>?)? in
            guard state.outcome == .waiting, let continuation = state.continuation else { return nil }
            state.outcome = outcome
            state.continuation = nil
            state.manager = nil
            return (continuation, state.watchdog)
        }
        guard let (continuation, watchdog) = taken else { return false }
        watchdog?.cancel()
        continuation.resume(returning: answer)
        return true
    }
}
