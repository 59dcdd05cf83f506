/// Decides whether one argument value is acceptable, and describes itself for messages.
///
/// Works like Cuckoo's `ParameterMatcher`: create your own with a closure, or use the functions
/// in `ParameterMatchers.swift`.
public struct ParameterMatcher<T>: CustomStringConvertible {
    /// Shown in messages: `equal to "Bob"`, `any String`.
    public let description: String
    @usableFromInline let predicate: (T) -> Bool
    /// How the matcher treats `nil` when applied to an optional parameter.
    @usableFromInline let matchesNil: Bool
    /// Side effect run once a whole call has matched (used by `ArgumentCaptor`).
    @usableFromInline let onMatch: ((T) -> Void)?

    @inlinable
    public init(description: String = "custom matcher", matchesNil: Bool = false, matchesFunction: @escaping (T) -> Bool) {
        self.init(description: description, matchesNil: matchesNil, onMatch: nil, predicate: matchesFunction)
    }

    @usableFromInline
    init(description: String, matchesNil: Bool, onMatch: ((T) -> Void)?, predicate: @escaping (T) -> Bool) {
        self.description = description
        self.predicate = predicate
        self.matchesNil = matchesNil
        self.onMatch = onMatch
    }

    @inlinable
    public func matches(_ value: T) -> Bool {
        predicate(value)
    }

    /// This matcher applied to an optional value: `nil` matches only matchers like `isNil()`.
    var liftedToOptional: ParameterMatcher<T?> {
        let matchesNil = self.matchesNil
        let predicate = self.predicate
        let onMatch = self.onMatch
        return ParameterMatcher<T?>(
            description: description,
            matchesNil: matchesNil,
            onMatch: onMatch.map { action in { (value: T?) in if let value { action(value) } } },
            predicate: { value in value.map(predicate) ?? matchesNil }
        )
    }
}
