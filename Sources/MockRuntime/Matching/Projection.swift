/// A reading a test takes off a noncopyable argument while the mock holds it.
///
/// A mock cannot keep a noncopyable argument: a `borrowing` one stays the caller's, a
/// `consuming` one is gone when the call returns. So the call records what every projection
/// alive at that moment reads off the value (`NoncopyableArgument`), and the matchers a
/// projection makes compare those readings, for stubbing and for verifying alike:
///
///     let tokenID = Projection("id") { (token: borrowing Token) in token.id }
///     stub(vault) { stub in when(stub.store(tokenID.equal(to: 3))).thenReturn(true) }
///     …
///     verify(vault).store(tokenID.equal(to: 3))
///
/// Create a projection before the calls it is to read: one made after a call finds no reading
/// of it in the record and matches nothing. While it lives, a projection reads every argument of
/// its type that any mock receives, on the caller's thread, so keep it cheap and free of side
/// effects.
public final class Projection<Value: ~Copyable, Reading>: Sendable {
    /// Shown in messages (`id equal to 3`) and in a record's description (`Token(id: 3)`);
    /// an empty name keeps the readings out of descriptions.
    public let name: String
    /// Tells this projection's readings apart in records; never reused, unlike an address.
    let serial: UInt64
    let read: @Sendable (borrowing Value) -> Reading

    public init(_ name: String, _ read: @escaping @Sendable (borrowing Value) -> Reading) {
        self.name = name
        self.read = read
        serial = ProjectionRegistry.nextSerial()
        ProjectionRegistry.projections(of: Value.self).add(self)
    }
}

extension Projection where Value: ~Copyable, Reading: Equatable {
    /// Matches an argument whose reading equals `expected`.
    public func equal(to expected: Reading) -> ParameterMatcher<NoncopyableArgument<Value>> {
        matching("\(name) equal to \(ValueDescription.describe(expected))") { $0 == expected }
    }
}

extension Projection where Value: ~Copyable {
    /// Matches an argument whose reading satisfies `predicate`.
    public func matching(_ description: String? = nil, _ predicate: @escaping (Reading) -> Bool) -> ParameterMatcher<NoncopyableArgument<Value>> {
        let name = self.name
        return ParameterMatcher(
            description: description ?? "\(name) matching a predicate", onMatch: nil,
            describeValue: { argument in
                guard argument[self] == nil else { return "\(argument)" }
                let projection = name.isEmpty ? "this matcher" : "`\(name)`"
                return "\(argument) (not read by \(projection), which did not exist yet when the call was made: create it before the call)"
            },
            predicate: { argument in argument[self].map(predicate) ?? false }
        )
    }
}

/// Matches a noncopyable argument for which `predicate` holds, read while the mock held it:
/// `when(stub.store(borrowed { $0.id == 3 })).thenReturn(true)`. To verify with it after the
/// call, create the matcher before the call and use it in both places (see `Projection`).
public func borrowed<Value: ~Copyable>(
    _ description: String = "a value matching a predicate", where predicate: @escaping @Sendable (borrowing Value) -> Bool
) -> ParameterMatcher<NoncopyableArgument<Value>> {
    // Unnamed: a record's description lists named readings only.
    Projection("", predicate).matching(description) { $0 }
}

/// The live projections, per type of value they read.
enum ProjectionRegistry {
    private static let serials = Locked<UInt64>(0)
    private static let byType = Locked<[ObjectIdentifier: AnyObject]>([:])

    static func nextSerial() -> UInt64 {
        serials.withLock { serial in
            serial += 1
            return serial
        }
    }

    static func projections<Value: ~Copyable>(of type: Value.Type) -> Projections<Value> {
        let object = byType.withLock { lists in
            if let existing = lists[ObjectIdentifier(type)] { return existing }
            let created = Projections<Value>()
            lists[ObjectIdentifier(type)] = created
            return created
        }
        // The key is the type itself: the object under it is always this type's list.
        return unsafeDowncast(object, to: Projections<Value>.self)
    }
}

/// The projections of one type of value, held weakly: a projection reads arguments for as
/// long as the test (a matcher, a stub) keeps it.
final class Projections<Value: ~Copyable>: Sendable {
    struct Entry {
        weak var owner: AnyObject?
        let serial: UInt64
        let name: String
        let read: @Sendable (borrowing Value) -> Any
    }

    private let entries = Locked<[Entry]>([])

    func add<Reading>(_ projection: Projection<Value, Reading>) {
        // The entry keeps the reading closure, not the projection, so that it stays weak.
        let read = projection.read
        let entry = Entry(owner: projection, serial: projection.serial, name: projection.name, read: { read($0) })
        entries.withLock { entries in
            entries.removeAll { $0.owner == nil }
            entries.append(entry)
        }
    }

    /// What the live projections read off `value`, oldest first. They run outside the lock: a
    /// projection may create another.
    func readings(of value: borrowing Value) -> [NoncopyableArgument<Value>.Reading] {
        let live = entries.withLock { entries in entries.filter { $0.owner != nil } }
        return live.map { NoncopyableArgument<Value>.Reading(serial: $0.serial, name: $0.name, value: $0.read(value)) }
    }
}
