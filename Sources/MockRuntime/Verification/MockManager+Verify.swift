extension MockManager {
    /// Counts the calls matching `matchers`, marks them verified, and reports a detailed
    /// failure when `callMatcher` rejects the count. Linear in the recorded invocations.
    func verify<Input>(
        _ member: MockMember,
        _ matchers: [ArgumentMatcher<Input>],
        _ callMatcher: CallMatcher,
        at location: MockSourceLocation
    ) -> (arguments: [Input], sequenceNumbers: [Int]) {
        noteUse(at: location)
        surfacePendingFailures()
        var sequenceNumbers: [Int] = []
        let (matched, failureMessage) = evaluate(member, matchers, callMatcher, record: true, sequenceNumbers: &sequenceNumbers)
        if let failureMessage { fail(failureMessage, at: location) }
        return (matched, sequenceNumbers)
    }

    /// `evaluate` without the matched calls' sequence numbers.
    func evaluate<Input>(
        _ member: MockMember,
        _ matchers: [ArgumentMatcher<Input>],
        _ callMatcher: CallMatcher,
        record: Bool
    ) -> ([Input], String?) {
        var ignored: [Int] = []
        return evaluate(member, matchers, callMatcher, record: record, sequenceNumbers: &ignored)
    }

    /// The matching arguments, and the failure message if the count is wrong. With `record`
    /// false (re-checks while waiting) nothing is marked verified and no captor captures.
    func evaluate<Input>(
        _ member: MockMember,
        _ matchers: [ArgumentMatcher<Input>],
        _ callMatcher: CallMatcher,
        record: Bool,
        sequenceNumbers: inout [Int]
    ) -> ([Input], String?) {
        let invocations = state.withLock { $0.invocations }
        let (matches, didMatch) = ArgumentMatcher.combined(matchers)
        var matched: [Input] = []
        var matchedPositions: [Int] = []
        for position in invocations.indices where invocations[position].member == member {
            if let input = invocations[position].arguments as? Input, matches(input) {
                if record { didMatch?(input) }
                matched.append(input)
                matchedPositions.append(position)
            }
        }
        sequenceNumbers = matchedPositions.map { invocations[$0].sequenceNumber }
        if record && !matchedPositions.isEmpty {
            state.withLock { state in
                for position in matchedPositions
                where position < state.invocations.count
                    && state.invocations[position].sequenceNumber == invocations[position].sequenceNumber {
                    state.verified[position] = true
                }
            }
        }
        let accepted = callMatcher.matches(count: matched.count) {
            matchedPositions.map { ConcreteStubCall(method: "\(invocations[$0].member.signature)", parameters: invocations[$0].arguments) }
        }
        guard !accepted else { return (matched, nil) }
        let message = FailureMessages.verification(
            mockName: name,
            member: member,
            matchers: matchers,
            callMatcher: callMatcher,
            actualCount: matched.count,
            invocations: invocations
        )
        return (matched, message)
    }

    /// Marks the calls with these sequence numbers as verified (for in-order verification).
    func markVerified(_ sequenceNumbers: Set<Int>) {
        state.withLock { state in
            for position in state.invocations.indices where sequenceNumbers.contains(state.invocations[position].sequenceNumber) {
                state.verified[position] = true
            }
        }
    }

    /// Reports every call not yet covered by a `verify`.
    func verifyNoMoreInteractions(at location: MockSourceLocation) {
        noteUse(at: location)
        surfacePendingFailures()
        let unverified = state.withLock { state in
            state.invocations.indices.filter { !state.verified[$0] }.map { ($0 + 1, state.invocations[$0]) }
        }
        guard !unverified.isEmpty else { return }
        fail(FailureMessages.unverifiedInteractions(mockName: name, unverified: unverified), at: location)
    }

    /// Reports each stub that never answered a call, at the line of its `when`.
    func verifyAllStubsUsed(fallbackLocation: MockSourceLocation) {
        surfacePendingFailures()
        let mockName = name
        for stub in allStubs() where stub.useCount == 0 {
            let wanted = stub.member.renderCall(on: mockName, stub.matcherDescriptions)
            fail("Unused stub: \(wanted) was stubbed but never called.", at: stub.location ?? fallbackLocation)
        }
    }
}
