import Foundation
import Testing
@testable import MockgenCore
import TestSupport

/// The C reader on real headers, when installed (Debian's `libsqlite3-dev` and `zlib1g-dev`).
@Suite(.enabled(if: LibClangForTests.canRun, LibClangForTests.skipReason))
struct CHeaderSystemLibraryTests {
    static let sqlite = "/usr/include/sqlite3.h"
    static let zlib = "/usr/include/zlib.h"

    func read(_ library: LibClang?, _ request: CHeaderRequest) throws -> CModule {
        let library = try #require(library, "no libclang")
        let result = CHeaderReader(libclang: library).read(request)
        #expect(result.errors == [], "\(library)")
        return try #require(result.module, "\(result.diagnostics)")
    }

    static let sqlite3 = CType.typedef(name: "sqlite3", underlying: .record(kind: .struct, name: "sqlite3", isComplete: false))
    static let constCString = CType.pointer(pointee: .builtin(.char), pointeeIsConst: true, nullability: .unspecified)
    static let cString = CType.pointer(pointee: .builtin(.char), pointeeIsConst: false, nullability: .unspecified)
    static let cStrings = CType.pointer(pointee: cString, pointeeIsConst: false, nullability: .unspecified)
    static let voidPointer = CType.pointer(pointee: .void, pointeeIsConst: false, nullability: .unspecified)

    @Test(.enabled(if: FileManager.default.fileExists(atPath: sqlite)), arguments: LibClangForTests.each)
    func sqlite3(_ library: LibClang?) throws {
        let module = try read(library, CHeaderRequest(.headers([Self.sqlite])))
        #expect(module.name == "sqlite3")
        // sqlite3.h declares ~280 functions (more in newer releases); none twice, none of libc's.
        #expect(module.functions.count > 250)
        #expect(Set(module.functions.map(\.name)).count == module.functions.count)
        #expect(module.functions.allSatisfy { $0.name.hasPrefix("sqlite3") && $0.location.path == Self.sqlite })
        #expect(module.functions.map(\.location) == module.functions.map(\.location).sorted())

        let open = try #require(module.functions.first { $0.name == "sqlite3_open" })
        #expect(open.result == .builtin(.int))
        #expect(open.parameters == [
            CParameter(name: "filename", type: Self.constCString),
            CParameter(name: "ppDb", type: .pointer(
                pointee: .pointer(pointee: Self.sqlite3, pointeeIsConst: false, nullability: .unspecified),
                pointeeIsConst: false, nullability: .unspecified)),
        ])

        // int sqlite3_exec(sqlite3*, const char *sql, int (*callback)(void*,int,char**,char**), void *, char **errmsg);
        let exec = try #require(module.functions.first { $0.name == "sqlite3_exec" })
        #expect(exec.parameters.map(\.name) == [nil, "sql", "callback", nil, "errmsg"])
        #expect(exec.parameters.map(\.type) == [
            .pointer(pointee: Self.sqlite3, pointeeIsConst: false, nullability: .unspecified),
            Self.constCString,
            .pointer(
                pointee: .function(result: .builtin(.int), parameters: [Self.voidPointer, .builtin(.int), Self.cStrings, Self.cStrings], isVariadic: false),
                pointeeIsConst: false, nullability: .unspecified),
            Self.voidPointer,
            Self.cStrings,
        ])

        let mprintf = try #require(module.functions.first { $0.name == "sqlite3_mprintf" })
        #expect(mprintf.isVariadic && mprintf.result == Self.cString)
        #expect(try #require(module.functions.first { $0.name == "sqlite3_vmprintf" }).parameters.last?.type == .vaList)
        let int64 = try #require(module.functions.first { $0.name == "sqlite3_last_insert_rowid" }).result
        #expect(int64 == .typedef(name: "sqlite3_int64", underlying: .typedef(name: "sqlite_int64", underlying: .builtin(.longLong))))
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: zlib)), arguments: LibClangForTests.each)
    func zlibAsAModuleThatLinksZ(_ library: LibClang?) throws {
        let scratch = ScratchFolder("cheaders-zlib")
        defer { scratch.remove() }
        let map = try scratch.file("module.modulemap", """
            // A module map such as a system-library package has.
            module CZlib [system] {
                header "\(Self.zlib)"
                link "z"
                export *
            }
            """)
        let module = try read(library, CHeaderRequest(.moduleMap(path: map, module: "CZlib")))
        #expect(module.name == "CZlib")
        // zlib.h includes zconf.h textually from its own folder: Swift imports it as CZlib's
        // too. What it includes from the C library (<sys/types.h>, <limits.h>) is Glibc's.
        #expect(module.headers == ["/usr/include/zconf.h", Self.zlib])
        // The seam includes what the module map names, as it names it (outside the map's folder: absolute).
        #expect(module.includes == ["\"\(Self.zlib)\""])
        #expect(module.linkedLibraries == ["z"])
        #expect(module.functions.count > 80)
        #expect(module.functions.allSatisfy { $0.location.path == Self.zlib })

        let bytef = CType.typedef(name: "Bytef", underlying: .typedef(name: "Byte", underlying: .builtin(.unsignedChar)))
        let uLong = CType.typedef(name: "uLong", underlying: .builtin(.unsignedLong))
        let compress = try #require(module.functions.first { $0.name == "compress" })
        #expect(compress.result == .builtin(.int))
        #expect(compress.parameters == [
            CParameter(name: "dest", type: .pointer(pointee: bytef, pointeeIsConst: false, nullability: .unspecified)),
            CParameter(name: "destLen", type: .pointer(pointee: .typedef(name: "uLongf", underlying: uLong), pointeeIsConst: false, nullability: .unspecified)),
            CParameter(name: "source", type: .pointer(pointee: bytef, pointeeIsConst: true, nullability: .unspecified)),
            CParameter(name: "sourceLen", type: uLong),
        ])

        let deflateInit2 = try #require(module.functions.first { $0.name == "deflateInit2_" })
        #expect(deflateInit2.parameters.map(\.name) == ["strm", "level", "method", "windowBits", "memLevel", "strategy", "version", "stream_size"])
        #expect(deflateInit2.parameters[0].type == .typedef(name: "z_streamp", underlying: .pointer(
            pointee: .typedef(name: "z_stream", underlying: .record(kind: .struct, name: "z_stream_s", isComplete: true)),
            pointeeIsConst: false, nullability: .unspecified)))
        #expect(deflateInit2.parameters[6].type == Self.constCString)
    }
}
