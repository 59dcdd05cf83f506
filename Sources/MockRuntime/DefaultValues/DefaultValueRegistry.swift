internal import Foundation

/// Empty collections need no registration; this protocol lets the registry build them for any
/// element type.
protocol EmptyDefaultValue {
    static var emptyDefault: Self { get }
}

extension Array: EmptyDefaultValue { static var emptyDefault: Self { [] } }
extension Set: EmptyDefaultValue { static var emptyDefault: Self { [] } }
extension Dictionary: EmptyDefaultValue { static var emptyDefault: Self { [:] } }
extension ContiguousArray: EmptyDefaultValue { static var emptyDefault: Self { [] } }

/// The values `…Stub` types and lenient mocks return: built-ins out of the box, your own types
/// after `register(value:forType:)`. Shared by every thread, so kept behind a lock.
public enum DefaultValueRegistry {
    private static let registered = Locked<[ObjectIdentifier: UncheckedSendableBox<Any>]>([:])

    /// Registrations visible only inside `withRegistered(value:forType:_:)`.
    @TaskLocal private static var scoped: [ObjectIdentifier: UncheckedSendableBox<Any>] = [:]

    private static let builtIns: [ObjectIdentifier: UncheckedSendableBox<Any>] = {
        var values: [ObjectIdentifier: Any] = [:]
        func add<T>(_ value: T) { values[ObjectIdentifier(T.self)] = value }
        add(()); add(false); add("")
        add(0 as Int); add(0 as Int8); add(0 as Int16); add(0 as Int32); add(0 as Int64)
        add(0 as UInt); add(0 as UInt8); add(0 as UInt16); add(0 as UInt32); add(0 as UInt64)
        add(0 as Double); add(0 as Float)
        add(Data())
        return values.mapValues { UncheckedSendableBox(value: $0) }
    }()

    /// Registers (or overrides) the default for `type`, for every thread and test.
    public static func register<T>(value: T, forType type: T.Type) {
        registered.withLock { $0[ObjectIdentifier(type)] = UncheckedSendableBox(value: value) }
    }

    /// Forgets every `register` call.
    public static func reset() {
        registered.withLock { $0.removeAll() }
    }

    /// Runs `body` with a default visible only to this task and its children; parallel tests
    /// can use it without stepping on each other.
    public static func withRegistered<T, Result>(
        value: T, forType type: T.Type, _ body: () throws -> Result
    ) rethrows -> Result {
        var values = scoped
        values[ObjectIdentifier(type)] = UncheckedSendableBox(value: value)
        return try $scoped.withValue(values, operation: body)
    }

    /// The default for `type`; stops with a message telling how to register one if unknown.
    public static func defaultValue<T>(for type: T.Type) -> T {
        guard let value = registeredDefault(for: type) else {
            fatalError("MockRuntime: no default value for \(FailureMessages.typeName(T.self)). Register one before this point: `\(FailureMessages.registration(for: T.self))`.")
        }
        return value
    }

    /// The default for `type`, or `nil` when none is known.
    public static func registeredDefault<T>(for type: T.Type) -> T? {
        let key = ObjectIdentifier(type)
        if let box = scoped[key] ?? registered.withLock({ $0[key] }) ?? builtIns[key] {
            return box.value as? T
        }
        if let optional = type as? any ExpressibleByNilLiteral.Type {
            return optional.init(nilLiteral: ()) as? T
        }
        if let collection = type as? any EmptyDefaultValue.Type {
            return collection.emptyDefault as? T
        }
        return TupleDefaults.make(type)
    }
}
