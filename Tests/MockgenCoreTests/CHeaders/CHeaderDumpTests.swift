import Testing
@testable import MockgenCore

@Test func dumpFixture() throws {
    for library in LibClangForTests.all {
        print(library)
        let result = CHeaderReader(libclang: library).read(CHeaderRequest(.headers([CFixturePaths.header, CFixturePaths.nullabilityHeader])))
        print(result.diagnostics)
        for function in result.module?.functions ?? [] { print(function) }
        let module = CHeaderReader(libclang: library).read(CHeaderRequest(.moduleMap(path: CFixturePaths.moduleMap, module: "CFixture")))
        print(module.diagnostics, module.module?.headers ?? [], module.module?.functions.count ?? -1)
    }
}
