/// Calls that must happen in a given order, across any mocks of one ``Expectations`` context
/// (jMock's `Sequence`):
///
///     let login = expectations.sequence("login")
///     expectations.expect(session).open().inSequence(login)
///     expectations.expect(auth).authenticate(any()).inSequence(login)
///
/// An expectation in a sequence may be matched only when every earlier one in the sequence is
/// satisfied and no later one has been called yet. An expectation may be in several sequences.
public final class ExpectationSequence: Sendable, CustomStringConvertible {
    /// The name messages use.
    public let name: String
    let context: Expectations
    /// This sequence's slot in the context's list of sequences.
    let slot: Int

    init(name: String, context: Expectations, slot: Int) {
        self.name = name
        self.context = context
        self.slot = slot
    }

    public var description: String { name }
}
