#if os(Linux)
@preconcurrency import CReadline  // for its global variables, see ReadlineSmokeTests.swift
import CReadlineCaller
import Foundation
import MockRuntime
import Testing

/// Direct calls, no facade: from Swift, and from C (caller/ReadlineCaller.c). The test binary is
/// linked with `--wrap` for every function of the generated seam, so inside
/// `CReadlineSeam.withMock` both reach the mock; rl_message (no prototype) has no seam and runs for
/// real, and the global variables are the library's either way. In the serialized suite: the
/// real calls change the library's global state.
extension ReadlineSmokeTests {
    static func record(_ lines: [String]) -> Int32 {
        let copies = lines.map { strdup($0) }
        defer { for copy in copies { free(copy) } }
        let pointers = copies.map { UnsafePointer<CChar>($0) }
        return pointers.withUnsafeBufferPointer { rl_caller_record($0.baseAddress, Int32(lines.count)) }
    }

    static func message(_ name: String, _ count: Int32) -> (shown: String, cleared: Int32) {
        var shown = [CChar](repeating: 0, count: 128)
        let cleared = rl_caller_message(name, count, &shown, 128)
        return (shown.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }, cleared)
    }

    @Test func directCallsFromSwiftAndCReachTheMock() {
        let mock = MockCReadlineAPI()
        let line = strdup("seamed")!
        let entry = UnsafeMutablePointer<HIST_ENTRY>.allocate(capacity: 1)
        entry.initialize(to: HIST_ENTRY(line: line, timestamp: nil, data: nil))
        defer {
            free(line)
            entry.deallocate()
        }
        let base = history_base
        // The C caller lends its strings for the call only: copied when the mock gets them.
        let added = ArgumentCaptor<String>()
        stub(mock) { stub in
            when(stub.history_is_stifled()).thenReturn(7)
            when(stub.add_history(added.captureCString())).thenDoNothing()
            // One entry at history_base (the real global variable: the C caller reads it), then none.
            when(stub.history_get(any())).thenReturn(nil)
            when(stub.history_get(equal(to: base))).thenReturn(entry)
            when(stub.rl_clear_message()).thenReturn(77)
        }
        let (stifled, recorded, message) = CReadlineSeam.withMock(mock) {
            (history_is_stifled(), Self.record(["one", "two", "three"]), Self.message("files", 3))
        }
        #expect(stifled == 7)
        #expect(recorded == 1)
        // rl_message, without a prototype, is the library's even inside withMock; rl_clear_message is the mock's.
        #expect(message.shown == "files: 3")
        #expect(message.cleared == 77)
        #expect(added.allValues == ["one", "two", "three"])
        verify(mock, times(3)).add_history(any())
        verify(mock, times(2)).history_get(any())
        verify(mock).rl_clear_message()
    }

    @Test func outsideWithMockTheRealLibraryRuns() {
        clear_history()
        defer { clear_history() }
        #expect(history_is_stifled() == 0)
        #expect(Self.record(["one", "two", "three"]) == 3)
        #expect(history_length == 3)
        let message = Self.message("lines", 12)
        #expect(message.shown == "lines: 12")
        #expect(message.cleared == 0)
    }
}
#endif
