// What a verification proxy returns for properties and subscripts: `verify(mock).count.get()`
// and `verify(mock).count.set(3)`, spelled as in Cuckoo. `get()` is written once, in
// `VerifiedAccessor`; the read-write kinds add their `set`.

/// A property or subscript as a verification proxy hands it out.
public protocol VerifiedAccessor {
    /// `Void` for properties; the index (a tuple of them for several) for subscripts.
    associatedtype Index
    associatedtype Value
    @_documentation(visibility: internal)
    var __accessor: VerifiedAccessorReference<Index> { get }
    @_documentation(visibility: internal)
    init(__accessor: VerifiedAccessorReference<Index>)
}

extension VerifiedAccessor {
    @discardableResult
    public func get() -> VerifiedCalls<Index, Value> {
        __accessor.context.verify(__accessor.member, __accessor.indexMatchers)
    }
}

/// A property or subscript of one mock being verified, with the subscript's index matchers.
@_documentation(visibility: internal)
public struct VerifiedAccessorReference<Index> {
    let context: VerificationContext
    /// The getter; a settable accessor's setter is `member.setter`.
    let member: MockMember
    let indexMatchers: [ArgumentMatcher<Index>]
}

public struct VerifyProperty<Value>: VerifiedAccessor {
    public let __accessor: VerifiedAccessorReference<Void>
    public init(__accessor: VerifiedAccessorReference<Void>) { self.__accessor = __accessor }

    @discardableResult
    public func set<M: Matchable>(_ newValue: M) -> VerifiedCalls<Value, Void> where M.MatchedType == Value {
        __accessor.context.verify(__accessor.member.setter, argumentMatchers(newValue.matcher))
    }
}

public struct VerifyOptionalProperty<Wrapped>: VerifiedAccessor {
    public typealias Value = Wrapped?
    public let __accessor: VerifiedAccessorReference<Void>
    public init(__accessor: VerifiedAccessorReference<Void>) { self.__accessor = __accessor }

    @discardableResult
    public func set<M: OptionalMatchable>(_ newValue: M) -> VerifiedCalls<Wrapped?, Void> where M.OptionalMatchedType == Wrapped {
        __accessor.context.verify(__accessor.member.setter, argumentMatchers(newValue.optionalMatcher))
    }
}

public struct VerifyReadOnlyProperty<Value>: VerifiedAccessor {
    public let __accessor: VerifiedAccessorReference<Void>
    public init(__accessor: VerifiedAccessorReference<Void>) { self.__accessor = __accessor }
}

/// Setter arguments are recorded as `(index, newValue)`.
public struct VerifySubscript<Index, Value>: VerifiedAccessor {
    public let __accessor: VerifiedAccessorReference<Index>
    public init(__accessor: VerifiedAccessorReference<Index>) { self.__accessor = __accessor }

    @discardableResult
    public func set<M: Matchable>(_ newValue: M) -> VerifiedCalls<(Index, Value), Void> where M.MatchedType == Value {
        __accessor.context.verify(__accessor.member.setter, setterMatchers(__accessor.indexMatchers, newValue.matcher))
    }
}

public struct VerifyReadOnlySubscript<Index, Value>: VerifiedAccessor {
    public let __accessor: VerifiedAccessorReference<Index>
    public init(__accessor: VerifiedAccessorReference<Index>) { self.__accessor = __accessor }
}
