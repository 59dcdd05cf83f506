import Foundation
import Testing
import MockgenCore
import TestSupport

/// `mockgen generate --config` and the files found in the working folder, through the binary.
extension CommandLineTests {
    private static let greeter = "public protocol Greeter {\n    func greet(_ name: String) -> String\n}\n\npublic class Store {\n    public init() {}\n    public func load() -> Int { 1 }\n}\n"

    @Test(.enabled(if: binary != nil, "mockgen is not built next to the tests"))
    func aCuckoofileIsReadAsIsFromAnyFolderWithItsUnsupportedKeysNamed() throws {
        let scratch = ScratchFolder("cli-cuckoofile")
        defer { scratch.remove() }
        try scratch.file("Project/Sources/App/Greeter.swift", Self.greeter)
        _ = try scratch.folder("Project/Tests/AppTests")
        try scratch.file("Project/Cuckoofile.toml", """
        [modules.App]
        output = "Tests/AppTests/GeneratedMocks.swift"
        sources = ["Sources/App/*.swift"]
        testableImports = ["App"]

        [modules.App.options]
        protocolsOnly = true

        [modules.App.xcodeproj]
        target = "App"

        """)
        // Paths in the file are relative to it, not to the working folder.
        let run = try mockgen(["generate", "--config", "Project/Cuckoofile.toml"], in: scratch.path)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == """
        Project/Cuckoofile.toml:9:14: warning: Cuckoo's key 'xcodeproj' is not supported by mockgen: it does not read an Xcode project's targets; list the target's source folders in 'sources'
        mockgen: App: 1 mock in 1 file (written)

        """)
        let mocks = try #require(scratch.contents("Project/Tests/AppTests/GeneratedMocks.swift"))
        #expect(mocks.contains("@testable import App") && mocks.contains("class MockGreeter") && !mocks.contains("class MockStore"))
        // From inside the project, found without --config; a flag overrides the file.
        let found = try mockgen(["generate", "--class-mocking"], in: scratch.path + "/Project")
        #expect(found.status == 0, "\(found.stderr)")
        #expect(found.stderr.hasSuffix("mockgen: App: 2 mocks in 1 file (written)\n"))
        #expect(scratch.contents("Project/Tests/AppTests/GeneratedMocks.swift")?.contains("class MockStore") == true)
    }

    /// mockgen.toml and Cuckoofile.toml side by side: mockgen.toml is read, and a note says the
    /// other is not; `--config` reads the one named, with no note.
    @Test(.enabled(if: binary != nil, "mockgen is not built next to the tests"))
    func aConfigurationBesideAnotherSaysWhichIsRead() throws {
        let scratch = ScratchFolder("cli-two-configs")
        defer { scratch.remove() }
        try scratch.file("Sources/Greeter.swift", Self.greeter)
        try scratch.file("mockgen.toml", "sources = [\"Sources\"]\noutput = \"Mocks.swift\"\n")
        try scratch.file("Cuckoofile.toml", "[modules.App]\noutput = \"Cuckoo.swift\"\nsources = [\"Sources/*.swift\"]\n")
        let run = try mockgen(["generate"], in: scratch.path)
        #expect(run.status == 0)
        #expect(run.stderr.hasPrefix("Cuckoofile.toml:1:1: note: Cuckoofile.toml is not read: mockgen.toml, beside it, is read instead (give --config Cuckoofile.toml to read that one)\n"), "\(run.stderr)")
        #expect(scratch.contents("Mocks.swift") != nil && scratch.contents("Cuckoo.swift") == nil)
        let named = try mockgen(["generate", "--config", "Cuckoofile.toml"], in: scratch.path)
        #expect(named.status == 0 && !named.stderr.contains("is not read"), "\(named.stderr)")
        #expect(scratch.contents("Cuckoo.swift") != nil)
    }

    @Test(.enabled(if: binary != nil, "mockgen is not built next to the tests"))
    func badConfigurationsAreCompilerStyleErrorsAndWriteNothing() throws {
        let scratch = ScratchFolder("cli-config-errors")
        defer { scratch.remove() }
        try scratch.file("Sources/Greeter.swift", Self.greeter)
        try scratch.file("syntax.toml", "sources = [\"Sources\"]\n[modules.App\noutput = \"A.swift\"\n")
        let syntax = try mockgen(["generate", "--config", "syntax.toml"], in: scratch.path)
        #expect(syntax.status == 1)
        #expect(syntax.stderr == "syntax.toml:2:13: error: Error while parsing table header: expected ']', saw '\\n'\nmockgen: 1 error; nothing written\n")

        try scratch.file("mockgen.toml", "sources = [\"Sources\"]\noutput = \"Mocks.swift\"\ntestible = [\"App\"]\n")
        let unknown = try mockgen(["generate"], in: scratch.path)
        #expect(unknown.status == 1)
        #expect(unknown.stderr.hasPrefix("mockgen.toml:3:1: error: unknown key 'testible' (known keys: sources, output, "))
        #expect(unknown.stderr.hasSuffix("\nmockgen: 1 error in mockgen.toml; nothing written\n"))

        let missing = try mockgen(["generate", "--config", "none.toml"], in: scratch.path)
        #expect(missing.status == 1)
        #expect(missing.stderr == "none.toml:1:1: error: cannot read configuration file: no such file\nmockgen: 1 error; nothing written\n")
        #expect(scratch.list() == ["Sources", "mockgen.toml", "syntax.toml"])
    }

    @Test(.enabled(if: binary != nil, "mockgen is not built next to the tests"))
    func sectionsAreGeneratedTogetherAllOrNothing() throws {
        let scratch = ScratchFolder("cli-config-sections")
        defer { scratch.remove() }
        try scratch.file("App/Greeter.swift", Self.greeter)
        try scratch.file("Core/Clock.swift", "public protocol Clock {\n    func now() -> Double\n}\n")
        try scratch.file("mockgen.toml", """
        header = false

        [modules.App]
        sources = ["App"]
        output = "AppMocks.swift"

        [modules.Core]
        sources = ["Core"]
        output = "CoreMocks.swift"

        """)
        let both = try mockgen(["generate"], in: scratch.path)
        #expect(both.status == 0, "\(both.stderr)")
        #expect(both.stderr == "mockgen: App: 2 mocks in 1 file (written)\nmockgen: Core: 1 mock in 1 file (written)\n")
        #expect(scratch.contents("CoreMocks.swift")?.contains("class MockClock") == true)

        let one = try mockgen(["generate", "--module", "Core", "--output", "Other.swift"], in: scratch.path)
        #expect(one.stderr == "mockgen: Core: 1 mock in 1 file (written)\n")
        #expect(scratch.contents("Other.swift")?.contains("class MockClock") == true)

        // One broken section: neither output is written, or rewritten.
        try FileManager.default.removeItem(atPath: scratch.path + "/AppMocks.swift")
        try scratch.file("Core/Clock.swift", "public protocol Clock {\n    func now( -> Double\n}\n")
        let broken = try mockgen(["generate"], in: scratch.path)
        #expect(broken.status == 1)
        #expect(broken.stderr.hasPrefix("Core/Clock.swift:2:"))
        #expect(broken.stderr.contains("error: ") && broken.stderr.hasSuffix("; nothing written\n"))
        #expect(!scratch.list().contains("AppMocks.swift"))
    }

    @Test(.enabled(if: binary != nil, "mockgen is not built next to the tests"))
    func configurationUsageErrorsExitWith64() throws {
        let scratch = ScratchFolder("cli-config-usage")
        defer { scratch.remove() }
        try scratch.file("A/A.swift", "protocol A { func a() }\n")
        try scratch.file("mockgen.toml", "[modules.A]\nsources = [\"A\"]\noutput = \"A.swift\"\n[modules.B]\nsources = [\"A\"]\noutput = \"B.swift\"\n")
        let cases: [([String], String)] = [
            (["generate", "--config", "mockgen.toml", "--module", "A", "--module", "B", "A"], "inputs on the command line make one output"),
            (["generate", "--module", "C"], "--module C: no section [modules.C] in mockgen.toml (it has A, B)."),
            (["generate", "--output", "X.swift"], "--output applies to one output, and mockgen.toml has 2: pick one with --module NAME."),
            (["generate", "--module", "A", "A"], "--module selects a section of a configuration file"),
        ]
        for (arguments, message) in cases {
            let run = try mockgen(arguments, in: scratch.path)
            #expect(run.status == 64, "\(arguments)")
            #expect(run.stderr.contains(message), "\(run.stderr)")
        }
        #expect(scratch.list() == ["A", "mockgen.toml"])
        // Inputs on the command line: the file is not read, as before it existed.
        let inputs = try mockgen(["generate", "--output", "Plain.swift", "A"], in: scratch.path)
        #expect(inputs.status == 0 && inputs.stderr.hasSuffix("mockgen: 1 mock in 1 file (written)\n"), "\(inputs.stderr)")
    }
}

extension CommandLineTests {
    /// `--check` with a configuration file checks every section, writes nothing, and prints the
    /// diff of the one output that would change; an error in any section is exit 1, no diff.
    @Test(.enabled(if: binary != nil, "mockgen is not built next to the tests"))
    func checkCoversEverySectionOfAConfigurationFile() throws {
        let scratch = ScratchFolder("cli-config-check")
        defer { scratch.remove() }
        try scratch.file("Sources/A/A.swift", "protocol Alpha { func a() }\n")
        try scratch.file("Sources/B/B.swift", "protocol Beta { func b() }\n")
        try scratch.file("mockgen.toml", """
        [modules.A]
        sources = ["Sources/A"]
        output = "MocksA.swift"

        [modules.B]
        sources = ["Sources/B"]
        output = "MocksB.swift"

        """)
        #expect(try mockgen(["generate", "--no-cache"], in: scratch.path).status == 0)
        #expect(try mockgen(["generate", "--check"], in: scratch.path).status == 0)

        try scratch.file("Sources/B/B.swift", "protocol Beta { func b(); func c() }\n")
        let before = scratch.contents("MocksB.swift")
        let stale = try mockgen(["generate", "--check"], in: scratch.path)
        #expect(stale.status == 2, "\(stale.stderr)")
        #expect(stale.stdout.hasPrefix("--- a/MocksB.swift\n+++ b/MocksB.swift\n"))
        #expect(stale.stdout.contains("+") && stale.stdout.contains("func c()"))
        #expect(stale.stderr.contains("mockgen: would update MocksB.swift\n") && !stale.stderr.contains("MocksA.swift"))
        #expect(scratch.contents("MocksB.swift") == before)

        try scratch.file("Sources/A/A.swift", "protocol Alpha { func a( }\n")
        let broken = try mockgen(["generate", "--check"], in: scratch.path)
        #expect(broken.status == 1)
        #expect(broken.stdout.isEmpty)
        #expect(broken.stderr.contains("Sources/A/A.swift:1:"))
    }
}

extension CommandLineTests {
    /// A build plugin's command: the sources and output on the command line, the settings from
    /// the file (the section named with --module if there is one, else the top level), and a file
    /// whose sections name no sources is fine then.
    @Test(.enabled(if: binary != nil, "mockgen is not built next to the tests"))
    func inputsOnTheCommandLineTakeTheFilesSettings() throws {
        let scratch = ScratchFolder("cli-config-inputs")
        defer { scratch.remove() }
        try scratch.file("Sources/Shop/Shop.swift", "protocol Cart { func add() }\nprotocol Legacy { func old() }\nprotocol Wallet { func pay() }\n")
        try scratch.file("mockgen.toml", "exclude = [\"Wallet\"]\n\n[modules.Shop]\nexclude = [\"Legacy\"]\n")
        let shop = try mockgen(["generate", "--no-cache", "--config", "mockgen.toml", "--module", "Shop", "--output", "Shop.swift", "Sources/Shop"], in: scratch.path)
        #expect(shop.status == 0, "\(shop.stderr)")
        let shopMocks = try #require(scratch.contents("Shop.swift"))
        #expect(shopMocks.contains("class MockCart") && shopMocks.contains("class MockWallet") && !shopMocks.contains("class MockLegacy"))

        let other = try mockgen(["generate", "--no-cache", "--config", "mockgen.toml", "--module", "Other", "--output", "Other.swift", "Sources/Shop"], in: scratch.path)
        #expect(other.status == 0, "\(other.stderr)")
        let otherMocks = try #require(scratch.contents("Other.swift"))
        #expect(otherMocks.contains("class MockLegacy") && !otherMocks.contains("class MockWallet"))

        // Without inputs, the same file is an error: its section names nothing to mock.
        let alone = try mockgen(["generate", "--config", "mockgen.toml"], in: scratch.path)
        #expect(alone.status == 1 && alone.stderr.contains("has nothing to mock"), "\(alone.stderr)")
    }
}
