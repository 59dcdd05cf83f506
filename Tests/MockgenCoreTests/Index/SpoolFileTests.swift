import Foundation
import Testing
@testable import MockgenCore
import TestSupport

/// The generated text a two-pass run keeps on disk comes back whole, in pieces that end at line
/// breaks, and leaves no file behind.
@Suite struct SpoolFileTests {
    @Test func textComesBackWholeInPiecesEndingAtLineBreaks() throws {
        var writer = try #require(SpoolWriter())
        // Multi-byte characters across every megabyte boundary: a piece split inside one
        // would decode to replacement characters.
        let line = String(repeating: "é✓🙂", count: 997) + "\n"
        var expected = ""
        for index in 0..<900 {
            let text = "// \(index) " + line
            writer.append(text)
            expected += text
        }
        writer.append("no final line break")
        expected += "no final line break"
        let file = try #require(writer.finish())
        #expect(file.byteCount == expected.utf8.count)
        var pieces: [String] = []
        file.forEachChunk { pieces.append($0) }
        #expect(pieces.count > 2)
        #expect(pieces.dropLast().allSatisfy { $0.hasSuffix("\n") && $0.utf8.count <= SpoolFile.chunkSize + line.utf8.count + 16 })
        #expect(pieces.joined() == expected)
    }

    /// What the output file is written from: the bytes as they are, a megabyte at a time, and
    /// with the header before them the same bytes as the text.
    @Test func bytesComeBackWholeInMegabytes() throws {
        var writer = try #require(SpoolWriter())
        let line = String(repeating: "é✓🙂", count: 331) + "\n"
        var expected: [UInt8] = []
        for index in 0..<1_000 {
            let text = "// \(index) " + line
            writer.append(text)
            expected += Array(text.utf8)
        }
        let file = try #require(writer.finish())
        var bytes: [UInt8] = []
        var pieces = 0
        file.forEachByteChunk { piece in
            #expect(piece.count <= SpoolFile.chunkSize)
            bytes += piece
            pieces += 1
        }
        #expect(pieces == (expected.count + SpoolFile.chunkSize - 1) / SpoolFile.chunkSize)
        #expect(bytes == expected)
        let text = GeneratedText(header: [.comment(["// header"])], spooled: file)
        var whole: [UInt8] = []
        text.forEachByteChunk { whole += $0 }
        #expect(whole == Array(text.joined.utf8))
        #expect(whole.suffix(expected.count).elementsEqual(expected))
    }

    /// Mocks taken back from a mapped record stay there (`Segment.borrowed`): among text written
    /// to the file, small and large, they come back in their place, in megabytes, as lines, and
    /// compare with a file of the same bytes over any range.
    @Test func borrowedBytesComeBackInTheirPlace() throws {
        final class Owner {
            let storage: UnsafeMutableRawBufferPointer
            init(_ bytes: [UInt8]) {
                storage = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 16)
                storage.copyBytes(from: bytes)
            }
            deinit { storage.deallocate() }
        }
        var writer = try #require(SpoolWriter())
        var expected: [UInt8] = []
        var owners: [Owner] = []
        for index in 0..<400 {
            let written = Array("// written \(index) é✓🙂\n".utf8) + Array(repeating: Array(repeating: UInt8(ascii: "w"), count: 99) + [10], count: index % 7 == 0 ? 3_000 : 0).flatMap { $0 }
            written.withUnsafeBufferPointer { writer.append(bytes: $0) }
            expected += written
            // Borrowed pieces of every size, a megabyte and more among them.
            let borrowed = Array("// borrowed \(index)\n".utf8) + Array(repeating: Array(repeating: UInt8(ascii: "b"), count: 99) + [10], count: index % 50 == 3 ? 15_000 : index / 3).flatMap { $0 }
            let owner = Owner(borrowed)
            owners.append(owner)
            writer.append(borrowed: BorrowedBytes(owner: owner, bytes: UnsafeRawBufferPointer(owner.storage)))
            expected += borrowed
        }
        let file = try #require(writer.finish())
        #expect(file.byteCount == expected.count)
        var bytes: [UInt8] = []
        file.forEachByteChunk { piece in
            #expect(piece.count <= SpoolFile.chunkSize)
            bytes += piece
        }
        #expect(bytes == expected)
        var pieces: [String] = []
        file.forEachChunk { pieces.append($0) }
        #expect(pieces.dropLast().allSatisfy { $0.hasSuffix("\n") })
        #expect(Array(pieces.joined().utf8) == expected)
        // Compared with a file of the same bytes, and of bytes one different.
        let scratch = ScratchFolder("spool-borrowed")
        defer { scratch.remove() }
        let same = try scratch.file("same", bytes: expected)
        var other = expected
        other[expected.count / 3] ^= 1
        let different = try scratch.file("different", bytes: other)
        let (sameDescriptor, differentDescriptor) = (open(same, O_RDONLY), open(different, O_RDONLY))
        defer { close(sameDescriptor); close(differentDescriptor) }
        for range in [0..<expected.count, 0..<expected.count / 2, expected.count / 2..<expected.count, 12_345..<2_345_678, 5..<5] {
            #expect(file.equals(range, sameDescriptor, at: range.lowerBound), "\(range)")
            #expect(file.equals(range, differentDescriptor, at: range.lowerBound) == !range.contains(expected.count / 3), "\(range)")
        }
    }

    @Test func nothingIsLeftInTheFolder() throws {
        let scratch = ScratchFolder("spool-folder")
        defer { scratch.remove() }
        var writer = try #require(SpoolWriter(folder: scratch.path + "/"))
        writer.append("protocol P {}\n")
        #expect(scratch.list().isEmpty)
        let file = try #require(writer.finish())
        #expect(scratch.list().isEmpty)
        var text = ""
        file.forEachChunk { text += $0 }
        #expect(text == "protocol P {}\n")
    }

    /// A two-pass run's one output file is spooled and written like any other.
    @Test func aSpooledOutputIsWrittenByteForByte() throws {
        let scratch = ScratchFolder("spooled-output")
        defer { scratch.remove() }
        try scratch.file("In/A.swift", "protocol A { func a() }\n")
        try scratch.file("In/B.swift", "class B { func b() {} }\n")
        var request = GenerationRequest(inputs: [scratch.path + "/In"], output: scratch.path + "/One.swift")
        request.inOnePass = true
        let expected = GenerationPipeline.plan(request).files.map(\.content)
        request.inOnePass = false
        request.retainedSourceBytes = 0
        request.output = scratch.path + "/Two.swift"
        let report = GenerationPipeline.run(request)
        #expect(!report.hasErrors)
        #expect([scratch.contents("Two.swift") ?? ""] == expected)
    }

    /// A spooled output of the target's size is compared before anything is written: equal, it
    /// is left as it is (no temporary file, the same stamp); different, it is written.
    @Test func aSpooledOutputEqualToTheTargetIsNotWrittenAgain() throws {
        let scratch = ScratchFolder("spooled-unchanged")
        defer { scratch.remove() }
        let path = scratch.path + "/Out.swift"
        func spooled(_ body: String) throws -> OutputWriter.PlannedFile {
            var writer = try #require(SpoolWriter())
            writer.append(body)
            return OutputWriter.PlannedFile(path: path, text: GeneratedText(header: [.comment(["// header"])], spooled: try #require(writer.finish())))
        }
        let writer = OutputWriter()
        var fingerprint: FileFingerprint?
        #expect(try writer.write(spooled("let a = 1\n"), fingerprint: &fingerprint) == .written)
        let stamp = try #require(FileStamp.of(path))
        usleep(20_000)
        #expect(try writer.write(spooled("let a = 1\n"), fingerprint: &fingerprint) == .unchanged)
        #expect(FileStamp.of(path) == stamp)
        #expect(fingerprint == FileFingerprint(stamp: stamp, hash: try #require(ContentHash.ofFile(path))))
        #expect(scratch.list() == ["Out.swift"])
        // The same size, another byte.
        #expect(try writer.write(spooled("let b = 1\n"), fingerprint: &fingerprint) == .written)
        #expect(scratch.contents("Out.swift") == "// header\nlet b = 1\n")
        #expect(fingerprint?.hash == ContentHash.ofFile(path))
    }
}
