/// Everything a verification proxy needs: the mock, the wanted count, the user's line, and how
/// to verify (now, in order, or later while waiting).
public struct VerificationContext: Sendable {
    enum Mode {
        case immediate
        case inOrder(InOrder)
        case collecting(ExpectationCollector)
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

    /// Called by generated verification proxies, once per verified member; `Output` is the
    /// member's result type (see `VerifiedCalls`).
    public func verify<Input, Output>(_ member: MockMember, _ matchers: [ArgumentMatcher<Input>]) -> VerifiedCalls<Input, Output> {
        switch mode {
        case .immediate:
            return manager.verify(member, matchers, callMatcher, at: location)
        case .inOrder(let order):
            order.verify(manager, member, matchers, callMatcher, at: location)
            return VerifiedCalls(arguments: [])
        case .collecting(let collector):
            collector.add(Expectation(manager: manager, member: member, matchers: matchers, callMatcher: callMatcher, location: location))
            return VerifiedCalls(arguments: [])
        }
    }
}
