// What an expectation written as `expectations.expect(mock).member(…)` takes after the call:
// actions (`will`), a state it is limited to (`when`), sequences (`inSequence`) and state
// transitions (`then`). `thenReturn`, `thenThrow` and `then { … }` work on expectations too.
// Each returns the call again, so they chain in any order.

extension ProxyCall {
    /// What the expected call does: `.will(.returns(3))`, `.will(.throws(Offline()))`,
    /// `.will(.doesAllOf(…))`, `.will(.onConsecutiveCalls(…))`. Several `will`s act on
    /// consecutive calls; the last one repeats.
    @discardableResult
    public func will(_ action: CallAction<Input, Output, Effect>) -> Self {
        if let (context, call) = expectation(for: "will(…)") { context.append(action.calls, to: call) }
        return self
    }

    /// Moves a state machine on every call the expectation takes: `.then(readiness.becomes("ready"))`.
    @discardableResult
    public func then(_ transition: StateTransition) -> Self {
        if let (context, call) = expectation(for: "then(\(transition.states.name).becomes(…))") { context.addTransition(transition, to: call) }
        return self
    }

    /// Limits the expectation to a state: `.when(readiness.is("ready"))`.
    @discardableResult
    public func when(_ predicate: StatePredicate) -> Self {
        if let (context, call) = expectation(for: "when(…)") { context.constrain(call, to: predicate) }
        return self
    }

    /// Appends the expectation to `sequence`: it may take calls only after the earlier ones
    /// in the sequence are satisfied, and not after a later one was called.
    @discardableResult
    public func inSequence(_ sequence: ExpectationSequence) -> Self {
        if let (context, call) = expectation(for: "inSequence(\(sequence.name))") { context.append(call, to: sequence) }
        return self
    }

    private func expectation(for method: String) -> (Expectations, ExpectedCall<Input, Output>)? {
        let core = self.core
        if let expectation = core.expectation { return (expectation.context, expectation.call) }
        core.manager.fail(
            "`\(method)` needs an expectation: `expectations.expect(\(core.manager.name)).…` or `expectations.allowing(\(core.manager.name)).…`, "
                + "not a member of `stub(…)` or `verify(…)` (\(core.manager.mockedTypeName).\(core.member.signature))",
            at: nil
        )
        return nil
    }
}

extension Expectations {
    func append<Input, Output>(_ plans: [CallPlan<Input, Output>], to call: ExpectedCall<Input, Output>) {
        ledger.withLock { _ in call.plans += plans }
    }

    /// A transition runs on every call: it is added to each plan (to a plan of its own when
    /// there is none yet).
    func addTransition<Input, Output>(_ transition: StateTransition, to call: ExpectedCall<Input, Output>) {
        ledger.withLock { _ in call.transitions.append(transition) }
    }

    func constrain(_ call: ExpectedCallBase, to predicate: StatePredicate) {
        ledger.withLock { _ in call.stateConstraints.append(predicate) }
    }

    func append(_ call: ExpectedCallBase, to sequence: ExpectationSequence) {
        precondition(sequence.context === self, "MockRuntime: the sequence \(sequence.name) belongs to another Expectations context")
        ledger.withLock { ledger in
            call.sequencePositions.append((sequence.slot, ledger.sequences[sequence.slot].elements.count))
            ledger.sequences[sequence.slot].elements.append(call)
        }
    }
}
