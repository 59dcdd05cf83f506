// Requirements and protocols that use `@_spi` types: the generated file imports the module
// with the groups it needs (`@_spi(Internals) @testable import SPIImports`) and marks the
// mocks of SPI declarations with the same group.

@_spi(Internals) public struct Token: Sendable, Equatable {
    public var raw: String
    public init(raw: String) { self.raw = raw }
}

public protocol Session {
    @_spi(Internals) func authorize(with token: Token) -> Bool
    func close()
}

@_spi(Internals) public protocol TokenSource {
    func next() -> Token
}

@_spi(Experimental) public protocol Beta {
    func tryIt() async -> Int
}

// A requirement without SPI of its own that mentions SPI types, however nested.
@_spi(Platform) public enum Abi {
    public struct Stat: Sendable, Equatable { public var size: Int; public init(size: Int) { self.size = size } }
}

public enum Outer {
    @_spi(Nested) public struct Handle: Sendable { public init() {} }
}

@_spi(Aliases) public typealias Descriptor = Int32

/// An internal refinement of a public protocol with an SPI requirement: the internal mock's
/// member cannot be `@_spi`, but the import still needs the group.
protocol InternalSession: Session {
    func refresh()
}

protocol FileSystem {
    func stat(_ path: String) -> Abi.Stat
    func open(_ path: String) -> [Outer.Handle]?
    func close(_ descriptor: Descriptor)
}
