/* outer /* nested */ still comment */
let s1 = "a \(foo("}")) b"
let s2 = #"raw "quoted" \(notInterp)"#
let s3 = """
    multi "quoted" \(x) ""
    """
let r1 = /a+b/
let r2 = #/a{2}/#
let `hello world` = 1
let 变量 = 2
let kp = \Foo.bar
var cmp = a < b, other = c > d
func defaults(x: Bool = a < b, y: Int = (1 > 2) ? 3 : 4, z: String = "}", w: () -> Void = { print("{") }) {}
enum Raw: String { case a = "x,y", b = "}" ; case c }
@attached(member, names: named(init), arbitrary) macro M() = #externalMacro(module: "A", type: "B")
@freestanding(expression) public macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "A", type: "B")
struct S {
    static subscript(i: Int) -> Int { 0 }
    class var cv: Int { 0 }
    init<T>(_ t: T) where T: P {}
    func f() -> [Int: (a: Int, b: [String?])] { [:] }
    var closureVar: (Int) -> Int = { $0 } { didSet {} }
    #if swift(>=5.9) && !os(Linux)
      #if DEBUG
    var nested: Int
      #endif
    #elseif canImport(UIKit)
    var ui: Int
    #else
    #endif
    @available(iOS, introduced: 13.0, deprecated: 15.0, message: "use (x) instead")
    func avail() {}
    func `func`(`in` x: Int) {}
    var x: Int { get { 1 } set(v) { } }
    var y: Int {
        get throws { 1 }
    }
    private(set) lazy var lz: [String: [Int]] = [:]
    let optionalCall = Foo?.none
    let g = Array<Int>()
    let h = Set<String>.init(minimumCapacity: 3)
    let i = [[Int]]()
    let j = Int.max
    let k = Foo.Bar.init
    let l = (1)
    let m = -x
    let n = 0x1F
    let o = 1_000.5e3
    let p = true ? 1 : 2
    let q = "a" as String?
    let r = x as! Foo
    let t = Foo() as Bar
    let u = [1.0, 2.5]
    let v = ["a", "b",]
    let w = [true]
    let z: Int? = nil, zz = Foo<Int, String>(x)
}
protocol WithWhere where Self: AnyObject {}
extension WithWhere where Self: Equatable { func eq() {} }
class Sub: Base<Int>, P.Q {}
func f(_ x: Int, _ y: Int) -> some P<Int> & Q {}
func g() -> (Int?) -> Void {}
func h(x: [Int]? = nil, y: Int! = 0) {}
func i(_ c: @escaping @Sendable () async -> ()) rethrows {}
func j() async throws -> (Int, (String) -> Void) {}
func k<T, U>(_ t: T, _ u: U) -> T where T: Collection, U: Collection, T.Element == U.Element {}
