import CFixture
import CFixtureFacade
import Foundation
import MockRuntime
import Testing

/// `verify` with `cString`/`bytes` reads a recorded pointer after the call, when memory the caller
/// lent for the call only may hold something else: the failure says what it reads now, that it
/// was read after the call, and how to capture it during the call instead.
@Suite struct LentMemoryMessageTests {
    @Test func aCStringReadAfterTheCallSaysSoAndHowToCaptureIt() throws {
        let mock = MockCFixtureAPI()
        stub(mock) { stub in when(stub.cf_open(any(), any())).thenReturn(0) }
        let buffer = try #require(strdup("first.db"))
        defer { free(buffer) }
        var handle: OpaquePointer?
        _ = mock.cf_open(buffer, &handle)
        _ = strcpy(buffer, "other.db")  // the caller reuses its memory after the call

        let reporter = CapturingFailureReporter()
        MockFailureReporting.$reporter.withValue(reporter) { verify(mock).cf_open(cString("first.db"), any()) }
        let message = try #require(reporter.messages.first)
        #expect(message.contains(#"a C string now reading "other.db""#), "\(message)")
        #expect(message.contains("read now, after the call"), "\(message)")
        #expect(message.contains("ArgumentCaptor.captureCString()"), "\(message)")
    }

    @Test func bytesReadAfterTheCallSaySo() throws {
        let mock = MockCFixtureAPI()
        stub(mock) { stub in when(stub.cf_checksum(any(), any(), any())).thenReturn(0) }
        let data = UnsafeMutablePointer<UInt8>.allocate(capacity: 3)
        defer { data.deallocate() }
        data.initialize(from: [1, 2, 3], count: 3)
        var checksum: UInt32 = 0
        _ = mock.cf_checksum(data, 3, &checksum)
        data[0] = 9  // the caller reuses its memory after the call

        let reporter = CapturingFailureReporter()
        MockFailureReporting.$reporter.withValue(reporter) { verify(mock).cf_checksum(bytes([1, 2, 3]), any(), any()) }
        let message = try #require(reporter.messages.first)
        #expect(message.contains("bytes now reading [9, 2, 3]"), "\(message)")
        #expect(message.contains("read now, after the call"), "\(message)")
    }
}
