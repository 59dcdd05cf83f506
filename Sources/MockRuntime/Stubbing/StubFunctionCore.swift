/// What every stub function shares: the member, its matchers and, once `when` ran, the
/// registered stub that `then…` calls append to.
public struct StubFunctionCore<Input, Output> {
    let manager: MockManager
    let member: MockMember
    let matchers: [ArgumentMatcher<Input>]
    let stub: Stub<Input, Output>

    public init(manager: MockManager, member: MockMember, matchers: [ArgumentMatcher<Input>]) {
        self.init(manager: manager, member: member, matchers: matchers, location: nil)
    }

    private init(manager: MockManager, member: MockMember, matchers: [ArgumentMatcher<Input>], location: MockSourceLocation?) {
        self.manager = manager
        self.member = member
        self.matchers = matchers
        self.stub = Stub(member: member, matchers: matchers, location: location)
    }

    /// Registers the stub, newest last so that it wins over earlier ones.
    func registered(at location: MockSourceLocation) -> StubFunctionCore {
        let core = StubFunctionCore(manager: manager, member: member, matchers: matchers, location: location)
        manager.noteUse(at: location)
        if core.stub.claimRegistration() { manager.register(core.stub) }
        return core
    }

    /// Adds actions; a stub used without `when` registers itself here.
    func append(_ actions: [StubAction<Input, Output>]) {
        stub.append(actions)
        if stub.claimRegistration() { manager.register(stub) }
    }
}

/// A stub function that `when` can register. Implemented by the `Stub…Function` types.
public protocol StubbingFunction {
    func __registered(at location: MockSourceLocation) -> Self
}
