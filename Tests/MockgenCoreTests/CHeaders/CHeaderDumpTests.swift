import Testing
@testable import MockgenCore

@Test func dumpFixture() throws {
    for library in LibClangForTests.all {
        print(library, library.resourceDirectory ?? "-")
        let module = CHeaderReader(libclang: library).read(CHeaderRequest(.moduleMap(path: CFixturePaths.moduleMap, module: "CFixture")))
        print(module.diagnostics, module.module?.headers ?? [], module.module?.functions.count ?? -1)
        let z = CHeaderReader(libclang: library).read(CHeaderRequest(.headers(["/usr/include/zlib.h", "/usr/include/sqlite3.h"])))
        print(z.diagnostics, z.module?.headers ?? [], z.module?.functions.count ?? -1)
        for name in ["sqlite3_open", "sqlite3_exec", "deflateInit2_", "compress", "sqlite3_mprintf"] {
            print(z.module?.functions.first { $0.name == name } as Any)
        }
        let bad = CHeaderReader(libclang: library).read(CHeaderRequest(.module("NoSuchModule")))
        print(bad)
    }
}
