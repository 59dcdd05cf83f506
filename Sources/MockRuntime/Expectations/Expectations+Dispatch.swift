// A call on a mock that belongs to an `Expectations` context: find the first expectation, in
// the order they were written, that matches the arguments and may take the call now (its
// cardinality, states and sequences allow it), count it, and run its actions. A call no
// expectation takes fails at once, unless no expectation is about its member and a `when` stub
// answers it (`MockManager.resolve`).
//
// Argument matchers run outside the context's lock (they are user code and may call mocks);
// the choice and the count are one step under the lock, so two threads never both take the
// last call an expectation allows.

/// What the context decided for one call.
@usableFromInline
enum ExpectationOutcome<Input, Output> {
    /// An expectation took the call and says what it returns.
    case action(StubAction<Input, Output>)
    /// An expectation took the call without saying what it returns.
    case noAction
    /// No expectation took it: the failure's message, and whether any expectation is about the
    /// member (jMock's strictness then holds even where a `when` stub matches; see `resolve`).
    case unexpected(message: String, memberHasExpectations: Bool)
}

extension Expectations {
    @usableFromInline
    func dispatch<Input, Output>(_ manager: MockManager, _ invocation: Invocation, _ arguments: Input) -> ExpectationOutcome<Input, Output> {
        let managerID = ObjectIdentifier(manager)
        let candidates = ledger.withLock { ledger in
            ledger.entries.filter { $0.managerID == managerID && ($0.member == nil || $0.member == invocation.member) }
        }
        let matching = candidates.filter { Self.argumentsMatch($0, arguments, returning: Output.self) }
        let mockName = manager.name
        let callText = invocation.member.renderCall(on: mockName, invocation.argumentValues.map(ValueDescription.describe))
        let chosen = ledger.withLock { ledger -> (ExpectedCallBase, Int)? in
            ledger.history.append(callText)
            guard let entry = matching.first(where: { ledger.rejection(of: $0) == nil }) else { return nil }
            entry.count += 1
            return (entry, entry.count)
        }
        guard let (entry, call) = chosen else {
            changes.signal()
            return .unexpected(message: unexpectedCallMessage(callText, candidates: matching),
                               memberHasExpectations: candidates.contains { $0.member != nil })
        }
        var outcome = ExpectationOutcome<Input, Output>.noAction
        if let typed = entry as? ExpectedCall<Input, Output> {
            if let result = perform(typed, call: call, arguments) { outcome = .action(result) }
        } else if let resultless = entry as? ExpectedCall<Input, UnspecifiedResult> {
            _ = perform(resultless, call: call, arguments)
        }
        changes.signal()
        return outcome
    }

    /// Runs the side effects of the `call`-th call an expectation took: captors, the plan's
    /// effects, its transitions. Returns the plan's result, if it has one.
    private func perform<Input, Output>(_ expected: ExpectedCall<Input, Output>, call: Int, _ arguments: Input) -> StubAction<Input, Output>? {
        expected.stub.didMatch?(arguments)
        let (plan, transitions) = ledger.withLock { _ in (expected.plan(forCall: call), expected.transitions) }
        plan?.effects.forEach { $0(arguments) }
        transitions.forEach { $0.perform() }
        return plan?.result
    }

    /// Whether `entry` is about these argument and result types and its matchers accept the
    /// arguments. An expectation of a member generic over its result alone (declared with
    /// `UnspecifiedResult`) accepts every result type.
    private static func argumentsMatch<Input, Output>(_ entry: ExpectedCallBase, _ arguments: Input, returning: Output.Type) -> Bool {
        guard let types = entry.argumentTypes else { return true }
        guard types.input == ObjectIdentifier(Input.self) else { return false }
        if types.output == ObjectIdentifier(Output.self) {
            return unsafeDowncast(entry, to: ExpectedCall<Input, Output>.self).stub.matches(arguments)
        }
        if let resultless = entry as? ExpectedCall<Input, UnspecifiedResult> { return resultless.stub.matches(arguments) }
        return false
    }
}

extension ExpectationLedger {
    /// Why `entry` may not take a call now; `nil` when it may.
    func rejection(of entry: ExpectedCallBase) -> Rejection? {
        if !entry.cardinality.allowsMore(after: entry.count) { return .exhausted }
        if let unmet = entry.stateConstraints.first(where: { !$0.holds(for: states[$0.states.slot].value) }) {
            return .state(unmet)
        }
        for (slot, position) in entry.sequencePositions {
            let elements = sequences[slot].elements
            if let earlier = elements[..<position].first(where: { !$0.cardinality.isSatisfied(by: $0.count) }) {
                return .sequenceWaitsFor(sequences[slot].name, earlier)
            }
            if let later = elements[(position + 1)...].first(where: { $0.count > 0 }) {
                return .sequenceMovedOn(sequences[slot].name, later)
            }
        }
        return nil
    }
}

/// Why an expectation whose arguments match did not take a call.
enum Rejection {
    case exhausted
    case state(StatePredicate)
    case sequenceWaitsFor(String, ExpectedCallBase)
    case sequenceMovedOn(String, ExpectedCallBase)
}
