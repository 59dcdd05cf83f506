/// Anything usable where a generated proxy expects an argument: plain values (compared with
/// `==`) and matchers. Mirrors Cuckoo's protocol of the same name.
public protocol Matchable<MatchedType> {
    associatedtype MatchedType
    var matcher: ParameterMatcher<MatchedType> { get }
}

/// What an optional parameter takes: a plain value, `nil`, an optional, or a matcher of the
/// optional type (`anyInt()`, `isNil()`, `any()`, `ParameterMatcher<Int?> { … }`). Mirrors
/// Cuckoo's protocol of the same name.
public protocol OptionalMatchable<OptionalMatchedType> {
    associatedtype OptionalMatchedType
    var optionalMatcher: ParameterMatcher<OptionalMatchedType?> { get }
}

/// `Optional`, as a protocol: lets `ParameterMatcher<Int?>` be `OptionalMatchable`. Cuckoo's name.
public protocol CuckooOptionalType {
    associatedtype Wrapped
    static func from(optional: Optional<Wrapped>) -> Self
}

extension Optional: CuckooOptionalType {
    public static func from(optional: Optional<Wrapped>) -> Optional<Wrapped> { optional }
}

extension Matchable where Self: Equatable {
    @inlinable
    public var matcher: ParameterMatcher<Self> { equal(to: self) }
}

extension OptionalMatchable where OptionalMatchedType == Self, Self: Equatable {
    public var optionalMatcher: ParameterMatcher<Self?> { equal(to: Optional(self)) }
}

extension ParameterMatcher: Matchable {
    public typealias MatchedType = T
    public var matcher: ParameterMatcher<T> { self }
}

extension ParameterMatcher: OptionalMatchable where T: CuckooOptionalType {
    public typealias OptionalMatchedType = T.Wrapped
    public var optionalMatcher: ParameterMatcher<T.Wrapped?> { pullback { T.from(optional: $0) } }
}

/// `Optional(5)` and `nil` as matchers of optional values: `nil` matches only `nil`.
extension Optional: Matchable where Wrapped: Matchable, Wrapped.MatchedType == Wrapped {
    public typealias MatchedType = Wrapped?
    public var matcher: ParameterMatcher<Wrapped?> {
        Self.lifting(self.map(\.matcher))
    }
}

/// `Optional.none` infers its type from the parameter (`when(stub.find(Optional.none))`).
extension Optional: OptionalMatchable where Wrapped: OptionalMatchable, Wrapped.OptionalMatchedType == Wrapped {
    public typealias OptionalMatchedType = Wrapped
    public var optionalMatcher: ParameterMatcher<Wrapped?> {
        switch self {
        case .some(let wrapped): return wrapped.optionalMatcher
        case .none: return isNil()
        }
    }
}

extension Optional {
    /// `nil` only for `nil`; otherwise `wrapped`'s matcher on non-`nil` values.
    static func lifting(_ wrapped: ParameterMatcher<Wrapped>?) -> ParameterMatcher<Wrapped?> {
        guard let wrapped else { return isNil() }
        return ParameterMatcher(
            description: wrapped.description,
            onMatch: wrapped.onMatch.map { action in { value in if let value { action(value) } } },
            describeValue: wrapped.describeValue.map { describe in { value in value.map(describe) ?? "nil" } }
        ) { value in
            value.map(wrapped.predicate) ?? false
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
