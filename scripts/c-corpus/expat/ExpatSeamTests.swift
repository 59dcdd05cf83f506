#if os(Linux)
import CExpat
import CExpatCaller
import MockRuntime
import Testing

/// Direct calls, no facade: from Swift, and from C (`expat_caller_count_elements`, in caller/). The
/// test binary is linked with `--wrap` for every function of the generated seam, so inside
/// `CExpatSeam.withMock` both reach the mock.
@Suite struct ExpatSeamTests {
    static var parser: OpaquePointer { OpaquePointer(bitPattern: 0xE2)! }

    static func mock() -> MockCExpatAPI {
        let mock = MockCExpatAPI()
        let userData = ArgumentCaptor<UnsafeMutableRawPointer?>()
        let start = ArgumentCaptor<XML_StartElementHandler?>()
        stub(mock) { stub in
            when(stub.XML_ExpatVersion()).thenReturn(UnsafeRawPointer(StaticString("expat_9.9.9").utf8Start).assumingMemoryBound(to: CChar.self))
            when(stub.XML_ParserCreate(isNil())).thenReturn(Self.parser)
            when(stub.XML_SetUserData(equal(to: Self.parser), userData.capture())).thenDoNothing()
            when(stub.XML_SetElementHandler(equal(to: Self.parser), start.capture(), isNil())).thenDoNothing()
            // The C caller's own handler, called back with the C caller's counter, four times.
            when(stub.XML_Parse(equal(to: Self.parser), cString("<a/>"), equal(to: Int32(4)), equal(to: Int32(1)))).then { _, _, _, _ in
                for _ in 0..<4 { start.value!!(userData.value!, "seamed", nil) }
                return XML_STATUS_OK
            }
            when(stub.XML_ParserFree(any())).thenDoNothing()
        }
        return mock
    }

    @Test func directCallsFromSwiftAndCReachTheMock() {
        let mock = Self.mock()
        let (version, count) = CExpatSeam.withMock(mock) {
            (String(cString: XML_ExpatVersion()), expat_caller_count_elements("<a/>"))
        }
        #expect(version == "expat_9.9.9")
        #expect(count == 4)
        verify(mock).XML_ExpatVersion()
        verify(mock).XML_SetUserData(equal(to: Self.parser), notNil())
        verify(mock).XML_SetElementHandler(equal(to: Self.parser), notNil(), isNil())
        verify(mock).XML_ParserFree(equal(to: Self.parser))
    }

    @Test func outsideWithMockTheRealLibraryRuns() {
        #expect(String(cString: XML_ExpatVersion()).hasPrefix("expat_2."))
        #expect(expat_caller_count_elements("<a><b/><c><d/></c></a>") == 4)
        #expect(expat_caller_count_elements("<a>") == -1)
    }
}
#endif
