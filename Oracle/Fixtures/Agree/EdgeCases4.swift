let s1 = "outer \("inner \("deep")") done"
let s2 = ##"a"#b \#(x) \##(y)"##
let s3 = """
    line \("""
        nested
        """) end
    #if notAnIf
    """
let d = a / b / c
let r = /[a-z]+\//
let u = "\u{1F600} /* not a comment */ // nor this"
/* a "quote" in a comment */
let sel = #selector(Foo.bar(_:))
let kp = #keyPath(Foo.bar)
@available(*, deprecated, message: "a)b(c")
func av() {}
@_specialize(exported: true, kind: full, where T == (Int, String))
func sp<T>(_ t: T) {}
struct Bodies {
    let x = { () -> Int in var y = 1; func f() {}; struct L {}; y += 1; return y }()
    var g: Int { struct L {}; func h() {}; return 1 }
    var o: Int = 0 { willSet { let c = { (v: Int) in v }; _ = c } }
    func body() {
        #if DEBUG
        func debugHelper() {}
        #endif
        class Inner { var z = 0 }
    }
    var a1 = 1; var a2 = 2
    subscript(i: Int) -> Int { _read { yield 0 } _modify { var v = 0; yield &v } }
    subscript(p i: Int) -> Int { unsafeAddress { fatalError() } unsafeMutableAddress { fatalError() } }
    var _x: Int
    var x: Int {
        @storageRestrictions(initializes: _x)
        init(initialValue) { _x = initialValue }
        get { _x }
        set { _x = newValue }
    }
    init?<T>(_ t: T) async throws(E) {}
    func f() async throws(E) -> sending Int { 0 }
}
struct A {} ; struct B {}
enum Neg: Int { case a = -1 // trailing
    case b = 2 /* block */, c
}
func multi<T,
           U>(
    _ t: T,
    _ u: U
) -> Int
where T: A & B,
      U: C
{ 0 }
protocol Acc { var v: Int { get throws(E) } }
extension Array where Element == Int { typealias E = Int }
let emoji👍 = 1
let λ = { (x: Int) in x }
var withClosureDefault: (Int) -> Int = { $0 + 1 } // comment with }
