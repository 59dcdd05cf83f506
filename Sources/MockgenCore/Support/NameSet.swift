/// A set of names that is asked far more often than it holds the name asked: a type's
/// parameters against the `~Escapable` types, every runtime name a mock writes against the few
/// the inputs shadow, every member name against the keywords.
///
/// `Set<String>.contains` hashes the whole name (SipHash: about 26 ns for a short name on this
/// project's machine) before it can say no. Here a 1,024-bit filter keyed by the name's length
/// and first byte says no first, in about 5 ns, for all but a few names; only those reach the set.
/// Removing a name leaves its filter bit set, which costs a lookup, never a wrong answer.
struct NameSet: NameMembership, Sendable, Equatable, ExpressibleByArrayLiteral {
    private(set) var names: Set<String>
    /// Sixteen words of 64 bits: bit `key(name)` is set for every name ever inserted.
    private var filter: [UInt64]

    /// Shares `names`' storage: only the filter is made (no name is hashed again).
    init(_ names: Set<String>) {
        self.names = names
        filter = Array(repeating: 0, count: 16)
        for name in names {
            let key = Self.key(name)
            filter[key &>> 6] |= 1 &<< UInt64(key & 63)
        }
    }

    init(arrayLiteral names: String...) {
        self.init(Set(names))
    }

    var isEmpty: Bool { names.isEmpty }
    var count: Int { names.count }

    @inline(__always)
    private static func key(_ name: String) -> Int {
        let bytes = name.utf8
        return (bytes.count &* 31 &+ Int(bytes.first ?? 0)) & 1023
    }

    @inline(__always)
    func contains(_ name: String) -> Bool {
        let key = Self.key(name)
        guard filter[key &>> 6] & (1 &<< UInt64(key & 63)) != 0 else { return false }
        return names.contains(name)
    }

    mutating func insert(_ name: String) {
        let key = Self.key(name)
        filter[key &>> 6] |= 1 &<< UInt64(key & 63)
        names.insert(name)
    }

    mutating func remove(_ name: String) {
        names.remove(name)
    }

    /// Equal when they hold the same names, whatever names were removed on the way.
    static func == (lhs: NameSet, rhs: NameSet) -> Bool {
        lhs.names == rhs.names
    }
}

/// What `TypeRef.firstMentioned(of:)` asks of a set of names: a `Set<String>` or a `NameSet`.
protocol NameMembership {
    func contains(_ name: String) -> Bool
}

extension Set<String>: NameMembership {}
