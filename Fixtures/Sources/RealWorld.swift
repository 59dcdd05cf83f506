// Regression fixtures for mocks that failed to compile (or were not generated) on real packages;
// each block names the package where the shape was found. `make corpus` runs the full check.

/// swift-nio `NIOBinaryIntegerEncodingStrategy.readInteger(as:from:)`: parameters named with a
/// keyword (`as`, `in`) must be escaped where the mock uses them as values.
public protocol KeywordNamedParameters {
    func readInteger(as: Int.Type, from buffer: inout [UInt8]) -> Int?
    func write(in: String, is: Bool) -> String
}

/// swift-nio `EventLoop.enqueue(_:)`: `borrowing`/`consuming` parameters of copyable types are
/// recorded as explicit copies.
public struct Job: Equatable, Sendable {
    public var id: Int
    public init(id: Int) { self.id = id }
}

public protocol OwnershipParameters {
    func enqueue(_ job: consuming Job)
    func inspect(_ job: borrowing Job) -> Int
}

/// swift-nio `EventLoop.enqueue(_: consuming ExecutorJob)`: a consumed noncopyable value, recorded
/// by what the test's projections read off it (the extension's implementation is not needed).
public struct Ticket: ~Copyable {
    public var number: Int
    public init(number: Int) { self.number = number }
}

public protocol TicketCounter {
    func take(_ ticket: consuming Ticket) -> Int
    func count() -> Int
}

extension TicketCounter {
    public func take(_ ticket: consuming Ticket) -> Int { ticket.number }
}

/// swift-nio `NIOFileHandleProtocol.write(contentsOf:)`: `some (Sendable & P)`, a parenthesised
/// opaque composition, becomes a generic matcher parameter without the parentheses.
public protocol ParenthesisedOpaque {
    func write(_ bytes: some (Sendable & Collection<UInt8>)) -> Int
}

/// swift-nio `BaseSocketChannel<SocketType>` / `BaseStreamSocketChannel<Socket>`: a generic
/// superclass's nested types need its generic arguments; `final override` seals a member.
open class SocketBase<SocketType> {
    public struct AddressCache: Equatable, Sendable {
        public var local: String
        public init(local: String) { self.local = local }
    }
    public enum ReadResult: Equatable, Sendable { case some, none }

    open var addressesCached = AddressCache(local: "base")
    public init() {}
    open func readFromSocket() -> ReadResult { .none }
    open func flush() -> String { "base" }
}

open class StreamSocket<Socket>: SocketBase<Socket> {
    public override init() { super.init() }
    final public override func flush() -> String { "stream" }
}

/// swift-crypto `GroupScalar`/`GroupElement`: operator requirements are static members of the
/// mock, stubbed and verified through named proxy methods (`infixPlus`, `prefixMinus`).
public protocol Arithmetic {
    static func + (lhs: Self, rhs: Self) -> Self
    static func - (lhs: Self, rhs: Self) -> Self
    static prefix func - (value: Self) -> Self
    static func <=> (lhs: Self, rhs: Self) -> Int
    static func == (lhs: Self, rhs: Self) -> Bool
    var value: Int { get }
}

infix operator <=>: ComparisonPrecedence

/// swift-log `Logger.MetadataValueAttributes.Attribute`: refining a standard-library protocol
/// (`RawRepresentable`) brings its requirements into the mock.
public protocol Priority: RawRepresentable, Sendable where RawValue == Int64 {}

/// A collection protocol: the mock implements `Collection`'s own requirements, and `for … in`
/// works through the standard library's default iterator.
public protocol Shelf: Collection where Index == Int {
    func label() -> String
}

/// swift-crypto `HashFunction.Digest`: an associated type constrained differently in each `#if`
/// clause; the mock's generic parameter is constrained through a per-clause type alias.
public protocol Hasher2 {
    #if MOCKGEN_FIXTURES_NEVER_DEFINED
    associatedtype Output: Hashable
    #else
    associatedtype Output: Equatable
    #endif
    func finalize() -> Output
}

/// swift-crypto `HPKEKEMPrivateKeyGeneration.generate()`: an `init() throws` requirement and a
/// member returning `Self`; the stub builds itself with an initializer that cannot throw.
public protocol Generated {
    init() throws
    static func generate() throws -> Self
}

/// swift-collections `DictionaryAPIChecker`: a type alias inside the protocol, and requirements
/// that differ only in their `where` clause.
public protocol PairStore {
    associatedtype Key: Hashable
    associatedtype Value
    typealias Pair = (key: Key, value: Value)
    func first() -> Pair?
    func load<S: Sequence>(_ pairs: S) where S.Element == (Key, Value)
    func load<S: Sequence>(_ pairs: S) where S.Element == Pair
    /// The recorded placeholder for a closure taking a tuple is a literal: the generic one
    /// crashes Swift 6.3's SIL generation.
    func filter(_ isIncluded: (Pair) throws -> Bool) rethrows -> [Pair]
}

/// swift-collections `CollectionTestCase._context`: an `internal` member of an `open` class is
/// overridden `public` (Swift requires overrides outside the module to match the mock's access).
open class TestCaseBase {
    internal var context: String? = nil
    public init() {}
    open func run() -> Bool { true }
}

/// A subscript with an `@autoclosure` index, read and written.
public protocol DefaultingStore {
    subscript(key: String, default value: @autoclosure () -> Int) -> Int { get set }
}

/// postgres-nio `PostgresDynamicTypeEncodable`: a refinement redeclares a `throws` requirement
/// without `throws`; the mock implements the stricter one, which satisfies both.
public protocol ThrowingEncodable {
    func encode(into buffer: inout [UInt8]) throws
}

public protocol NonThrowingEncodable: ThrowingEncodable {
    func encode(into buffer: inout [UInt8])
}

/// swift-metrics `Recorder`: a class made `@unchecked Sendable` by an extension; its mock and stub
/// must restate the conformance.
open class MetricRecorder {
    public init() {}
    open func record(_ value: Int64) {}
}

extension MetricRecorder: @unchecked Sendable {}

/// swift-nio `EmbeddedChannelCore`: an unavailable `Sendable` extension is not a conformance.
open class LoopBound {
    public init() {}
    open func poll() -> Int { 0 }
}

@available(*, unavailable)
extension LoopBound: Sendable {}

/// hummingbird `ApplicationProtocol`: a protocol-level `where` clause about a type alias of the
/// protocol (`typealias Context = Responder.Context`), and a function type alias as a result.
public protocol Responding {
    associatedtype Context
}

public protocol ContextMaking {
    init()
}

public protocol Serving where Context: ContextMaking {
    associatedtype Responder: Responding
    typealias Context = Responder.Context
    typealias Handler = @Sendable (Int) async throws -> Void
    func handler() -> Handler
}

/// swift-configuration `ConfigProvider.watchSnapshot(updatesHandler:)`, swift-async-algorithms'
/// readers, `Mutex.withLock`: "with"-style members generic over a noncopyable result that only
/// the body makes. A stub supplies the body's input; the mock returns what the body returns.
public struct ScopedConnection: Sendable, Equatable {
    public var id: Int
    public init(id: Int) { self.id = id }
}

public protocol ScopedResource {
    func withConnection<Result: ~Copyable>(to host: String, _ body: (ScopedConnection) async throws -> Result) async throws -> Result
    func withLock<R: ~Copyable>(_ body: () throws -> R) rethrows -> R
    mutating func read<R>(body: (inout [UInt8], Int) -> R) -> R where R: ~Copyable
}

open class ScopedStore {
    public init() {}
    open func withValues<R: ~Copyable>(_ body: ([String]) throws -> R) rethrows -> R { try body(["real"]) }
}

/// Yams `SexagesimalConvertible`: refining a literal protocol; the mock's literal type is
/// constrained as the standard library's, so `MockSexagesimal<Int>` is made from a literal.
public protocol Sexagesimal: ExpressibleByIntegerLiteral {
    static func create(from string: String) -> Self?
}

/// Yams `BasicAliasDereferencingStrategy`: a class using a type alias of the protocol it
/// conforms to; the proxies spell out what the alias stands for.
public protocol DereferencingStrategy: AnyObject {
    typealias Value = (any Decodable)
    subscript(_ key: String) -> Value? { get set }
}

open class BasicDereferencingStrategy: DereferencingStrategy {
    private var map: [String: Value] = [:]

    public init() {}

    open subscript(_ key: String) -> Value? {
        get { map[key] }
        set { map[key] = newValue }
    }
}
