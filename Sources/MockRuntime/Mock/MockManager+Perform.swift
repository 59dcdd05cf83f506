// The two cores behind the entry points: one synchronous, one async. `Failure` is `Never` for
// non-throwing members, `any Error` for `throws`, and `E` for `throws(E)`.

extension MockManager {
    @inlinable
    func perform<Input, Output, Failure: Error, Original>(
        _ member: MockMember, _ arguments: Input, _ recorded: Input?,
        hasSuperclass: Bool,
        superclass: () throws(Failure) -> Output,
        original: (Original) throws(Failure) -> Output
    ) throws(Failure) -> Output {
        let (resolution, real): (CallResolution<Input, Output>, CallRecord) = resolve(member, arguments: arguments, recorded: recorded)
        switch resolution {
        case .stubbed(let action):
            switch action {
            case .returnValue(let value):
                return value
            case .implementation(let body):
                do { return try body(arguments) } catch { throw error as! Failure }
            case .throwError(let error):
                throw error as! Failure
            case .callRealImplementation:
                if hasSuperclass { return try superclass() }
                if let implementation = real.defaultImplementation as? Original { return try original(implementation) }
                return missingRealImplementation(real.invocation)
            case .asyncImplementation, .suspend:
                preconditionFailure("MockRuntime: an async action on a synchronous member")
            }
        case .unstubbed(let invocation, let unanswered):
            // An unexpected call has no effects (as in jMock): no real code runs for it.
            if !unanswered.isUnexpected {
                if let implementation = real.defaultImplementation as? Original { return try original(implementation) }
                if hasSuperclass && real.superclassSpyEnabled { return try superclass() }
            }
            return try unstubbedResult(invocation, unanswered, throwing: Failure.self)
        }
    }

    @inlinable
    nonisolated(nonsending) func performAsync<Input, Output, Failure: Error, Original>(
        _ member: MockMember, _ arguments: Input, _ recorded: Input?,
        hasSuperclass: Bool,
        superclass: nonisolated(nonsending) () async throws(Failure) -> Output,
        original: nonisolated(nonsending) (Original) async throws(Failure) -> Output
    ) async throws(Failure) -> Output {
        let (resolution, real): (CallResolution<Input, Output>, CallRecord) = resolve(member, arguments: arguments, recorded: recorded)
        switch resolution {
        case .stubbed(let action):
            return try await answer(action, arguments, real, hasSuperclass: hasSuperclass, superclass: superclass, original: original)
        case .unstubbed(_, let unanswered):
            return try await self.unanswered(real, unanswered, hasSuperclass: hasSuperclass, superclass: superclass, original: original)
        }
    }

    /// What a stub's action makes of an async call.
    @inlinable
    nonisolated(nonsending) func answer<Input, Output, Failure: Error, Original>(
        _ action: StubAction<Input, Output>, _ arguments: Input, _ real: CallRecord,
        hasSuperclass: Bool,
        superclass: nonisolated(nonsending) () async throws(Failure) -> Output,
        original: nonisolated(nonsending) (Original) async throws(Failure) -> Output
    ) async throws(Failure) -> Output {
        switch action {
        case .returnValue(let value):
            return value
        case .implementation(let body):
            do { return try body(arguments) } catch { throw error as! Failure }
        case .asyncImplementation(let body):
            do { return try await observingCancellation(real.invocation) { try await body(arguments) } } catch { throw error as! Failure }
        case .throwError(let error):
            throw error as! Failure
        case .callRealImplementation:
            if hasSuperclass { return try await observingCancellation(real.invocation, superclass) }
            if let implementation = real.defaultImplementation as? Original {
                return try await observingCancellation(real.invocation) { () async throws(Failure) -> Output in try await original(implementation) }
            }
            return missingRealImplementation(real.invocation)
        case .suspend(let queue):
            return try await answerSuspended(queue, arguments, real, hasSuperclass: hasSuperclass, superclass: superclass, original: original)
        }
    }

    /// A `thenSuspend()` call: waits for the test, then answers as it says. Not inlined: the
    /// calls that do not suspend stay as short as they were.
    @usableFromInline
    nonisolated(nonsending) func answerSuspended<Input, Output, Failure: Error, Original>(
        _ queue: SuspensionQueue<Input, Output>, _ arguments: Input, _ real: CallRecord,
        hasSuperclass: Bool,
        superclass: nonisolated(nonsending) () async throws(Failure) -> Output,
        original: nonisolated(nonsending) (Original) async throws(Failure) -> Output
    ) async throws(Failure) -> Output {
        switch await queue.suspend(arguments, invocation: real.invocation, manager: self) {
        case .value(let value):
            return value
        case .failure(let error):
            throw error as! Failure
        case .proceed:
            // Answered as if the suspending stub had not matched: an older stub, else what an
            // unstubbed call does.
            guard let older: StubAction<Input, Output> = stubAction(real, arguments, olderThan: queue.stub) else {
                return try await unanswered(real, .unstubbed(real.strictness), hasSuperclass: hasSuperclass, superclass: superclass, original: original)
            }
            return try await answer(older, arguments, real, hasSuperclass: hasSuperclass, superclass: superclass, original: original)
        }
    }

    /// What a call no stub answered does: an unexpected one nothing; otherwise the default
    /// implementation, the spied superclass, or the unstubbed rule.
    @inlinable
    nonisolated(nonsending) func unanswered<Output, Failure: Error, Original>(
        _ real: CallRecord, _ unanswered: UnansweredCall,
        hasSuperclass: Bool,
        superclass: nonisolated(nonsending) () async throws(Failure) -> Output,
        original: nonisolated(nonsending) (Original) async throws(Failure) -> Output
    ) async throws(Failure) -> Output {
        if !unanswered.isUnexpected {
            if let implementation = real.defaultImplementation as? Original {
                return try await observingCancellation(real.invocation) { () async throws(Failure) -> Output in try await original(implementation) }
            }
            if hasSuperclass && real.superclassSpyEnabled { return try await observingCancellation(real.invocation, superclass) }
        }
        return try unstubbedResult(real.invocation, unanswered, throwing: Failure.self)
    }

    /// Runs code that may take a while (a `then` body, the real implementation) and notes it
    /// if the caller's task is cancelled meanwhile (`wasCancelled()`).
    @inlinable
    nonisolated(nonsending) func observingCancellation<Output, Failure: Error>(
        _ invocation: Invocation, _ body: nonisolated(nonsending) () async throws(Failure) -> Output
    ) async throws(Failure) -> Output {
        do {
            return try await withTaskCancellationHandler { try await body() } onCancel: { self.noteCancelled(invocation) }
        } catch { throw error as! Failure }
    }
}
