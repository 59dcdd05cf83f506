/// Captures the arguments of matching calls: `verify(mock).greet(captor.capture())`.
///
/// A captured pointer is only the address: it dangles after the call when the code under test
/// owned the memory for the call only. To keep what it points to, copy it at call time with
/// `captureCString()` or `capture(_:)` in `when(…)`.
public final class ArgumentCaptor<T>: @unchecked Sendable {
    private let captured = Locked<[T]>([])

    public init(type: T.Type = T.self) {}

    /// A matcher that accepts anything and records the value once the whole call matched.
    public func capture() -> ParameterMatcher<T> {
        ParameterMatcher(description: "any (captured)", onMatch: { [captured] value in
            captured.withLock { $0.append(value) }
        }, predicate: { _ in true })
    }

    func record(_ value: T) {
        captured.withLock { $0.append(value) }
    }

    /// The last captured value.
    public var value: T? { captured.withLock { $0.last } }

    /// Every captured value, oldest first.
    public var allValues: [T] { captured.withLock { $0 } }
}
