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
