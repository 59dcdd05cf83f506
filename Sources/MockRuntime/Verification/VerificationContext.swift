/// What a proxy in its verification role needs: the mock, the wanted count, the user's line,
/// and how to verify (now, in order, or later while waiting).
struct VerificationContext: Sendable {
    enum Mode {
        case immediate
        case inOrder(InOrder)
        case collecting(PendingVerifications)
    }

    let manager: MockManager
    let callMatcher: CallMatcher
    let location: MockSourceLocation
    let mode: Mode

    init(manager: MockManager, callMatcher: CallMatcher, location: MockSourceLocation, mode: Mode = .immediate) {
        self.manager = manager
        self.callMatcher = callMatcher
        self.location = location
        self.mode = mode
    }

    /// Verifies one member's calls; returns the arguments and sequence numbers of the matching
    /// calls (none when the check is deferred: in order, or while waiting).
    func verify<Input>(_ member: MockMember, _ matchers: [ArgumentMatcher<Input>]) -> (arguments: [Input], sequenceNumbers: [Int]) {
        switch mode {
        case .immediate:
            return manager.verify(member, matchers, callMatcher, at: location)
        case .inOrder(let order):
            order.verify(manager, member, matchers, callMatcher, at: location)
            return ([], [])
        case .collecting(let collector):
            collector.add(PendingVerification(manager: manager, member: member, matchers: matchers, callMatcher: callMatcher, location: location))
            return ([], [])
        }
    }

    var isImmediate: Bool {
        if case .immediate = mode { return true }
        return false
    }
}
