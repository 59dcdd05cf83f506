import Foundation
import Testing
@testable import MockgenCore
import TestSupport

/// The cache knows which mockgen wrote a record: a record made by one build is never replayed by
/// another (an upgrade whose emitter changed regenerates the mocks of unchanged inputs), and
/// the same build moved elsewhere keeps its records.
@Suite struct BuildIdentityTests {
    #if os(Linux)
    /// The identity is the build ID the linker wrote, as `readelf` shows it.
    @Test func theIdentityIsTheLinkersBuildID() throws {
        let buildID = try #require(RunCache.executableBuildID())
        #expect(buildID.count >= 16 && buildID.allSatisfy(\.isHexDigit))
        #expect(RunCache.executableIdentity == "build-id " + buildID)
        let readelf = "/usr/bin/readelf"
        guard FileManager.default.isExecutableFile(atPath: readelf) else { return }
        let notes = try ToolProcess.run(readelf, ["-n", "/proc/\(getpid())/exe"], in: NSTemporaryDirectory())
        #expect(notes.stdout.contains("Build ID: " + buildID))
    }

    /// Another build installed over the first, with the same path, size and modification time
    /// (which the identity was once made of): it does not replay the first one's record.
    @Test(.enabled(if: CommandLineTests.binary != nil, "mockgen is not built next to the tests"))
    func anotherBuildAtTheSamePathRegenerates() throws {
        let scratch = ScratchFolder("build-identity")
        defer { scratch.remove() }
        try scratch.file("Sources/Shelf.swift", "protocol Shelf { func count() -> Int }\n")
        let tool = try scratch.folder("bin") + "/mockgen"
        try FileManager.default.copyItem(atPath: try #require(CommandLineTests.binary), toPath: tool)
        let arguments = ["generate", "--cache-dir", "cache", "--output", "Mocks.swift", "Sources"]
        func records() -> [String] { scratch.list("cache").filter { $0.hasSuffix(".run") } }

        #expect(try ToolProcess.run(tool, arguments, in: scratch.path).status == 0)
        #expect(records().count == 1)
        // The same build elsewhere: the record answers (nothing new is recorded).
        let moved = try scratch.folder("elsewhere") + "/mockgen"
        try FileManager.default.copyItem(atPath: tool, toPath: moved)
        #expect(try ToolProcess.run(moved, arguments, in: scratch.path).status == 0)
        #expect(records().count == 1)

        // Another build: the same bytes but for its build ID, put in place of the first with the
        // same size and modification time.
        let original = try FileManager.default.attributesOfItem(atPath: tool)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: tool)))
        let buildID = try #require(Self.buildIDRange(in: bytes))
        bytes[buildID.lowerBound] ^= 0xFF
        let replacement = tool + ".new"
        try Data(bytes).write(to: URL(fileURLWithPath: replacement))
        try FileManager.default.setAttributes([.posixPermissions: 0o755, .modificationDate: try #require(original[.modificationDate])], ofItemAtPath: replacement)
        #expect(rename(replacement, tool) == 0)
        let stamp = try #require(FileStamp.of(tool))
        #expect(stamp.size == (original[.size] as? NSNumber)?.int64Value)
        #expect(try ToolProcess.run(tool, arguments, in: scratch.path).status == 0)
        #expect(records().count == 2, "the other build ran in full and made a record of its own")
    }

    /// Where an ELF file's `NT_GNU_BUILD_ID` note keeps its bytes: a header of name size 4,
    /// a description size, type 3, then "GNU\0" and the description.
    static func buildIDRange(in bytes: [UInt8]) -> Range<Int>? {
        let tail: [UInt8] = [3, 0, 0, 0, 0x47, 0x4E, 0x55, 0]
        var index = 8
        while index + tail.count <= bytes.count {
            if bytes[index] == 3, bytes[index..<index + tail.count].elementsEqual(tail), bytes[index - 8..<index - 4].elementsEqual([4, 0, 0, 0]) {
                let size = Int(bytes[index - 4]) | Int(bytes[index - 3]) << 8
                let start = index + tail.count
                if size > 0, start + size <= bytes.count { return start..<start + size }
            }
            index += 1
        }
        return nil
    }
    #endif
}
