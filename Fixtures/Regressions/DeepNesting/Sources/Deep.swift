/// Types and bodies nested deeper than mockgen's limits of earlier releases (170 levels of a
/// type, 48 of bodies) but within what Swift's compiler accepts: each requirement is mocked as
/// read, and the mocks compile (the compiler's own limits: docs/FrontEnd.md, "Limits").
/// The depths stay moderate so the compiler checks them in a second; `DeepNestingTests`
/// parses each shape at mockgen's limit of 10,000. The exercise calls only `parenthesized`
/// and `Innermost` (see there why).

public protocol Deep: AnyObject {
    /// 400 levels of `Array<`.
    func generic(_ value: Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Int>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>) -> Int
    /// 200 levels of `() -> `.
    func function(_ make: @escaping () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> Int) -> Int
    /// 200 levels of `?`.
    func optional(_ value: Int????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????) -> Int
    /// 200 levels of `(`.
    func parenthesized(_ value: ((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((Int))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))) -> Int
    /// 100 levels of `[String: `.
    var table: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: Int]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]] { get }
}

/// A protocol in 12 levels of type bodies (the compiler's module emission slows down twofold
/// with each level), with a requirement under 200 levels of `#if` (the compiler counts both in
/// one limit of 256).
public enum Level0 {
public enum Level1 {
public enum Level2 {
public enum Level3 {
public enum Level4 {
public enum Level5 {
public enum Level6 {
public enum Level7 {
public enum Level8 {
public enum Level9 {
public enum Level10 {
public enum Level11 {
public protocol Innermost: AnyObject {
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
#if true
    func reached() -> Int
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
}
}
}
}
}
}
}
}
}
}
}
}
}
