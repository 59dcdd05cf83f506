// Types named like the standard library's, Foundation's and MockRuntime's: inside this module
// they win over those, and so they do in a generated file that imports it. The mocks must spell
// every such name they write themselves qualified (`Swift.Error`, `MockRuntime.MockManager`).
public struct Error: Swift.Error, Swift.Equatable { public var code: Swift.Int; public init(code: Swift.Int) { self.code = code } }
public enum Result { case done }
public struct Bool {}
public struct Int {}
public struct UInt {}
public struct String {}
public struct StaticString {}
public struct Void {}
public struct Never {}
public protocol Sendable {}
public struct Hasher {}
public struct ObjectIdentifier {}
public struct Mirror {}
public struct Encoder {}
public struct Decoder {}
public struct NSObject {}
// MockRuntime's own names.
public struct Mock {}
public struct MockStub {}
public struct StaticMock {}
public struct MockManager {}
public struct MockMember {}
public struct MockProxy {}
public struct ProxyContext {}
public struct Matchable {}
public struct OptionalMatchable {}
public struct DefaultValueRegistry {}
public struct VerifiedCalls {}
public struct NoDefaultImplementation {}
public struct Stub {}
public struct Call {}
public struct Proxy {}
public struct Property {}
// MockRuntime names the generated code never writes, but imports: the module's are written
// `StandardNames.ClassMock` in the mocks.
public struct ClassMock: Swift.Equatable { public init() {} }
public struct ProtocolMock {}
public struct MockError {}
