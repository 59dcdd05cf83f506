/// What a suspended call does when its caller's task is cancelled.
public enum SuspendedCallCancellation: Sendable, Equatable {
    /// The call ends at once, as a cancelled call should: it throws `CancellationError` where
    /// the member can throw it, else returns the registry's default value. The default.
    case finishesCall
    /// The call stays suspended until the test resumes it (to test code that must cope with a
    /// dependency that ignores cancellation). It is still recorded as cancelled.
    case isIgnored
}

/// The calls a `thenSuspend()` stub holds open, first come first served:
///
/// ```swift
/// let articles = when(stub(service).article(id: any())).thenSuspend()
/// viewModel.open("42")                              // calls article(id: "42"), which waits
/// let call = try await articles.next()              // the call, once it has arrived
/// #expect(viewModel.state == .loading)
/// call.resume(returning: Article(id: "42", title: "Hello"))
/// ```
///
/// Each matching call suspends and joins the queue; ``next(timeout:fileID:filePath:line:column:)``
/// hands them out in the order they arrived, and the test resumes each when and how it
/// chooses, in any order. A call left suspended at the end of the test is a failure that names
/// it, and is released with `CancellationError` (or the default value, for a member that
/// cannot throw); one left longer than `releasedAfter` is reported and released the same way,
/// so a forgotten call never hangs a test.
public struct SuspendedCalls<Input: Sendable, Output, Failure: Error>: Sendable {
    let queue: SuspensionQueue<Input, Output>

    /// The oldest suspended call not handed out yet, waiting up to `timeout` for one to arrive.
    ///
    /// - Throws: ``SuspendedCallTimeout`` when no call arrives in time, naming the stub and
    ///   what arrived before; `CancellationError` if the waiting task is cancelled.
    public func next(
        timeout: Duration = .seconds(1),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws -> SuspendedCall<Input, Output, Failure> {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while true {
            let generation = queue.arrivals.generation
            if let call = queue.takeNext() {
                return SuspendedCall(call: call, queue: queue)
            }
            try Task.checkCancellation()
            guard ContinuousClock.now < deadline else {
                throw SuspendedCallTimeout(
                    stub: queue.label, stubLocation: queue.location, timeout: timeout, arrived: queue.arrivedCount,
                    location: MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
                )
            }
            await queue.arrivals.next(after: generation, deadline: deadline, wakesOnCancellation: true)
        }
    }

    /// How many calls the stub has suspended so far, resumed or not.
    public var count: Int { queue.arrivedCount }

    /// The calls that arrived and have not ended yet (handed out by `next` or not), oldest first.
    public var waiting: [SuspendedCall<Input, Output, Failure>] {
        queue.waitingCalls.map { SuspendedCall(call: $0, queue: queue) }
    }
}

/// No suspended call arrived within the time `next(timeout:)` waited.
public struct SuspendedCallTimeout: Error, CustomStringConvertible, Sendable {
    /// The stub as messages name it: `service.article(id: any)`.
    public let stub: String
    public let stubLocation: MockSourceLocation
    public let timeout: Duration
    /// How many calls the stub had suspended (all of them handed out already).
    public let arrived: Int
    /// Where `next` was called.
    public let location: MockSourceLocation

    public var description: String {
        let before = switch arrived {
        case 0: "no call matched it at all"
        case 1: "1 call arrived before and was handed out already"
        default: "\(arrived) calls arrived before and were all handed out already"
        }
        return "No call to \(stub) arrived within \(timeout) (`next()` at \(location), `thenSuspend()` at \(stubLocation)): \(before)."
    }
}

/// One call a `thenSuspend()` stub holds open. Resume it exactly once.
public struct SuspendedCall<Input: Sendable, Output, Failure: Error>: Sendable, CustomStringConvertible {
    let call: PendingCall<Input, Output>
    let queue: SuspensionQueue<Input, Output>

    /// The call's arguments: the value for one parameter, a tuple for several.
    public var arguments: Input { call.arguments }

    /// 1 for the first call the stub suspended, 2 for the next, …
    public var number: Int { call.number }

    /// Whether the caller's task was cancelled while (or before) the call was suspended.
    public var isCancelled: Bool { call.isCancelled }

    /// Whether the call has ended: resumed, ended by its caller's cancellation, or released.
    public var hasEnded: Bool { call.hasEnded }

    /// `article(id: "42")`.
    public var description: String { call.invocation.description }

    /// Ends the call: it returns `value`.
    public func resume(
        returning value: sending Output,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        finish(.value(value), at: MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Ends the call: it throws `error`.
    public func resume(
        throwing error: Failure,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        finish(.failure(error), at: MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Ends the call with the answer it would have had without this stub: the newest older stub
    /// that matches answers it, else it is answered as an unstubbed call.
    public func proceed(fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        finish(.proceed, at: MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    private func finish(_ answer: sending SuspensionAnswer<Output>, at location: MockSourceLocation) {
        let outcome = call.outcome
        guard !call.finish(answer, as: .resumed) else { return }
        let why = switch outcome {
        case .resumed, .waiting: "it was resumed already"
        case .cancelled: "its caller's task was cancelled, which ended it"
        case .released: "it was released, left suspended too long"
        }
        queue.failAsMisused("\(call.invocation.description) (call \(call.number) of `thenSuspend()` at \(queue.location)) cannot be resumed: \(why).", at: location)
    }
}

extension SuspensionQueue {
    func failAsMisused(_ message: String, at location: MockSourceLocation) {
        FailureRouting.report(MockFailure(message: message, location: location))
    }
}
