/// Results of the module's own types that no stub answers: the runtime cannot make them up, so
/// the mocks carry a fallback (`MockMember.method(0, "receipt()", fallback: { Receipt.cash })`)
/// and an unanswered call returns it instead of stopping the test process. Types that cannot be
/// made from nothing (an initializer with arguments, a global actor) get none.
public enum Receipt: Sendable, Equatable {
    case pending(Int)
    case cash
    case card
}

public struct Totals: Equatable {
    public var count = 7
    public var label: String?
    public init() {}
}

/// Internal, with a synthesized `init()`: reachable through `@testable import`.
struct Draft: Equatable {
    var lines = 2
    let title = "draft"
}

public final class Ledger {
    public let entries: Int
    public init(entries: Int = 3) { self.entries = entries }
}

@MainActor public final class Screen {
    public init() {}
}

public struct NeedsArguments {
    public init(x: Int) {}
}

public enum Outer {
    public enum Inner: Equatable {
        case `default`
    }
}

public protocol Shelf {
    func count() -> Int
}

protocol Shop {
    func receipt() -> Receipt
    func totals() throws -> Totals
    func draft() -> Draft
    func ledger() async -> Ledger
    func screen() -> Screen
    func needsArguments() -> NeedsArguments
    func inner() -> Outer.Inner
    func shelf() -> any Shelf
    func pair() -> (Receipt, Int?)
    func labelled() -> (r: Receipt, n: [Int])
    func make() -> (Int) -> Receipt
    func handler() -> @Sendable (String, Int) async throws -> Receipt
    var current: Receipt { get }
    subscript(index: Int) -> Outer.Inner { get }
}

open class Register {
    public init() {}
    open func close() -> Receipt { .card }
}

/// Refines a protocol with an associated type: its stub is generic, so a result of
/// `any Listing` gets no `ListingStub()` fallback (fuzz find, seed 13007 Case306).
public protocol Listing: AnyObject, ExpressibleByArrayLiteral {}

protocol Catalog {
    static var listing: any Listing { get }
}
