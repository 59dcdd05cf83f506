import CFixture
import CFixtureFacade
import MockRuntime
import Synchronization
import Testing

/// C globals through the facade: Swift 6 refuses `CFixture.cf_verbosity` in code under test
/// ("not concurrency-safe"); `api.cf_verbosity` reads and writes the real global through the live
/// implementation, and is a stubbable, verifiable property of the mock.
@Suite(.serialized) struct GlobalVariableTests {
    enum Hook {
        static let frees = Atomic<Int>(0)
    }

    @Test func theLiveImplementationReadsAndWritesTheGlobals() {
        let live = CFixtureLive()
        #expect(live.cf_abi_version == 3)
        let verbosity = live.cf_verbosity
        defer { live.cf_verbosity = verbosity }
        live.cf_verbosity = 5
        #expect(live.cf_verbosity == 5)

        // A function-pointer global (as libxml2's xmlFree): the C library calls what Swift set.
        let original = live.cf_free
        defer { live.cf_free = original }
        live.cf_free = { pointer in
            GlobalVariableTests.Hook.frees.add(1, ordering: .relaxed)
            free(pointer)
        }
        let before = Hook.frees.load(ordering: .relaxed)
        live.cf_release_buffer(malloc(16))
        #expect(Hook.frees.load(ordering: .relaxed) == before + 1)
    }

    @Test func theMockStubsAndVerifiesTheGlobals() {
        let mock = MockCFixtureAPI()
        stub(mock) { stub in
            when(stub.cf_verbosity.get).thenReturn(7)
            when(stub.cf_verbosity.set(any())).thenDoNothing()
            when(stub.cf_abi_version.get).thenReturn(4)
        }
        let api: any CFixtureAPI = mock
        #expect(api.cf_verbosity == 7)
        api.cf_verbosity = 9
        #expect(api.cf_abi_version == 4)
        verify(mock).cf_verbosity.set(9)
        verify(mock, never()).cf_verbosity.set(equal(to: 8))
        verify(mock, times(1)).cf_verbosity.get()
    }
}
