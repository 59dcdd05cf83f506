import Foundation
import Testing
@testable import MockgenCore
import TestSupport

/// The C reader on the in-repo fixture (`Fixtures/C/CFixture`), with every libclang found.
@Suite(.enabled(if: LibClangForTests.canRun, LibClangForTests.skipReason))
struct CHeaderFixtureTests {
    static let both = [CFixturePaths.header, CFixturePaths.nullabilityHeader]

    func read(_ library: LibClang?, _ request: CHeaderRequest) throws -> CModule {
        let library = try #require(library, "no libclang")
        let result = CHeaderReader(libclang: library).read(request)
        #expect(result.diagnostics == [], "\(library)")
        return try #require(result.module, "\(result.diagnostics)")
    }

    func function(_ module: CModule, _ name: String) throws -> CFunction {
        try #require(module.functions.first { $0.name == name }, "no \(name) in \(module.functions.map(\.name))")
    }

    static let handle = CType.typedef(name: "cf_handle", underlying: .record(kind: .struct, name: "cf_handle", isComplete: false))
    static let item = CType.typedef(name: "cf_item", underlying: .record(kind: .struct, name: "cf_item", isComplete: true))
    static let constCString = CType.pointer(pointee: .builtin(.char), pointeeIsConst: true, nullability: .unspecified)
    static let sizeT = CType.typedef(name: "size_t", underlying: .builtin(.unsignedLong))

    @Test(arguments: LibClangForTests.each)
    func functionsOfBothHeadersInSourceOrderOnce(_ library: LibClang?) throws {
        let module = try read(library, CHeaderRequest(.headers(Self.both)))
        #expect(module.name == "cfixture")
        #expect(module.headers == Self.both.sorted())
        #expect(module.linkedLibraries == [])
        // cf_close is declared twice: listed once. Nothing from <stdlib.h> & co. (no `malloc`).
        #expect(module.functions.map(\.name) == [
            "cf_open", "cf_close", "cf_add", "cf_each", "cf_find", "cf_count", "cf_size", "cf_checksum", "cf_fill",
            "cf_value_of", "cf_format", "cf_vformat", "cf_double_size", "cf_legacy_open", "cf_debug_dump", "cf_release_buffer", "cf_fail", "cf_legacy_count",
            "cf_seek", "cf_name", "cf_sort", "cf_describe", "cf_release",
        ])
        #expect(module.functions.allSatisfy { Self.both.contains($0.location.path) })
    }

    @Test(arguments: LibClangForTests.each)
    func outParameterOfAnOpaqueHandle(_ library: LibClang?) throws {
        let open = try function(read(library, CHeaderRequest(.headers(Self.both))), "cf_open")
        let line = try #require(CFixturePaths.line(of: "int cf_open("))
        #expect(open.location == SourceLocation(path: CFixturePaths.header, line: line, column: 5))
        #expect(open.result == .builtin(.int))
        #expect(open.parameters == [
            CParameter(name: "name", type: Self.constCString),
            CParameter(name: "out", type: .pointer(
                pointee: .pointer(pointee: Self.handle, pointeeIsConst: false, nullability: .unspecified),
                pointeeIsConst: false, nullability: .unspecified)),
        ])
        #expect(!open.isVariadic && !open.isInline && open.unavailableReason == nil)
    }

    @Test(arguments: LibClangForTests.each)
    func callbackTypedefWithAContextPointer(_ library: LibClang?) throws {
        let each = try function(read(library, CHeaderRequest(.headers(Self.both))), "cf_each")
        let visit = CType.typedef(name: "cf_visit_fn", underlying: .pointer(
            pointee: .function(
                result: .builtin(.int),
                parameters: [
                    .pointer(pointee: .void, pointeeIsConst: false, nullability: .unspecified),
                    .pointer(pointee: Self.item, pointeeIsConst: true, nullability: .unspecified),
                ],
                isVariadic: false),
            pointeeIsConst: false, nullability: .unspecified))
        #expect(each.parameters.map(\.type) == [
            .pointer(pointee: Self.handle, pointeeIsConst: false, nullability: .unspecified),
            visit,
            .pointer(pointee: .void, pointeeIsConst: false, nullability: .unspecified),
        ])
    }

    @Test(arguments: LibClangForTests.each)
    func enumsUnionsStructsByValueArraysAndTypedefs(_ library: LibClang?) throws {
        let module = try read(library, CHeaderRequest(.headers(Self.both)))
        #expect(try function(module, "cf_find").result
            == .typedef(name: "cf_status", underlying: .enumeration(name: "cf_status", underlying: .unsignedInt, isComplete: true)))
        #expect(try function(module, "cf_add").parameters[1].type == Self.item)
        #expect(try function(module, "cf_value_of").result
            == .typedef(name: "cf_value", underlying: .record(kind: .union, name: "cf_value", isComplete: true)))
        #expect(try function(module, "cf_count").result == Self.sizeT)
        #expect(try function(module, "cf_count").parameters[0].type
            == .pointer(pointee: Self.handle, pointeeIsConst: true, nullability: .unspecified))
        #expect(try function(module, "cf_double_size").result == .typedef(name: "cf_int64", underlying: .builtin(.longLong)))

        let fill = try function(module, "cf_fill")
        guard case .array(element: .typedef(name: "uint8_t", underlying: _), elementIsConst: false, count: 16) = fill.parameters[0].type else {
            Issue.record("cf_fill's digest: \(fill.parameters[0].type)")
            return
        }
        #expect(fill.parameters[1].type == .enumeration(name: "cf_mode", underlying: .unsignedInt, isComplete: true))

        let checksum = try function(module, "cf_checksum")
        guard case .array(element: .typedef(name: "uint8_t", underlying: let byte), elementIsConst: true, count: nil) = checksum.parameters[0].type else {
            Issue.record("cf_checksum's bytes: \(checksum.parameters[0].type)")
            return
        }
        #expect(byte.builtinUnderlying == .unsignedChar)
    }

    @Test(arguments: LibClangForTests.each)
    func variadicVaListInlineAndUnavailableFlags(_ library: LibClang?) throws {
        let module = try read(library, CHeaderRequest(.headers(Self.both)))
        let format = try function(module, "cf_format")
        #expect(format.isVariadic && format.parameters == [CParameter(name: "format", type: Self.constCString)])
        let vformat = try function(module, "cf_vformat")
        #expect(!vformat.isVariadic && vformat.parameters.last == CParameter(name: "arguments", type: .vaList))
        let inline = try function(module, "cf_double_size")
        #expect(inline.isInline)
        let line = try #require(CFixturePaths.line(of: "cf_double_size("))
        #expect(inline.location.line == line)
        #expect(try function(module, "cf_legacy_open").unavailableReason == "use cf_open")
        #expect(try function(module, "cf_debug_dump").unavailableReason == "C only")
        #expect(module.functions.filter { $0.unavailableReason != nil }.map(\.name) == ["cf_legacy_open", "cf_debug_dump"])
        #expect(module.functions.filter(\.isInline).map(\.name) == ["cf_double_size"])
        #expect(module.functions.filter(\.isVariadic).map(\.name) == ["cf_format"])
    }

    @Test(arguments: LibClangForTests.each)
    func redeclarationKeepsTheFirstLocation(_ library: LibClang?) throws {
        let close = try function(read(library, CHeaderRequest(.headers(Self.both))), "cf_close")
        #expect(close.location.line == CFixturePaths.line(of: "void cf_close("))
    }

    @Test(arguments: LibClangForTests.each)
    func nullabilityWrittenAndInAnAssumeNonnullRegion(_ library: LibClang?) throws {
        let module = try read(library, CHeaderRequest(.headers(Self.both)))
        let name = try function(module, "cf_name")
        #expect(name.result == .pointer(pointee: .builtin(.char), pointeeIsConst: true, nullability: .nullable))
        #expect(name.parameters.map(\.type) == [
            .pointer(pointee: Self.handle, pointeeIsConst: true, nullability: .nonnull),
            .pointer(pointee: .builtin(.char), pointeeIsConst: true, nullability: .unspecified),
        ])
        // Inside `#pragma clang assume_nonnull`: unannotated pointers are non-null.
        let describe = try function(module, "cf_describe")
        #expect(describe.result == .pointer(pointee: .builtin(.char), pointeeIsConst: true, nullability: .nonnull))
        #expect(describe.parameters.map(\.type) == [
            .pointer(pointee: Self.item, pointeeIsConst: true, nullability: .nonnull),
            .pointer(pointee: .builtin(.char), pointeeIsConst: false, nullability: .nullable),
            Self.sizeT,
        ])
        // Written on a typedef of a pointer: on the pointer it stands for.
        #expect(try function(module, "cf_release").parameters[0].type == .typedef(
            name: "cf_ref", underlying: .pointer(pointee: Self.handle, pointeeIsConst: false, nullability: .nullable)))
        let sort = try function(module, "cf_sort")
        let nonnullItem = CType.pointer(pointee: Self.item, pointeeIsConst: true, nullability: .nonnull)
        #expect(sort.parameters[2].type == .pointer(
            pointee: .function(result: .builtin(.int), parameters: [nonnullItem, nonnullItem], isVariadic: false),
            pointeeIsConst: false, nullability: .nullable))
        // Outside any annotation: unspecified.
        #expect(try function(module, "cf_open").parameters[0].type == Self.constCString)
    }

    @Test(arguments: LibClangForTests.each)
    func onlyTheHeadersGivenNotTheOnesTheyInclude(_ library: LibClang?) throws {
        // cfixture_nullability.h includes cfixture.h, whose functions are not its own.
        let module = try read(library, CHeaderRequest(.headers([CFixturePaths.nullabilityHeader]), moduleName: "Nullability"))
        #expect(module.name == "Nullability")
        #expect(module.functions.map(\.name) == ["cf_name", "cf_sort", "cf_describe", "cf_release"])
    }

    @Test(arguments: LibClangForTests.each)
    func moduleMapGivesTheSameFunctions(_ library: LibClang?) throws {
        let headers = try read(library, CHeaderRequest(.headers(Self.both)))
        let module = try read(library, CHeaderRequest(.moduleMap(path: CFixturePaths.moduleMap, module: "CFixture")))
        #expect(module.name == "CFixture")
        #expect(module.headers == Self.both.sorted())
        #expect(module.linkedLibraries == [])
        #expect(module.functions == headers.functions)
    }

    @Test(arguments: LibClangForTests.each)
    func moduleFoundThroughIncludePaths(_ library: LibClang?) throws {
        let module = try read(library, CHeaderRequest(.module("CFixture"), compilerArguments: ["-I", CFixturePaths.include]))
        #expect(module.name == "CFixture")
        #expect(module.functions.count == 23)
        #expect(module.includes == ["\"cfixture.h\"", "\"cfixture_nullability.h\""])
    }

    @Test(arguments: LibClangForTests.each)
    func deprecatedFunctionsCarryClangsMessage(_ library: LibClang?) throws {
        let module = try read(library, CHeaderRequest(.headers(Self.both)))
        #expect(try function(module, "cf_size").deprecationMessage == "use cf_count")
        #expect(try function(module, "cf_count").deprecationMessage == nil)
    }

    @Test(arguments: LibClangForTests.each)
    func umbrellaHeaderAndUmbrellaFolderModules(_ library: LibClang?) throws {
        let scratch = ScratchFolder("cheaders-umbrella")
        defer { scratch.remove() }
        // An umbrella header brings its siblings into the module (as inferred submodules); the
        // system header it includes stays out.
        try scratch.file("u/u.h", "#include <stdlib.h>\n#include \"u_sub.h\"\nint u_top(void);\n")
        try scratch.file("u/u_sub.h", "#ifndef U_SUB\n#define U_SUB\nint u_sub(void);\n#endif\n")
        try scratch.file("u/module.modulemap", "module U {\n  umbrella header \"u.h\"\n  export *\n  module * { export * }\n  link \"u\"\n}\n")
        let umbrella = try read(library, CHeaderRequest(.module("U"), compilerArguments: ["-I", scratch.path + "/u"]))
        #expect(umbrella.functions.map(\.name) == ["u_top", "u_sub"])
        #expect(umbrella.headers.map { ($0 as NSString).lastPathComponent } == ["u.h", "u_sub.h"])
        #expect(umbrella.linkedLibraries == ["u"])

        try scratch.file("d/d1.h", "int d_one(void);\n")
        try scratch.file("d/d2.h", "#include \"d1.h\"\nint d_two(void);\n")
        let map = try scratch.file("d/module.modulemap", "module D { umbrella \".\" export * }\n")
        let folder = try read(library, CHeaderRequest(.moduleMap(path: map, module: "D")))
        #expect(folder.functions.map(\.name) == ["d_one", "d_two"])
    }

    @Test(arguments: LibClangForTests.each)
    func concurrentReadsWithOneLibClang(_ library: LibClang?) async throws {
        let reader = CHeaderReader(libclang: try #require(library))
        let expected = reader.read(CHeaderRequest(.headers(Self.both))).module
        let modules = await withTaskGroup(of: CModule?.self) { group in
            for _ in 0..<4 { group.addTask { reader.read(CHeaderRequest(.headers(Self.both))).module } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(modules.count == 4 && modules.allSatisfy { $0 != nil && $0 == expected })
    }

    @Test(arguments: LibClangForTests.each)
    func definesReachTheHeaders(_ library: LibClang?) throws {
        let scratch = ScratchFolder("cheaders-define")
        defer { scratch.remove() }
        let header = try scratch.file("api.h", """
            #ifdef API_V2
            int api_v2(void);
            #else
            int api_v1(void);
            #endif
            """)
        let module = try read(library, CHeaderRequest(.headers([header]), compilerArguments: ["-DAPI_V2=1"]))
        #expect(module.functions.map(\.name) == ["api_v2"])
        #expect(module.functions.first?.parameters == [])
    }
}
