/// Decides whether one argument value is acceptable, and describes itself for messages.
///
/// Works like Cuckoo's `ParameterMatcher`: create your own with a closure
/// (`ParameterMatcher { $0 > 4 }`; `ParameterMatcher()` accepts everything), or use the functions
/// in `ParameterMatchers.swift`. A matcher of an optional type (`ParameterMatcher<Int?>`) is
/// what an optional parameter takes; it sees `nil` like any other value.
public struct ParameterMatcher<T>: CustomStringConvertible {
    /// Shown in messages: `equal to "Bob"`, `any String`.
    public let description: String
    @usableFromInline let predicate: (T) -> Bool
    /// Side effect run once a whole call has matched (used by `ArgumentCaptor`).
    @usableFromInline let onMatch: ((T) -> Void)?

    @inlinable
    public init(description: String = "custom matcher", matchesFunction: @escaping (T) -> Bool = { _ in true }) {
        self.init(description: description, onMatch: nil, predicate: matchesFunction)
    }

    @usableFromInline
    init(description: String, onMatch: ((T) -> Void)?, predicate: @escaping (T) -> Bool) {
        self.description = description
        self.predicate = predicate
        self.onMatch = onMatch
    }

    @inlinable
    public func matches(_ value: T) -> Bool {
        predicate(value)
    }

    /// The same matcher reading its value through `transform`.
    func pullback<Outer>(description: String? = nil, _ transform: @escaping (Outer) -> T) -> ParameterMatcher<Outer> {
        let predicate = self.predicate
        let onMatch = self.onMatch
        return ParameterMatcher<Outer>(
            description: description ?? self.description,
            onMatch: onMatch.map { action in { action(transform($0)) } },
            predicate: { predicate(transform($0)) }
        )
    }
}
