/// Generic types the unit builds itself: a struct and a final class, each mocked per
/// specialization (`MockBatch<Int>`, `MockLookup<String, Int>`).
public struct Batch<Element: Sendable>: Sendable {
    public private(set) var items: [Element]

    public init(items: [Element]) {
        self.items = items
    }

    /// Failable: `nil` for no first element.
    public init?(first: Element?) {
        guard let first else { return nil }
        self.items = [first]
    }

    /// Throwing, and only where the elements are strings.
    public init(parsing text: String) throws where Element == String {
        guard !text.isEmpty else { throw BatchError.empty }
        self.items = text.split(separator: ",").map(String.init)
    }

    /// A nested type, which the mock spells `Batch<Element>.Summary`.
    public struct Summary: Sendable, Equatable {
        public var count: Int
        public init(count: Int) { self.count = count }
    }

    public func summary() -> Summary { Summary(count: items.count) }
    /// A bare `Batch` inside the type means `Batch<Element>`.
    public func merged(with other: Batch) -> Batch { Batch(items: items + other.items) }
    public func first() -> Element? { items.first }
    public mutating func append(_ item: Element) { items.append(item) }
    public var count: Int { items.count }
    public static func empty() -> Batch<Element> { Batch(items: []) }
}

public enum BatchError: Error, Equatable {
    case empty
}

extension Batch where Element: Equatable {
    /// A member of a constrained extension: the mock's and the replacement's `where` say so.
    public func contains(_ item: Element) -> Bool { items.contains(item) }
}

/// A generic final class with private storage, built through its designated initializer.
public final class Lookup<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private var storage: [Key: Value] = [:]
    public let name: String

    public init(name: String) { self.name = name }

    public func value(for key: Key) -> Value? { storage[key] }
    public func store(_ value: Value, for key: Key) { storage[key] = value }
}

/// The code under test, unchanged by the tests: it builds its batches and lookups itself.
public struct Tally: Sendable {
    public init() {}

    /// Builds a `Batch<Int>`, adds to it, and reads it back.
    public func total(of numbers: [Int]) -> String {
        var batch = Batch(items: numbers)
        batch.append(100)
        return "\(batch.count) items, first \(batch.first().map(String.init) ?? "none"), has 100: \(batch.contains(100))"
    }

    public func firstWord(of text: String) throws -> String? {
        try Batch<String>(parsing: text).first()
    }

    public func single(_ word: String?) -> Int {
        Batch(first: word)?.count ?? -1
    }

    /// Builds a `Lookup<String, Int>`, stores and reads.
    public func remember(_ key: String, _ value: Int) -> Int? {
        let lookup = Lookup<String, Int>(name: "tally")
        lookup.store(value, for: key)
        return lookup.value(for: key)
    }
}
