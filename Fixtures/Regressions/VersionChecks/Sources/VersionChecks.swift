// Clauses no supported compiler reads hold code of old Swift versions (as in Spectre's
// playground); Swift does not parse them, and neither does mockgen.

#if swift(>=3.0)
public protocol Context {
    func describe(_ name: String, closure: () -> Void)
}
#else
public protocol Context {
    func describe(name: String, closure: ContextType -> ())
}
#endif

#if compiler(<5.9)
public protocol Legacy { func run(_ x: T -> ()) }
#elseif os(Linux)
public protocol Platform { func linux() }
#else
public protocol Platform { func other() }
#endif

#if !swift(>=4.2)
public protocol Gone { func g(x: T -> ()) }
#else
public protocol Kept { var value: Int { get } }
#endif
