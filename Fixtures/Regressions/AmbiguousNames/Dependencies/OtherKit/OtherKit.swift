// Another Swift module declaring names the tested module declares too.
public struct Pc: Sendable { public init() {} }
public struct Token: Sendable { public init() {} }
public protocol Instruction { func run() }
