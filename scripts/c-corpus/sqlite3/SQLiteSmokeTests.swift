import CSQLite
import CSQLiteFacade
import MockRuntime
import Testing

/// Code under test: a small SQLite client written against the generated protocol, so the same
/// code runs on the real library (`CSQLiteLive`) and on `MockCSQLiteAPI`.
struct Store {
    struct Failure: Error, Equatable { let status: Int32 }
    let api: any CSQLiteAPI
    let db: OpaquePointer

    init(path: String, api: any CSQLiteAPI) throws {
        var handle: OpaquePointer?
        let status = api.sqlite3_open(path, &handle)
        guard status == SQLITE_OK, let handle else {
            if let handle { _ = api.sqlite3_close(handle) }
            throw Failure(status: status)
        }
        self.api = api
        db = handle
    }

    func execute(_ sql: String) throws {
        let status = api.sqlite3_exec(db, sql, nil, nil, nil)
        guard status == SQLITE_OK else { throw Failure(status: status) }
    }

    /// Rows through `sqlite3_exec`'s callback, which gets a context pointer to collect them in.
    func rows(_ sql: String) throws -> [[String?]] {
        final class Rows { var values: [[String?]] = [] }
        let rows = Rows()
        let status = withExtendedLifetime(rows) {
            api.sqlite3_exec(db, sql, { context, count, values, _ in
                let rows = Unmanaged<Rows>.fromOpaque(context!).takeUnretainedValue()
                rows.values.append((0..<Int(count)).map { index in values?[index].map { String(cString: $0) } })
                return 0
            }, Unmanaged.passUnretained(rows).toOpaque(), nil)
        }
        guard status == SQLITE_OK else { throw Failure(status: status) }
        return rows.values
    }

    /// The first column's text of every row, through prepare/step/column/finalize.
    func firstColumn(_ sql: String) throws -> [String] {
        var statement: OpaquePointer?
        var status = api.sqlite3_prepare_v2(db, sql, -1, &statement, nil)
        guard status == SQLITE_OK else { throw Failure(status: status) }
        defer { _ = api.sqlite3_finalize(statement) }
        var values: [String] = []
        while true {
            status = api.sqlite3_step(statement)
            guard status == SQLITE_ROW else { break }
            values.append(api.sqlite3_column_text(statement, 0).map { String(cString: $0) } ?? "")
        }
        guard status == SQLITE_DONE else { throw Failure(status: status) }
        return values
    }

    func close() { _ = api.sqlite3_close(db) }
}

@Suite struct SQLiteSmokeTests {
    // Addresses no allocation returns, never dereferenced (computed: OpaquePointer is not Sendable).
    static var handle: OpaquePointer { OpaquePointer(bitPattern: 0x5100)! }
    static var statement: OpaquePointer { OpaquePointer(bitPattern: 0x5200)! }

    @Test func theLiveImplementationRunsSQLite() throws {
        let store = try Store(path: ":memory:", api: CSQLiteLive())
        defer { store.close() }
        try store.execute("CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT)")
        try store.execute("INSERT INTO people (name) VALUES ('ada'), ('grace')")
        #expect(try store.rows("SELECT id, name FROM people ORDER BY id") == [["1", "ada"], ["2", "grace"]])
        #expect(try store.firstColumn("SELECT name FROM people ORDER BY name DESC") == ["grace", "ada"])
        #expect(throws: Store.Failure(status: SQLITE_ERROR)) { try store.execute("SELECT * FROM nowhere") }
    }

    @Test func theMockStandsInForSQLite() throws {
        let mock = MockCSQLiteAPI()
        let results = CallbackResults(of: Int32.self)
        // The path is lent for the call only: copied at call time, not read by `verify` after it.
        let path = ArgumentCaptor<String>()
        stub(mock) { stub in
            when(stub.sqlite3_open(path.captureCString(), notNil())).thenReturn(SQLITE_OK, after: .write(Self.handle, to: \.1))
            when(stub.sqlite3_exec(any(), any(), isNil(), any(), any())).thenReturn(SQLITE_OK)
            // The mock plays SQLite: the callback gets two rows, with the caller's context.
            when(stub.sqlite3_exec(any(), cString("SELECT id, name FROM people"), notNil(), notNil(), any()))
                .thenReturn(SQLITE_OK, after: .callback(\.2, context: \.3, forEach: [["1", "ada"], ["2", nil]], results: results) {
                    callback, context, row in
                    withCStringArray(row) { values in
                        withCStringArray(["id", "name"]) { names in callback(context, 2, values, names) }
                    }
                })
            when(stub.sqlite3_close(any())).thenReturn(SQLITE_OK)
        }
        let store = try Store(path: ":memory:", api: mock)
        #expect(store.db == Self.handle)
        try store.execute("CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT)")
        try store.execute("INSERT INTO people (name) VALUES ('ada')")
        #expect(try store.rows("SELECT id, name FROM people") == [["1", "ada"], ["2", nil]])
        #expect(results.values == [0, 0])
        store.close()
        #expect(path.value == ":memory:")
        verify(mock).sqlite3_open(any(), notNil())
        verify(mock, times(2)).sqlite3_exec(equal(to: Self.handle), any(), isNil(), any(), any())
        verify(mock).sqlite3_close(equal(to: Self.handle))
    }

    @Test func preparedStatementsThroughTheMock() throws {
        let mock = MockCSQLiteAPI()
        let text = Array("ada".utf8CString).map { UInt8(bitPattern: $0) }
        try text.withUnsafeBufferPointer { text in
            stub(mock) { stub in
                when(stub.sqlite3_open(any(), any())).thenReturn(SQLITE_OK, after: .write(Self.handle, to: \.1))
                when(stub.sqlite3_prepare_v2(any(), cString("SELECT name FROM people"), equal(to: Int32(-1)), notNil(), any()))
                    .thenReturn(SQLITE_OK, after: .write(Self.statement, to: \.3))
                when(stub.sqlite3_step(any())).thenReturn(SQLITE_ROW).thenReturn(SQLITE_DONE)
                when(stub.sqlite3_column_text(any(), any())).thenReturn(text.baseAddress)
                when(stub.sqlite3_finalize(any())).thenReturn(SQLITE_OK)
            }
            let store = try Store(path: "people.db", api: mock)
            #expect(try store.firstColumn("SELECT name FROM people") == ["ada"])
        }
        verify(mock, times(2)).sqlite3_step(equal(to: Self.statement))
        verify(mock).sqlite3_finalize(equal(to: Self.statement))
    }

    @Test func aFailedOpenReportsItsStatus() {
        let mock = MockCSQLiteAPI()
        stub(mock) { stub in when(stub.sqlite3_open(any(), any())).thenReturn(SQLITE_CANTOPEN) }
        #expect(throws: Store.Failure(status: SQLITE_CANTOPEN)) { try Store(path: "/nowhere/x.db", api: mock) }
        verify(mock, never()).sqlite3_close(any())
    }
}
