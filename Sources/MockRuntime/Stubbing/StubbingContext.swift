/// What a generated stubbing proxy holds: the mock's manager. Its members build the stub
/// function or accessor stub a proxy member returns, picked by the proxy member's result type:
///
///     public func greet(_ name: some Matchable<String>) -> StubFunction<String, String> { __stub(__Greeter.greet, name.matcher) }
///     public var count: StubbedProperty<Int> { __stub.accessor(__Greeter.count) }
@_documentation(visibility: internal)
public struct StubbingContext: Sendable {
    let manager: MockManager

    public init(_ manager: MockManager) { self.manager = manager }

    /// The stub function of a method, one matcher per parameter.
    public func callAsFunction<Function: BaseStubFunctionTrait, each Argument>(
        _ member: MockMember, _ matchers: repeat ParameterMatcher<each Argument>
    ) -> Function where Function.InputType == (repeat each Argument) {
        Function(StubFunctionCore(manager: manager, member: member, matchers: argumentMatchers(repeat each matchers)))
    }

    /// The stub function of a method with one parameter. (Not through the parameter pack: Swift
    /// 6.3 does not equate `(repeat each Argument)` with `Any` for a single `Any` parameter.)
    public func callAsFunction<Function: BaseStubFunctionTrait, Argument>(
        _ member: MockMember, _ matcher: ParameterMatcher<Argument>
    ) -> Function where Function.InputType == Argument {
        Function(StubFunctionCore(manager: manager, member: member, matchers: [ArgumentMatcher(1, matcher) { $0 }]))
    }

    /// A subscript's stubs, one index.
    public func accessor<Accessor: StubbedAccessor, Index>(_ member: MockMember, _ matcher: ParameterMatcher<Index>) -> Accessor where Accessor.Index == Index {
        Accessor(__accessor: AccessorReference(manager: manager, member: member, indexMatchers: [ArgumentMatcher(1, matcher) { $0 }]))
    }

    /// A property's stubs (no matchers) or a subscript's (one matcher per index).
    public func accessor<Accessor: StubbedAccessor, each Index>(
        _ member: MockMember, _ matchers: repeat ParameterMatcher<each Index>
    ) -> Accessor where Accessor.Index == (repeat each Index) {
        Accessor(__accessor: AccessorReference(manager: manager, member: member, indexMatchers: argumentMatchers(repeat each matchers)))
    }
}

/// A property or subscript of one mock, with the subscript's index matchers.
@_documentation(visibility: internal)
public struct AccessorReference<Index> {
    let manager: MockManager
    /// The getter; a settable accessor's setter is `member.setter`.
    let member: MockMember
    let indexMatchers: [ArgumentMatcher<Index>]
}
