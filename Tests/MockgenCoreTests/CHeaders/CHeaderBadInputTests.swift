import Foundation
import Testing
@testable import MockgenCore
import TestSupport

/// Headers that do not compile, and requests that name nothing: diagnostics, never a crash, and
/// no module.
@Suite(.enabled(if: LibClangForTests.canRun, LibClangForTests.skipReason))
struct CHeaderBadInputTests {
    func read(_ library: LibClang?, _ request: CHeaderRequest) throws -> CHeaderReadResult {
        let library = try #require(library, "no libclang")
        let result = CHeaderReader(libclang: library).read(request)
        #expect(result.module == nil, "\(library)")
        #expect(!result.errors.isEmpty, "\(library)")
        return result
    }

    @Test(arguments: LibClangForTests.each)
    func syntaxErrorIsAnErrorAtItsLine(_ library: LibClang?) throws {
        let scratch = ScratchFolder("cheaders-syntax")
        defer { scratch.remove() }
        let header = try scratch.file("broken.h", "int fine(void);\nint broken(int x;\n")
        let result = try read(library, CHeaderRequest(.headers([header])))
        let error = try #require(result.errors.first)
        let path = FileSystemPath.realPath(header)!
        #expect(error.location.path == path)
        #expect(error.location.line == 2)
        #expect(error.location.column > 0)
        #expect(error.description.hasPrefix("\(path):2:\(error.location.column): error: "))
    }

    @Test(arguments: LibClangForTests.each)
    func missingIncludeNamesTheFile(_ library: LibClang?) throws {
        let scratch = ScratchFolder("cheaders-include")
        defer { scratch.remove() }
        let header = try scratch.file("uses.h", "#include \"not_there.h\"\nint f(void);\n")
        let error = try #require(try read(library, CHeaderRequest(.headers([header]))).errors.first)
        #expect(error.message.contains("not_there.h"))
        #expect(error.location == SourceLocation(path: FileSystemPath.realPath(header)!, line: 1, column: 10))
    }

    /// libclang keeps only "could not build module"; what clang said inside the module build
    /// comes back at its own place: a header that needs another, a header the map names that
    /// does not exist (at its line of the map).
    @Test(arguments: LibClangForTests.each)
    func aModuleThatDoesNotBuildSaysWhy(_ library: LibClang?) throws {
        let scratch = ScratchFolder("cheaders-module-build")
        defer { scratch.remove() }
        let parser = try scratch.file("parser.h", "int fine(void);\nint parse(xmlError error);\n")
        let map = try scratch.file("module.modulemap", "module CX {\n    header \"parser.h\"\n    header \"gone.h\"\n    export *\n}\n")
        let errors = try read(library, CHeaderRequest(.moduleMap(path: map, module: "CX"))).errors
        let descriptions = errors.map(\.description)
        #expect(descriptions.contains("\(FileSystemPath.realPath(map)!):3:12: error: header 'gone.h' of module 'CX' not found"), "\(descriptions)")
        #expect(descriptions.contains { $0.hasPrefix("\(FileSystemPath.realPath(parser)!):2:11: error: unknown type name 'xmlError'") }, "\(descriptions)")
        #expect(errors.contains { $0.message == "could not build module 'CX'" })
    }

    @Test(arguments: LibClangForTests.each)
    func warningsAreWarningsAndDoNotFail(_ library: LibClang?) throws {
        let scratch = ScratchFolder("cheaders-warning")
        defer { scratch.remove() }
        let header = try scratch.file("warns.h", "#warning \"old API\"\nint f(void);\n")
        let result = CHeaderReader(libclang: try #require(library)).read(CHeaderRequest(.headers([header])))
        #expect(result.module?.functions.map(\.name) == ["f"])
        #expect(result.diagnostics.map(\.severity) == [.warning])
        #expect(result.diagnostics.first?.message.contains("old API") == true)
    }

    @Test(arguments: LibClangForTests.each)
    func unknownModule(_ library: LibClang?) throws {
        let result = try read(library, CHeaderRequest(.module("NoSuchModuleAnywhere"), compilerArguments: ["-I", CFixturePaths.include]))
        #expect(result.errors.map(\.description) == ["error: module 'NoSuchModuleAnywhere' not found"])
    }

    @Test(arguments: LibClangForTests.each)
    func moduleNotInTheModuleMap(_ library: LibClang?) throws {
        let result = try read(library, CHeaderRequest(.moduleMap(path: CFixturePaths.moduleMap, module: "Other")))
        #expect(result.errors.first?.message.contains("Other") == true)
    }

    @Test(arguments: LibClangForTests.each)
    func nonexistentHeaderAndModuleMap(_ library: LibClang?) throws {
        let header = try read(library, CHeaderRequest(.headers(["/nonexistent/api.h", CFixturePaths.header])))
        #expect(header.diagnostics.map(\.description) == ["error: cannot read C header '/nonexistent/api.h': no such file"])
        let map = try read(library, CHeaderRequest(.moduleMap(path: "/nonexistent/module.modulemap", module: "M")))
        #expect(map.diagnostics.map(\.description) == ["error: cannot read module map '/nonexistent/module.modulemap': no such file"])
        let none = try read(library, CHeaderRequest(.headers([])))
        #expect(none.diagnostics.map(\.description) == ["error: no C header to read"])
    }

    @Test(arguments: LibClangForTests.each)
    func badCompilerFlagIsReported(_ library: LibClang?) throws {
        let result = try read(library, CHeaderRequest(.headers([CFixturePaths.header]), compilerArguments: ["-std=nonsense"]))
        #expect(result.errors.first?.message.contains("nonsense") == true)
    }
}
