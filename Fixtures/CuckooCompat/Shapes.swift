/// Closure-typed properties with parameter names: the names may not be re-spelled where a type is
/// written as an expression (`((_ i: Int) -> Void).self` does not compile).
public protocol Callbacks {
    var onChange: (_ value: Int) -> Void { get set }
    var validator: ((_ text: String, _ limit: Int) -> Bool)? { get }
    func register(_ handler: @escaping (_ id: Int, _ name: String) -> String)
}

/// Overloads that differ only in their result type: Cuckoo picks one by type context.
public protocol EmptyValues {
    func empty() -> Bool
    func empty() -> Int
    func empty() -> String
    func parse(_ text: String) -> Int
    func parse(_ text: String) -> Double
}

/// `@autoclosure` parameters: stubs receive them as closures, as in Cuckoo
/// (`when(mock.compute(anyClosure())).then { $0() }`), and matchers of the value work too
/// (`verify(mock).log("hello")`).
public protocol Logging {
    func log(_ message: @autoclosure () -> String)
    func log(level: Int, _ message: @autoclosure () throws -> String) rethrows
    func compute(_ action: @autoclosure () -> Int) -> Int
}

/// The same in a class mock.
open class Deferred {
    public init() {}
    open func run(_ action: @autoclosure () -> Int) -> Int { action() }
    open func label(_ text: @autoclosure () -> String?) -> String { text() ?? "none" }
}

/// Members a class gets from an extension of a protocol it conforms to.
public protocol Greeting {
    func greet(_ name: String) -> String
}

extension Greeting {
    public func greet(_ name: String) -> String { "Hello, \(name)" }
    public func farewell(_ name: String) -> String { "Bye, \(name)" }
    public var isPolite: Bool { true }
}

/// Default argument values of overridden methods stay callable on the mock.
open class Tracker: Greeting {
    public init() {}

    open func track(_ event: String, properties: [String: String] = [:]) {}

    open func count(of event: String = "launch", times: Int = 1) -> Int { times }

    open func label(_ value: Int, prefix: String = "#") -> String { prefix + String(value) }
}

/// Associated types without primary ones: the mock accepts a default implementation whose
/// associated types are the mock's generic arguments.
public protocol Repository {
    associatedtype Item
    associatedtype Key: Hashable
    var items: [Key: Item] { get set }
    var lastKey: Key? { get }
    func item(for key: Key) -> Item?
    mutating func store(_ item: Item, for key: Key)
    func keys(where predicate: (Item) -> Bool) -> [Key]
    func count() async throws -> Int
}

/// A conformer a test can use as the default implementation.
public struct MemoryRepository: Repository {
    public var items: [String: Int]
    public var lastKey: String?

    public init(items: [String: Int] = [:]) {
        self.items = items
    }

    public func item(for key: String) -> Int? { items[key] }

    public mutating func store(_ item: Int, for key: String) {
        items[key] = item
        lastKey = key
    }

    public func keys(where predicate: (Int) -> Bool) -> [String] {
        items.filter { predicate($0.value) }.map(\.key).sorted()
    }

    public func count() async throws -> Int { items.count }
}

/// Overloads by result type next to one taking an associated type.
public protocol Labelled {
    associatedtype T
    func empty(_ text: String)
    func empty(_ text: String) -> Int
    func empty(_ value: T) -> T
}

/// A value with no default: an unstubbed call returning it has nothing to return.
public struct Receipt: Equatable, Sendable {
    public let total: Int
    public init(total: Int) { self.total = total }
}

/// Members for Cuckoo's runtime API: tuples, optionals, collections, throwing results.
public protocol Measuring {
    func pair() -> (Int8, UInt8)
    var point: (x: Int, y: Int) { get }
    func receipt() throws -> Receipt
    func find(_ id: Int?, name: String?) -> String
    func notify(_ handler: ((Int) -> Void)?)
    func convert(_ converter: ((String) throws -> Int)?) throws -> Int
    func tag(_ tags: [String])
    func score(_ scores: [String: Int])
    func mark(_ ids: Set<Int>)
    func attach(_ owner: Owner?)
}

public final class Owner: Sendable {
    public init() {}
}

/// A class whose real implementation a spy runs.
open class Counter {
    public init() {}
    open func increment(by step: Int) -> Int { step }
}

/// The shapes Cuckoo's README uses in its examples.
public protocol ReadmeGreeter {
    var readWriteProperty: Int { get set }
    func greetWithMessage(_ message: String)
    func countCharacters(_ text: String) -> Int
    func genericReturn<T: Codable>(for: String) -> T?
}

open class OriginalClass<T> {
    open var value: T

    public init(value: T) {
        self.value = value
    }

    open func describe() -> String { "\(value)" }
}

public protocol ValueHolder {
    associatedtype Value
    var value: Value { get }
}

public struct ConformingStruct<Value>: ValueHolder {
    public var value: Value

    public init(value: Value) {
        self.value = value
    }
}
