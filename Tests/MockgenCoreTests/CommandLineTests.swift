import Foundation
import Testing
import MockgenCore
import TestSupport

/// The built `mockgen` binary as a subprocess: exit statuses and the stderr format that Xcode and
/// terminals see. `swift build --build-tests` builds it next to the test bundle.
@Suite struct CommandLineTests {
    /// `mockgen` in the folder of the test bundle (or one of its parents, for the macOS bundle
    /// layout); `nil` when it was not built.
    static let binary: String? = {
        var starts = [Bundle.main.bundlePath] + Bundle.allBundles.map(\.bundlePath)
        if let executable = CommandLine.arguments.first { starts.append((executable as NSString).deletingLastPathComponent) }
        for start in starts {
            var folder = start
            for _ in 0..<4 {
                let candidate = folder + "/mockgen"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        return nil
    }()

    typealias Run = ToolProcess.Outcome

    /// `mockgen` run to its end in `folder`, with this process's environment.
    func mockgen(_ arguments: [String], in folder: String) throws -> Run {
        try ToolProcess.run(try #require(Self.binary), arguments, in: folder)
    }

    @Test(.enabled(if: binary != nil, "mockgen is not built next to the tests"))
    func version() throws {
        let scratch = ScratchFolder("cli")
        defer { scratch.remove() }
        let run = try mockgen(["version"], in: scratch.path)
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.first.map(String.init) == MockgenVersion.current)
        // The C front end in use, or why there is none.
        #expect(lines.count == 2 && lines[1].hasPrefix("libclang: "))
        let missing = try mockgen(["version", "--libclang", scratch.path + "/no-libclang.so"], in: scratch.path)
        #expect(missing.status == 0)
        #expect(missing.stdout.contains("libclang: none (cannot load libclang, which mockgen needs to read C headers; name a copy with --libclang PATH or the MOCKGEN_LIBCLANG environment variable"))
    }

    /// `--default-isolation MainActor`: what states no isolation is mocked as `@MainActor`; what
    /// states its own keeps it; a value that is neither isolation is a usage error.
    @Test(.enabled(if: binary != nil, "mockgen is not built next to the tests"))
    func defaultIsolationReadsTheInputsAsTheirModuleIsBuilt() throws {
        let scratch = ScratchFolder("cli")
        defer { scratch.remove() }
        try scratch.file("Store.swift", """
            public protocol Store { func load() -> Int }
            nonisolated public protocol Plain { func value() -> Int }
            open class Cache { public init() {}; open func size() -> Int { 0 } }
            """)
        let run = try mockgen(["generate", "--no-header", "--no-cache", "--default-isolation", "MainActor", "--output", "Mocks.swift", "Store.swift"], in: scratch.path)
        #expect(run.status == 0, "\(run.stderr)")
        let mocks = try String(contentsOfFile: scratch.path + "/Mocks.swift", encoding: .utf8)
        #expect(mocks.contains("@MainActor\npublic class MockStore: Store, Mock {"))
        #expect(mocks.contains("@MainActor\nopen class MockCache: Cache, Mock {") || mocks.contains("@MainActor\npublic class MockCache: Cache, Mock {"))
        #expect(mocks.contains("public class MockPlain: Plain, Mock, @unchecked Sendable {"))
        #expect(!mocks.contains("@MainActor\npublic class MockPlain"))
        let plain = try mockgen(["generate", "--no-header", "--no-cache", "--default-isolation", "nonisolated", "--output", "Plain.swift", "Store.swift"], in: scratch.path)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(!(try String(contentsOfFile: scratch.path + "/Plain.swift", encoding: .utf8)).contains("@MainActor"))
        let wrong = try mockgen(["generate", "--default-isolation", "main", "--output", "Wrong.swift", "Store.swift"], in: scratch.path)
        #expect(wrong.status == 64)
        #expect(wrong.stderr.contains("--default-isolation main: give MainActor or nonisolated."))
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/Wrong.swift"))
    }

    /// Unstated, the inputs' default isolation is looked for where it is set: a package manifest's
    /// `.defaultIsolation(MainActor.self)`, an Xcode project's build setting. A warning at that
    /// line with both ways out; stated either way, none.
    @Test(.enabled(if: binary != nil, "mockgen is not built next to the tests"))
    func aMainActorDefaultAboveTheInputsIsWarnedAboutWhereItIsSet() throws {
        let scratch = ScratchFolder("cli")
        defer { scratch.remove() }
        try scratch.file("Package/Package.swift", """
            // swift-tools-version: 6.2
            import PackageDescription
            let package = Package(name: "App", targets: [
                .target(name: "App", swiftSettings: [
                    .defaultIsolation(MainActor.self),
                ]),
            ])
            """)
        try scratch.file("Package/Sources/App/Store.swift", "public protocol Store { func load() -> Int }\n")
        let warned = try mockgen(["generate", "--no-cache", "--output", "Mocks.swift", "Sources/App"], in: scratch.path + "/Package")
        #expect(warned.status == 0, "\(warned.stderr)")
        #expect(warned.stderr.contains("Package.swift:5:10: warning: a target here is built isolated to the main actor by default (`.defaultIsolation(MainActor.self)`): "
                                       + "if the inputs are its sources"), "\(warned.stderr)")
        #expect(warned.stderr.contains("pass --default-isolation MainActor"))
        for stated in ["MainActor", "nonisolated"] {
            let quiet = try mockgen(["generate", "--no-cache", "--default-isolation", stated, "--output", "Mocks.swift", "Sources/App"], in: scratch.path + "/Package")
            #expect(quiet.status == 0 && !quiet.stderr.contains("warning:"), "\(quiet.stderr)")
        }

        try scratch.file("Xcode/App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n\t\t\tbuildSettings = {\n\t\t\t\tSWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;\n\t\t\t};\n}\n")
        try scratch.file("Xcode/App/Store.swift", "public protocol Store { func load() -> Int }\n")
        let xcode = try mockgen(["generate", "--no-cache", "--output", "Mocks.swift", "App"], in: scratch.path + "/Xcode")
        #expect(xcode.stderr.contains("App.xcodeproj/project.pbxproj:4:5: warning: a target here is built isolated to the main actor by default (Default Actor Isolation = MainActor)"),
                "\(xcode.stderr)")
        let plain = try mockgen(["generate", "--no-cache", "--output", "Mocks.swift", "Store.swift"], in: scratch.path + "/Package/Sources/App")
        #expect(plain.stderr.contains("warning: a target here"), "the manifest above is found from a folder inside the package")
    }

    @Test(.enabled(if: binary != nil, "mockgen is not built next to the tests"), .enabled(if: LibClangForTests.canRun, LibClangForTests.skipReason))
    func cHeadersGetAFacadeAndMocksAndBadOnesAnErrorAtTheirLine() throws {
        let scratch = ScratchFolder("cli")
        defer { scratch.remove() }
        try scratch.file("include/counter.h", "int counter_next(int step);\nint counter_sum(const int *values, unsigned long count);\n")
        let run = try mockgen(["generate", "--no-header", "--c-module", "CCounter", "--output", "Mocks.swift", "include/counter.h"], in: scratch.path)
        #expect(run.status == 0, "\(run.stderr)")
        let mocks = try String(contentsOfFile: scratch.path + "/Mocks.swift", encoding: .utf8)
        #expect(mocks.contains("public protocol CCounterAPI: Sendable {"))
        #expect(mocks.contains("func counter_sum(_ values: UnsafePointer<Int32>!, _ count: UInt) -> Int32"))
        #expect(mocks.contains("public class MockCCounterAPI: CCounterAPI, Mock, @unchecked Sendable {"))

        try scratch.file("include/broken.h", "int ok(void);\nint broken(int x;\n")
        let broken = try mockgen(["generate", "--c-module", "CBroken", "--output", "Broken.swift", "include/broken.h"], in: scratch.path)
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("broken.h:2:17: error: expected ')'"))
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/Broken.swift"))
    }

    @Test(.enabled(if: binary != nil, "mockgen is not built next to the tests"))
    func missingInputFailsWithACompilerStyleDiagnosticAndWritesNothing() throws {
        let scratch = ScratchFolder("cli")
        defer { scratch.remove() }
        let run = try mockgen(["generate", "--testable", "App", "Missing.swift"], in: scratch.path)
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "Missing.swift:1:1: error: cannot read file: no such file\nmockgen: 1 error; nothing written\n")
        #expect(scratch.list().isEmpty)
    }

    @Test(.enabled(if: binary != nil, "mockgen is not built next to the tests"))
    func generatesIntoTheDefaultOutputThenLeavesItAlone() throws {
        let scratch = ScratchFolder("cli")
        defer { scratch.remove() }
        try scratch.file("Sources/Greeter.swift", "protocol Greeter {\n    func greet() -> String\n}\n")
        let first = try mockgen(["generate", "Sources"], in: scratch.path)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.hasPrefix("mockgen: ") && first.stderr.hasSuffix(" in 1 file (written)\n"))
        #expect(scratch.contents("GeneratedMocks.swift").map(GeneratedFileMarker.isPresent) == true)
        let second = try mockgen(["generate", "Sources"], in: scratch.path)
        #expect(second.stderr.hasSuffix(" in 1 file (unchanged)\n"))
    }

    @Test(.enabled(if: binary != nil, "mockgen is not built next to the tests"))
    func usageErrorsExitWith64() throws {
        let scratch = ScratchFolder("cli")
        defer { scratch.remove() }
        let run = try mockgen(["generate", "--no-such-option", "A.swift"], in: scratch.path)
        #expect(run.status == 64)
        #expect(run.stderr.contains("Unknown option '--no-such-option'"))
        let help = try mockgen(["help", "generate"], in: scratch.path)
        #expect(help.status == 0)
        #expect(help.stdout.contains("--file-prefix"))
    }

    /// `--two-pass-above 0` takes the two-pass path on any input: the same bytes, the same
    /// diagnostics; a negative size is a usage error.
    @Test(.enabled(if: binary != nil, "mockgen is not built next to the tests"))
    func twoPassesWriteTheSameMocks() throws {
        let scratch = ScratchFolder("cli-two-pass")
        defer { scratch.remove() }
        try scratch.file("Sources/A.swift", "import Foundation\nprotocol A { func a() }\nclass Base { func base() {} }\n")
        try scratch.file("Sources/B.swift", "import Foundation\nprotocol B: A { func b() }\nclass Derived: Base { private init(x: Int) {} }\nextension A { func a() {} }\n")
        let one = try mockgen(["generate", "--no-cache", "--debug", "--output", "One.swift", "Sources"], in: scratch.path)
        let two = try mockgen(["generate", "--no-cache", "--debug", "--two-pass-above", "0", "--output", "Two.swift", "Sources"], in: scratch.path)
        #expect(one.status == 0 && two.status == 0, "\(one.stderr)\n\(two.stderr)")
        #expect(scratch.contents("One.swift") == scratch.contents("Two.swift"))
        #expect(scratch.contents("Two.swift")?.contains("func b()") == true)
        #expect(one.stderr.replacingOccurrences(of: "One.swift", with: "Two.swift") == two.stderr)
        let negative = try mockgen(["generate", "--two-pass-above=-1", "Sources"], in: scratch.path)
        #expect(negative.status == 64)
        #expect(negative.stderr.contains("--two-pass-above -1: give 0 or more megabytes."))
    }

    @Test(.enabled(if: binary != nil, "mockgen is not built next to the tests"))
    func moduleOptionsMustBeModuleNames() throws {
        let scratch = ScratchFolder("cli")
        defer { scratch.remove() }
        try scratch.file("A.swift", "protocol P {}\n")
        for arguments in [["--testable", "My App"], ["--import", "Foundation,9Lives"], ["--testable", "A..B"]] {
            let run = try mockgen(["generate"] + arguments + ["A.swift"], in: scratch.path)
            #expect(run.status == 64, "\(arguments)")
            #expect(run.stderr.contains("is not a module name"), "\(run.stderr)")
        }
        #expect(scratch.list() == ["A.swift"])
        let valid = try mockgen(["generate", "--testable", "App", "--import", "CZlib.Deflate,_Private", "A.swift"], in: scratch.path)
        #expect(valid.status == 0, "\(valid.stderr)")
    }

    /// Cuckoo's spellings of the on/off settings keep working: each is one flag with its
    /// `--no-` inversion, and giving both spellings is a usage error.
    @Test(.enabled(if: binary != nil, "mockgen is not built next to the tests"))
    func onOffFlagsTakeBothSpellings() throws {
        let scratch = ScratchFolder("cli")
        defer { scratch.remove() }
        try scratch.file("A.swift", "protocol P { func f() }\nclass C { func g() {} }\nprotocol Q: P { func h() }\n")
        let plain = try mockgen(["generate", "--output", "plain.swift", "A.swift"], in: scratch.path)
        #expect(plain.status == 0, "\(plain.stderr)")
        let off = try mockgen(["generate", "--no-header", "--no-timestamp", "--no-inheritance", "--no-class-mocking", "--output", "off.swift", "A.swift"], in: scratch.path)
        #expect(off.status == 0, "\(off.stderr)")
        let on = try mockgen(["generate", "--header", "--timestamp", "--inheritance", "--class-mocking", "--output", "on.swift", "A.swift"], in: scratch.path)
        #expect(on.status == 0, "\(on.stderr)")
        let plainText = scratch.contents("plain.swift") ?? "", offText = scratch.contents("off.swift") ?? "", onText = scratch.contents("on.swift") ?? ""
        #expect(plainText.contains("// Inputs:") && !offText.contains("// Inputs:") && onText.contains("// Inputs:"))
        #expect(!plainText.contains("// Generated at") && onText.contains("// Generated at "))
        #expect(plainText.contains("class MockC") && !offText.contains("class MockC"))
        // Without inheritance, Q's mock has only `h()`.
        #expect(plainText.contains("func f() {") && offText.components(separatedBy: "func f() {").count < plainText.components(separatedBy: "func f() {").count)
        let both = try mockgen(["generate", "--timestamp", "--no-timestamp", "A.swift"], in: scratch.path)
        #expect(both.status == 64)
        #expect(both.stderr.contains("--no-timestamp"), "\(both.stderr)")
    }

    /// `--testable A,B --testable C` is three modules, each imported once.
    @Test(.enabled(if: binary != nil, "mockgen is not built next to the tests"))
    func listOptionsSplitAtCommasAndRepeat() throws {
        let scratch = ScratchFolder("cli")
        defer { scratch.remove() }
        try scratch.file("A.swift", "protocol P {}\n")
        let run = try mockgen(["generate", "--no-header", "--testable", "Alpha, Beta", "--testable", "Gamma,Alpha", "--output", "M.swift", "A.swift"], in: scratch.path)
        #expect(run.status == 0, "\(run.stderr)")
        let text = scratch.contents("M.swift") ?? ""
        #expect(text.contains("@testable import Alpha\n@testable import Beta\n@testable import Gamma\n"), "\(text)")
        #expect(text.components(separatedBy: "@testable import Alpha").count == 2)
    }

    /// `parse` reads inputs as `generate` does: folders and `--glob` patterns.
    @Test(.enabled(if: binary != nil, "mockgen is not built next to the tests"))
    func parseTakesFoldersAndGlobs() throws {
        let scratch = ScratchFolder("cli")
        defer { scratch.remove() }
        try scratch.file("Sources/A.swift", "protocol Alpha {}\n")
        try scratch.file("Sources/Deep/B.swift", "protocol Beta {}\n")
        let folder = try mockgen(["parse", "Sources"], in: scratch.path)
        #expect(folder.status == 0, "\(folder.stderr)")
        #expect(folder.stdout.contains("protocol Alpha") && folder.stdout.contains("protocol Beta"), "\(folder.stdout)")
        let glob = try mockgen(["parse", "--glob", "Sources/**/B.swift"], in: scratch.path)
        #expect(glob.status == 0, "\(glob.stderr)")
        #expect(glob.stdout.contains("protocol Beta") && !glob.stdout.contains("protocol Alpha"), "\(glob.stdout)")
        let none = try mockgen(["parse", "--glob", "Sources/*.txt"], in: scratch.path)
        #expect(none.status != 0)
        #expect(none.stderr.contains("no Swift files match this pattern"), "\(none.stderr)")
    }

    @Test(.enabled(if: binary != nil, "mockgen is not built next to the tests"))
    func anExclusionMatchingNothingIsAWarning() throws {
        let scratch = ScratchFolder("cli")
        defer { scratch.remove() }
        try scratch.file("A.swift", "protocol Service {}\nenum Outer { protocol Inner {} }\n")
        let run = try mockgen(["generate", "--exclude", "Servce,Inner,Outer.Inner", "A.swift"], in: scratch.path)
        #expect(run.status == 0)
        #expect(run.stderr == "warning: --exclude Servce: no protocol or class of that name among the inputs\nmockgen: 1 mock in 1 file (written)\n")
    }

    /// A build plugin whose module has no protocol still gets its file (so the build goes on), but
    /// never silently: the warning is printed again when the run cache replays the run.
    @Test(.enabled(if: binary != nil, "mockgen is not built next to the tests"))
    func nothingToMockIsAWarningEvenWhenReplayed() throws {
        let scratch = ScratchFolder("cli")
        defer { scratch.remove() }
        try scratch.file("Sources/Money.swift", "public struct Money {}\nfinal class Ledger {}\n")
        let expected = "warning: no protocol or class to mock among the inputs: Mocks.swift has no mocks, only its header and imports\n"
        let first = try mockgen(["generate", "--cache-dir", "cache", "--output", "Mocks.swift", "Sources"], in: scratch.path)
        #expect(first.status == 0)
        #expect(first.stderr == expected + "mockgen: 0 mocks in 1 file (written)\n")
        let replayed = try mockgen(["generate", "--cache-dir", "cache", "--output", "Mocks.swift", "Sources"], in: scratch.path)
        #expect(replayed.status == 0)
        #expect(replayed.stderr == expected + "mockgen: 0 mocks in 1 file (unchanged)\n")
        try scratch.file("Sources/Rates.swift", "public protocol Rates {}\n")
        let found = try mockgen(["generate", "--cache-dir", "cache", "--output", "Mocks.swift", "Sources"], in: scratch.path)
        #expect(found.stderr == "mockgen: 1 mock in 1 file (written)\n")
    }

    /// A module expected to have nothing to mock says so once, on the command line or per
    /// section of a configuration file (which is what the build plugin runs), and is quiet.
    @Test(.enabled(if: binary != nil, "mockgen is not built next to the tests"))
    func anExpectedlyEmptyOutputIsNotAWarning() throws {
        let scratch = ScratchFolder("cli-allow-empty")
        defer { scratch.remove() }
        try scratch.file("Sources/Money.swift", "public struct Money {}\n")
        try scratch.file("Core/Rates.swift", "public protocol Rates {}\n")
        let flagged = try mockgen(["generate", "--no-cache", "--allow-empty", "--output", "Mocks.swift", "Sources"], in: scratch.path)
        #expect(flagged.status == 0 && flagged.stderr == "mockgen: 0 mocks in 1 file (written)\n", "\(flagged.stderr)")
        try scratch.file("mockgen.toml", """
        cache = false

        [modules.Money]
        sources = ["Sources"]
        output = "MoneyMocks.swift"
        allow-empty = true

        [modules.Other]
        sources = ["Sources"]
        output = "OtherMocks.swift"

        [modules.Core]
        sources = ["Core"]
        output = "CoreMocks.swift"
        """)
        let configured = try mockgen(["generate"], in: scratch.path)
        #expect(configured.status == 0)
        #expect(!configured.stderr.contains("MoneyMocks.swift has no mocks"), "\(configured.stderr)")
        #expect(configured.stderr.contains("warning: no protocol or class to mock among the inputs: OtherMocks.swift has no mocks"), "\(configured.stderr)")
    }

    @Test(.enabled(if: binary != nil, "mockgen is not built next to the tests"))
    func aGeneratedFileAsTheOnlyInputIsAnErrorAndIsLeftAlone() throws {
        let scratch = ScratchFolder("cli")
        defer { scratch.remove() }
        try scratch.file("Sources/A.swift", "protocol Service { func run() }\n")
        #expect(try mockgen(["generate", "Sources"], in: scratch.path).status == 0)
        let before = scratch.contents("GeneratedMocks.swift")
        let run = try mockgen(["generate", "GeneratedMocks.swift"], in: scratch.path)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("GeneratedMocks.swift:1:1: error: this file was generated by mockgen, and generated files are never read as inputs"))
        #expect(scratch.contents("GeneratedMocks.swift") == before)
    }

    /// Interrupted while writing (the temporary file complete, the target not yet replaced, as
    /// the debug-only pause holds it): SIGINT and SIGTERM leave the previous output and no
    /// temporary file; SIGKILL leaves its temporary file, which the next run removes.
    @Test(.enabled(if: binary != nil, "mockgen is not built next to the tests"), arguments: [SIGINT, SIGTERM, SIGKILL])
    func interruptedWriteLeavesThePreviousOutputAndNoTemporaryFile(signal: Int32) throws {
        let scratch = ScratchFolder("cli")
        defer { scratch.remove() }
        try scratch.file("Sources/A.swift", "protocol Service { func run() }\n")
        #expect(try mockgen(["generate", "Sources"], in: scratch.path).status == 0)
        let before = try #require(scratch.contents("GeneratedMocks.swift"))
        try scratch.file("Sources/A.swift", "protocol Service { func run(); func stop() }\n")

        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.binary))
        process.arguments = ["generate", "Sources"]
        process.currentDirectoryURL = URL(fileURLWithPath: scratch.path)
        process.environment = ProcessInfo.processInfo.environment.merging(["MOCKGEN_TEST_PAUSE_BEFORE_RENAME_MS": "20000"]) { $1 }
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(15)
        while Self.temporaries(in: scratch.path).isEmpty && Date() < deadline && process.isRunning { usleep(10_000) }
        #expect(Self.temporaries(in: scratch.path).count == 1)
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(scratch.contents("GeneratedMocks.swift") == before)
        #expect(Self.temporaries(in: scratch.path).count == (signal == SIGKILL ? 1 : 0))

        // The next run removes what a killed run left, and writes.
        let next = try mockgen(["generate", "Sources"], in: scratch.path)
        #expect(next.status == 0)
        #expect(Self.temporaries(in: scratch.path).isEmpty)
        #expect(scratch.contents("GeneratedMocks.swift")?.contains("func stop()") == true)
    }

    static func temporaries(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.contains(".mockgen-") && $0.hasSuffix(".tmp") }
    }
}
