#if os(Linux)
import CSQLite
import MockRuntime
import Testing

/// Code that calls SQLite directly, with no facade: the test binary is linked with `--wrap` for
/// every function of the generated seam, so inside `CSQLiteSeam.withMock` these calls reach the mock.
enum DirectSQLite {
    static func version() -> Int32 { sqlite3_libversion_number() }

    /// Opens `path` and returns the handle SQLite gave, closed again; nil when the open failed.
    static func openAndClose(_ path: String) -> OpaquePointer? {
        var db: OpaquePointer?
        guard sqlite3_open(path, &db) == SQLITE_OK else { return nil }
        sqlite3_close(db)
        return db
    }
}

@Suite struct SQLiteSeamTests {
    @Test func directCallsReachTheMockInsideWithMock() {
        let handle = OpaquePointer(bitPattern: 0x5300)!
        let mock = MockCSQLiteAPI()
        stub(mock) { stub in
            when(stub.sqlite3_libversion_number()).thenReturn(424_242)
            when(stub.sqlite3_open(cString("seamed.db"), notNil())).thenReturn(SQLITE_OK, after: .write(handle, to: \.1))
            when(stub.sqlite3_close(any())).thenReturn(SQLITE_OK)
        }
        let (version, opened) = CSQLiteSeam.withMock(mock) { (DirectSQLite.version(), DirectSQLite.openAndClose("seamed.db")) }
        #expect(version == 424_242)
        #expect(opened == handle)
        verify(mock).sqlite3_libversion_number()
        verify(mock).sqlite3_close(equal(to: handle))
    }

    @Test func outsideWithMockTheRealLibraryRuns() {
        #expect(DirectSQLite.version() >= 3_000_000)
        #expect(DirectSQLite.openAndClose(":memory:") != nil)
    }
}
#endif
