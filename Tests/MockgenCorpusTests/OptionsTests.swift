import Testing
@testable import mockgen_corpus

@Suite struct OptionsTests {
    @Test func readsFlagsAndLocations() throws {
        let options = try Options.parse(["--mockgen", "/bin/mockgen", "--runtime-sources", "Sources/MockRuntime", "--keep",
                                         "--module", "Logging", "--module", "NIOCore", "--per-module", "--plain-settings", "/repos/swift-log.git", "https://x/y/z"])
        #expect(options.mockgen == "/bin/mockgen")
        #expect(options.runtimeSources == "Sources/MockRuntime")
        #expect(options.keep && options.perModule && !options.inheritSettings)
        #expect(options.modules == ["Logging", "NIOCore"])
        #expect(options.locations == ["/repos/swift-log.git", "https://x/y/z"])
        #expect(options.scratch == ".corpus")
        #expect(try Options.parse(["--mockgen", "m", "--runtime-sources", "r", "a.git"]).inheritSettings)
    }

    @Test func takesPackagesFromTheEnvironmentOnlyWhenNoneAreGiven() throws {
        let environment = ["MOCKGEN_CORPUS_PACKAGES": " a.git\n b.git "]
        let fromEnvironment = try Options.parse(["--mockgen", "m", "--runtime-sources", "r"], environment: environment)
        #expect(fromEnvironment.locations == ["a.git", "b.git"])
        let given = try Options.parse(["--mockgen", "m", "--runtime-sources", "r", "c.git"], environment: environment)
        #expect(given.locations == ["c.git"])
    }

    @Test func rejectsMissingValuesUnknownFlagsAndNoPackages() {
        #expect(throws: Options.UsageError.self) { try Options.parse(["--mockgen"]) }
        #expect(throws: Options.UsageError.self) { try Options.parse(["--mockgen", "m", "--runtime-sources", "r", "--bogus", "a"]) }
        #expect(throws: Options.UsageError.self) { try Options.parse(["--mockgen", "m", "--runtime-sources", "r"]) }
        #expect(throws: Options.UsageError.self) { try Options.parse(["--runtime-sources", "r", "a.git"]) }
    }
}
