// Type names declared by this module and by modules it imports (a Swift dependency, a C module,
// Foundation): inside the module its own declaration wins; in the generated file, which imports
// them all, each must be written so that it resolves to this module's type.
import CPc
import Foundation
import OtherKit

public struct Pc: Hashable, Sendable { public var offset: Int; public init(offset: Int) { self.offset = offset } }
public struct Token: Sendable { public init() {} }
public struct Frame: Sendable { public init() {} }
public final class Scanner: @unchecked Sendable { public init() {} }

public protocol Interpreter {
    func step(from pc: Pc) -> Pc
    func tokens(at pc: Pc?) throws -> [Token]
    func frames() -> [Pc: Frame]
    var scanner: Scanner { get }
    func run(_ instruction: any Instruction)
    func native(_ raw: CPc.Pc) -> UInt
}

open class Machine {
    public init() {}
    open func jump(to pc: Pc) -> Token { Token() }
    open func frame(_ make: (Pc) -> Frame) -> Frame { make(Pc(offset: 0)) }
}

/// A class nested in a generic type: inside `extension Registry` the bare `Registry` has the
/// type's own arguments, `AmbiguousNames.Registry` would need them (swift-nio's
/// `ThreadSpecificVariable.Key`), so generic types keep their bare name.
public final class Registry<Value: AnyObject> {
    public init() {}
    open class Slot {
        public init() {}
        open func load() -> Int { 0 }
    }
}

/// Declared only for another platform: on this one `Native` is the C module's typedef, so it is
/// not written `AmbiguousNames.Native` (FlyingSocks's Windows-only `sa_family_t`).
#if os(Windows)
public typealias Native = Int16
#endif

public protocol Platform {
    func convert(_ value: Native) -> Native
}
