// The hot path of every mocked call. It is split in two so that calls stay cheap:
// `record` is non-generic and does the locked bookkeeping; the stub search is `@inlinable`, so
// it is specialised into the generated mock and never pays for generic metadata lookups.

/// The outcome of looking up a call: a stub's next action, or nothing.
@usableFromInline
enum CallResolution<Input, Output> {
    case stubbed(StubAction<Input, Output>)
    case unstubbed(Invocation, strictness: Strictness)
}

/// What `record` read under the lock: the member's stubs and how real code may be reached.
@usableFromInline
struct CallRecord {
    @usableFromInline let invocation: Invocation
    @usableFromInline let stubs: [StubBase]
    @usableFromInline let defaultImplementation: Any?
    @usableFromInline let superclassSpyEnabled: Bool
    @usableFromInline let strictness: Strictness
}

extension MockManager {
    /// Records the call, wakes waiters, and returns the member's stubs (oldest first).
    @usableFromInline
    func record(_ member: MockMember, arguments: Any) -> CallRecord {
        let invocation = Invocation(member: member, arguments: arguments)
        let (record, continuations, wakeThreads) = state.withLock { state in
            if !state.isStub {
                state.invocations.append(invocation)
                state.verified.append(false)
            }
            let record = CallRecord(
                invocation: invocation,
                stubs: member.index < state.stubs.count ? state.stubs[member.index] : [],
                defaultImplementation: DefaultImplementationReference.current(state.defaultImplementation),
                superclassSpyEnabled: state.superclassSpyEnabled,
                strictness: state.strictness
            )
            return (record, state.waiters.invocationRecorded(), state.waiters.blockedThreads > 0)
        }
        for continuation in continuations { continuation.resume() }
        if wakeThreads {
            waitCondition.lock()
            waitCondition.broadcast()
            waitCondition.unlock()
        }
        return record
    }

    /// Records the call and finds the newest matching stub that has an action.
    ///
    /// Matching runs outside the mock's lock so that matchers and `then` bodies may call back
    /// into the mock (or other mocks) without deadlocking.
    @inlinable
    func resolve<Input, Output>(_ member: MockMember, arguments: Input, recorded: Input?) -> (CallResolution<Input, Output>, CallRecord) {
        let record = record(member, arguments: recorded ?? arguments)
        let inputType = ObjectIdentifier(Input.self)
        let outputType = ObjectIdentifier(Output.self)
        var index = record.stubs.count
        while index > 0 {
            index -= 1
            guard let stub = Stub<Input, Output>.narrow(record.stubs[index], input: inputType, output: outputType),
                  stub.matches(arguments) else { continue }
            stub.didMatch?(arguments)
            if let action = stub.takeNextAction() { return (.stubbed(action), record) }
        }
        return (.unstubbed(record.invocation, strictness: record.strictness), record)
    }

    /// The value an unstubbed call returns: reported on strict mocks, the registry default
    /// where one exists, otherwise a reported failure and a stop (no value can be made up).
    @usableFromInline
    func unstubbedResult<Output>(_ invocation: Invocation, strictness: Strictness) -> Output {
        let fallback = DefaultValueRegistry.registeredDefault(for: Output.self)
        if strictness == .strict || fallback == nil {
            let message = FailureMessages.unstubbed(
                invocation,
                mockName: name,
                stubsOnMember: allStubs().filter { $0.member == invocation.member },
                returnType: Output.self,
                hasFallback: fallback != nil
            )
            fail(message, at: nil)
            guard let fallback else { fatalError("MockRuntime: \(message)") }
            return fallback
        }
        return fallback!
    }

    /// An unstubbed call of a member that can throw `MockError` (untyped `throws`) and has no
    /// default value to return: reported, then thrown, so the test fails instead of the process.
    @usableFromInline
    func unstubbedResult<Output, Failure: Error>(_ invocation: Invocation, strictness: Strictness, throwing: Failure.Type) throws(Failure) -> Output {
        if DefaultValueRegistry.registeredDefault(for: Output.self) == nil,
           let error = MockError.unstubbedCall(invocation.description) as? Failure {
            let message = FailureMessages.unstubbed(
                invocation, mockName: name, stubsOnMember: allStubs().filter { $0.member == invocation.member },
                returnType: Output.self, hasFallback: false
            )
            fail(message + "\nThrew MockError.unstubbedCall instead of returning.", at: nil)
            throw error
        }
        return unstubbedResult(invocation, strictness: strictness)
    }

    @usableFromInline
    func missingRealImplementation<Output>(_ invocation: Invocation) -> Output {
        let message = FailureMessages.missingRealImplementation(invocation, mockName: name)
        fail(message, at: nil)
        guard let fallback = DefaultValueRegistry.registeredDefault(for: Output.self) else {
            fatalError("MockRuntime: \(message)")
        }
        return fallback
    }
}
