// Subscripts whose getter is async, throws, or both (swift-certificates' `CustomCertificateStore`):
// stubbed and verified like effectful getters, with the index matched.
public enum StoreError: Error { case missing }
public protocol Store {
    subscript(key: String) -> Int { get async throws }
    subscript(index: Int) -> String { get throws }
    subscript(typed index: Int) -> String { get throws(StoreError) }
    subscript(async index: Int, other: Int) -> [Int] { get async }
    subscript<T>(generic key: T) -> T? { get async throws }
}
open class Base {
    public init() {}
    open subscript(key: String) -> Int { get async throws { 0 } }
}

/// An effectful subscript with an associated-type key beside a plain one taking any `Sendable`:
/// forwarded to the default implementation through an opened existential, the key (`[__O.Key]`)
/// also converts to `any Sendable`, so the call names its result type (fuzz find, seed 4127).
public protocol Keyed<Key>: AnyObject, Sendable {
    associatedtype Key: Hashable & Sendable
    subscript(keys: [Key]) -> Key { get async throws(StoreError) }
    subscript(any: any Sendable) -> Int { get }
}

extension Keyed {
    public subscript(keys: [Key]) -> Key {
        get async throws(StoreError) {
            guard let first = keys.first else { throw .missing }
            return first
        }
    }
}
