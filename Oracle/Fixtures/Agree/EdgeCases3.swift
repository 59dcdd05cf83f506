@objc(MyClass) @_spi(Private) public final class K: NSObject {
    @objc(setValue:forKey:) override func setValue(_ v: Any?, forKey k: String) {}
    @_implements(Equatable, ==(_:_:)) static func eq(_ a: K, _ b: K) -> Bool { true }
    @_disfavoredOverload consuming func c() {}
    borrowing func b() {}
    __consuming func old() {}
    package func pk() {}
    public nonisolated(unsafe) var nu: Int = 0
    fileprivate(set) public var fp = [String: [Int]]()
    @TaskLocal static var tl: Int?
    @Wrapper<Int> var w1: Int
    @Option(transform: { $0.uppercased() }) var opt: String
    convenience required init(a: Int) async throws {}
    open override var x: Int { get { 1 } set {} }
    var y: Int { @inlinable get { 0 } }
    static func <~> (l: K, r: K) -> K { l }
    prefix static func ∘ (x: K) -> K { x }
    func `test something`() {}
    func g<T>(_: T.Type = T.self) {}
    func h(_ x: [Int: String]...) {}
    func i(_ f: (inout [Int]) -> ()) {}
    func j(_ f: @Sendable @escaping () -> Void) {}
    func k(_ x: sending Int, _ y: borrowing some P, _ z: (Int...) -> Void) {}
    func l<T: ~Copyable>(_ t: borrowing T) {}
    func m() -> AnyObject & P {}
    func n() -> Self.Type.Type {}
    func o() -> (@Sendable () -> Void)? {}
    func p() -> ([Int]?, [Int?], [Int]!) {}
    func q() -> any Collection<Int> {}
    func r<each T>() -> (repeat (each T)?) {}
    func s() -> InlineArray<3, Int> {}
    func t() throws(E) -> Never {}
    func u(_ f: (Int) throws(E) -> Void) {}
    subscript(_ i: Int, default d: Int = 0) -> Int { get { 0 } set { } }
    static subscript(dynamicMember member: String) -> Int { 0 }
    var z: Int { get async throws(E) { 0 } }
    let closureCall: Int = { 1 }()
    let str = "#if x // } {"
    // }
    /* { */
}
@resultBuilder struct B { static func buildBlock(_ c: Int...) -> Int { 0 } }
@propertyWrapper struct W<T> { var wrappedValue: T; var projectedValue: Self { self } }
struct NC: ~Copyable { deinit {} }
protocol PA: Actor, AnyObject { associatedtype X: P = Y where X.Z == Int }
extension Outer<Int>.Inner where T == Int, U: P {}
enum E2 {
    case a(_ x: Int = 1),
         b
    #if DEBUG
    case dbg
    #elseif RELEASE
    case rel(String)
    #endif
}
typealias A = B.C<D>.E
let (ta, tb) = (1, 2)
func outer() { func inner() {} }
