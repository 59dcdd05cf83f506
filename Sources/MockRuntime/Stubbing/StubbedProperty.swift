// What a stubbing proxy returns for properties and subscripts: `.get` and `.set(matcher)`,
// each an ordinary stub function. `get` is written once, in `StubbedAccessor`; the read-write
// kinds add their `set`.

/// A property or subscript as a stubbing proxy hands it out.
public protocol StubbedAccessor {
    /// `Void` for properties; the index (a tuple of them for several) for subscripts.
    associatedtype Index
    associatedtype Value
    /// The stub function of the getter (async or throwing ones for effectful getters).
    associatedtype Getter: BaseStubFunctionTrait where Getter.InputType == Index, Getter.OutputType == Value
    @_documentation(visibility: internal)
    var __accessor: AccessorReference<Index> { get }
    @_documentation(visibility: internal)
    init(__accessor: AccessorReference<Index>)
}

extension StubbedAccessor {
    public var get: Getter {
        Getter(StubFunctionCore(manager: __accessor.manager, member: __accessor.member, matchers: __accessor.indexMatchers))
    }
}

/// A read-write property of non-optional type.
public struct StubbedProperty<Value>: StubbedAccessor {
    public typealias Getter = StubFunction<Void, Value>
    public let __accessor: AccessorReference<Void>
    public init(__accessor: AccessorReference<Void>) { self.__accessor = __accessor }

    public func set<M: Matchable>(_ newValue: M) -> StubFunction<Value, Void> where M.MatchedType == Value {
        StubFunction(StubFunctionCore(manager: __accessor.manager, member: __accessor.member.setter, matchers: argumentMatchers(newValue.matcher)))
    }
}

/// A read-write property of optional type: `set` takes `isNil()`, `notNil()`, values or matchers.
public struct StubbedOptionalProperty<Wrapped>: StubbedAccessor {
    public typealias Getter = StubFunction<Void, Wrapped?>
    public let __accessor: AccessorReference<Void>
    public init(__accessor: AccessorReference<Void>) { self.__accessor = __accessor }

    public func set<M: OptionalMatchable>(_ newValue: M) -> StubFunction<Wrapped?, Void> where M.OptionalMatchedType == Wrapped {
        StubFunction(StubFunctionCore(manager: __accessor.manager, member: __accessor.member.setter, matchers: argumentMatchers(newValue.optionalMatcher)))
    }
}

/// A read-only property.
public struct StubbedReadOnlyProperty<Value>: StubbedAccessor {
    public typealias Getter = StubFunction<Void, Value>
    public let __accessor: AccessorReference<Void>
    public init(__accessor: AccessorReference<Void>) { self.__accessor = __accessor }
}

/// A get-only property whose getter is `async`.
public struct StubbedAsyncProperty<Value>: StubbedAccessor {
    public typealias Getter = StubAsyncFunction<Void, Value>
    public let __accessor: AccessorReference<Void>
    public init(__accessor: AccessorReference<Void>) { self.__accessor = __accessor }
}

/// A get-only property whose getter `throws` (`Failure` is `any Error` for untyped throws).
public struct StubbedThrowingProperty<Value, Failure: Error>: StubbedAccessor {
    public typealias Getter = StubThrowingFunction<Void, Value, Failure>
    public let __accessor: AccessorReference<Void>
    public init(__accessor: AccessorReference<Void>) { self.__accessor = __accessor }
}

/// A get-only property whose getter is `async throws`.
public struct StubbedAsyncThrowingProperty<Value, Failure: Error>: StubbedAccessor {
    public typealias Getter = StubAsyncThrowingFunction<Void, Value, Failure>
    public let __accessor: AccessorReference<Void>
    public init(__accessor: AccessorReference<Void>) { self.__accessor = __accessor }
}

/// A subscript with its index matchers already chosen: `stub[0].get`, `stub[anyInt()].set("x")`.
/// `Index` is the index type, or a tuple of them for several indices. Setter arguments are
/// recorded as `(index, newValue)`.
public struct StubbedSubscript<Index, Value>: StubbedAccessor {
    public typealias Getter = StubFunction<Index, Value>
    public let __accessor: AccessorReference<Index>
    public init(__accessor: AccessorReference<Index>) { self.__accessor = __accessor }

    public func set<M: Matchable>(_ newValue: M) -> StubFunction<(Index, Value), Void> where M.MatchedType == Value {
        StubFunction(StubFunctionCore(manager: __accessor.manager, member: __accessor.member.setter,
                                      matchers: setterMatchers(__accessor.indexMatchers, newValue.matcher)))
    }
}

/// A subscript setter's matchers: the index matchers reading `.0`, then the new value's.
func setterMatchers<Index, Value>(_ indexMatchers: [ArgumentMatcher<Index>], _ newValue: ParameterMatcher<Value>) -> [ArgumentMatcher<(Index, Value)>] {
    indexMatchers.map { $0.pullback { (pair: (Index, Value)) in pair.0 } }
        + [ArgumentMatcher(indexMatchers.count + 1, newValue) { $0.1 }]
}

/// A get-only subscript.
public struct StubbedReadOnlySubscript<Index, Value>: StubbedAccessor {
    public typealias Getter = StubFunction<Index, Value>
    public let __accessor: AccessorReference<Index>
    public init(__accessor: AccessorReference<Index>) { self.__accessor = __accessor }
}
