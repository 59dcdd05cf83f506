#!/usr/bin/env swift
@_exported import Foundation
import func Darwin.sqrt
internal import protocol Foo.Bar
@preconcurrency import Dispatch

public protocol P<A, B>: class {
    associatedtype A
    associatedtype B: Sequence where B.Element == A
    static var shared: Self { get }
    var handler: (@Sendable (Int) -> Void)? { get set }
    func run(_ work: @escaping @MainActor () async throws -> sending Int) async throws(CancellationError)
    mutating func mutate<each T>(_ values: repeat each T) -> (repeat each T)
    func opaque(_ x: some Collection<Int>, _ y: any P & Q, z: borrowing Foo, w: consuming Bar, v: __owned Baz) -> some Equatable
    subscript<K: Hashable>(key key: K) -> [K: [String]]? { get nonmutating set }
    init(from decoder: any Decoder) throws
    func meta() -> (any P).Type
    func meta2() -> any P.Type
    func proto() -> P.Protocol
    func iuo() -> Int!
    func tup() -> (a: Int, b: String)
    func fn() -> (_ x: Int, _ y: inout Int) -> ()
    func ovar(_ f: ((Int) -> Void)?)
    func autoc(_ x: @autoclosure () -> Bool)
    func convention(_ f: @convention(c) (Int32) -> Int32)
    func nc() -> ~Copyable
    func iso(_ x: isolated (any Actor)? = #isolation)
    func back(`class`: Int, `default` x: Int)
}

@MainActor
open class Base<T: AnyObject>: NSObject, @unchecked Sendable where T: Codable {
    @objc(doIt:) dynamic open func doIt(_ x: Int) {}
    required public init() { super.init() }
    convenience init?(x: Int) { self.init() }
    init!(y: Int) {}
    public private(set) var count = 0
    nonisolated(unsafe) static var global: [Int] = []
    lazy var lz = Helper()
    weak var delegate: AnyObject?
    unowned(safe) let owner: Base
    @Published var name: String = "x"
    var closure = { (x: Int) -> Int in x }
    var computed: Int {
        get async throws { 1 }
    }
    var observed: Int = 0 {
        willSet(new) { }
        didSet { }
    }
    let tuple: (Int, Int) = (1, 2)
    var neg = -1.5, arr = [1, 2, 3], mixed = [1, "a"], dict: [String: Int] = [:]
    let cast = value as Double
    let cast2 = value as? Double
    let call = Foo.Bar<Int>(x: 1)
    let call2 = Foo.init()
    let call3 = Foo { }
    let call4 = foo.bar()
    let call5 = [String: Int]()
    final class func cf() {}
    override func ov() {}
    deinit {}
    static func == (lhs: Base, rhs: Base) -> Bool { true }
    static prefix func - (x: Base) -> Base { x }
    func `default`() {}
    func throwing() throws(any Error) {}
    func reasyncF() reasync {}
    func gen<T>() where T: Equatable, T == Int {}
    @discardableResult func variadic(_ xs: Int..., y: String...) -> Int { 0 }
    func defaults(a: Int = 1, b: [Int] = [1, 2], c: () -> Void = {}) {}
    #if DEBUG
    func debugOnly() {}
    #elseif os(Linux) || os(Windows)
    func linux() {}
    #endif
}

indirect enum Tree<V> {
    case leaf(V), node(left: Tree, right: Tree)
    case empty
    @available(*, deprecated) case old(_: Int, _ named: String = "")
}

extension [Int] {}
extension Dictionary<String, Int> where Value: Sendable {}
extension Optional: P where Wrapped: P {}
actor A { nonisolated func n() {} ; distributed func d() {} }
typealias Pair<T> = (T, T)
typealias Fn = (Int) throws -> Void
typealias KP = WritableKeyPath<Base<Foo>, Int>
macro Stringify(_ x: Int) = #externalMacro(module: "M", type: "S")
precedencegroup G { associativity: left }
infix operator +++: G
#warning("x")
let globalInfer = true
var x = 1, y: String
func topLevel() {
    struct Local { var z: Int }
}
if true { let notADecl = 1 }
struct Value<let N: Int, T: ~Copyable & ~Escapable> {}
func packs<each T: Sendable>(_ t: repeat each T) where repeat each T: Equatable {}
func sendingResult() -> sending String { "" }
func opaqueParam(_ x: inout some P) {}
protocol Q { func f() -> Self.Element.Index }
struct Wrapper { @Wrapped(x: 1) var w: Int; func pw(@Binding x: Int) {} }
