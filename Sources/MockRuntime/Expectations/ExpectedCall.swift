/// One entry of an ``Expectations`` context: an expectation, an allowance, or a whole ignored
/// mock.
///
/// The declaration is immutable; what changes as calls arrive (the count, the actions, the
/// state and sequence constraints) is only touched under the context's lock, which is what
/// makes `@unchecked Sendable` honest here.
class ExpectedCallBase: @unchecked Sendable {
    enum Role: Sendable { case expected, allowed, ignored }

    let role: Role
    /// Weak: the mock's manager holds its context, which holds this.
    private(set) weak var manager: MockManager?
    let managerID: ObjectIdentifier
    /// The mock's name when the expectation was written, for messages after it is released.
    let declaredName: String
    /// `nil` for an ignored mock: every member.
    let member: MockMember?
    let matcherDescriptions: [String]
    let cardinality: Cardinality
    let location: MockSourceLocation
    /// The `Input` and `Output` the expectation was declared with; `nil` for an ignored mock.
    let argumentTypes: (input: ObjectIdentifier, output: ObjectIdentifier)?

    // Guarded by the context's lock.
    var count = 0
    var stateConstraints: [StatePredicate]
    /// The sequences the expectation is in, and its position in each.
    var sequencePositions: [(slot: Int, position: Int)] = []

    init(
        role: Role, manager: MockManager, member: MockMember?, matcherDescriptions: [String], cardinality: Cardinality,
        location: MockSourceLocation, argumentTypes: (input: ObjectIdentifier, output: ObjectIdentifier)?, stateConstraints: [StatePredicate]
    ) {
        self.role = role
        self.manager = manager
        managerID = ObjectIdentifier(manager)
        declaredName = manager.name
        self.member = member
        self.matcherDescriptions = matcherDescriptions
        self.cardinality = cardinality
        self.location = location
        self.argumentTypes = argumentTypes
        self.stateConstraints = stateConstraints
    }

    /// The mock's name now (it may be named after the expectation was written).
    var mockName: String { manager?.name ?? declaredName }

    /// `subscriber.receive("some message")`, or the mock's name alone when it is ignored.
    var callText: String {
        guard let member else { return mockName }
        return member.renderCall(on: mockName, matcherDescriptions)
    }
}

/// An expectation of one member with typed argument matchers and actions.
final class ExpectedCall<Input, Output>: ExpectedCallBase, @unchecked Sendable {
    /// Its matchers (and captors). Never registered with the mock: `then…` on an expectation
    /// adds to `plans` instead.
    let stub: Stub<Input, Output>
    /// One plan per consecutive call; the last one repeats. Guarded by the context's lock.
    var plans: [CallPlan<Input, Output>] = []
    /// `then(states.becomes(…))`: run after the plan's own effects on every call.
    var transitions: [StateTransition] = []

    init(role: Role, manager: MockManager, member: MockMember, matchers: [ArgumentMatcher<Input>], cardinality: Cardinality,
         location: MockSourceLocation, stateConstraints: [StatePredicate]) {
        stub = Stub(member: member, matchers: matchers, location: location)
        super.init(
            role: role, manager: manager, member: member, matcherDescriptions: matchers.map(\.description), cardinality: cardinality,
            location: location, argumentTypes: (ObjectIdentifier(Input.self), ObjectIdentifier(Output.self)),
            stateConstraints: stateConstraints
        )
    }

    /// The plan for the `call`-th call (counting from 1); `nil` when no action was given.
    func plan(forCall call: Int) -> CallPlan<Input, Output>? {
        plans.isEmpty ? nil : plans[min(call, plans.count) - 1]
    }
}
