#if os(Linux)
import CPQ
import CPQCaller
import Foundation
import MockRuntime
import Testing

/// Direct calls, no facade: from Swift, and from C (caller/PQCaller.c). The test binary is linked
/// with `--wrap` for every function of the generated seam, so inside `CPQSeam.withMock` both
/// reach the mock.
@Suite struct PQSeamTests {
    static var handle: OpaquePointer { OpaquePointer(bitPattern: 0x9C02)! }
    static var result: OpaquePointer { OpaquePointer(bitPattern: 0x9E02)! }

    static func connectStatus(_ conninfo: String) -> (status: Int32, message: String) {
        var message = [CChar](repeating: 0, count: 256)
        let status = pq_caller_connect_status(conninfo, &message, 256)
        return (status, message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
    }

    @Test func directCallsFromSwiftAndCReachTheMock() {
        let mock = MockCPQAPI()
        let processor = ArgumentCaptor<PQnoticeProcessor?>()
        let argument = ArgumentCaptor<UnsafeMutableRawPointer?>()
        let empty = strdup("")!
        defer { free(empty) }
        stub(mock) { stub in
            when(stub.PQlibVersion()).thenReturn(990_000)
            when(stub.PQconnectdb(cString("host=seamed"))).thenReturn(Self.handle)
            when(stub.PQstatus(equal(to: Self.handle))).thenReturn(CONNECTION_OK)
            when(stub.PQerrorMessage(equal(to: Self.handle))).thenReturn(empty)
            when(stub.PQfinish(equal(to: Self.handle))).thenDoNothing()
            // The C caller's notice processor, called with the C caller's counter, three times.
            when(stub.PQsetNoticeProcessor(equal(to: Self.handle), processor.capture(), argument.capture())).thenReturn(nil)
            when(stub.PQexec(equal(to: Self.handle), cString("VACUUM"))).then { _, _ in
                for _ in 0..<3 { processor.value!!(argument.value!, "NOTICE:  seamed\n") }
                return Self.result
            }
            when(stub.PQclear(equal(to: Self.result))).thenDoNothing()
            when(stub.PQunescapeBytea(any(), notNil())).thenReturn(UnsafeMutablePointer<UInt8>(bitPattern: 0xB1), after: .write(42, to: \.1))
            when(stub.PQfreemem(any())).thenDoNothing()
        }
        let (version, connected, notices, length) = CPQSeam.withMock(mock) {
            (PQlibVersion(), Self.connectStatus("host=seamed"), pq_caller_count_notices("host=seamed", "VACUUM"),
             pq_caller_unescaped_length("\\x00"))
        }
        #expect(version == 990_000)
        #expect(connected.status == Int32(CONNECTION_OK.rawValue))
        #expect(connected.message == "")
        #expect(notices == 3)
        #expect(length == 42)
        verify(mock, times(2)).PQfinish(equal(to: Self.handle))
        verify(mock).PQfreemem(equal(to: UnsafeMutableRawPointer(bitPattern: 0xB1)))
    }

    @Test func outsideWithMockTheRealLibraryRuns() {
        #expect(PQlibVersion() >= 100_000)
        let connected = Self.connectStatus("bogus_option=1")
        #expect(connected.status == Int32(CONNECTION_BAD.rawValue))
        #expect(connected.message == "invalid connection option \"bogus_option\"\n")
        #expect(pq_caller_count_notices("bogus_option=1", "SELECT 1") == -1)
        #expect(pq_caller_unescaped_length("\\x00ff10") == 3)
    }
}
#endif
