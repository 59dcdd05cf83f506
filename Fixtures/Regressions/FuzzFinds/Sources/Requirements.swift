// Inputs whose mocks once failed to compile, found by mockgen-fuzz (reduced, renamed).
import Foundation

/// Variadic closure types in a metatype expression (`((Int...) throws -> Value)?.self` does not
/// parse as an expression).
public protocol VariadicClosures {
    var reducer: ((Int...) throws -> Int)? { get async throws }
    func make() -> (Int...) -> Void
}

/// The same requirement under `#if` and unconditionally: the mock needs it in every build.
public protocol Repeated: Sendable {
    #if DEBUG
    func first<T: Equatable>(_ value: T, in values: [T]) -> T?
    #endif
    func first<T: Equatable>(_ value: T, in values: [T]) -> T?
    #if os(Linux)
    func platform() -> String
    #elseif os(macOS)
    func platform() -> String
    #endif
}

/// Subscripts overloaded by result type, one of them with an associated type.
public protocol ResultOverloads: AnyObject, Sendable {
    associatedtype Element: Codable
    subscript(keys: Set<Int>) -> (Int, String) { get set }
    subscript(keys: Set<Int>) -> [Element] { get }
}

@globalActor public actor StorageActor {
    public static let shared = StorageActor()
}

/// An explicitly `nonisolated` requirement restated, isolated, by a refinement.
@StorageActor public protocol Lookup {
    nonisolated func find<T: Equatable>(_ value: T, in values: [T]) -> T?
}

public protocol CachedLookup: Lookup {
    func find<T: Equatable>(_ value: T, in values: [T]) -> T?
}

/// Subscripts overloaded by a result type the other converts to (`Set<Int>` is `Sendable`): no
/// expression picks one, so they get no default implementation.
@MainActor public protocol ConvertibleResults {
    #if swift(>=5.9)
    subscript(flag: Bool) -> any Sendable { get }
    #endif
    subscript(flag: Bool) -> Set<Int> { get set }
}

/// One property name with two types along the refinement: no type can declare both, so
/// `Conflicting` gets no mock (a warning says why); `Named` still does.
public final class Payload {
    public init() {}
}

public protocol Named: AnyObject, Sendable {
    var name: Payload { get }
}

public protocol Conflicting: Named {
    var name: String { get throws }
}

/// Overloads of which one uses an associated type: Swift could also infer the associated type
/// from a sibling witness, so the mock names its generic parameters `__Key` and states
/// `typealias Key = __Key`.
public protocol Indexed {
    associatedtype Key
    associatedtype Value: Hashable & Sendable
    subscript<T: Hashable>(position: T) -> Key { get }
    subscript<T: Hashable>(position: T) -> Value { get set }
}

@globalActor public actor IndexActor {
    public static let shared = IndexActor()
}

@IndexActor public protocol ByData {
    subscript(data: Data) -> [Int] { get set }
}

public protocol ByKey<Key>: ByData, Sendable {
    associatedtype Key
    subscript(data: Key) -> [Int] { get }
}

/// Subscripts overloaded by result type where `[Int]` converts to `any Sendable`, settable.
public protocol Convertible {
    subscript(values: [Int]) -> [Int] { get set }
    subscript(values: [Int]) -> any Sendable { get set }
}

/// A refinement redeclares an `async` requirement as `throws(E)`: the mock's member is neither
/// (it satisfies both), and has no forwarding, which would reach the throwing one.
public enum SyncFailure: Error { case broken }

public protocol Syncing: Sendable {
    func sync() async
}

public protocol StrictSyncing: Syncing {
    func sync() throws(SyncFailure)
}

/// One class declares a method twice, overloaded by its effects only: the mock leaves both to
/// the class rather than merging them into one override.
open class Worker<T> {
    public init() {}
    open func run() async {}
    open func run() throws {}
    open func stop() -> Bool { true }
}

/// One property name with another type in another `#if` branch: each build's declaration is
/// mocked under its own conditions.
public protocol PlatformHandle {
    #if os(Linux)
    var handle: Int { get }
    #else
    var handle: String { get }
    #endif
}

@MainActor open class Settings {
    public init() {}
    #if DEBUG_ONLY_FLAG
    open var level: Int? = nil
    #endif
    open var level: Payload = Payload()
}

/// The same property in both branches of an `#if` (merged under `A || !A`) next to an
/// inherited one of another type: no type can declare both, so no mock (a warning says why).
public protocol Counted: Sendable {
    var count: UInt8 { get throws }
}

@MainActor public protocol Tallied: Counted {
    #if os(Linux)
    var count: Any { get set }
    #else
    var count: Any { get set }
    #endif
}

/// A class overloading a method by result type where one result converts to the other (`Int?`):
/// the class mock still forwards to `super` (its context picks the overload).
open class Overloaded {
    public init() {}
    open func next() {}
    open func next() throws -> Int? { nil }
    open func value() -> [Int] { [] }
    open func value() -> Any { 0 }
}

/// A lone `Any` parameter or subscript index: Swift 6.3 does not equate `(repeat each T)` with
/// `Any`, so the proxies' one-matcher calls do not go through the parameter pack.
public protocol AnyIndexed: Actor {
    subscript(i: Any) -> Int { get set }
    func take(_ value: Any) -> Int
}

/// A static async member of a `@MainActor` protocol: static entry points already run in the
/// caller's isolation, so there is no isolated variant of them.
@MainActor public protocol IsolatedFactory {
    static func make(with value: any Sendable) async -> [Int]
}

/// Member table names: the second `k1` is numbered `k13`, not `k12`, which another member
/// already is.
open class NumberedOverloads {
    public init() {}
    open func k1(for value: Bool) -> Bool { value }
    open func k12(with value: Int) {}
    open func k1(_ value: Int) {}
}

/// A property restated with a weaker getter: the mock's getter is the weaker one, and it is not
/// forwarded through the existential (Swift 6.3 crashed on the ambiguous `$0.value`).
public protocol Readable {
    var value: [Int] { get async throws }
}

public protocol Restated<Item>: Readable, Sendable {
    associatedtype Item
    var value: [Int] { get }
}

/// A global actor's class with a method named `self`: reported, the rest mocked.
@MainActor open class Isolated {
    public init() {}
    open func `self`(with value: Int) -> Int { value }
    open func plain() -> Int { 0 }
}

/// A `borrowing` tuple: Swift 6.3 crashes compiling the mock's copy of it, so the requirement is
/// reported (and its protocol gets no mock); a `consuming` one is moved, and mocked.
public protocol BorrowedPairs {
    func take(_ pair: borrowing (Int, String)) -> Int
}

public protocol ConsumedPairs {
    func take(_ pair: consuming (Int, String)) -> Int
    func later(_ pair: consuming (Int, String)) async -> Int
}

/// `async -> Never`: Swift 6.3 warns on the mock's `await` of a call that never returns, so the
/// requirement is reported; a synchronous one is mocked.
public protocol Stopper {
    func stop() async -> Never
}

public protocol Halting {
    func halt() -> Never
    func other() -> Int
}

/// A non-escaping `nonisolated(nonsending)` closure parameter crashes Swift 6.3 in the mock: the
/// requirement is reported.
public protocol NonsendingBodies {
    func run(_ body: nonisolated(nonsending) () async -> Int) async -> Int
}

/// A `final` overload differing only by result: the mock overrides the other one, whose
/// forwarding closures must spell their result or `super.tag()` is ambiguous (fuzz find, seed 2911).
open class Tagger {
    public init() {}
    open func tag() throws {}
    public final func tag() -> sending String { "final" }
    open func label(_ value: Int) -> Int { value }
    public final func label(_ value: Int) -> String { String(value) }
}

/// A protocol isolated to one global actor refining one isolated to another, both declaring
/// `touch()`: only a `nonisolated` witness satisfies the `@MainActor` requirement in the
/// `@TouchActor` mock (fuzz find, seed 5209).
@globalActor public actor TouchActor { public static let shared = TouchActor() }

@MainActor public protocol MainTouching {
    func touch()
}

@TouchActor public protocol WorkerTouching: MainTouching {
    func touch()
    func work() -> Int
}

/// A `nonisolated(nonsending)` method named `self`: its forwarding closure runs isolated, where
/// Swift 6.3 warns that `$0.self(…)` "refers to the method", so it is not forwarded (fuzz find,
/// seed 5209).
public protocol CallerNamedSelf {
    nonisolated(nonsending) func `self`(as value: UInt8) async -> Int
}

/// A generic subclass inheriting a method generic over a parameter of the same name as its own:
/// inside the generic mock (and its proxy) the method's `T` would shadow the class's, which
/// Swift warns about; the mock names it `__T` (fuzz find, seed 6113).
open class Measurer {
    public init() {}
    open func measure<T>(_ value: T) -> Int { 1 }
    open func first<T: Collection>(_ values: T) -> T.Element? where T.Element: Equatable { values.first }
}

open class TypedMeasurer<T: Sendable & Hashable>: Measurer {
    open func typed(_ value: T) -> Int { 2 }
}

/// Requirements of a `@MainActor` protocol refined by one isolated to another global actor:
/// the mock's witnesses stay `@MainActor` (a nonisolated one could not forward a synchronous
/// call to the `@MainActor` default implementation, nor take non-`Sendable` arguments of an
/// `async` one). Fuzz finds, seed 8329 (Cases 1133 and 136).
public struct SealConfig: Sendable, Equatable {
    public var strength: Int
    public init(strength: Int) { self.strength = strength }
}

@MainActor public protocol Sealing: Sendable {
    func seal(_ count: Int) -> sending SealConfig
    func collect<T: Equatable>(_ values: [T]) async -> sending Double
}

@TouchActor public protocol Workshop: Sealing, AnyObject {
    func work() -> Int
}

/// A protocol named `Any` with associated-type requirements: an unquoted `Any` in its
/// requirements is Swift's, never written `any Any` (fuzz find, seed 8329 Case316).
public protocol `Any`: ExpressibleByIntegerLiteral {
    func anything(_ flag: consuming Bool) -> sending Any
}

/// A parameter named like the generic parameter the stub's result names: inside the stub,
/// `` `Type`?.self `` would read the parameter, so the stub names it `__Type` (fuzz find, seed
/// 10321 Case329).
public protocol TypeKeyed<`Type`>: Actor {
    associatedtype `Type`: Codable & Sendable
    static func make(for `Type`: Int?, with `where`: @escaping @Sendable (Int) -> Int) -> sending `Type`?
}

/// Two protocols of one name, one nested in an enum met first: a protocol refining the name
/// outside the enum refines the file-level one, whose requirement the mock implements (fuzz
/// find, seed 12553 Case815).
public enum Resolvers {
    public protocol Resolving {}
}

public protocol Resolving {
    func find(_ key: String) throws -> Result<Int, any Error>
}

public protocol CachedResolving: Resolving, AnyObject {
    func flush()
}

/// An `async` method beside a property of the same name (valid: the `async` tells them apart).
/// Their proxies are both synchronous, so the method's takes a defaulted `()` (fuzz find, seed
/// 52098 Case3598).
public protocol Feed: AnyObject {
    func updates() async -> Int
    var updates: [Int] { get }
    static func latest() async throws -> String
    static var latest: String { get }
}

/// Existential metatypes passed `borrowing`, `consuming` or `sending`: the mock's explicit copy
/// of one drew "constant '__p1' inferred to have type 'AnyClass', which may be unexpected" (now
/// typed), and `__sendingCopy(p1)` of an `Any.Type` took it for an `Any` (now `p1 as Any.Type`)
/// (fuzz finds, seed 4242 with the ownership pool, Case143 and Case1006).
public protocol MetatypeOwnership {
    func register(_ type: borrowing AnyClass, named name: consuming Any.Type) -> Int
    func adopt(_ type: sending Any.Type) -> Int
    func check(_ type: borrowing Any.Type) async -> Bool
}

open class MetatypeRegistry {
    public init() {}
    open func adopt(_ type: sending Any.Type, label: String?) -> Int? { nil }
}
