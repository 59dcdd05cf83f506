// A module that declares a type named like itself: `SelfNamed.Pc` would look `Pc` up in the
// struct, so the mocks qualify names with a module selector (`SelfNamed::Pc`).
import CSelf
import Foundation

public struct SelfNamed: Sendable { public init() {} }
public struct Pc: Sendable { public init() {} }
public struct Scanner: Sendable { public init() {} }

public protocol Tracker {
    func current() -> SelfNamed
    func advance(_ pc: Pc) -> Pc
    func scan(with scanner: Scanner) -> [Pc]
}
