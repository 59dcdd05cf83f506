// Inputs whose mocks failed to compile, found by mockgen-fuzz with every pool (reduced, renamed).

public final class Box {
    public var items: [Int] = []
    public init() {}
}

public struct Ticket: ~Copyable {
    public var number: Int
    public init(number: Int) { self.number = number }
}

/// A module's own `Optional`: the mock moves a consumed ticket into `Swift.Optional`.
public struct Optional: Sendable, Hashable {
    public init() {}
}

public protocol Source {}

/// `inout`, `var` and `let` are argument labels a call must write with backticks.
open class Labelled {
    public init() {}
    open func take(`inout` value: consuming Ticket) -> Int { value.number }
    open func pass(`var` value: Int, `let` other: Int) -> Int { value + other }
    /// `sending any P`: the forwarded copy must not open the existential.
    open func hand(_ source: sending any Source, count: Int) -> sending Box { Box() }
    /// No call can pass a `Never`: the mock's body is empty.
    open func never(_ value: Never, _ other: Int) -> [Int] {}
}

/// An actor protocol refining plain protocols: their requirements are `nonisolated` in the mock.
public protocol Ticker: Actor, IteratorProtocol where Element == Int {
    func tick() -> Int
}

public protocol Feed: Actor, AsyncIteratorProtocol where Element == String, Failure == any Error {}

/// No actor can conform to `Decodable` in Swift 6 (`init(from:)` takes a non-`Sendable` decoder):
/// reported, not mocked.
public protocol Stored: Actor, Codable {}

/// Members in their caller's isolation with non-escaping closures, and tuples taken `consuming`
/// by an async member (a `borrowing` one is reported, see FuzzFinds: Swift 6.3 crashes on its copy).
public protocol Relay: AnyObject {
    nonisolated(nonsending) func relay(_ transform: (sending Box) throws -> String?, times: Int) async -> Int
    func run(on actor: isolated (any Actor)?, _ body: (Int) -> Int) async -> Int
    /// A non-`Sendable` result of a member isolated to an `any Actor` parameter, next to
    /// non-escaping closures (fuzz find, seed 92817): the body runs on that actor.
    func build(on actor: isolated (any Actor)?, _ fill: @Sendable (inout [Int]) async -> Int, _ check: (Box) -> Bool) async throws -> Box
    func pair(_ value: consuming (Int, String)) async -> String
    /// A method named `self`, in its caller's isolation, with a non-escaping closure: stubbed
    /// and verified, not forwarded to a default implementation.
    nonisolated(nonsending) func `self`(with body: (Int) -> Int) async -> Int
    /// Isolated to a parameter of a concrete actor type, next to other parameters: likewise.
    func onMain(_ actor: isolated MainActor, value: Int) async -> Int
}

/// An associated type with its protocol's name: reported, not mocked.
public protocol Named {
    associatedtype Named
    func name() -> Named
}

/// A `@MainActor` protocol refining a nonisolated one whose method is isolated to a parameter:
/// that method stays isolated to it (it cannot be `nonisolated`).
public protocol Worker: AnyObject, Sendable {
    func work(on actor: isolated MainActor) async -> Int
}

@MainActor public protocol MainWorker: Worker {
    func name() -> String
}

/// Optional `nonisolated(nonsending)` function types: in an expression (the stub's default
/// value's metatype) and in a closure's signature (a getter forwarded through an opened
/// existential) the parenthesized type does not parse, so those spell `Swift.Optional<…>`
/// (fuzz find, seed 5209).
public protocol CallerIsolated: Identifiable {
    var handler: (nonisolated(nonsending) (Int) async -> Int)? { get throws }
    var variadic: (nonisolated(nonsending) @Sendable (Int...) async -> Int)? { get }
    var handlers: [nonisolated(nonsending) (Int) async -> Int] { get }
}
