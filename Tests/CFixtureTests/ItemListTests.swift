import CFixture
import CFixtureFacade
import MockRuntime
import Testing

/// The C fixture end to end: `ItemList` through the generated live implementation (the real C
/// code) and through the generated mock, which stands in for every C call.
@Suite struct ItemListTests {
    /// A handle the mock hands out: an address no allocation returns, never dereferenced.
    static var handle: OpaquePointer { OpaquePointer(bitPattern: 0xC0FFEE)! }

    @Test func theLiveImplementationCallsTheCLibrary() throws {
        let list = try ItemList(named: "live")
        try list.add("a", size: 1)
        try list.add("bb", size: 22)
        try list.add("ccc", size: 333)
        #expect(list.count == 3)
        #expect(list.allNames() == ["a", "bb", "ccc"])
        #expect(list.size(of: "bb") == 22)
        #expect(list.size(of: "zz") == nil)
    }

    /// A deprecated C function: deprecated in the facade (this test says it calls one), and the
    /// generated facade, mock and seam compile without a warning; live and mocked alike.
    @available(*, deprecated)
    @Test func aDeprecatedFunctionIsMockedAndCalledLive() throws {
        let live = CFixtureLive()
        var handle: OpaquePointer?
        #expect(live.cf_open("deprecated", &handle) == Int32(CF_OK.rawValue))
        #expect(live.cf_size(handle) == 0)
        live.cf_close(handle)
        let mock = MockCFixtureAPI()
        stub(mock) { when($0.cf_size(any())).thenReturn(41) }
        #expect(mock.cf_size(Self.handle) == 41)
        verify(mock).cf_size(any())
    }

    /// A C enum is matched by its constant: the generated file makes it `Matchable`.
    @Test func aCEnumIsMatchedByItsConstant() {
        let mock = MockCFixtureAPI()
        stub(mock) { stub in
            when(stub.cf_fill(any(), CF_READ)).then { digest, _ in digest?.pointee = 1 }
            when(stub.cf_fill(any(), CF_WRITE)).then { digest, _ in digest?.pointee = 2 }
        }
        var byte: UInt8 = 0
        mock.cf_fill(&byte, CF_WRITE)
        #expect(byte == 2)
        mock.cf_fill(&byte, CF_READ)
        #expect(byte == 1)
        verify(mock, times(1)).cf_fill(any(), CF_WRITE)
    }

    /// Integer literals match `int`, `long long` and typedefs of them (`cf_int64`, `cf_origin`,
    /// an `unsigned short`) without `Int32(…)`, mixed with matchers; live, the C code answers.
    @Test func integerLiteralsMatchCIntegerParameters() {
        let mock = MockCFixtureAPI()
        stub(mock) { stub in
            when(stub.cf_seek(any(), 0, 2)).thenReturn(99)
            when(stub.cf_seek(any(), any(), 1)).thenReturn(-1)
            when(stub.cf_seek(any(), 16, any())).thenReturn(16)
            when(stub.cf_value_of(any(), 1)).thenReturn(cf_value(real: 0.5))
        }
        #expect(mock.cf_seek(Self.handle, 0, 2) == 99)
        #expect(mock.cf_seek(Self.handle, 8, 1) == -1)
        #expect(mock.cf_seek(Self.handle, 16, 0) == 16)
        var item = cf_item(name: nil, size: 3, flags: 0)
        #expect(mock.cf_value_of(&item, 1).real == 0.5)
        verify(mock).cf_seek(any(), 0, 2)
        verify(mock).cf_seek(any(), 16, 0)
        verify(mock, never()).cf_seek(any(), 1, 1)
        verify(mock).cf_value_of(any(), 1)

        let live = CFixtureLive()
        var handle: OpaquePointer?
        #expect(live.cf_open("seek", &handle) == Int32(CF_OK.rawValue))
        #expect(live.cf_add(handle, item) == Int32(CF_OK.rawValue))
        #expect(live.cf_seek(handle, 5, 2) == 6)
        live.cf_close(handle)
    }

    /// A mock that opens `handle` (written through `cf_open`'s out-parameter) and closes it.
    static func openingMock() -> MockCFixtureAPI {
        let mock = MockCFixtureAPI()
        stub(mock) { stub in
            when(stub.cf_open(any(), any())).then { _, out in
                out?.pointee = handle
                return Int32(CF_OK.rawValue)
            }
            when(stub.cf_close(any())).thenDoNothing()
        }
        return mock
    }

    @Test func theMockStandsInForEveryCCall() throws {
        let mock = Self.openingMock()
        stub(mock) { stub in
            when(stub.cf_count(any())).thenReturn(7)
            when(stub.cf_add(any(), any())).thenReturn(Int32(CF_OK.rawValue))
        }
        do {
            let list = try ItemList(named: "mocked", api: mock)
            try list.add("x", size: 5)
            #expect(list.count == 7)
        }
        verify(mock).cf_open(any(), any())
        let added = ArgumentCaptor<cf_item>()
        verify(mock).cf_add(equal(to: Self.handle), added.capture())
        #expect(added.value?.size == 5)
        // The list closed the handle the mock gave it when it went away.
        verify(mock).cf_close(equal(to: Self.handle))
    }

    @Test func aFailedOpenIsReportedWithItsStatus() {
        let mock = MockCFixtureAPI()
        stub(mock) { stub in when(stub.cf_open(any(), any())).thenReturn(Int32(CF_ERROR.rawValue)) }
        #expect(throws: ItemList.Failure.cannotOpen(status: Int32(CF_ERROR.rawValue))) { try ItemList(named: "broken", api: mock) }
        verify(mock, never()).cf_close(any())
    }

    @Test func callbacksAreFiredWithTheirContext() throws {
        let mock = Self.openingMock()
        stub(mock) { stub in
            // The mock plays the C library: it calls the visitor once per item, with the caller's context.
            when(stub.cf_each(any(), any(), any())).then { _, visit, context in
                for name in ["first", "second"] {
                    let status = name.withCString { text in
                        var item = cf_item(name: text, size: 0, flags: 0)
                        return visit!(context, &item)
                    }
                    if status != 0 { return status }
                }
                return 0
            }
        }
        let list = try ItemList(named: "visited", api: mock)
        #expect(list.allNames() == ["first", "second"])
    }

    @Test func outParametersOfStructsAreWrittenByTheStub() throws {
        let mock = Self.openingMock()
        stub(mock) { stub in
            when(stub.cf_find(any(), any(), any())).then { _, name, found in
                guard let name, String(cString: name) == "big" else { return CF_NOT_FOUND }
                found?.pointee = cf_item(name: nil, size: 1 << 40, flags: 0)
                return CF_OK
            }
        }
        let list = try ItemList(named: "found", api: mock)
        #expect(list.size(of: "big") == 1 << 40)
        #expect(list.size(of: "small") == nil)
    }
}
