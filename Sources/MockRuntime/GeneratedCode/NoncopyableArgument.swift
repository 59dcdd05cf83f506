/// What a mock records of a noncopyable (`~Copyable`) argument: the readings every live
/// `Projection` of its type took while the mock held the value. Matchers built from projections
/// (`tokenID.equal(to: 3)`, `borrowed { $0.id == 3 }`) and `any()` match it; a captor hands it
/// out, and `argument[tokenID]` gives a reading back.
public struct NoncopyableArgument<Value: ~Copyable>: CustomStringConvertible, CustomDebugStringConvertible {
    struct Reading {
        let serial: UInt64
        let name: String
        let value: Any
    }

    let readings: [Reading]

    /// Reads `value` with every live projection of its type (the generated mocks call this).
    public init(_ value: borrowing Value) {
        readings = ProjectionRegistry.projections(of: Value.self).readings(of: value)
    }

    /// What `projection` read off the argument; `nil` if it did not exist when the call was made.
    public subscript<Projected>(projection: Projection<Value, Projected>) -> Projected? {
        readings.first { $0.serial == projection.serial }?.value as? Projected
    }

    /// `Token(id: 3)`: the type and what the projections with a name read.
    public var description: String {
        let type = String(describing: Value.self)
        let named = readings.filter { !$0.name.isEmpty }
        guard !named.isEmpty else { return type }
        return type + "(" + named.map { "\($0.name): \(ValueDescription.describe($0.value))" }.joined(separator: ", ") + ")"
    }

    public var debugDescription: String { description }
}

/// What a stub of a member returning a noncopyable value holds: a way to make a value per call,
/// since a stored one could be handed out only once. `when(stub.make()).thenReturn { Token(id: 1) }`.
public struct NoncopyableResult<Value: ~Copyable> {
    let make: () -> Value

    /// Makes the value of each call with `make`.
    public init(_ make: @escaping () -> Value) {
        self.make = make
    }

    /// A value made already (the real implementation's, forwarded): handed out once.
    @_documentation(visibility: internal)
    @_spi(Generated) public init(__made value: consuming Value) {
        let box = OneValue(value)
        make = { box.take() }
    }
}

/// The value a generated member returns: made by the stub's closure (or forwarded).
@_documentation(visibility: internal)
@_spi(Generated) public func __noncopyableResult<Value: ~Copyable>(_ result: NoncopyableResult<Value>) -> Value {
    result.make()
}

private final class OneValue<Value: ~Copyable> {
    private var value: Value?

    init(_ value: consuming Value) {
        self.value = consume value
    }

    func take() -> Value {
        guard let value = value.take() else {
            preconditionFailure("MockRuntime: a forwarded noncopyable result was handed out twice")
        }
        return value
    }
}

extension BaseStubFunctionTrait {
    /// Makes each call's result with `make` (a noncopyable value cannot be stored and handed out
    /// twice): `when(stub.make()).thenReturn { Token(id: 1) }`.
    @discardableResult
    public func thenReturn<Value: ~Copyable>(_ make: @escaping () -> Value) -> Self where OutputType == NoncopyableResult<Value> {
        core.append([.returnValue(NoncopyableResult(make))])
        return self
    }
}
