/// A named state machine of an ``Expectations`` context (jMock's `States`): expectations can be
/// limited to a state, calls can move it, and tests can wait for it.
///
///     let readiness = expectations.states("readiness", startsAs: "unready")
///     expectations.expect(connection).open().then(readiness.becomes("ready"))
///     expectations.whenState(readiness.is("ready")) {
///         expectations.expect(connection).send(any())
///     }
///
/// Its value lives in the context, behind the context's lock, so a call is matched against
/// a consistent picture of every state even when calls arrive on several threads.
public final class States: Sendable, CustomStringConvertible {
    /// The name messages use.
    public let name: String
    let context: Expectations
    /// This machine's slot in the context's list of state values.
    let slot: Int

    init(name: String, context: Expectations, slot: Int) {
        self.name = name
        self.context = context
        self.slot = slot
    }

    /// The current state.
    public var current: String { context.stateValue(slot) }

    /// True while the machine is in `state`: for `whenState`, `.when(…)` and `waitUntil`.
    public func `is`(_ state: String) -> StatePredicate { StatePredicate(states: self, state: state, holdsWhenEqual: true) }

    /// True while the machine is in any state but `state`.
    public func isNot(_ state: String) -> StatePredicate { StatePredicate(states: self, state: state, holdsWhenEqual: false) }

    /// An action that moves the machine to `state` when an expected call is made:
    /// `.then(readiness.becomes("ready"))`.
    public func becomes(_ state: String) -> StateTransition { StateTransition(states: self, state: state) }

    /// Moves the machine to `state` now (LRMocky's `transitionTo:`).
    public func transition(to state: String) { context.setState(slot, to: state) }

    /// `readiness is "ready"`.
    public var description: String { "\(name) is \(ValueDescription.describe(current))" }
}

/// A condition on a state machine: `readiness.is("ready")`, `readiness.isNot("closed")`.
public struct StatePredicate: Sendable, CustomStringConvertible {
    let states: States
    let state: String
    let holdsWhenEqual: Bool

    /// Whether the condition holds now.
    public var isActive: Bool { holds(for: states.current) }

    func holds(for current: String) -> Bool { (current == state) == holdsWhenEqual }

    /// `readiness is "ready"`, `readiness is not "closed"`.
    public var description: String {
        "\(states.name) is \(holdsWhenEqual ? "" : "not ")\(ValueDescription.describe(state))"
    }
}

/// Moves a state machine when an expected call is made: `readiness.becomes("ready")`.
public struct StateTransition: Sendable, CustomStringConvertible {
    let states: States
    let state: String

    func perform() { states.transition(to: state) }

    /// `readiness becomes "ready"`.
    public var description: String { "\(states.name) becomes \(ValueDescription.describe(state))" }
}
