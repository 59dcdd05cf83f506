import Foundation
import Testing
import TestSupport

/// `--replace`'s generated code against its fixture module compiled the ways a user's module
/// can be: with `-enable-implicit-dynamic` and `-enable-private-imports` the replacements compile
/// in Swift 6 mode with warnings as errors; without either, the mistake is a compile error
/// naming the member or the import, not silent real calls (docs/BeyondInheritance.md, "Set-up").
@Suite(.serialized) struct ReplacementCompileTests {
    static func compile(moduleFlags: [String]) async throws -> (status: Int32, output: String)? {
        guard let modules = SwiftCompiler.builtModulesFolder(), let swiftc = SwiftCompiler.swiftc() else {
            Issue.record("could not find the built MockRuntime module or swiftc")
            return nil
        }
        let root = PackageRoot.url
        let fixtures = root.appendingPathComponent("Fixtures/Replaced/ReplacedFixtures")
        let mocks = root.appendingPathComponent("Tests/ReplacementTests/Mocks")
        let scratchFolder = ScratchFolder("replacement")
        defer { scratchFolder.remove() }
        let scratch = scratchFolder.url
        let cache = ["-module-cache-path", SwiftCompiler.sharedModuleCache(modules)]
        let (moduleStatus, moduleText) = try await SwiftCompiler.compile(swiftc, SwiftCompiler.moduleArguments("ReplacedFixtures", into: scratch)
            + moduleFlags + cache + SwiftCompiler.files(in: fixtures))
        try #require(moduleStatus == 0, "the fixture module did not compile:\n\(moduleText)")
        return try await SwiftCompiler.compile(swiftc, ["-c", "-wmo", "-parse-as-library", "-o", scratch.appendingPathComponent("Mocks.o").path, "-swift-version", "6",
                                                        "-warnings-as-errors", "-module-name", "ReplacementMocks", "-I", scratch.path, "-I", modules.path]
            + cache + SwiftCompiler.files(in: mocks))
    }

    @Test func replacementsCompileWithoutWarningsAgainstADynamicModule() async throws {
        guard let (status, output) = try await Self.compile(moduleFlags: ["-Xfrontend", "-enable-implicit-dynamic", "-Xfrontend", "-enable-private-imports"]) else { return }
        #expect(status == 0, "swiftc reported:\n\(output)")
    }

    /// Replaced designated initializers that assign private storage import the module
    /// privately: a module built without the flag says so at the import.
    @Test func aModuleBuiltWithoutPrivateImportsIsACompileErrorAtTheImport() async throws {
        guard let (status, output) = try await Self.compile(moduleFlags: ["-Xfrontend", "-enable-implicit-dynamic"]) else { return }
        #expect(status != 0)
        #expect(output.contains("error: module 'ReplacedFixtures' was not compiled for private import"), "\(output)")
    }

    @Test func aModuleBuiltWithoutDynamicReplacementIsACompileError() async throws {
        guard let (status, output) = try await Self.compile(moduleFlags: []) else { return }
        #expect(status != 0)
        #expect(output.contains("error: replaced function 'now()' is not marked dynamic"), "\(output)")
    }
}
