// Cuckoo's spellings of what MockRuntime offers under its own names: the proxies' protocol
// names and initializer, the chaining and `mutating:` forms of forwarding unstubbed calls, and
// the default-value overloads Cuckoo's generated stubs call. Kept here, with Cuckoo's type names,
// so that the rest of the runtime reads as what a user of MockRuntime writes.

/// Cuckoo's names for the two proxies a mock has.
public typealias StubbingProxy = MockProxy
public typealias VerificationProxy = MockProxy

/// Cuckoo's name for what `verify(mock).member(…)` returns (of a plain member: `as
/// __DoNotUse<…>` fits only members without effects).
public typealias __DoNotUse<IN, OUT> = VerifiedCalls<IN, OUT>

extension MockProxy {
    /// The stubbing proxy of the mock `manager` belongs to (Cuckoo's spelling).
    public init(manager: MockManager) { self.init(ProxyContext(stubbing: manager)) }
}

extension Mock {
    /// Cuckoo's spelling for forwarding to another object, typically a stub:
    /// `MockGreeter().spy(on: GreeterStub())` answers every unstubbed call with defaults.
    @discardableResult
    public func spy(on original: MocksType) -> Self {
        enableDefaultImplementation(original)
        return self
    }

    /// Cuckoo's `mutating:` form: unstubbed calls forward to `original` as it is at each call,
    /// so changes made to the struct after this call are seen (the plain form forwards to a copy).
    /// `original` must conform to the mocked protocol (checked here) and outlive the mock's use.
    public func enableDefaultImplementation<Original>(mutating original: inout Original) {
        precondition(original is MocksType, "MockRuntime: \(Original.self) is not a \(MocksType.self); enableDefaultImplementation(mutating:) needs a value of the mocked type")
        __manager.setDefaultImplementation(mutating: &original)
    }

    /// Cuckoo's chaining form of `enableDefaultImplementation(_:)`.
    @discardableResult
    public func withEnabledDefaultImplementation(_ original: MocksType) -> Self {
        enableDefaultImplementation(original)
        return self
    }
}

extension DefaultValueRegistry {
    // Cuckoo's overloads, which `…Stub` types of its generator call. Registered values win.
    public static func defaultValue<T>(for type: Set<T>.Type) -> Set<T> {
        registeredDefault(for: type) ?? []
    }

    public static func defaultValue<T>(for type: Array<T>.Type) -> Array<T> {
        registeredDefault(for: type) ?? []
    }

    public static func defaultValue<K, V>(for type: Dictionary<K, V>.Type) -> Dictionary<K, V> {
        registeredDefault(for: type) ?? [:]
    }

    public static func defaultValue<T>(for type: Optional<T>.Type) -> Optional<T> {
        registeredDefault(for: type) ?? nil
    }

    public static func defaultValue<P1, P2>(for type: (P1, P2).Type) -> (P1, P2) {
        registeredDefault(for: type) ?? (defaultValue(for: P1.self), defaultValue(for: P2.self))
    }

    public static func defaultValue<P1, P2, P3>(for type: (P1, P2, P3).Type) -> (P1, P2, P3) {
        registeredDefault(for: type) ?? (defaultValue(for: P1.self), defaultValue(for: P2.self), defaultValue(for: P3.self))
    }

    public static func defaultValue<P1, P2, P3, P4>(for type: (P1, P2, P3, P4).Type) -> (P1, P2, P3, P4) {
        registeredDefault(for: type)
            ?? (defaultValue(for: P1.self), defaultValue(for: P2.self), defaultValue(for: P3.self), defaultValue(for: P4.self))
    }

    public static func defaultValue<P1, P2, P3, P4, P5>(for type: (P1, P2, P3, P4, P5).Type) -> (P1, P2, P3, P4, P5) {
        registeredDefault(for: type)
            ?? (defaultValue(for: P1.self), defaultValue(for: P2.self), defaultValue(for: P3.self), defaultValue(for: P4.self),
                defaultValue(for: P5.self))
    }

    public static func defaultValue<P1, P2, P3, P4, P5, P6>(for type: (P1, P2, P3, P4, P5, P6).Type) -> (P1, P2, P3, P4, P5, P6) {
        registeredDefault(for: type)
            ?? (defaultValue(for: P1.self), defaultValue(for: P2.self), defaultValue(for: P3.self), defaultValue(for: P4.self),
                defaultValue(for: P5.self), defaultValue(for: P6.self))
    }
}
