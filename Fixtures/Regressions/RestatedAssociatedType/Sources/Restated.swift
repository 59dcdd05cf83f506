// A refinement restates an inherited associated type without its constraint: the mock's
// generic parameter keeps the inherited `Hashable` (and the `where` clause).

public protocol Keyed {
    associatedtype Key: Hashable
    associatedtype Value where Value: Sendable
    func key(for value: Value) -> Key
}

public protocol Cache<Key>: Keyed {
    associatedtype Key
    associatedtype Value
    func values() -> [Key: Value]
}

public protocol OrderedCache: Cache where Key: Comparable {
    associatedtype Key: Codable
    func sortedKeys() -> [Key]
}
