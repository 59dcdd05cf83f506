import Testing
import MockRuntime

/// The generated code's compile cost depends on the proxy being one reference: Swift then gives
/// every `__Proxy_X` the shared value witnesses of a single reference; with the context's state
/// inline, each proxy type got copy, destroy and enum-payload functions of its own, a fifth of
/// the LLVM IR of a debug build of mocks (docs/Performance.md, "What a debug build of the mocks
/// spends"). A field added to `ProxyContext` itself, rather than to its box, fails here.
@Suite struct ProxyLayoutTests {
    @Test func aProxyContextIsOneReference() {
        #expect(MemoryLayout<ProxyContext>.size == MemoryLayout<AnyObject>.size)
        #expect(MemoryLayout<ProxyContext>.stride == MemoryLayout<AnyObject>.stride)
    }

    @Test func aGeneratedProxyIsOneReference() {
        #expect(MemoryLayout<MockGreeter.Stubbing>.size == MemoryLayout<AnyObject>.size)
        #expect(MemoryLayout<MockService.Verification>.size == MemoryLayout<AnyObject>.size)
    }

    /// Computed member-table entries build a new descriptor at each use; identity is the index.
    @Test func aProxyStillStubsAndVerifiesThroughTheBox() {
        let greeter = MockGreeter()
        stub(greeter) { stub in when(stub.greet(anyString())).thenReturn("boxed") }
        #expect(greeter.greet("a") == "boxed")
        #expect(greeter.greet("b") == "boxed")
        verify(greeter, times(2)).greet(anyString())
    }
}
