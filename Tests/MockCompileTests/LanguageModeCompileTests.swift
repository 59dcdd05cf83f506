import Foundation
import Testing
import TestSupport

/// The generated mocks must compile without warnings in Swift 5 and Swift 6 language modes, and
/// under the settings strict packages turn on (`InternalImportsByDefault`, Swift 7's default;
/// the `ExplicitSendable` diagnostics; `ExistentialAny`; `NonisolatedNonsendingByDefault`, Swift 6.2's approachable
/// concurrency, which changes what the fixtures' async declarations mean, so they are compiled
/// with it too, as one package's targets would be). The fixture sources are compiled first as their own
/// module with testing enabled, then the checked-in mocks against it with
/// `@testable import MockgenFixtures`, as a user's test target would, against the `MockRuntime`
/// module of the current build.
///
/// Serialized, and the compiler runs on a thread of its own: blocking the cooperative pool (two
/// threads on a two-core machine) for seconds would starve other suites' tasks.
@Suite(.serialized) struct LanguageModeCompileTests {
    static let configurations: [(String, [String])] = [
        ("5", []),
        ("6", []),
        ("6", ["-enable-upcoming-feature", "InternalImportsByDefault", "-Wwarning", "ExplicitSendable"]),
        ("6", ["-enable-upcoming-feature", "ExistentialAny"]),
        ("6", nonsendingByDefault),
    ]

    /// Given to the fixtures' compile as well: the feature changes what their declarations mean.
    static let nonsendingByDefault = ["-enable-upcoming-feature", "NonisolatedNonsendingByDefault"]

    /// The Cuckoo-compatibility mocks are built in Swift 5 mode by the package; here they must
    /// also compile in Swift 6 mode with no warning.
    @Test(arguments: ["5", "6"])
    func cuckooCompatMocksCompileWithWarningsAsErrors(swiftVersion: String) async throws {
        try await Self.compileMocks(fixtures: "Fixtures/CuckooCompat", module: "CuckooCompatFixtures",
                                    mocks: "Tests/CuckooCompatMocks", swiftVersion: swiftVersion, flags: [])
    }

    @Test(arguments: configurations)
    func generatedMocksCompileWithWarningsAsErrors(swiftVersion: String, flags: [String]) async throws {
        try await Self.compileMocks(fixtures: "Fixtures/Sources", module: "MockgenFixtures",
                                    mocks: "Tests/GeneratedMocksTests/Mocks", swiftVersion: swiftVersion, flags: flags)
    }

    /// Compiles the sources in `fixtures` as module `module` (Swift 6, testing enabled), then the
    /// checked-in mocks in the folder `mocks` (`Mock.*.swift`) against it.
    static func compileMocks(fixtures folder: String, module: String, mocks: String, swiftVersion: String, flags: [String]) async throws {
        guard let modules = SwiftCompiler.builtModulesFolder(), let swiftc = SwiftCompiler.swiftc() else {
            Issue.record("could not find the built MockRuntime module or swiftc")
            return
        }
        let root = PackageRoot.url
        let fixtures = root.appendingPathComponent(folder)
        let scratchFolder = ScratchFolder("typecheck")
        defer { scratchFolder.remove() }
        let scratch = scratchFolder.url
        let cache = ["-module-cache-path", SwiftCompiler.sharedModuleCache(modules)]
        let fixtureFlags = flags == nonsendingByDefault ? flags : []
        let (fixtureStatus, fixtureText) = try await SwiftCompiler.compile(swiftc, SwiftCompiler.moduleArguments(module, into: scratch)
            + ["-package-name", "mockgen"] + fixtureFlags + cache + SwiftCompiler.files(in: fixtures))
        try #require(fixtureStatus == 0, "the fixtures did not compile:\n\(fixtureText)")

        // A full compile, not `-typecheck`: data-race diagnostics come from the SIL passes.
        let (status, text) = try await SwiftCompiler.compile(swiftc, ["-c", "-wmo", "-parse-as-library", "-o", scratch.appendingPathComponent("Mocks.o").path,
                                                                      "-swift-version", swiftVersion, "-warnings-as-errors"] + flags
            + ["-module-name", module + "Mocks", "-package-name", "mockgen", "-I", scratch.path, "-I", modules.path] + cache
            + SwiftCompiler.files(in: root.appendingPathComponent(mocks), prefix: "Mock."))
        #expect(status == 0, "swiftc -swift-version \(swiftVersion) \(flags.joined(separator: " ")) reported:\n\(text)")
    }
}
