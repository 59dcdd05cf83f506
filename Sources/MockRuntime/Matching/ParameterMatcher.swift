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
    /// How a failure message shows an argument this matcher rejected, when the argument's own
    /// description would not say why (a pointer matcher shows what the pointer held, not its
    /// address); `nil` for the usual description.
    @usableFromInline let describeValue: ((T) -> String)?

    @inlinable
    public init(description: String = "custom matcher", matchesFunction: @escaping (T) -> Bool = { _ in true }) {
        self.init(description: description, onMatch: nil, predicate: matchesFunction)
    }

    @usableFromInline
    init(description: String, onMatch: ((T) -> Void)?, describeValue: ((T) -> String)? = nil, predicate: @escaping (T) -> Bool) {
        self.description = description
        self.predicate = predicate
        self.onMatch = onMatch
        self.describeValue = describeValue
    }

    /// `value` as a failure message shows it next to this matcher.
    @usableFromInline
    func describe(_ value: T) -> String {
        describeValue?(value) ?? ValueDescription.describe(value)
    }

    @inlinable
    public func matches(_ value: T) -> Bool {
        predicate(value)
    }

    /// The same matcher reading its value through `transform`.
    func pullback<Outer>(description: String? = nil, _ transform: @escaping (Outer) -> T) -> ParameterMatcher<Outer> {
        let predicate = self.predicate
        let onMatch = self.onMatch
        let describeValue = self.describeValue
        return ParameterMatcher<Outer>(
            description: description ?? self.description,
            onMatch: onMatch.map { action in { action(transform($0)) } },
            describeValue: describeValue.map { describe in { describe(transform($0)) } },
            predicate: { predicate(transform($0)) }
        )
    }
}
