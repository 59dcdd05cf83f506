import Foundation
import TestSupport
import Testing
@testable import MockgenCore

/// A C module whose headers include a header Foundation's own C modules have their own copy of
/// (libxml2 includes the system's ICU; the toolchain's Foundation on Linux has `_FoundationICU`).
/// `Fixtures/C/FoundationClash`: `clash.h` includes a stand-in for ICU's `utypes.h` defining
/// `UErrorCode` with other members than Foundation's. Not a target of the package: every compile
/// here uses a module cache of its own, since a module clashing with Foundation upsets clang's
/// module merging in whatever compile sees both.
struct FoundationClashTests {
    static let folder = PackageRoot.path + "/Fixtures/C/FoundationClash"

    /// Foundation's C headers of the toolchain at hand: empty where Foundation has none (Darwin).
    static var foundationHasCHeaders: Bool {
        guard let library = LibClangForTests.preferred else { return false }
        return !FoundationCHeaders.headers(library: library).isEmpty
    }

    @Test(.enabled(if: foundationHasCHeaders), arguments: LibClangForTests.each)
    func theClashIsReadTheFacadeSpellsFunctionPointersOutAndLeavesTheClashingFunctions(_ library: LibClang?) throws {
        let library = try #require(library, "no libclang")
        let result = CHeaderReader(libclang: library).read(CHeaderRequest(.moduleMap(path: Self.folder + "/module.modulemap", module: "CClash")))
        let module = try #require(result.module, "\(result.diagnostics)")
        let clash = try #require(module.foundationClashes.first)
        #expect(module.foundationClashes.count == 1)
        #expect(clash.header.hasSuffix("/Fixtures/C/FoundationClash/icu/utypes.h"))
        #expect(clash.foundationModule == "_FoundationICU")
        #expect(clash.foundationHeader.hasSuffix("/utypes.h"))
        #expect(clash.typeNames == ["UErrorCode"])

        // Said once, at the clashing header, with what the facade does about it.
        let notes = result.diagnostics.filter { $0.severity == .note }
        #expect(notes.count == 1)
        #expect(notes.first?.location.path == clash.header)
        #expect(notes.first?.message.contains("the facade spells C function pointer types out") == true)

        let facade = CFacade(module: module)
        for name in ["fc_check", "u_errorName"] {
            let skipped = try #require(facade.skipped.first { $0.name == name }, "\(facade.skipped)")
            #expect(skipped.reason.hasPrefix("it is written with `UErrorCode`, which "))
            #expect(skipped.reason.contains("call it from a C function of your own that does not expose `UErrorCode`"))
        }
        let each = try #require(facade.functions.first { $0.name == "fc_each" })
        #expect(each.parameterTypes[0].description == "(@convention(c) (UnsafeMutableRawPointer?, Int32) -> Int32)!")
        #expect(facade.foundationClashHeaders == ["utypes.h"])
    }

    /// The fixture reproduces the clash: Swift itself rejects `UErrorCode` next to Foundation.
    /// (If it no longer did, the spelled-out types and the refusals would be testing nothing.)
    @Test(.enabled(if: foundationHasCHeaders)) func swiftRejectsTheClashingTypeNextToFoundation() async throws {
        let swiftc = try #require(SwiftCompiler.swiftc())
        let scratch = ScratchFolder("foundation-clash")
        defer { scratch.remove() }
        let source = scratch.url.appendingPathComponent("clash.swift")
        try "import CClash\nimport Foundation\nlet status: UErrorCode? = nil\n".write(to: source, atomically: true, encoding: .utf8)
        let (status, output) = try await SwiftCompiler.compile(swiftc, [
            "-typecheck", "-swift-version", "6", "-I", Self.folder, "-module-cache-path", scratch.path + "/cache", source.path,
        ])
        #expect(status != 0)
        #expect(output.contains("UErrorCode"), "\(output)")
    }

    /// The generated facade compiled as a module, and the generated mocks (which import
    /// MockRuntime, hence Foundation) compiled against it with warnings as errors.
    @Test(.enabled(if: foundationHasCHeaders)) func theFacadeAndTheMocksCompileNextToFoundation() async throws {
        guard let modules = SwiftCompiler.builtModulesFolder(), let swiftc = SwiftCompiler.swiftc() else {
            Issue.record("could not find the built MockRuntime module or swiftc")
            return
        }
        let scratch = ScratchFolder("foundation-clash-mocks")
        defer { scratch.remove() }
        let facadePath = scratch.path + "/CClashAPI.swift", mocksPath = scratch.path + "/Mocks.swift"
        let request = GenerationRequest(inputs: [], output: mocksPath, options: GeneratorOptions(imports: ["CClashFacade"]),
                                        c: CInputs(moduleName: "CClash", clangArguments: ["-I" + Self.folder], facadeOutput: facadePath))
        let plan = GenerationPipeline.plan(request)
        #expect(!plan.hasErrors, "\(plan.diagnostics)")
        for file in plan.files { try file.content.write(toFile: file.path, atomically: true, encoding: .utf8) }
        let facadeText = try String(contentsOfFile: facadePath, encoding: .utf8)
        #expect(facadeText.contains("_ visit: (@convention(c) (UnsafeMutableRawPointer?, Int32) -> Int32)!"))
        #expect(!facadeText.contains("fc_check"))

        let common = ["-swift-version", "6", "-I", Self.folder, "-I", scratch.path, "-module-cache-path", scratch.path + "/cache", "-warnings-as-errors"]
        let (facadeStatus, facadeOutput) = try await SwiftCompiler.compile(swiftc, SwiftCompiler.moduleArguments("CClashFacade", into: scratch.url) + common + [facadePath])
        try #require(facadeStatus == 0, "the facade did not compile:\n\(facadeOutput)")
        let (status, output) = try await SwiftCompiler.compile(swiftc, ["-typecheck", "-I", modules.path] + common + [mocksPath])
        #expect(status == 0, "the mocks did not compile next to Foundation:\n\(output)")
    }
}
