// The same name under different scopes or exclusive `#if` branches gets a mock each; the same
// name twice at one scope (sources of two modules given as one input) is reported, and only
// the first gets a mock (see MockgenCoreTests for the warning).
public protocol Svc { func a() }
public enum Billing { public protocol Svc { func charge(_ cents: Int) } }
public struct Shipping { public protocol Svc { func ship() -> Bool } }
#if os(Linux)
public protocol Platform { func linux() }
#else
public protocol Platform { func other() }
#endif
