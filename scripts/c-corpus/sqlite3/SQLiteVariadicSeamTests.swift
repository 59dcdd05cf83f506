#if os(Linux)
import CSQLite
import CSQLiteCaller
import CSQLiteFacade
import CSQLiteSeam
import Foundation
import MockRuntime
import Testing

/// SQLite's variadic `sqlite3_mprintf`, which Swift cannot call, called from C code: inside
/// `CSQLiteSeam.withMock(_:variadic:_:)` it reaches the variadic mock, its variable arguments read
/// in the stub; outside, SQLite formats them.
@Suite struct SQLiteVariadicSeamTests {
    static func take(_ text: UnsafeMutablePointer<CChar>?) -> String? {
        defer { __real_sqlite3_free(text) }
        return text.map { String(cString: $0) }
    }

    @Test func aVariadicCallFromCReachesTheMock() {
        let mock = MockCSQLiteVariadicAPI()
        stub(mock) { stub in
            when(stub.sqlite3_mprintf(cString("%d rows in %Q"), any())).then { _, arguments in
                let reader = CVariadicArguments(arguments)
                let rows = reader.next(Int32.self), table = reader.nextCString() ?? "?"
                // Memory the caller frees with sqlite3_free: SQLite's own allocator, called as
                // `__real_sqlite3_malloc` (inside withMock, `sqlite3_malloc` is the mock's too).
                return "\(rows) mocked rows of \(table)".withCString { text in
                    let copy = __real_sqlite3_malloc(Int32(strlen(text) + 1))!.assumingMemoryBound(to: CChar.self)
                    _ = strcpy(copy, text)
                    return copy
                }
            }
        }
        let text = CSQLiteSeam.withMock(MockCSQLiteAPI(), variadic: mock) { Self.take(sqlite_caller_describe(3, "items")) }
        #expect(text == "3 mocked rows of items")
        verify(mock).sqlite3_mprintf(cString("%d rows in %Q"), any())
    }

    @Test func withoutTheMockSQLiteFormats() {
        #expect(Self.take(sqlite_caller_describe(2, "it's")) == "2 rows in 'it''s'")
    }
}
#endif
