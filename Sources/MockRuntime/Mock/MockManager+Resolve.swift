// The hot path of every mocked call. It is split in two so that calls stay cheap:
// `record` is non-generic and does the locked bookkeeping; the stub search is `@inlinable`, so
// it is specialised into the generated mock and never pays for generic metadata lookups.

/// The outcome of looking up a call: a stub's next action, or nothing.
@usableFromInline
enum CallResolution<Input, Output> {
    case stubbed(StubAction<Input, Output>)
    case unstubbed(Invocation, UnansweredCall)
}

/// Why no stub or expectation said what a call returns, which decides what the call does.
@usableFromInline
enum UnansweredCall {
    /// No stub matched: `Strictness` decides.
    case unstubbed(Strictness)
    /// An expectation took the call but gave no action: a default value, quietly.
    case expectedWithoutAction
    /// No expectation took the call; the failure is already reported.
    case unexpected
}

/// What `record` read under the lock: the member's stubs and how real code may be reached.
@usableFromInline
struct CallRecord {
    @usableFromInline let invocation: Invocation
    @usableFromInline let stubs: [StubBase]
    /// As set (`DefaultImplementationReference.stored`), read only when a call needs it.
    let storedDefaultImplementation: AnyObject?
    /// What unstubbed calls forward to (`nil`: nothing).
    @usableFromInline var defaultImplementation: Any? { DefaultImplementationReference.current(storedDefaultImplementation) }
    @usableFromInline let superclassSpyEnabled: Bool
    @usableFromInline let strictness: Strictness
    @usableFromInline let expectations: Expectations?
}

extension MockManager {
    /// Records the call, wakes waiters, and returns the member's stubs (oldest first).
    @usableFromInline
    func record(_ member: MockMember, arguments: Any) -> CallRecord {
        let member = described(member)
        let invocation = Invocation(member: member, arguments: arguments)
        let record = state.withLock { state in
            if !state.isStub {
                state.invocations.append(invocation)
                state.verified.append(false)
            }
            let record = CallRecord(
                invocation: invocation,
                stubs: member.index < state.stubs.count ? state.stubs[member.index] : [],
                storedDefaultImplementation: state.defaultImplementation,
                superclassSpyEnabled: state.superclassSpyEnabled,
                strictness: state.strictness,
                expectations: state.expectations
            )
            return record
        }
        // After the lock: a waiter that read the generation before this call sees it change.
        changes.signal()
        return record
    }

    /// Records the call and finds the newest matching stub that has an action.
    ///
    /// Matching runs outside the mock's lock so that matchers and `then` bodies may call back
    /// into the mock (or other mocks) without deadlocking.
    @inlinable
    func resolve<Input, Output>(_ member: MockMember, arguments: Input, recorded: Input?) -> (CallResolution<Input, Output>, CallRecord) {
        let record = record(member, arguments: recorded ?? arguments)
        var unanswered = UnansweredCall.unstubbed(record.strictness)
        if let expectations = record.expectations {
            switch expectations.dispatch(self, record.invocation, arguments) as ExpectationOutcome<Input, Output> {
            case .action(let action): return (.stubbed(action), record)
            case .unexpected(let message, let memberHasExpectations):
                // A member no expectation is about is answered by its `when` stubs, as on a mock
                // outside a context; jMock's strictness holds for members with expectations.
                let stubbed: StubAction<Input, Output>? = stubAction(record, arguments, taking: !memberHasExpectations)
                if !memberHasExpectations, let stubbed { return (.stubbed(stubbed), record) }
                reportUnexpected(message, stubIgnored: stubbed != nil)
                return (.unstubbed(record.invocation, .unexpected), record)
            case .noAction: unanswered = .expectedWithoutAction
            }
        }
        if let action: StubAction<Input, Output> = stubAction(record, arguments, taking: true) { return (.stubbed(action), record) }
        return (.unstubbed(record.invocation, unanswered), record)
    }

    /// The next action of the newest stub that matches and has one; `taking: false` only tells
    /// whether there is one, consuming nothing (no captor sees the call).
    @inlinable
    func stubAction<Input, Output>(_ record: CallRecord, _ arguments: Input, taking: Bool) -> StubAction<Input, Output>? {
        let inputType = ObjectIdentifier(Input.self)
        let outputType = ObjectIdentifier(Output.self)
        var index = record.stubs.count
        while index > 0 {
            index -= 1
            guard let stub = Stub<Input, Output>.narrow(record.stubs[index], input: inputType, output: outputType),
                  stub.matches(arguments) else { continue }
            guard taking else {
                if let action = stub.peekNextAction() { return action }
                continue
            }
            stub.didMatch?(arguments)
            if let action = stub.takeNextAction() { return action }
        }
        return nil
    }

    /// The next action of the newest matching stub older than `newer` (the stub whose
    /// suspended call was told to `proceed()`); `nil` when none has one.
    @usableFromInline
    func stubAction<Input, Output>(_ record: CallRecord, _ arguments: Input, olderThan newer: ObjectIdentifier) -> StubAction<Input, Output>? {
        guard let position = record.stubs.lastIndex(where: { ObjectIdentifier($0) == newer }) else { return nil }
        let older = CallRecord(
            invocation: record.invocation, stubs: Array(record.stubs[..<position]), storedDefaultImplementation: record.storedDefaultImplementation,
            superclassSpyEnabled: record.superclassSpyEnabled, strictness: record.strictness, expectations: record.expectations
        )
        return stubAction(older, arguments, taking: true)
    }

    /// Notes that the caller of `invocation` was cancelled before the call returned.
    @usableFromInline
    func noteCancelled(_ invocation: Invocation) {
        state.withLock { state in
            if !state.isStub { state.cancelled.insert(invocation.sequenceNumber) }
        }
        changes.signal()
    }

    /// An unexpected call's failure; when a `when` stub matched it, why the stub did not answer.
    @usableFromInline
    func reportUnexpected(_ message: String, stubIgnored: Bool) {
        let note = "\nA `when` stub matches this call, but expectations are about this member, so only they may take it: "
            + "declare the call with `expectations.allowing(mock)` (or expect it) to let it through."
        fail(message + (stubIgnored ? note : ""), at: nil)
    }

    /// The value an unanswered call returns: reported on strict mocks, the registry default
    /// where one exists, otherwise a reported failure and a stop (no value can be made up).
    @usableFromInline
    func unstubbedResult<Output>(_ invocation: Invocation, _ unanswered: UnansweredCall) -> Output {
        let fallback: Output? = invocation.member.defaultResult()
        if let fallback, unanswered.isQuietWithDefault { return fallback }
        let message = unansweredMessage(invocation, unanswered, returnType: Output.self, hasFallback: fallback != nil)
        if let message { fail(message, at: nil) }
        guard let fallback else {
            fatalError("MockRuntime: " + (message.map { $0 + "\nThe test process stops here: a call must return a value, and none can be made up." }
                ?? FailureMessages.noDefaultValue(for: Output.self, call: invocation.description)))
        }
        return fallback
    }

    /// An unanswered call of a member that can throw `MockError` (untyped `throws`) and has no
    /// default value to return: reported, then thrown, so the test fails instead of the process.
    @usableFromInline
    func unstubbedResult<Output, Failure: Error>(_ invocation: Invocation, _ unanswered: UnansweredCall, throwing: Failure.Type) throws(Failure) -> Output {
        if invocation.member.defaultResult(Output.self) == nil {
            let error: MockError = unanswered.isUnexpected ? .unexpectedCall(invocation.description) : .unstubbedCall(invocation.description)
            if let error = error as? Failure {
                if let message = unansweredMessage(invocation, unanswered, returnType: Output.self, hasFallback: false) {
                    fail(message + "\nThrew MockError.\(unanswered.isUnexpected ? "unexpectedCall" : "unstubbedCall") instead of returning.", at: nil)
                }
                throw error
            }
        }
        return unstubbedResult(invocation, unanswered)
    }

    /// The failure an unanswered call reports; `nil` when it was reported already (unexpected).
    private func unansweredMessage(_ invocation: Invocation, _ unanswered: UnansweredCall, returnType: Any.Type, hasFallback: Bool) -> String? {
        switch unanswered {
        case .unstubbed:
            return FailureMessages.unstubbed(
                invocation, mockName: name, stubsOnMember: allStubs().filter { $0.member == invocation.member },
                returnType: returnType, hasFallback: hasFallback
            )
        case .expectedWithoutAction:
            return FailureMessages.expectedWithoutAction(invocation, mockName: name, returnType: returnType)
        case .unexpected:
            return nil
        }
    }

    @usableFromInline
    func missingRealImplementation<Output>(_ invocation: Invocation) -> Output {
        let message = FailureMessages.missingRealImplementation(invocation, mockName: name)
        fail(message, at: nil)
        guard let fallback: Output = invocation.member.defaultResult() else {
            fatalError("MockRuntime: \(message)\n\(FailureMessages.noDefaultValue(for: Output.self, call: nil))")
        }
        return fallback
    }
}

extension UnansweredCall {
    /// Returns the registry default without a word.
    @usableFromInline
    var isQuietWithDefault: Bool {
        switch self {
        case .unstubbed(let strictness): strictness == .lenient
        case .expectedWithoutAction, .unexpected: true
        }
    }

    @usableFromInline
    var isUnexpected: Bool {
        if case .unexpected = self { return true }
        return false
    }
}
