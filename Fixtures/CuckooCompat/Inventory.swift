import Foundation

/// Shapes a Cuckoo project's sources commonly have, gathered in one class hierarchy: every kind
/// of property Cuckoo mocks (inferred types included), closures of several arities and effects,
/// `inout`, overloads told apart by optionality or by collection type, initializers of every kind.
public enum Aisle: String, Sendable {
    case front, back
}

open class Inventory {
    public typealias Code = String

    public enum Shelf: Equatable, Sendable {
        case top, bottom
    }

    open var name = "inventory"
    open var title = String("untitled")
    open var note = "none" as String?
    open var weight = 0 as Float
    open var ratio = 1.5
    open var offset = -3
    open var tags = [] as [String]
    open var isOpen = true
    open var isLocked = true as Bool?
    open var capacity = 1_234_567
    open var count: Int = 0
    open var limit: Int!
    open lazy var cache: [String: Int] = [:]
    open lazy var lastCode: Code? = nil
    open private(set) var revision = 0
    open var onChange: ((String) -> Int) -> Void = { _ in }
    open var transform: (_ outer: (_ inner: String) -> Int) -> Void = { _ in }
    open var readOnly: String { "read only" }
    open var optionalReadOnly: Int? { nil }
    open var pair: (Int8, UInt8) = (0, 0)
    open var triple: (Int, String, Bool) = (0, "", false)
    open var sextuple: (UInt, String, Int, Int, Int, Int) = (0, "", 0, 0, 0, 0)
    open var ids: Set<Int> = []
    public let constant = 1

    public required init() {}

    public required init(code: Code) {
        name = code
    }

    public init(shelf: Shelf, count: Int = 1) {
        self.count = count
    }

    public convenience init(aisle: Aisle) {
        self.init(code: aisle.rawValue)
    }

    open func noReturn() {}

    open func count(characters: String) -> Int { characters.count }

    open func callsCount(_ text: String) -> Int { count(characters: text) }

    open func withThrows() throws -> Int { 0 }

    open func withAsync() async -> Int { 1 }

    open func withAsyncThrows(_ value: Int) async throws -> String { String(value) }

    open func withClosure(_ closure: (String) -> Int) -> Int { closure("hello") }

    open func withEscaping(action closure: @escaping (String) -> Void) {}

    open func withOptionalClosure(_ text: String, closure: ((String) -> Void)?) {}

    open func withOptionalClosureAndReturn(_ text: String, closure: ((String) -> Void)?) -> Int { 1 }

    open func withNestedClosure(_ closure: (String) -> ((String) -> Int) -> Int) -> Int { 0 }

    open func withClosureReturningClosure(_ closure: (String) -> (Int) -> Int) -> Int { 0 }

    open func withAsyncClosure(_ closure: @escaping (String) async -> String?) async -> String? { await closure("x") }

    open func withThrowingClosure(_ closure: (String) throws -> String?) throws -> String? { try closure("x") }

    open func withRethrowing(_ closure: (String) throws -> Int) rethrows -> Int { try closure("x") }

    open func closure3(_ closure: (Int, [String]?, Set<Int>) -> Void) {}

    open func closure7(_ closure: @escaping (Int, Int, Int, Int, Int, [String: String], Void) -> Bool) {}

    open func withInout(_ value: inout Int, other: inout String) {}

    open func withInoutClosure(_ closure: (inout Int) -> Void) {}

    open func clashing(param1: Int?, param2: String) {}

    open func clashing(param1: Int, param2: String?) {}

    open func a(a: String) -> String { a }
    open func a(a: [Int]) -> Int { a.count }
    open func a(a: [String]) -> Int { a.count }
    open func a(a: [Bool]) -> Int { a.count }
    open func a(a: [Int: Bool]) -> Bool { a[1] ?? false }
    open func a(a: [String: Bool]) -> Bool { a["a"] ?? false }
    open func a(a: Set<String>) -> Int { a.count }
    open func a(a: Set<Bool>) -> Int { a.count }

    open func tuple(_ tuple: (a: String, b: String)) -> String { tuple.a + tuple.b }

    open func noop(_ code: Code) {}

    open func shelf(for code: Code) -> Shelf? { nil }

    open func optionals(_ values: [Int?], handler: (Int?) -> Void) -> Int! { 0 }

    open func label(labelA a: String, _ b: String) -> String { a + b }

    @available(*, deprecated, message: "kept for old callers")
    open func legacy() -> Int { 0 }

    public final func sealed() -> Int { 0 }

    private func hidden() {}
}

/// A subclass that also conforms to a protocol.
open class Warehouse: Inventory, Stocking {
    open func restock(_ amount: Int) -> Bool { amount > 0 }

    override open func withThrows() throws -> Int { 2 }
}

public protocol Stocking {
    func restock(_ amount: Int) -> Bool
}

extension Stocking {
    public func audit() -> String { "audited" }
}

/// Classes with the same simple name nested in several outer types.
public enum Depot {
    open class Crate {
        public init() {}
        open func weight() -> Int { 1 }
    }
}

public struct Yard {
    public init() {}
}

extension Yard {
    open class Crate {
        public init() {}
        open func weight() -> Int { 2 }
    }
}

/// Generic classes and methods constrained to them.
open class Box<T: CustomStringConvertible, U: Codable & CustomStringConvertible, V: Hashable> {
    open var first: T
    open var second: U
    open var third: V

    public init(first: T, second: U, third: V) {
        self.first = first
        self.second = second
        self.third = third
    }

    open func describe() -> String { first.description + second.description }

    open func compare<G: Box<T, U, V>>(with other: G) -> Bool { other.third == third }

    open func decode<W: Codable>(_ text: String) -> W? { nil }

    open func pick<W>(_ values: [W]) throws -> W? where W: Equatable { values.first }
}

/// A protocol with initializer requirements and a generic method.
public protocol Producing {
    init()
    init(labelA a: String, _ b: String)
    var produced: Int { get }
    func produce<T>(_ value: T) -> String where T: CustomStringConvertible, T: Hashable
}

/// An actor protocol.
public protocol Counting: Actor {
    var value: Int { get set }
    func increment()
    func remoteValue() async -> Int
}

/// Property wrappers are not mocked; they must not trouble the generator.
@propertyWrapper
public struct Clamped {
    public var wrappedValue: Int
    public init(wrappedValue: Int) { self.wrappedValue = min(wrappedValue, 10) }
}

public struct Settings {
    @Clamped public var level = 3
    public init() {}
}
