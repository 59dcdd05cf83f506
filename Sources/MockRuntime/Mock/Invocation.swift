/// Orders invocations across every mock, for in-order verification.
let invocationSequence = AtomicCounter(0)

/// One recorded call on a mock: which member, when, and with what arguments.
///
/// The arguments are kept as the generated code's typed tuple (erased to `Any`) so verification
/// can match them with typed matchers; they are only read, never mutated, after recording.
public struct Invocation: @unchecked Sendable, CustomStringConvertible {
    public let member: MockMember
    /// The sequence number shifted left by one, and whether the caller was cancelled in the low
    /// bit: one word, so that recording a call copies no more than it did before the flag.
    private var numberAndCancellation: Int
    let arguments: Any

    init(member: MockMember, arguments: Any) {
        self.member = member
        self.arguments = arguments
        self.numberAndCancellation = invocationSequence.add(1) << 1
    }

    /// Global order of this call among calls on all mocks.
    public var sequenceNumber: Int { numberAndCancellation >> 1 }

    /// The caller's task was cancelled before the call returned: while the call was suspended
    /// (`thenSuspend()`, also when it was cancelled before the call), or while a `then` body or
    /// the real implementation ran.
    public internal(set) var wasCancelled: Bool {
        get { numberAndCancellation & 1 != 0 }
        set { numberAndCancellation = numberAndCancellation & ~1 | (newValue ? 1 : 0) }
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
