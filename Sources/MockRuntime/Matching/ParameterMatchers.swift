// The standard matchers, named as in Cuckoo. Most come in two forms: one for plain parameters and
// one for optional ones (`ParameterMatcher<T?>`); Swift picks by the parameter's type. As in
// Cuckoo, the typed ones (`anyInt()`, `anyString()`, `anyClosure()`, `equal(to: 5)`) do not
// match `nil`; `any()` and `isNil()` do. Where both forms fit (an optional value taken as a plain
// `Matchable`, such as a subscript's), the optional form is disfavored: both mean the same there.

/// Matches values equal to `value`.
@inlinable
public func equal<T: Equatable>(to value: T) -> ParameterMatcher<T> {
    ParameterMatcher(description: "equal to \(ValueDescription.describe(value))") { $0 == value }
}

/// Matches the very same instance as `value`.
public func equal<T: AnyObject>(to value: T) -> ParameterMatcher<T> {
    sameInstance(as: value)
}

/// For classes that are also `Equatable`, equality (not identity) decides.
public func equal<T: AnyObject & Equatable>(to value: T) -> ParameterMatcher<T> {
    ParameterMatcher(description: "equal to \(ValueDescription.describe(value))") { $0 == value }
}

/// Matches values for which `equalWhen(value, tested)` holds.
public func equal<T>(to value: T, equalWhen equalityFunction: @escaping (T, T) -> Bool) -> ParameterMatcher<T> {
    ParameterMatcher(description: "equal to \(ValueDescription.describe(value))") { equalityFunction(value, $0) }
}

/// Optional parameters: matches values equal to `value` (`nil` only when `value` is `nil`).
@_disfavoredOverload
public func equal<T: Equatable>(to value: T?) -> ParameterMatcher<T?> {
    ParameterMatcher(description: value.map { "equal to \(ValueDescription.describe($0))" } ?? "nil") { $0 == value }
}

/// Optional parameters: matches the very same instance as `value` (or `nil` for `nil`).
@_disfavoredOverload
public func equal<T: AnyObject>(to value: T?) -> ParameterMatcher<T?> {
    sameInstance(as: value)
}

/// Optional parameters: matches values for which `equalWhen(value, tested)` holds.
@_disfavoredOverload
public func equal<T>(to value: T?, equalWhen equalityFunction: @escaping (T?, T?) -> Bool) -> ParameterMatcher<T?> {
    ParameterMatcher(description: value.map { "equal to \(ValueDescription.describe($0))" } ?? "nil") { equalityFunction(value, $0) }
}

/// Matches the very same instance as `object`.
public func sameInstance<T: AnyObject>(as object: T) -> ParameterMatcher<T> {
    ParameterMatcher(description: "identical to \(ValueDescription.describe(object))") { $0 === object }
}

/// Optional parameters: matches the very same instance as `object` (or `nil` for `nil`).
@_disfavoredOverload
public func sameInstance<T: AnyObject>(as object: T?) -> ParameterMatcher<T?> {
    ParameterMatcher(description: object.map { "identical to \(ValueDescription.describe($0))" } ?? "nil") { $0 === object }
}

/// Matches any value: `any()`, or `any(Square.self)` to name the type.
@inlinable
public func any<T>(_ type: T.Type = T.self) -> ParameterMatcher<T> {
    ParameterMatcher(description: "any") { _ in true }
}

/// Optional parameters: matches any value, `nil` included.
@inlinable
@_disfavoredOverload
public func any<T>(_ type: T.Type = T.self) -> ParameterMatcher<T?> {
    ParameterMatcher(description: "any") { _ in true }
}

@inlinable
public func anyInt() -> ParameterMatcher<Int> {
    ParameterMatcher(description: "any Int") { _ in true }
}

/// Optional parameters: any `Int`, not `nil`.
public func anyInt() -> ParameterMatcher<Int?> {
    notNil(description: "any Int")
}

@inlinable
public func anyString() -> ParameterMatcher<String> {
    ParameterMatcher(description: "any String") { _ in true }
}

/// Optional parameters: any `String`, not `nil`.
public func anyString() -> ParameterMatcher<String?> {
    notNil(description: "any String")
}

/// Matches any closure; the only sensible matcher for closure parameters.
public func anyClosure<T>() -> ParameterMatcher<T> {
    ParameterMatcher(description: "any closure") { !isNone($0) }
}

/// Optional closure parameters: any closure, not `nil`.
@_disfavoredOverload
public func anyClosure<T>() -> ParameterMatcher<T?> {
    notNil(description: "any closure")
}

/// `anyClosure()` naming the closure's type, where nothing else says it.
public func anyClosure<T>(type: T.Type) -> ParameterMatcher<T> {
    ParameterMatcher(description: "any closure") { !isNone($0) }
}

public func anyThrowingClosure<T>() -> ParameterMatcher<T> {
    ParameterMatcher(description: "any throwing closure") { !isNone($0) }
}

/// Optional throwing-closure parameters: any closure, not `nil`.
@_disfavoredOverload
public func anyThrowingClosure<T>() -> ParameterMatcher<T?> {
    notNil(description: "any throwing closure")
}

/// Cuckoo's name for `anyThrowingClosure()` on an optional closure parameter.
public func anyOptionalThrowingClosure<IN, OUT>() -> ParameterMatcher<((IN) throws -> OUT)?> {
    notNil(description: "any throwing closure")
}

/// Optional parameters: matches any value that is not `nil`.
public func notNil<T>() -> ParameterMatcher<T?> {
    notNil(description: "not nil")
}

/// Optional parameters: matches only `nil`.
public func isNil<T>() -> ParameterMatcher<T?> {
    ParameterMatcher(description: "nil") { $0 == nil }
}

/// `value` is an optional holding `nil`. (A cast to a protocol would look through the optional.)
private func isNone<T>(_ value: T) -> Bool {
    let mirror = Mirror(reflecting: value)
    return mirror.displayStyle == .optional && mirror.children.isEmpty
}

private func notNil<T>(description: String) -> ParameterMatcher<T?> {
    ParameterMatcher(description: description) { $0 != nil }
}

/// Inverts a matcher.
public func not<M: Matchable>(_ matchable: M) -> ParameterMatcher<M.MatchedType> {
    let inner = matchable.matcher
    return ParameterMatcher(description: "not \(inner.description)", onMatch: nil, describeValue: inner.describeValue) { !inner.matches($0) }
}

extension Matchable {
    /// Matches when either matcher does: `"Hello".or("Hallo")`.
    public func or<Other: Matchable>(_ other: Other) -> ParameterMatcher<MatchedType> where Other.MatchedType == MatchedType {
        let first = matcher
        let second = other.matcher
        return ParameterMatcher(
            description: "\(first.description) or \(second.description)", onMatch: nil,
            describeValue: first.describeValue ?? second.describeValue
        ) { first.matches($0) || second.matches($0) }
    }

    /// Matches when both matchers do; both capture (`captor.capture().and(notNil())`).
    public func and<Other: Matchable>(_ other: Other) -> ParameterMatcher<MatchedType> where Other.MatchedType == MatchedType {
        let first = matcher
        let second = other.matcher
        let onMatch: ((MatchedType) -> Void)? = switch (first.onMatch, second.onMatch) {
        case (nil, nil): nil
        case (let one?, nil), (nil, let one?): one
        case (let one?, let other?): { one($0); other($0) }
        }
        return ParameterMatcher(
            description: "\(first.description) and \(second.description)", onMatch: onMatch,
            describeValue: first.describeValue ?? second.describeValue
        ) { first.matches($0) && second.matches($0) }
    }
}
