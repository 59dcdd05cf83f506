// Names Swift reads as keywords after a dot (`M.Type` is a metatype, `x.self` the value itself):
// a type named `Type` must be written ``M.`Type` `` when module-qualified (every name is, without
// `--dependency`, since `Lexicon` may declare any), and member tables cannot have a `Type` entry.
import Lexicon

public protocol `Type` { func name() -> String }

public protocol `Protocol` { func kind() -> `Type` }

public protocol Uses {
    func of(_ t: `Type`, _ p: any `Protocol`, _ w: Word) -> Int
    func `default`(`for` value: Int, `in` other: Int) -> Int
    var `self`: Int { get }
    func `Type`() -> Int
    func `init`(`init`: Int)
    func `subscript`(_ x: Int)
    static func `class`() -> Int
    var `Protocol`: String { get set }
    var `Any`: Int { get }
    /// The mock's body calls `self.__call…`: the parameter gets another name inside it.
    func named(`self`: Int) -> Int
}

/// An associated type named `Type`: `__O.Type` would be a metatype, so the mock has no
/// forwarding through an opened existential.
public protocol Holder {
    associatedtype `Type`
    func value() -> `Type`
}

public enum Outer {
    /// Inside `Outer`, `Type` is this one, not the module's.
    public protocol `Type` { func inner() -> Int }
    public protocol User { func use(_ t: `Type`) -> Outer.`Type` }
}

open class `Self_` {
    public init() {}
    open func `Type`() -> Int { 0 }
    open var `Protocol`: Int { 1 }
}

/// Members named `Self` hide the keyword in the mock's expressions (`Self.self`, `Self.__call`):
/// the mock spells its own type `(__mockType() as Self.Type)` there.
public protocol SelfNamed {
    func `Self`() -> Int
    static func make() -> Int
}

public protocol StaticSelf {
    static var `Self`: Int { get }
    func value() -> Int
}

/// A parameter named like its protocol: its local copy (`__Table`) would be the member table's
/// name, so it takes another (`__TableValue`).
public protocol Table {
    func put(_ Table: inout Int)
    static func make(for Table: @autoclosure () -> Int) -> Int
}
