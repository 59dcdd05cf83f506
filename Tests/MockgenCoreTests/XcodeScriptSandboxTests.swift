import Foundation
import Testing
@testable import MockgenCore
import TestSupport

/// Under Xcode's user script sandboxing (`ENABLE_USER_SCRIPT_SANDBOXING=YES` in the environment,
/// as Xcode exports it), mockgen touches nothing in the source root or Derived Data but its
/// declared output: its temporary file goes to `TMPDIR`, and it keeps no cache in
/// `DERIVED_FILE_DIR`. Xcode itself cannot run here, so these tests check what mockgen does with
/// the environment Xcode gives it.
@Suite struct XcodeScriptSandboxTests {
    static let sandboxed = ["ENABLE_USER_SCRIPT_SANDBOXING": "YES", "TMPDIR": "/private/tmp/x/"]

    @Test func temporaryFileGoesToTMPDIROnlyUnderTheSandbox() {
        let plain = OutputWriter.temporaryPrefix(for: "/src/Tests/GeneratedMocks.swift", environment: ["TMPDIR": "/private/tmp/x/"])
        #expect(plain.hasPrefix("/src/Tests/.GeneratedMocks.swift.mockgen-"))
        let boxed = OutputWriter.temporaryPrefix(for: "/src/Tests/GeneratedMocks.swift", environment: Self.sandboxed)
        #expect(boxed.hasPrefix("/private/tmp/x/.GeneratedMocks.swift-"))
        // Two outputs of one run with the same name do not share a temporary file.
        #expect(boxed != OutputWriter.temporaryPrefix(for: "/src/Other/GeneratedMocks.swift", environment: Self.sandboxed))
        #expect(OutputWriter.temporaryPrefix(for: "A.swift", environment: ["ENABLE_USER_SCRIPT_SANDBOXING": "YES"]).hasPrefix("/tmp/.A.swift-"))
    }

    @Test func noCacheInDerivedDataUnderTheSandbox() {
        let xcode = ["DERIVED_FILE_DIR": "/DerivedData/App/DerivedSources"]
        #expect(RunCache.folder(given: nil, environment: xcode, workingFolder: "/nowhere") == "/DerivedData/App/DerivedSources/mockgen")
        #expect(RunCache.folder(given: nil, environment: xcode.merging(Self.sandboxed) { $1 }, workingFolder: "/nowhere") == nil)
        // What the user names explicitly still counts.
        #expect(RunCache.folder(given: nil, environment: xcode.merging(Self.sandboxed) { $1 }.merging(["MOCKGEN_CACHE_DIR": "/c"]) { $1 }, workingFolder: "/nowhere") == "/c")
        #expect(RunCache.folder(given: "/d", environment: xcode.merging(Self.sandboxed) { $1 }, workingFolder: "/nowhere") == "/d")
    }

    /// The whole command as an Xcode phase runs it: the output written, nothing else created in the
    /// project (no temporary file left, no cache folder in Derived Data), the temporary file in
    /// TMPDIR while it exists. With TMPDIR on another file system (`/dev/shm`, when it is one),
    /// the rename fails with EXDEV and the content is copied over the target instead.
    @Test(.enabled(if: CommandLineTests.binary != nil, "mockgen is not built next to the tests"), arguments: [false, true])
    func aSandboxedRunWritesOnlyItsOutput(otherFileSystem: Bool) throws {
        let scratch = ScratchFolder("sandbox")
        defer { scratch.remove() }
        try scratch.file("Project/Sources/A.swift", "protocol Service { func run() }\n")
        let derived = scratch.path + "/DerivedData/DerivedSources"
        let temporary: String
        if otherFileSystem {
            guard Self.device(of: "/dev/shm") != nil, Self.device(of: "/dev/shm") != Self.device(of: scratch.path) else { return }
            temporary = "/dev/shm/mockgen-sandbox-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        } else {
            temporary = try scratch.folder("tmp")
        }
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        let environment = ProcessInfo.processInfo.environment.merging([
            "ENABLE_USER_SCRIPT_SANDBOXING": "YES", "TMPDIR": temporary, "DERIVED_FILE_DIR": derived,
        ]) { $1 }.filter { $0.key != "MOCKGEN_CACHE_DIR" }

        for content in ["protocol Service { func run() }\n", "protocol Service { func run(); func stop() }\n"] {
            try scratch.file("Project/Sources/A.swift", content)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try #require(CommandLineTests.binary))
            process.arguments = ["generate", "--output", "Tests/GeneratedMocks.swift", "Sources"]
            process.currentDirectoryURL = URL(fileURLWithPath: scratch.path + "/Project")
            process.environment = environment
            process.standardError = FileHandle.nullDevice
            try FileManager.default.createDirectory(atPath: scratch.path + "/Project/Tests", withIntermediateDirectories: true)
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
        #expect(scratch.contents("Project/Tests/GeneratedMocks.swift")?.contains("func stop()") == true)
        #expect(scratch.list("Project/Tests") == ["GeneratedMocks.swift"])
        #expect(scratch.list("Project") == ["Sources", "Tests"])
        #expect(!FileManager.default.fileExists(atPath: derived))
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? []).isEmpty)
    }

    private static func device(of path: String) -> UInt64? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.systemNumber] as? NSNumber)?.uint64Value
    }
}
