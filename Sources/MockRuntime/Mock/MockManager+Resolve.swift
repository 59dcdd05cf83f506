/// The outcome of looking up a call: a stub's next action, or nothing.
enum CallResolution<Input, Output> {
    case stubbed(StubAction<Input, Output>)
    case unstubbed(Invocation, strictness: Strictness)
}

/// How a call may reach real code, read under the same lock as the recording.
struct RealImplementations {
    var defaultImplementation: Any?
    var superclassSpyEnabled: Bool
}

extension MockManager {
    /// Records the call, wakes waiters, and finds the newest matching stub.
    ///
    /// Matching runs outside the lock so that matchers and `then` bodies may call back into the
    /// mock (or other mocks) without deadlocking.
    @inline(__always)
    func resolve<Input, Output>(
        _ member: MockMember,
        arguments: Input,
        recorded: Input?
    ) -> (CallResolution<Input, Output>, RealImplementations) {
        let invocation = Invocation(member: member, arguments: recorded ?? arguments)
        let (stubs, continuations, wakeThreads, real, strictness) = state.withLock { state in
            state.invocations.append(invocation)
            state.verified.append(false)
            let continuations = state.waiters.invocationRecorded()
            let stubs = member.index < state.stubs.count ? state.stubs[member.index] : []
            return (
                stubs,
                continuations,
                state.waiters.blockedThreads > 0,
                RealImplementations(defaultImplementation: state.defaultImplementation, superclassSpyEnabled: state.superclassSpyEnabled),
                state.strictness
            )
        }
        for continuation in continuations { continuation.resume() }
        if wakeThreads {
            waitCondition.lock()
            waitCondition.broadcast()
            waitCondition.unlock()
        }
        var index = stubs.count
        while index > 0 {
            index -= 1
            guard let stub = stubs[index] as? Stub<Input, Output>, stub.matchers.matchAll(arguments) else { continue }
            if let action = stub.takeNextAction() { return (.stubbed(action), real) }
        }
        return (.unstubbed(invocation, strictness: strictness), real)
    }

    /// The value an unstubbed call returns: reported on strict mocks, the registry default
    /// where one exists, otherwise a reported failure and a stop (no value can be made up).
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

    func missingRealImplementation<Output>(_ invocation: Invocation) -> Output {
        let message = FailureMessages.missingRealImplementation(invocation, mockName: name)
        fail(message, at: nil)
        guard let fallback = DefaultValueRegistry.registeredDefault(for: Output.self) else {
            fatalError("MockRuntime: \(message)")
        }
        return fallback
    }
}
