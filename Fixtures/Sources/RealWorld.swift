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

/// swift-nio `EventLoop.enqueue(_: consuming ExecutorJob)`: a requirement the mock cannot
/// implement (a noncopyable value) but an extension does; the mock keeps the extension's.
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
