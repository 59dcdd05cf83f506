import MockgenFixtures
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// What an application writes over a C library: Swift types that call the C functions through
// the C-shaped protocols of Fixtures/Sources/CAPIs.swift, so tests can hand them a mock.

let SQLITE_OK: Int32 = 0
let SQLITE_ERROR: Int32 = 1
let SQLITE_ABORT: Int32 = 4
let SQLITE_CANTOPEN: Int32 = 14

struct DatabaseError: Error, Equatable {
    var code: Int32
    var message: String
}

/// A SQLite connection, as an app would wrap `sqlite3_open`, `sqlite3_exec` and `sqlite3_close`.
struct Database {
    let api: any CSQLiteAPI
    let handle: OpaquePointer

    init(path: String, api: any CSQLiteAPI) throws(DatabaseError) {
        var handle: OpaquePointer?
        let code = path.withCString { api.sqlite3_open($0, &handle) }
        guard code == SQLITE_OK, let handle else { throw DatabaseError(code: code, message: "cannot open \(path)") }
        self.api = api
        self.handle = handle
    }

    /// The rows `sql` returns, column name to value; stops after `limit` rows (the callback asks
    /// SQLite to abort by returning non-zero).
    func query(_ sql: String, limit: Int = .max) throws(DatabaseError) -> [[String: String]] {
        let rows = RowCollector(limit: limit)
        var message: UnsafeMutablePointer<CChar>?
        let code = sql.withCString { sql in
            api.sqlite3_exec(handle, sql, { context, count, values, names in
                let rows = Unmanaged<RowCollector>.fromOpaque(context!).takeUnretainedValue()
                var row: [String: String] = [:]
                for column in 0..<Int(count) {
                    row[String(cString: names![column]!)] = values![column].map { String(cString: $0) }
                }
                return rows.append(row) ? 0 : 1
            }, Unmanaged.passUnretained(rows).toOpaque(), &message)
        }
        guard code == SQLITE_OK || code == SQLITE_ABORT else {
            throw DatabaseError(code: code, message: message.map { String(cString: $0) } ?? "")
        }
        return rows.rows
    }

    func close() -> Int32 { api.sqlite3_close(handle) }
}

/// The context `Database.query` hands `sqlite3_exec`'s callback.
private final class RowCollector {
    let limit: Int
    var rows: [[String: String]] = []
    init(limit: Int) { self.limit = limit }

    /// False once the limit is reached: the callback then returns non-zero.
    func append(_ row: [String: String]) -> Bool {
        rows.append(row)
        return rows.count < limit
    }
}

/// Reads a file descriptor to its end the POSIX way: retries on `EINTR`, throws other errors.
struct DescriptorReader {
    let api: any CShapesAPI

    func readAll(_ fd: Int32, chunk: Int = 4) throws(DescriptorReadError) -> [UInt8] {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: chunk)
        while true {
            let count = buffer.withUnsafeMutableBytes { api.c_read(fd, $0.baseAddress, $0.count) }
            if count == 0 { return result }
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                throw DescriptorReadError(errno: code)
            }
            result += buffer[..<count]
        }
    }
}

struct DescriptorReadError: Error, Equatable {
    var errno: Int32
}
