import CatalogKit

/// Requirements that name protocols with `Self` or associated-type requirements bare
/// (`_ value: Equatable`). Swift 6 warns about that in the module (the module's own warning),
/// and the mocks repeat those types, where a warning is an error: the mocks write `any P`, in
/// every value position, and nowhere else (fuzz find, seed 7211).
public protocol Node: Hashable {
    var id: Int { get }
}

/// `Self` only in a requirement, no associated type.
public protocol Reflecting {
    func reflects(_ other: Self) -> Bool
}

public protocol Store {
    associatedtype Item
    func all() -> [Item]
}

/// Needs `any` through what it refines.
public protocol SortedStore: Store {}

/// The module's own `Clock` is a struct, not the standard library's protocol: it stays bare.
public struct Clock: Sendable {
    public let now: Int
    public init(now: Int) { self.now = now }
}

public enum Outer {
    public protocol Nested {
        associatedtype Value
    }
}

public protocol Shelf {
    func put(_ value: Equatable, key: Swift.Hashable) -> Bool
    func node(_ node: Node?) -> [Reflecting]
    func stores(_ stores: [String: Store], sorted: SortedStore.Type, kind: Store.Protocol) -> Int
    func both(_ value: Equatable & Sendable, keyed: Keyed, same: Sameness, labelled: Labelled) -> Identifiable?
    func convert(_ transform: (Comparable) -> Hashable) -> Int
    func tick(_ clock: Clock) -> Int
    func nested(_ value: Outer.Nested) -> Int
    func generic<T: Equatable>(_ value: T, _ other: some Equatable) -> T
    func collection(_ values: any Collection<Equatable>) -> Int
    var last: Equatable? { get set }
    subscript(key: Hashable) -> Comparable { get }
}

/// Refines a protocol of CatalogKit: in a package, mockgen then reads the package's
/// dependencies by itself and learns that `Keyed` and `Sameness` need `any` (without that, a
/// protocol of another module is copied as written; see docs/GeneratedMockShape.md).
public protocol LabelledShelf: Labelled {
    func shelve(_ keyed: Keyed) -> String
}

public protocol Seeded {
    init(seed: Equatable)
    func seed() -> Equatable
}

open class Counter {
    public init() {}
    open func count(_ values: [Hashable]) -> Int { values.count }
    open func first(of values: [Keyed]) -> Keyed? { values.first }
}

/// A protocol with an associated type nested in an enum, named with a keyword: written
/// `` any Outer.`where` `` (fuzz find, seed 11939 Case510).
public enum Catalogs {
    public protocol `where`<`Type`>: AnyObject {
        associatedtype `Type`
    }
}

public protocol Querying {
    func query(_ text: String) -> Catalogs.`where`?
}

/// A protocol nested in an enum that needs `any` (it refines `Equatable`), named bare inside its
/// own requirements and by a sibling's, where the enum's scope finds it: the nested mocks write
/// `any Sorting.Order`'s bare spelling `any Order` too (fuzz find, seed 9001 Case139).
public enum Sorting {
    public protocol Order: Equatable {
        func then(_ next: inout Order) -> Bool
    }

    public protocol Sorter {
        func sort(_ values: [Int], by order: Order) -> [Int]
    }
}
