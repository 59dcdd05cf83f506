// The standard matchers, named as in Cuckoo's documentation.

/// Matches values equal to `value`.
@inlinable
public func equal<T: Equatable>(to value: T) -> ParameterMatcher<T> {
    ParameterMatcher(description: "equal to \(ValueDescription.describe(value))") { $0 == value }
}

/// Matches the very same instance as `value`.
public func equal<T: AnyObject>(to value: T) -> ParameterMatcher<T> {
    ParameterMatcher(description: "identical to \(ValueDescription.describe(value))") { $0 === value }
}

/// For classes that are also `Equatable`, equality (not identity) decides.
public func equal<T: AnyObject & Equatable>(to value: T) -> ParameterMatcher<T> {
    ParameterMatcher(description: "equal to \(ValueDescription.describe(value))") { $0 == value }
}

/// Matches values for which `equalWhen(value, tested)` holds.
public func equal<T>(to value: T, equalWhen equalityFunction: @escaping (T, T) -> Bool) -> ParameterMatcher<T> {
    ParameterMatcher(description: "equal to \(ValueDescription.describe(value))") { equalityFunction(value, $0) }
}

/// Matches any value, and `nil` for optional parameters.
@inlinable
public func any<T>(type: T.Type = T.self) -> ParameterMatcher<T> {
    ParameterMatcher(description: "any", matchesNil: true) { _ in true }
}

@inlinable
public func anyInt() -> ParameterMatcher<Int> {
    ParameterMatcher(description: "any Int", matchesNil: true) { _ in true }
}

@inlinable
public func anyString() -> ParameterMatcher<String> {
    ParameterMatcher(description: "any String", matchesNil: true) { _ in true }
}

/// Matches any closure; the only sensible matcher for closure parameters.
public func anyClosure<T>(type: T.Type = T.self) -> ParameterMatcher<T> {
    ParameterMatcher(description: "any closure", matchesNil: true) { _ in true }
}

public func anyThrowingClosure<T>(type: T.Type = T.self) -> ParameterMatcher<T> {
    ParameterMatcher(description: "any throwing closure", matchesNil: true) { _ in true }
}

/// For optional parameters: matches any non-`nil` value.
public func notNil<T>(type: T.Type = T.self) -> ParameterMatcher<T> {
    ParameterMatcher(description: "not nil", matchesNil: false) { _ in true }
}

/// For optional parameters: matches only `nil`.
public func isNil<T>(type: T.Type = T.self) -> ParameterMatcher<T> {
    ParameterMatcher(description: "nil", matchesNil: true) { _ in false }
}

/// Inverts a matcher.
public func not<M: Matchable>(_ matchable: M) -> ParameterMatcher<M.MatchedType> {
    let inner = matchable.matcher
    return ParameterMatcher(description: "not \(inner.description)", matchesNil: !inner.matchesNil) { !inner.matches($0) }
}

extension Matchable {
    /// Matches when either matcher does: `"Hello".or("Hallo")`.
    public func or<Other: Matchable>(_ other: Other) -> ParameterMatcher<MatchedType> where Other.MatchedType == MatchedType {
        let first = matcher
        let second = other.matcher
        return ParameterMatcher(
            description: "\(first.description) or \(second.description)",
            matchesNil: first.matchesNil || second.matchesNil
        ) { first.matches($0) || second.matches($0) }
    }

    /// Matches when both matchers do.
    public func and<Other: Matchable>(_ other: Other) -> ParameterMatcher<MatchedType> where Other.MatchedType == MatchedType {
        let first = matcher
        let second = other.matcher
        return ParameterMatcher(
            description: "\(first.description) and \(second.description)",
            matchesNil: first.matchesNil && second.matchesNil
        ) { first.matches($0) && second.matches($0) }
    }
}
