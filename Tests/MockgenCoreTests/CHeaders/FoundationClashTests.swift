import Foundation
import TestSupport
import Testing
@testable import MockgenCore

/// A C module whose headers include a header Foundation's own C modules have their own copy of
/// (libxml2 includes the system's ICU; the toolchain's Foundation on Linux has `_FoundationICU`).
/// The fixture's stand-in is `Fixtures/C/CFixture/icu/utypes.h`, defining `UErrorCode` with
/// other members than Foundation's.
struct FoundationClashTests {
    /// Foundation's C headers of the toolchain at hand: empty where Foundation has none (Darwin).
    static var foundationHasCHeaders: Bool {
        guard let library = LibClangForTests.preferred else { return false }
        return !FoundationCHeaders.headers(library: library).isEmpty
    }

    @Test(.enabled(if: foundationHasCHeaders), arguments: LibClangForTests.each)
    func theClashIsReadTheFacadeSpellsFunctionPointersOutAndLeavesTheClashingFunction(_ library: LibClang?) throws {
        let library = try #require(library, "no libclang")
        let result = CHeaderReader(libclang: library).read(CHeaderRequest(.moduleMap(path: CFixturePaths.moduleMap, module: "CFixture")))
        let module = try #require(result.module, "\(result.diagnostics)")
        let clash = try #require(module.foundationClashes.first)
        #expect(module.foundationClashes.count == 1)
        #expect(clash.header.hasSuffix("/Fixtures/C/CFixture/icu/utypes.h"))
        #expect(clash.foundationModule == "_FoundationICU")
        #expect(clash.foundationHeader.hasSuffix("/utypes.h"))
        #expect(clash.typeNames == ["UErrorCode"])

        // Said once, at the clashing header, with what the facade does about it.
        let notes = result.diagnostics.filter { $0.severity == .note }
        #expect(notes.count == 1)
        #expect(notes.first?.location.path == clash.header)
        #expect(notes.first?.message.contains("the facade spells C function pointer types out") == true)
        // ICU's own function in that header: left out, with the way out.
        let warning = try #require(result.diagnostics.first { $0.message.hasPrefix("not mocking the 1 function of utypes.h") })
        #expect(warning.message.contains("defines `UErrorCode`, which Foundation's _FoundationICU defines too"))

        let facade = CFacade(module: module)
        let skipped = try #require(facade.skipped.first { $0.name == "cf_check_icu" })
        #expect(skipped.reason.hasPrefix("it is written with `UErrorCode`, which "))
        #expect(skipped.reason.contains("call it from a C function of your own that does not expose `UErrorCode`"))
        let each = try #require(facade.functions.first { $0.name == "cf_each" })
        #expect(each.parameterTypes[1].description == "(@convention(c) (UnsafeMutableRawPointer?, UnsafePointer<cf_item>?) -> Int32)!")
        #expect(facade.foundationClashHeaders == ["utypes.h"])
    }

    /// The fixture reproduces the clash: Swift itself rejects `UErrorCode` next to Foundation.
    /// (If it no longer did, the spelled-out types and the refusal would be testing nothing.)
    @Test(.enabled(if: foundationHasCHeaders)) func swiftRejectsTheClashingTypeNextToFoundation() async throws {
        let swiftc = try #require(SwiftCompiler.swiftc())
        let scratch = ScratchFolder("foundation-clash")
        defer { scratch.remove() }
        let source = scratch.url.appendingPathComponent("clash.swift")
        try "import CFixture\nimport Foundation\nlet status: UErrorCode? = nil\n".write(to: source, atomically: true, encoding: .utf8)
        var arguments = ["-typecheck", "-swift-version", "6", "-I", CFixturePaths.include, source.path]
        if let modules = SwiftCompiler.builtModulesFolder() { arguments += ["-module-cache-path", SwiftCompiler.sharedModuleCache(modules)] }
        let (status, output) = try await SwiftCompiler.compile(swiftc, arguments)
        #expect(status != 0)
        #expect(output.contains("UErrorCode"), "\(output)")
    }

    @Test func aFunctionPointerTypedefIsSpelledOutOnRequest() {
        let visit = CType.typedef(name: "visit_fn", underlying: .pointer(
            pointee: .function(result: .builtin(.int), parameters: [.pointer(pointee: .void, pointeeIsConst: false, nullability: .unspecified)], isVariadic: false),
            pointeeIsConst: false, nullability: .nullable))
        let named = try? CTypeImporter().swiftType(visit).get()
        let spelled = try? CTypeImporter(spellsOutFunctionPointerTypedefs: true).swiftType(visit).get()
        #expect(named?.description == "visit_fn?")
        #expect(spelled?.description == "(@convention(c) (UnsafeMutableRawPointer?) -> Int32)?")
    }
}
