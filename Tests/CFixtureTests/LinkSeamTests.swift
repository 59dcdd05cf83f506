import Foundation
import Testing
#if os(Linux)
import CFixture
import CFixtureClient
import MockRuntime

/// The link seam: `ItemCounter` calls the C functions directly; the test binary is linked with
/// `--wrap` for each, so a mock installed with `CFixtureSeam.withMock` gets those calls, for the
/// installing task only; without one the real C code runs.
@Suite struct LinkSeamTests {
    @Test func withoutAMockTheRealFunctionsRun() {
        #expect(ItemCounter.count(named: "real", sizes: [1, 2, 3]) == 3)
    }

    @Test func directCCallsReachTheInstalledMock() {
        let mock = ItemListTests.openingMock()
        stub(mock) { stub in
            when(stub.cf_add(any(), any())).thenReturn(Int32(CF_OK.rawValue))
            when(stub.cf_count(any())).thenReturn(42)
        }
        let counted = CFixtureSeam.withMock(mock) { ItemCounter.count(named: "seamed", sizes: [10, 20]) }
        #expect(counted == 42)
        verify(mock).cf_open(any(), any())
        verify(mock, times(2)).cf_add(equal(to: ItemListTests.handle), any())
        verify(mock).cf_close(equal(to: ItemListTests.handle))
        // Outside `withMock`, the same code reaches C again.
        #expect(ItemCounter.count(named: "real again", sizes: [1]) == 1)
    }

    @Test func theMockFollowsTheTaskAcrossSuspensions() async {
        let mock = ItemListTests.openingMock()
        stub(mock) { stub in when(stub.cf_count(any())).thenReturn(9) }
        let counted = await CFixtureSeam.withMock(mock) { () async -> Int? in
            await Task.yield()
            return ItemCounter.count(named: "async", sizes: [])
        }
        #expect(counted == 9)
    }

    /// Tests run in parallel: each task sees its own mock, and code outside any sees C.
    @Test(arguments: 0..<8) func parallelTasksEachSeeTheirOwnMock(_ index: Int) async {
        let mock = ItemListTests.openingMock()
        stub(mock) { stub in
            when(stub.cf_add(any(), any())).thenReturn(Int32(CF_OK.rawValue))
            when(stub.cf_count(any())).thenReturn(100 + index)
        }
        let counted = await CFixtureSeam.withMock(mock) { () async -> Int? in
            await Task.yield()
            return ItemCounter.count(named: "parallel \(index)", sizes: [1, 2])
        }
        #expect(counted == 100 + index)
        #expect(ItemCounter.count(named: "real \(index)", sizes: [1, 2]) == 2)
    }
}
#endif

/// The manifest links the test binary with `--wrap` for the functions the generated seam routes:
/// the two lists must agree, or a call would bypass the seam (or fail to link).
@Test func theManifestWrapsTheFunctionsTheSeamRoutes() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let flags = try String(contentsOf: root.appendingPathComponent("Fixtures/C/CFixtureSeam/wrap.flags"), encoding: .utf8)
        .split(separator: "\n").map { String($0.dropFirst("--wrap=".count)) }
    let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let line = try #require(manifest.split(separator: "\n").first { $0.hasPrefix("let seamWrappedFunctions = [") })
    let listed = line.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    #expect(listed == flags)
    // Nothing but flags: usable as a linker response file (`-Xlinker @wrap.flags`).
    #expect(try String(contentsOf: root.appendingPathComponent("Fixtures/C/CFixtureSeam/wrap.flags"), encoding: .utf8)
        .split(separator: "\n").allSatisfy { $0.hasPrefix("--wrap=") })
    #expect(!flags.isEmpty)
}
