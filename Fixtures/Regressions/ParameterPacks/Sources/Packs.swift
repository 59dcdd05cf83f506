// Requirements generic over parameter packs: the pack is recorded, matched and stubbed as its
// tuple (`(repeat each T)`), with `any(…)` or a closure matcher over that tuple.
public protocol Packer {
    func pack<each T>(_ values: repeat each T) -> (repeat each T)
    func count<each T>(_ values: repeat each T) -> Int
    func mixed<each T: Hashable>(_ first: Int, rest values: repeat each T) async throws -> [AnyHashable]
    func optionals<each T>(_ values: repeat (each T)?) -> Bool
    func nothing<each T>(_ values: repeat each T)
}

/// A class's pack members are reported (Swift cannot override them); the rest is mocked.
open class Packing {
    public init() {}
    open func pack<each T>(_ values: repeat each T) -> (repeat each T) { (repeat each values) }
    open func plain() -> Int { 0 }
}

/// Overloads generic over packs: mocked, but not forwarded to a default implementation (Swift
/// 6.3 finds the forwarded call ambiguous).
public protocol OverloadedPacks {
    func pack<each T>(_ values: repeat each T) -> (repeat each T)
    func pack<T, each U>(_ head: T, _ tail: repeat each U) -> (T, repeat each U)
}
