/// Parameter and result spellings that need care: autoclosures, implicitly unwrapped
/// optionals, tuples, metatypes, compositions, closures as results, `mutating` requirements.
public protocol EdgeCases {
    func autoclose(_ value: @autoclosure () -> Int) -> Int
    func iuo(_ value: Int!) -> String!
    func tuple(_ pair: (Int, String)) -> (a: Int, b: String)
    func meta(_ type: Any.Type) -> String
    func composition(_ value: any Delegate & Sendable) -> Int
    func returnsClosure() -> (Int) -> Int
    func nested(_ values: [String: [Int]]) -> [String: Int]?
    mutating func change()
    mutating func next() -> Int?
    var external: Int { get nonmutating set }
    func inoutClosure(_ body: (inout Int) -> Void)
    func variadicClosure(_ body: (Int...) -> Int) -> Int
    func asyncRethrowing(_ body: () async throws -> Int) async rethrows -> Int
    /// A lone `Any` parameter, and the most parameters the proxy hands on as they came (six),
    /// and one more: the two other forms of a proxy member's call (docs/GeneratedMockShape.md).
    func describe(_ value: Any) -> String
    func six(_ a: Int, _ b: String, _ c: Bool, _ d: Double, _ e: Int?, _ f: [Int]) -> Int
    func seven(_ a: Int, _ b: String, _ c: Bool, _ d: Double, _ e: Int?, _ f: [Int], label g: String) -> Int
    /// Existential metatypes alone and in a tuple: the forwarding closure captures the lone one
    /// and is handed the pair (docs/GeneratedMockShape.md, "Member kinds").
    func register(_ type: AnyClass) -> String
    func delegateType(_ type: any Delegate.Type) -> String
    func named(_ type: Any.Type, _ name: String) -> String
    /// One index of `Any`, by its own name and under an alias the generator cannot see through:
    /// the proxies' one-index form (`accessor(_:index:)`), not the parameter pack.
    subscript(key: Any) -> Int { get set }
    subscript(payload payload: EdgeCasePayload) -> String { get }
}

/// `Any` under another name.
public typealias EdgeCasePayload = Any

/// A generic class: the mock is generic too.
open class Box<T> {
    open var value: T
    public init(value: T) { self.value = value }
    open func get() -> T { value }
    open func map<U>(_ transform: (T) -> U) -> U { transform(value) }
}

/// A main-actor class: the mock inherits the isolation.
@MainActor
open class ViewModel {
    public init() {}
    open func load() async -> [String] { [] }
    open var title: String = ""
    nonisolated open func identifier() -> String { "view-model" }
}

/// A subclass fixing its superclass's generic parameter: the inherited members use `Int`.
open class IntBox: Box<Int> {
    open func doubled() -> Int { value * 2 }
}

/// Refining a protocol through its primary associated type fixes it.
public protocol StringRepository: Repository<String> {
    func count() -> Int
}

/// A result builder: requirements taking a closure marked with it.
@resultBuilder
public enum LinesBuilder {
    public static func buildBlock(_ lines: String...) -> [String] { lines }
}

/// A parameter marked with a result builder: the mock keeps the attribute, its proxy (whose
/// parameter is a matcher, not a closure) does not.
public protocol Page {
    func render(@LinesBuilder _ content: () -> [String]) -> String
}
