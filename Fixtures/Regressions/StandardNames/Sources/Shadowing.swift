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

/// A module's own `UInt8`: no numeric literal reaches it, so its proxies take no literal
/// overload (`in(with: UInt8)` beside `in(with: some Matchable<UInt8>)` did not compile; fuzz
/// find, seed 9001 Case276). `Swift.UInt8` written qualified keeps its overload.
public struct UInt8: Swift.Sendable, Swift.Hashable { public init() {} }

public protocol Sampler: Swift.Sendable {
    static func sample(with value: sending UInt8) async
    func level(_ value: UInt8, raw: Swift.UInt8) -> Swift.Int
}
