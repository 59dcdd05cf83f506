import CPQ
import CPQFacade
import Foundation
import MockRuntime
import Testing

/// Code under test: a small PostgreSQL client written against the generated protocol.
struct Postgres {
    struct Failure: Error, Equatable {
        let status: ConnStatusType
        let message: String
    }

    let api: any CPQAPI

    func libraryVersion() -> Int32 { api.PQlibVersion() }

    /// A connection in state CONNECTION_OK; otherwise the failure with PQerrorMessage.
    func connect(_ conninfo: String) throws -> Connection {
        guard let handle = api.PQconnectdb(conninfo) else { throw Failure(status: CONNECTION_BAD, message: "out of memory") }
        let status = api.PQstatus(handle)
        guard status == CONNECTION_OK else {
            let message = api.PQerrorMessage(handle).map { String(cString: $0) } ?? ""
            api.PQfinish(handle)
            throw Failure(status: status, message: message)
        }
        return Connection(handle: handle, api: api)
    }

    /// The options `conninfo` sets, parsed by libpq (PQconninfoParse, its error message an out-parameter).
    func options(of conninfo: String) throws -> [String: String] {
        var error: UnsafeMutablePointer<CChar>?
        guard let options = api.PQconninfoParse(conninfo, &error) else {
            defer { api.PQfreemem(error) }
            throw Failure(status: CONNECTION_BAD, message: error.map { String(cString: $0) } ?? "out of memory")
        }
        defer { api.PQconninfoFree(options) }
        var values: [String: String] = [:]
        var option = options
        while let keyword = option.pointee.keyword {
            if let value = option.pointee.val { values[String(cString: keyword)] = String(cString: value) }
            option += 1
        }
        return values
    }

    /// `text` as the inside of an SQL string literal (PQescapeString, no connection).
    func escape(_ text: String) -> String {
        var escaped = [CChar](repeating: 0, count: 2 * text.utf8.count + 1)
        let length = api.PQescapeString(&escaped, text, text.utf8.count)
        return String(decoding: escaped.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The bytes of a bytea text (`\x4142`), their count from PQunescapeBytea's out-parameter.
    func unescapeBytea(_ text: String) -> [UInt8]? {
        var length = 0
        guard let bytes = api.PQunescapeBytea(text, &length) else { return nil }
        defer { api.PQfreemem(bytes) }
        return Array(UnsafeBufferPointer(start: bytes, count: length))
    }
}

/// A PGconn, finished when this goes away; libpq's notices for it go to `notices`, through the
/// notice processor it sets with itself as the processor's argument.
final class Connection {
    struct Failure: Error, Equatable { let message: String }
    let api: any CPQAPI
    let handle: OpaquePointer
    private(set) var notices: [String] = []

    init(handle: OpaquePointer, api: any CPQAPI) {
        self.api = api
        self.handle = handle
        _ = api.PQsetNoticeProcessor(handle, { arg, message in
            Unmanaged<Connection>.fromOpaque(arg!).takeUnretainedValue().notices.append(message.map { String(cString: $0) } ?? "")
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit { api.PQfinish(handle) }

    /// The rows of `sql` as text (nil for NULL).
    func query(_ sql: String) throws -> [[String?]] {
        guard let result = api.PQexec(handle, sql) else {
            throw Failure(message: api.PQerrorMessage(handle).map { String(cString: $0) } ?? "")
        }
        defer { api.PQclear(result) }
        let status = api.PQresultStatus(result)
        guard status == PGRES_TUPLES_OK || status == PGRES_COMMAND_OK else {
            throw Failure(message: api.PQresultErrorMessage(result).map { String(cString: $0) } ?? "")
        }
        return (0..<api.PQntuples(result)).map { row in
            (0..<api.PQnfields(result)).map { column in value(in: result, row: row, column: column) }
        }
    }

    func value(in result: OpaquePointer, row: Int32, column: Int32) -> String? {
        guard api.PQgetisnull(result, row, column) == 0 else { return nil }
        return api.PQgetvalue(result, row, column).map { String(cString: $0) }
    }
}

@Suite struct PQSmokeTests {
    static var handle: OpaquePointer { OpaquePointer(bitPattern: 0x9C01)! }
    static var result: OpaquePointer { OpaquePointer(bitPattern: 0x9E01)! }

    @Test func theLiveImplementationRunsLibPQWithoutAServer() throws {
        let api = CPQLive()
        let postgres = Postgres(api: api)
        #expect(postgres.libraryVersion() >= 100_000)
        #expect(throws: Postgres.Failure(status: CONNECTION_BAD, message: "invalid connection option \"bogus_option\"\n")) {
            try postgres.connect("bogus_option=1")
        }
        #expect(try postgres.options(of: "host=localhost port=5433 dbname=mockgen") == ["host": "localhost", "port": "5433", "dbname": "mockgen"])
        #expect(throws: Postgres.Failure(status: CONNECTION_BAD, message: "missing \"=\" after \"host\" in connection info string\n")) {
            try postgres.options(of: "host")
        }
        #expect(postgres.escape("O'Reilly") == "O''Reilly")
        #expect(postgres.unescapeBytea("\\x414243") == [65, 66, 67])

        // A connection that failed still has its notice processor: libpq's own notices reach it
        // (a value asked of an empty result), and a query fails without a server.
        let connection = Connection(handle: try #require(api.PQconnectdb("bogus_option=1")), api: api)
        #expect(api.PQstatus(connection.handle) == CONNECTION_BAD)
        #expect(throws: Connection.Failure(message: "no connection to the server\n")) { try connection.query("SELECT 1") }
        let empty = try #require(api.PQmakeEmptyPGresult(connection.handle, PGRES_TUPLES_OK))
        defer { api.PQclear(empty) }
        #expect(connection.value(in: empty, row: 0, column: 0) == nil)
        #expect(connection.notices.count == 1)
        #expect(connection.notices.first?.contains("row number 0 is out of range 0..-1") == true)
    }

    @Test func theMockCallsTheNoticeProcessorWithItsArgument() throws {
        let mock = MockCPQAPI()
        let processor = ArgumentCaptor<PQnoticeProcessor?>()
        let argument = ArgumentCaptor<UnsafeMutableRawPointer?>()
        let ada = strdup("ada")!
        defer { free(ada) }
        stub(mock) { stub in
            when(stub.PQconnectdb(cString("host=db"))).thenReturn(Self.handle)
            when(stub.PQstatus(equal(to: Self.handle))).thenReturn(CONNECTION_OK)
            when(stub.PQsetNoticeProcessor(equal(to: Self.handle), processor.capture(), argument.capture())).thenReturn(nil)
            // The mock plays the server: a query that sends a notice, to the processor set before.
            when(stub.PQexec(equal(to: Self.handle), cString("SELECT name FROM people"))).then { _, _ in
                processor.value!!(argument.value!, "NOTICE:  mocked notice\n")
                return Self.result
            }
            when(stub.PQresultStatus(equal(to: Self.result))).thenReturn(PGRES_TUPLES_OK)
            when(stub.PQntuples(equal(to: Self.result))).thenReturn(2)
            when(stub.PQnfields(equal(to: Self.result))).thenReturn(1)
            when(stub.PQgetisnull(equal(to: Self.result), any(), any())).thenReturn(0)
            when(stub.PQgetisnull(equal(to: Self.result), equal(to: Int32(1)), any())).thenReturn(1)
            when(stub.PQgetvalue(equal(to: Self.result), equal(to: Int32(0)), equal(to: Int32(0)))).thenReturn(ada)
            when(stub.PQclear(any())).thenDoNothing()
            when(stub.PQfinish(any())).thenDoNothing()
        }
        do {
            let connection = try Postgres(api: mock).connect("host=db")
            #expect(try connection.query("SELECT name FROM people") == [["ada"], [nil]])
            #expect(connection.notices == ["NOTICE:  mocked notice\n"])
        }
        verify(mock).PQsetNoticeProcessor(equal(to: Self.handle), notNil(), notNil())
        verify(mock, never()).PQgetvalue(any(), equal(to: Int32(1)), any())
        verify(mock).PQclear(equal(to: Self.result))
        // Finished when the connection went away.
        verify(mock).PQfinish(equal(to: Self.handle))
    }

    @Test func theMockWritesTheOutParameters() throws {
        let mock = MockCPQAPI()
        let failure = strdup("mocked: bad conninfo\n")!
        let message = strdup("mocked: no server\n")!
        let keyword = strdup("host")!, value = strdup("mocked-host")!
        let options = UnsafeMutablePointer<PQconninfoOption>.allocate(capacity: 2)
        options[0] = PQconninfoOption(keyword: keyword, envvar: nil, compiled: nil, val: value, label: nil, dispchar: nil, dispsize: 0)
        options[1] = PQconninfoOption()
        let bytea = UnsafeMutablePointer<UInt8>.allocate(capacity: 3)
        bytea.initialize(from: [7, 8, 9], count: 3)
        defer {
            for pointer in [failure, message, keyword, value] { free(pointer) }
            options.deallocate()
            bytea.deallocate()
        }
        stub(mock) { stub in
            when(stub.PQconnectdb(any())).thenReturn(Self.handle)
            when(stub.PQstatus(any())).thenReturn(CONNECTION_BAD)
            when(stub.PQerrorMessage(equal(to: Self.handle))).thenReturn(message)
            when(stub.PQfinish(any())).thenDoNothing()
            when(stub.PQconninfoParse(any(), notNil())).thenReturn(nil, after: .write(failure, to: \.1))
            when(stub.PQconninfoParse(cString("host=h"), notNil())).thenReturn(options, after: .write(nil, to: \.1))
            when(stub.PQconninfoFree(any())).thenDoNothing()
            when(stub.PQfreemem(any())).thenDoNothing()
            when(stub.PQunescapeBytea(bytes(Array("\\x070809".utf8)), notNil())).thenReturn(bytea, after: .write(3, to: \.1))
            // PQescapeString's buffer has no length argument (C callers give 2 * length + 1).
            when(stub.PQescapeString(notNil(), cString("it's"), equal(to: 4))).then { to, _, _ in
                for (offset, byte) in "it''s\0".utf8.enumerated() { to![offset] = CChar(bitPattern: byte) }
                return 5
            }
        }
        let postgres = Postgres(api: mock)
        #expect(throws: Postgres.Failure(status: CONNECTION_BAD, message: "mocked: no server\n")) { try postgres.connect("host=nowhere") }
        #expect(try postgres.options(of: "host=h") == ["host": "mocked-host"])
        #expect(throws: Postgres.Failure(status: CONNECTION_BAD, message: "mocked: bad conninfo\n")) { try postgres.options(of: "x") }
        #expect(postgres.unescapeBytea("\\x070809") == [7, 8, 9])
        #expect(postgres.escape("it's") == "it''s")
        verify(mock).PQfinish(equal(to: Self.handle))
        verify(mock).PQconninfoFree(equal(to: options))
        // The error message of the failed parse and the unescaped bytes, freed with PQfreemem.
        verify(mock).PQfreemem(equal(to: UnsafeMutableRawPointer(failure)))
        verify(mock, times(2)).PQfreemem(notNil())
    }
}
