/// Orders invocations across every mock, for in-order verification.
let invocationSequence = AtomicCounter(0)

/// One recorded call on a mock: which member, when, and with what arguments.
///
/// The arguments are kept as the generated code's typed tuple (erased to `Any`) so verification
/// can match them with typed matchers; they are only read, never mutated, after recording.
public struct Invocation: @unchecked Sendable, CustomStringConvertible {
    public let member: MockMember
    /// Global order of this call among calls on all mocks.
    public let sequenceNumber: Int
    let arguments: Any
    /// The caller's task was cancelled before the call returned: it was cancelled when it
    /// called, while a `then` body ran, or while the call was suspended (`thenSuspend()`).
    public internal(set) var wasCancelled = false

    init(member: MockMember, arguments: Any) {
        self.member = member
        self.arguments = arguments
        self.sequenceNumber = invocationSequence.add(1)
    }

    /// The argument values, one per parameter (index values then new value for subscript setters).
    public var argumentValues: [Any] {
        if member.kind == .subscriptSetter {
            let pair = ValueDescription.split(arguments, arity: 2)
            guard pair.count == 2 else { return pair }
            return ValueDescription.split(pair[0], arity: member.labels.count) + [pair[1]]
        }
        return ValueDescription.split(arguments, arity: member.arity)
    }

    /// The call as it would be written: `greet("Alice")`, `count.set(3)`, `[0].get`.
    public var description: String {
        member.renderCall(argumentValues.map(ValueDescription.describe)) + (wasCancelled ? " (cancelled)" : "")
    }
}
