import Foundation
import Testing
import MockgenCore
import TestSupport

/// `mockgen generate --check`, through the built binary: exit 0 when the outputs are what a run
/// would write, 2 with a diff that patches them when not, 1 without a diff on errors, and never
/// a change on disk (a snapshot of every file's and folder's size and time, so even a temporary
/// file created and removed again would show).
@Suite struct CheckCommandTests {
    private static let binary = CommandLineTests.binary

    private func mockgen(_ arguments: [String], in folder: String) throws -> ToolProcess.Outcome {
        var environment = ProcessInfo.processInfo.environment
        // The default cache folder comes from these; the tests choose theirs.
        environment["MOCKGEN_CACHE_DIR"] = nil
        environment["DERIVED_FILE_DIR"] = nil
        return try ToolProcess.run(try #require(Self.binary), arguments, in: folder, environment: environment)
    }

    private let greeter = "protocol Greeter {\n    func greet() -> String\n}\n"
    private let greeterWithFarewell = "protocol Greeter {\n    func greet() -> String\n    func farewell()\n}\n"

    /// The CI flow: a real run, a check that finds it up to date, an edited input, a check that
    /// prints the diff the next run would make. The folder has a Package.swift, so a real run
    /// would keep its cache in .build/mockgen-cache: a check must not create it.
    @Test(.enabled(if: binary != nil, "mockgen is not built next to the tests"))
    func upToDateExitsZeroAndStaleExitsTwoWithADiffThatPatchesTheFile() throws {
        let scratch = ScratchFolder("check")
        defer { scratch.remove() }
        try scratch.file("Package.swift", "// swift-tools-version:6.0\n")
        try scratch.file("Sources/Greeter.swift", greeter)
        let generated = try mockgen(["generate", "--no-cache", "Sources"], in: scratch.path)
        #expect(generated.status == 0, "\(generated.stderr)")

        var before = ToolProcess.snapshot(of: scratch.path)
        let upToDate = try mockgen(["generate", "--check", "Sources"], in: scratch.path)
        #expect(upToDate.status == 0, "\(upToDate.stderr)")
        #expect(upToDate.stdout.isEmpty)
        #expect(upToDate.stderr == "mockgen: 1 mock in 1 file (up to date)\n")
        #expect(ToolProcess.snapshot(of: scratch.path) == before)

        try scratch.file("Sources/Greeter.swift", greeterWithFarewell)
        let old = try #require(scratch.contents("GeneratedMocks.swift"))
        before = ToolProcess.snapshot(of: scratch.path)
        let stale = try mockgen(["generate", "--check", "--cache-dir", "cache", "Sources"], in: scratch.path)
        #expect(stale.status == 2, "\(stale.stderr)")
        #expect(stale.stdout.hasPrefix("--- a/GeneratedMocks.swift\n+++ b/GeneratedMocks.swift\n@@ -"))
        #expect(stale.stdout.contains("\n+    final func farewell() "))
        #expect(stale.stderr == "mockgen: would update GeneratedMocks.swift\nmockgen: 1 mock in 1 file (1 would change); nothing written\n")
        #expect(ToolProcess.snapshot(of: scratch.path) == before)

        // The two-pass path gives the same diff, and writes no more.
        let twoPass = try mockgen(["generate", "--check", "--two-pass-above", "0", "Sources"], in: scratch.path)
        #expect(twoPass.status == 2 && twoPass.stdout == stale.stdout, "\(twoPass.stderr)")
        #expect(ToolProcess.snapshot(of: scratch.path) == before)

        let written = try mockgen(["generate", "--no-cache", "Sources"], in: scratch.path)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(try UnifiedDiffTests.apply(stale.stdout, to: old) == scratch.contents("GeneratedMocks.swift"))
    }

    /// Folder mode: outputs still to be made are reported against /dev/null and their folder is
    /// not created; once made, a deleted one is the only change.
    @Test(.enabled(if: binary != nil, "mockgen is not built next to the tests"))
    func missingOutputsWouldBeCreatedAndNoFolderIsMade() throws {
        let scratch = ScratchFolder("check-folder")
        defer { scratch.remove() }
        try scratch.file("Sources/Greeter.swift", greeter)
        try scratch.file("Sources/Clock.swift", "protocol Clock {\n    var now: Double { get }\n}\n")
        let before = ToolProcess.snapshot(of: scratch.path)
        let missing = try mockgen(["generate", "--check", "--no-cache", "--output", "Mocks/", "Sources"], in: scratch.path)
        #expect(missing.status == 2, "\(missing.stderr)")
        #expect(missing.stdout.hasPrefix("--- /dev/null\n+++ b/Mocks/MockClock.swift\n@@ -0,0 +1,"))
        #expect(missing.stdout.contains("\n--- /dev/null\n+++ b/Mocks/MockGreeter.swift\n@@ -0,0 +1,"))
        #expect(missing.stderr == """
            mockgen: would create Mocks/MockClock.swift
            mockgen: would create Mocks/MockGreeter.swift
            mockgen: 2 mocks in 2 files (2 would change); nothing written

            """)
        #expect(ToolProcess.snapshot(of: scratch.path) == before)

        #expect(try mockgen(["generate", "--no-cache", "--output", "Mocks/", "Sources"], in: scratch.path).status == 0)
        #expect(try mockgen(["generate", "--check", "--output", "Mocks/", "Sources"], in: scratch.path).status == 0)
        try FileManager.default.removeItem(atPath: scratch.path + "/Mocks/MockClock.swift")
        let oneMissing = try mockgen(["generate", "--check", "--output", "Mocks/", "Sources"], in: scratch.path)
        #expect(oneMissing.status == 2)
        #expect(oneMissing.stderr.hasSuffix("mockgen: would create Mocks/MockClock.swift\nmockgen: 2 mocks in 2 files (1 would change, 1 up to date); nothing written\n"))
    }

    /// Errors are errors (status 1, no diff), whether in the inputs or in the way of an output.
    @Test(.enabled(if: binary != nil, "mockgen is not built next to the tests"))
    func errorsExitOneAndPrintNoDiff() throws {
        let scratch = ScratchFolder("check-errors")
        defer { scratch.remove() }
        try scratch.file("Sources/Greeter.swift", "protocol Greeter {\n    func greet(\n")
        let broken = try mockgen(["generate", "--check", "Sources"], in: scratch.path)
        #expect(broken.status == 1)
        #expect(broken.stdout.isEmpty)
        #expect(broken.stderr.hasPrefix("Sources/Greeter.swift:") && broken.stderr.contains(": error: ") && broken.stderr.hasSuffix("; nothing written\n"))

        try scratch.file("Sources/Greeter.swift", greeter)
        try scratch.file("GeneratedMocks.swift", "// my own code\n")
        let inTheWay = try mockgen(["generate", "--check", "Sources"], in: scratch.path)
        #expect(inTheWay.status == 1)
        #expect(inTheWay.stdout.isEmpty)
        #expect(inTheWay.stderr.contains("GeneratedMocks.swift:1:1: error: refusing to overwrite a file mockgen did not generate"))
        #expect(scratch.contents("GeneratedMocks.swift") == "// my own code\n")
    }

    /// Past 1 MiB of input a run with a cache folder keeps an incremental index there; a check
    /// keeps none, and creates no cache folder.
    @Test(.enabled(if: binary != nil, "mockgen is not built next to the tests"))
    func aCheckWritesNoCacheRecordEvenForALargeInput() throws {
        let scratch = ScratchFolder("check-cache")
        defer { scratch.remove() }
        let padding = String(repeating: "// padding to pass the incremental index's threshold\n", count: 24_000)
        try scratch.file("Sources/Greeter.swift", padding + greeter)
        #expect(try mockgen(["generate", "--cache-dir", "written-cache", "Sources"], in: scratch.path).status == 0)
        // A real run with a cache leaves records: the check below would too if it kept any.
        #expect(!scratch.list("written-cache").isEmpty)
        try scratch.file("Sources/Greeter.swift", padding + greeterWithFarewell)
        let before = ToolProcess.snapshot(of: scratch.path)
        let stale = try mockgen(["generate", "--check", "--cache-dir", "check-cache", "Sources"], in: scratch.path)
        #expect(stale.status == 2, "\(stale.stderr)")
        let again = try mockgen(["generate", "--check", "--cache-dir", "written-cache", "Sources"], in: scratch.path)
        #expect(again.status == 2 && again.stdout == stale.stdout, "\(again.stderr)")
        #expect(ToolProcess.snapshot(of: scratch.path) == before)
    }

    @Test(.enabled(if: binary != nil, "mockgen is not built next to the tests"))
    func helpGivesTheExitStatuses() throws {
        let help = try mockgen(["help", "generate"], in: NSTemporaryDirectory())
        #expect(help.stdout.contains("--check"))
        #expect(help.stdout.contains("2 when some would change"))
    }
}
