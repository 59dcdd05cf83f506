import Testing
@testable import mockgen_corpus

@Suite struct MockgenOutputTests {
    @Test func sortsMockgenStderrIntoSkipsWarningsNotesAndTheCount() {
        let output = MockgenOutput(stderr: """
        Sources/A/Cache.swift:40:3: warning: cannot mock Cache.evict(): operator requirements cannot be stubbed through a proxy
        Sources/A/Attr.swift:49:9: warning: Attr refines RawRepresentable, which is not among the inputs; its requirements are not mocked
        Sources/A/Locks.swift:57:1: note: Lock is final; it cannot be subclassed
        Sources/A/Box.swift:5:1: note: Box is private; mocks live in another file
        Sources/A/Box.swift:9:1: note: Box.Inner is inside a private type; mocks live in another file
        Sources/A/Spi.swift:2:1: note: Hidden is SPI (@_spi); it is not mocked
        mockgen: 4 mocks in 1 file (written)
        """)
        #expect(output.skipped.map(\.line) == [40])
        #expect(output.otherWarnings.map(\.line) == [49])
        #expect(output.errors.isEmpty)
        #expect(output.deliberateSkips == ["final class": 1, "private or fileprivate": 1, "inside a private type": 1, "SPI": 1])
        #expect(output.mockCount == 4)
    }

    @Test func readsTheSummaryLine() {
        #expect(MockgenOutput.mockCount(inSummary: "mockgen: 1 mock in 1 file (unchanged)") == 1)
        #expect(MockgenOutput.mockCount(inSummary: "mockgen: 2 errors; nothing written") == nil)
        let failed = MockgenOutput(stderr: "S/A.swift:3:20: error: expected '}'\nmockgen: 1 error; nothing written\n")
        #expect(failed.errors.count == 1)
        #expect(failed.mockCount == nil)
    }
}
