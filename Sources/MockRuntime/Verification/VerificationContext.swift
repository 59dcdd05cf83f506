/// Everything a verification proxy needs: the mock, the wanted count, the user's line, and how
/// to verify (now, in order, or later while waiting). A generated verification proxy calls it
/// once per verified member:
///
///     public func greet(_ name: some Matchable<String>) -> VerifiedCalls<String, String> { __verify(__Greeter.greet, name.matcher) }
///     public var count: VerifyProperty<Int> { __verify.accessor(__Greeter.count) }
@_documentation(visibility: internal)
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

    /// Verifies a method, one matcher per parameter; `Output` is the member's result type (see
    /// `VerifiedCalls`).
    public func callAsFunction<each Argument, Output>(
        _ member: MockMember, _ matchers: repeat ParameterMatcher<each Argument>
    ) -> VerifiedCalls<(repeat each Argument), Output> {
        verify(member, argumentMatchers(repeat each matchers))
    }

    /// Verifies a method with one parameter (see `StubbingContext` for why not through the pack).
    public func callAsFunction<Argument, Output>(_ member: MockMember, _ matcher: ParameterMatcher<Argument>) -> VerifiedCalls<Argument, Output> {
        verify(member, [ArgumentMatcher(1, matcher) { $0 }])
    }

    /// A subscript's accessors, one index.
    public func accessor<Accessor: VerifiedAccessor, Index>(_ member: MockMember, _ matcher: ParameterMatcher<Index>) -> Accessor where Accessor.Index == Index {
        Accessor(__accessor: VerifiedAccessorReference(context: self, member: member, indexMatchers: [ArgumentMatcher(1, matcher) { $0 }]))
    }

    /// A property's accessors (no matchers) or a subscript's (one matcher per index), verified
    /// when their `get()` or `set(_:)` is called.
    public func accessor<Accessor: VerifiedAccessor, each Index>(
        _ member: MockMember, _ matchers: repeat ParameterMatcher<each Index>
    ) -> Accessor where Accessor.Index == (repeat each Index) {
        Accessor(__accessor: VerifiedAccessorReference(context: self, member: member, indexMatchers: argumentMatchers(repeat each matchers)))
    }

    func verify<Input, Output>(_ member: MockMember, _ matchers: [ArgumentMatcher<Input>]) -> VerifiedCalls<Input, Output> {
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
