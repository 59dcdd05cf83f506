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
