/// What every stub function shares: the member, its matchers and, once `when` ran, the
/// registered stub that `then…` calls append to.
@_documentation(visibility: internal)
public struct StubFunctionCore<Input, Output> {
    let manager: MockManager
    let member: MockMember
    let matchers: [ArgumentMatcher<Input>]
    let stub: Stub<Input, Output>
    /// Set when the proxy came from `Expectations.expect` (or `allowing`): `then…` then gives the
    /// expectation its actions instead of registering a stub.
    let expectation: (context: Expectations, call: ExpectedCall<Input, Output>)?

    init(manager: MockManager, member: MockMember, matchers: [ArgumentMatcher<Input>], location: MockSourceLocation? = nil) {
        self.manager = manager
        self.member = member
        self.matchers = matchers
        self.stub = Stub(member: member, matchers: matchers, location: location)
        expectation = nil
    }

    init(expecting call: ExpectedCall<Input, Output>, in context: Expectations, manager: MockManager, member: MockMember, matchers: [ArgumentMatcher<Input>]) {
        self.manager = manager
        self.member = member
        self.matchers = matchers
        stub = call.stub
        expectation = (context, call)
    }

    /// Registers the stub, newest last so that it wins over earlier ones. (An expectation is
    /// already in its context: `when(expectations.expect(mock).greet("Bob"))` changes nothing.)
    func registered(at location: MockSourceLocation) -> StubFunctionCore {
        if expectation != nil { return self }
        let core = StubFunctionCore(manager: manager, member: member, matchers: matchers, location: location)
        manager.noteUse(at: location)
        if core.stub.claimRegistration() { manager.register(core.stub) }
        return core
    }

    /// Adds actions; a stub used without `when` registers itself here.
    func append(_ actions: [StubAction<Input, Output>]) {
        if let expectation {
            expectation.context.append(actions.map { CallPlan(effects: [], result: $0) }, to: expectation.call)
            return
        }
        stub.append(actions)
        if stub.claimRegistration() { manager.register(stub) }
    }
}

/// A stub function that `when` can register: what a stubbing proxy's member returns.
public protocol StubbingFunction {
    func __registered(at location: MockSourceLocation) -> Self
}

/// What every stub function type is: a core and the `then…` actions every kind of member
/// supports, written once here. Cuckoo's name, so code constraining on it compiles.
public protocol BaseStubFunctionTrait: StubbingFunction {
    associatedtype InputType
    associatedtype OutputType
    @_documentation(visibility: internal)
    var core: StubFunctionCore<InputType, OutputType> { get }
    @_documentation(visibility: internal)
    init(_ core: StubFunctionCore<InputType, OutputType>)
}

extension BaseStubFunctionTrait {
    @_documentation(visibility: internal)
    public func __registered(at location: MockSourceLocation) -> Self { Self(core.registered(at: location)) }

    /// Returns the values in order on consecutive calls; the last one repeats.
    @discardableResult
    public func thenReturn(_ output: OutputType, _ outputs: OutputType...) -> Self {
        core.append(([output] + outputs).map { .returnValue($0) })
        return self
    }

    /// Returns `outputs` in order on consecutive calls; the last one repeats.
    @discardableResult
    public func thenReturn(inOrder outputs: [OutputType]) -> Self {
        core.append(outputs.map { .returnValue($0) })
        return self
    }

    /// Forwards to the superclass (class mocks) or the default implementation.
    @discardableResult
    public func thenCallRealImplementation() -> Self {
        core.append([.callRealImplementation])
        return self
    }
}

extension BaseStubFunctionTrait where OutputType == Void {
    @discardableResult
    public func thenDoNothing() -> Self {
        core.append([.returnValue(())])
        return self
    }
}
