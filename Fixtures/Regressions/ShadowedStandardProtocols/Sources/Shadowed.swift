// A module declaring protocols and types named like the standard library's that the standard
// interfaces mention: `Swift.Numeric`'s `Magnitude: Comparable` must stay the standard
// `Comparable`, a refinement written `Swift.Collection` the standard `Collection`, and the
// metatypes the stub spells (`Optional<…>.self`) the standard `Optional`.
public protocol Comparable {
    func check() -> Swift.Bool
}

public protocol Collection {
    var size: Swift.Int { get }
}

public struct Optional: Swift.Sendable, Swift.Hashable {
    public init() {}
}

public protocol Amount: AnyObject, Swift.Numeric {
    var label: Swift.String { get }
}

public protocol Shelf: Swift.Collection where Index == Swift.Int, Element == Swift.String {
    var handler: ((Swift.Int...) -> Swift.Int)? { get }
}

/// The module's own `Comparable` is refined as usual.
public protocol Ranked: Comparable {
    var rank: Swift.Int { get }
}

/// A module's own `Actor`: refining it makes no actor mock (`Swift.Actor` does).
public protocol Actor {
    func check() -> Swift.Bool
}

public protocol Checked: Actor, Swift.CustomStringConvertible {
    func measure(_ value: @autoclosure () -> Swift.Int) async throws -> Swift.Int
}

public protocol Counter: Swift.Actor {
    func count() -> Swift.Int
}

/// A module's own `Sequence` next to the standard one: both are ancestors.
public protocol Sequence {
    func check() -> Swift.Bool
}

public protocol Listed: AnyObject, Sequence, Swift.Sequence where Element == Swift.Int {}
