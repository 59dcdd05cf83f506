/// Anything usable where a generated proxy expects an argument: plain values (compared with
/// `==`) and matchers. Mirrors Cuckoo's protocol of the same name.
public protocol Matchable {
    associatedtype MatchedType
    var matcher: ParameterMatcher<MatchedType> { get }
}

/// The counterpart of `Matchable` for optional parameters: a plain value, an optional, or a
/// matcher of the wrapped type (lifted so that `nil` matches only `isNil()` and `any()`).
public protocol OptionalMatchable {
    associatedtype OptionalMatchedType
    var optionalMatcher: ParameterMatcher<OptionalMatchedType?> { get }
}

extension Matchable where Self: Equatable {
    @inlinable
    public var matcher: ParameterMatcher<Self> { equal(to: self) }
}

extension OptionalMatchable where Self: Equatable {
    public var optionalMatcher: ParameterMatcher<Self?> { equal(to: Optional(self)) }
}

extension ParameterMatcher: Matchable, OptionalMatchable {
    public var matcher: ParameterMatcher<T> { self }
    public var optionalMatcher: ParameterMatcher<T?> { liftedToOptional }
}

extension Optional: OptionalMatchable where Wrapped: OptionalMatchable {
    public var optionalMatcher: ParameterMatcher<Wrapped.OptionalMatchedType?> {
        switch self {
        case .some(let wrapped): return wrapped.optionalMatcher
        case .none: return isNil(type: Wrapped.OptionalMatchedType.self).liftedToOptional
        }
    }
}

extension Bool: Matchable, OptionalMatchable {}
extension String: Matchable, OptionalMatchable {}
extension Character: Matchable, OptionalMatchable {}
extension Double: Matchable, OptionalMatchable {}
extension Float: Matchable, OptionalMatchable {}
extension Int: Matchable, OptionalMatchable {}
extension Int8: Matchable, OptionalMatchable {}
extension Int16: Matchable, OptionalMatchable {}
extension Int32: Matchable, OptionalMatchable {}
extension Int64: Matchable, OptionalMatchable {}
extension UInt: Matchable, OptionalMatchable {}
extension UInt8: Matchable, OptionalMatchable {}
extension UInt16: Matchable, OptionalMatchable {}
extension UInt32: Matchable, OptionalMatchable {}
extension UInt64: Matchable, OptionalMatchable {}
extension Array: Matchable, OptionalMatchable where Element: Equatable {}
extension Set: Matchable, OptionalMatchable {}
extension Dictionary: Matchable, OptionalMatchable where Value: Equatable {}
