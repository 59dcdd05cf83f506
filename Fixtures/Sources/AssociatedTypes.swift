/// Associated types with primary associated types: the mock forwards default implementations
/// through `any Repository<Item>`.
public protocol Repository<Item> {
    associatedtype Item
    func save(_ item: Item)
    func all() -> [Item]
}

/// Associated types without primary ones, with constraints and a `where` clause.
public protocol Cache {
    associatedtype Key: Hashable
    associatedtype Value where Value: Equatable
    func value(for key: Key) -> Value?
    func insert(_ value: Value, for key: Key) throws
    var keys: [Key] { get }
}
