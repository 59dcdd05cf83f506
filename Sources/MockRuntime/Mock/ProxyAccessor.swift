/// What a proxy returns for a property or subscript: when stubbing, `.get` and `.set(matcher)`
/// are stub functions; when verifying, `get()` and `set(_:)` verify (the proxy's context
/// decides at run time). `Index` is `Void` for
/// properties and the index (a tuple of them for several) for subscripts; `Kind` says which
/// accessors there are (`AccessorKinds`).
public struct ProxyAccessor<Index, Value, Kind> {
    let context: ProxyContext
    /// The getter's table entry; a settable accessor's setter is `member.setter`.
    let member: MockMember
    let indexMatchers: [ArgumentMatcher<Index>]

    /// The getter's stub function or verification.
    func getter<Effect>() -> ProxyCall<Index, Value, Effect> {
        ProxyCall(context, member, indexMatchers)
    }
}

/// Which accessors a property or subscript has, and the effects of its getter.
public enum AccessorKinds {
    /// A property with `{ get set }`: `set` takes a matcher of the value.
    public enum ReadWrite: AccessorKind { public typealias GetterEffect = CallEffects.Plain }
    /// A property of optional type with `{ get set }`: `set` also takes `nil` and `isNil()`.
    public enum OptionalReadWrite: AccessorKind { public typealias GetterEffect = CallEffects.Plain }
    /// `{ get }`, for a property or a subscript.
    public enum ReadOnly: AccessorKind { public typealias GetterEffect = CallEffects.Plain }
    /// `{ get async }`, `{ get throws }`, `{ get async throws }`, for a property or a subscript.
    public enum AsyncReadOnly: AccessorKind { public typealias GetterEffect = CallEffects.Async }
    public enum ThrowingReadOnly<Failure: Error>: AccessorKind { public typealias GetterEffect = CallEffects.Throws<Failure> }
    public enum AsyncThrowingReadOnly<Failure: Error>: AccessorKind { public typealias GetterEffect = CallEffects.AsyncThrows<Failure> }
    /// A subscript with `{ get set }`: its setter records `(index, newValue)`.
    public enum SubscriptReadWrite: AccessorKind { public typealias GetterEffect = CallEffects.Plain }
}

/// One of `AccessorKinds`: the effects of the getter's stub function.
public protocol AccessorKind {
    associatedtype GetterEffect
}

// The names users and Cuckoo's users write.

public typealias StubbedProperty<Value> = ProxyAccessor<Void, Value, AccessorKinds.ReadWrite>
public typealias StubbedOptionalProperty<Wrapped> = ProxyAccessor<Void, Wrapped?, AccessorKinds.OptionalReadWrite>
public typealias StubbedReadOnlyProperty<Value> = ProxyAccessor<Void, Value, AccessorKinds.ReadOnly>
public typealias StubbedAsyncProperty<Value> = ProxyAccessor<Void, Value, AccessorKinds.AsyncReadOnly>
public typealias StubbedThrowingProperty<Value, Failure: Error> = ProxyAccessor<Void, Value, AccessorKinds.ThrowingReadOnly<Failure>>
public typealias StubbedAsyncThrowingProperty<Value, Failure: Error> = ProxyAccessor<Void, Value, AccessorKinds.AsyncThrowingReadOnly<Failure>>
public typealias StubbedSubscript<Index, Value> = ProxyAccessor<Index, Value, AccessorKinds.SubscriptReadWrite>
public typealias StubbedReadOnlySubscript<Index, Value> = ProxyAccessor<Index, Value, AccessorKinds.ReadOnly>
public typealias StubbedAsyncSubscript<Index, Value> = ProxyAccessor<Index, Value, AccessorKinds.AsyncReadOnly>
public typealias StubbedThrowingSubscript<Index, Value, Failure: Error> = ProxyAccessor<Index, Value, AccessorKinds.ThrowingReadOnly<Failure>>
public typealias StubbedAsyncThrowingSubscript<Index, Value, Failure: Error> = ProxyAccessor<Index, Value, AccessorKinds.AsyncThrowingReadOnly<Failure>>

public typealias VerifyProperty<Value> = ProxyAccessor<Void, Value, AccessorKinds.ReadWrite>
public typealias VerifyOptionalProperty<Wrapped> = ProxyAccessor<Void, Wrapped?, AccessorKinds.OptionalReadWrite>
public typealias VerifyReadOnlyProperty<Value> = ProxyAccessor<Void, Value, AccessorKinds.ReadOnly>
public typealias VerifySubscript<Index, Value> = ProxyAccessor<Index, Value, AccessorKinds.SubscriptReadWrite>
public typealias VerifyReadOnlySubscript<Index, Value> = ProxyAccessor<Index, Value, AccessorKinds.ReadOnly>
