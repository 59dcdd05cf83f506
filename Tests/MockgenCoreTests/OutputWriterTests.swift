import Foundation
import Testing
@testable import MockgenCore
import TestSupport

/// A class so that `deinit` can remove each test's scratch folder.
@Suite final class OutputWriterTests {
    private let folder = ScratchFolder("writer").path

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func generated(_ body: String) -> String { GeneratedFileMarker.line + "\n" + body }

    @Test func writesNewFileThenLeavesIdenticalContentAlone() throws {
        let writer = OutputWriter()
        let file = OutputWriter.PlannedFile(path: folder + "/Mocks.swift", content: generated("let a = 1\n"))
        #expect(writer.check([file]).isEmpty)
        #expect(try writer.write(file) == .written)
        let before = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.02)
        #expect(try writer.write(file) == .unchanged)
        let after = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        #expect(before == after)
    }

    /// A two-pass run's one output, a header and a body kept on disk, with no hash asked (a run
    /// without a cache, `--check`) is compared with the target in two halves at once; hashed, in
    /// one pass. Either way a target that differs anywhere (header, either half, the byte on each
    /// side of the split, one byte more or less) is replaced, and an equal one is left alone.
    @Test(arguments: [false, true]) func spooledTextIsComparedInHalvesWithoutAHash(hashing: Bool) throws {
        var spool = try #require(SpoolWriter())
        let line = String(repeating: "é", count: 49) + "\n"
        // Two and a half of the spool's reads: the halves split after the second one.
        for _ in 0..<(SpoolFile.chunkSize * 5 / 2 / line.utf8.count) { spool.append(line) }
        let body = try #require(spool.finish())
        let text = GeneratedText(header: [.comment([GeneratedFileMarker.line, "// header"])], spooled: body)
        let content = Array(text.joined.utf8)
        let headerCount = content.count - body.byteCount
        let split = headerCount + 2 * SpoolFile.chunkSize
        let writer = OutputWriter()
        let file = OutputWriter.PlannedFile(path: folder + "/Mocks.swift", text: text)
        var fingerprint: FileFingerprint?
        #expect(try writer.write(file, fingerprint: &fingerprint, hashing: hashing) == .written)
        #expect(try writer.write(file, fingerprint: &fingerprint, hashing: hashing) == .unchanged)
        #expect(writer.isOnDisk(file))
        var altered: [[UInt8]] = [Array(content.dropLast()), content + [10]]
        for position in [headerCount - 2, headerCount + 7, split - 1, split, content.count - 2] {
            var bytes = content
            bytes[position] ^= 1
            altered.append(bytes)
        }
        for bytes in altered {
            try Data(bytes).write(to: URL(fileURLWithPath: file.path))
            #expect(!writer.isOnDisk(file))
            #expect(try writer.write(file, fingerprint: &fingerprint, hashing: hashing) == .written)
            #expect(try Array(Data(contentsOf: URL(fileURLWithPath: file.path))) == content)
        }
    }

    /// A target the run cache's record vouches for (its stamp is the recorded one) and found
    /// equal to the text keeps the recorded hash, which the text is then not hashed to give; a
    /// target whose stamp is not the recorded one, or that differs, goes the usual way.
    @Test func aVouchedTargetFoundEqualKeepsTheRecordedHash() throws {
        var spool = try #require(SpoolWriter())
        for index in 0..<2_000 { spool.append("// line \(index)\n") }
        let text = GeneratedText(header: [.comment([GeneratedFileMarker.line])], spooled: try #require(spool.finish()))
        let writer = OutputWriter()
        let file = OutputWriter.PlannedFile(path: folder + "/Mocks.swift", text: text)
        var fingerprint: FileFingerprint?
        #expect(try writer.write(file, fingerprint: &fingerprint) == .written)
        let written = try #require(fingerprint)
        let stamp = try #require(FileStamp.of(file.path))
        let recorded = FileFingerprint(stamp: stamp, hash: ContentHash("what the record says"))
        #expect(try writer.write(file, fingerprint: &fingerprint, vouched: recorded) == .unchanged)
        #expect(fingerprint == recorded, "the recorded hash, not the text's")
        let otherStamp = FileFingerprint(stamp: FileStamp(size: stamp.size, modified: stamp.modified - 1), hash: ContentHash("what the record says"))
        #expect(try writer.write(file, fingerprint: &fingerprint, vouched: otherStamp) == .unchanged)
        #expect(fingerprint == written, "another stamp: the text hashed")
        var content = Array(text.joined.utf8)
        content[content.count - 3] ^= 1
        try Data(content).write(to: URL(fileURLWithPath: file.path))
        let changed = FileFingerprint(stamp: try #require(FileStamp.of(file.path)), hash: ContentHash("what the record says"))
        #expect(try writer.write(file, fingerprint: &fingerprint, vouched: changed) == .written)
        #expect(fingerprint?.hash == written.hash)
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: file.path))) == Array(text.joined.utf8))
    }

    /// A generated text of several batches is streamed: the file holds exactly the joined text,
    /// a second write finds it unchanged, and a target that is a prefix of the text, longer than
    /// it, or different in its last byte is replaced.
    @Test func streamsBatchesAndComparesWithTheTargetOnTheWay() throws {
        let source = (0..<(GeneratedText.typesPerBatch * 2 + 7)).map { "protocol P\($0) { func f() -> Int }" }.joined(separator: "\n")
        let output = MockGenerator.generate(models: [DeclarationParser.parse(source, path: "A.swift")], options: GeneratorOptions())
        let content = output.content
        var chunks = 0
        output.text.forEachChunk { _ in chunks += 1 }
        #expect(chunks == 4)  // header + 3 batches
        let writer = OutputWriter()
        let file = OutputWriter.PlannedFile(path: folder + "/Mocks.swift", text: output.text)
        #expect(try writer.write(file) == .written)
        #expect(try String(contentsOfFile: file.path, encoding: .utf8) == content)
        #expect(try writer.write(file) == .unchanged)
        // A byte changed in the first piece the writer is handed, just past it, and in the middle.
        func changed(at offset: Int) -> String {
            var bytes = Array(content.utf8)
            bytes[offset] = bytes[offset] == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
            return String(decoding: bytes, as: UTF8.self)
        }
        #expect(content.utf8.count > 3 * GeneratedText.pieceBytes)
        let inside = [200, GeneratedText.pieceBytes + 5, content.utf8.count / 2].map(changed(at:))
        for altered in [String(content.dropLast(1)), content + "\n", String(content.dropLast(1)) + "x"] + inside {
            try altered.write(toFile: file.path, atomically: true, encoding: .utf8)
            #expect(try writer.write(file) == .written)
            #expect(try String(contentsOfFile: file.path, encoding: .utf8) == content)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".tmp") }.isEmpty)
    }

    /// Mocks emitted as they are written stop when the writer cannot write: the error comes out
    /// (no hang with the emitting threads waiting), and nothing is left behind.
    @Test func mocksThatCannotBeWrittenStopTheirEmission() throws {
        let source = (0..<(GeneratedText.typesPerBatch + 50)).map { "protocol P\($0) { func f() -> Int }" }.joined(separator: "\n")
        let output = MockGenerator.generate(models: [DeclarationParser.parse(source, path: "A.swift")], options: GeneratorOptions())
        let file = OutputWriter.PlannedFile(path: folder + "/missing/Mocks.swift", text: output.text)
        let failed = Flag()
        #expect(finishes(within: 60) {
            do { _ = try DeepStack.run { try OutputWriter().write(file) } } catch { failed.set(error is Diagnostic) }
        })
        #expect(failed.value)
        #expect(!FileManager.default.fileExists(atPath: folder + "/missing"))
        // The pool's threads are free again: the same text is written in a folder that exists.
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(try OutputWriter().write(OutputWriter.PlannedFile(path: folder + "/Mocks.swift", text: output.text)) == .written)
        #expect(try String(contentsOfFile: folder + "/Mocks.swift", encoding: .utf8) == output.content)
    }

    /// An output found unchanged never touches the disk: no temporary file is made and removed
    /// (the folder's modification time, which each of those would move, stays), whether its
    /// text comes whole or in batches.
    @Test func anUnchangedTextMakesNoTemporaryFile() throws {
        let source = (0..<(GeneratedText.typesPerBatch + 3)).map { "protocol P\($0) { func f() -> Int }" }.joined(separator: "\n")
        let batched = MockGenerator.generate(models: [DeclarationParser.parse(source, path: "A.swift")], options: GeneratorOptions()).text
        let writer = OutputWriter()
        for (name, text) in [("Whole.swift", GeneratedText(generated("let a = 1\n"))), ("Batched.swift", batched)] {
            let file = OutputWriter.PlannedFile(path: folder + "/" + name, text: text)
            #expect(try writer.write(file) == .written)
            let before = try FileManager.default.attributesOfItem(atPath: folder)[.modificationDate] as? Date
            Thread.sleep(forTimeInterval: 0.03)
            #expect(try writer.write(file) == .unchanged)
            let after = try FileManager.default.attributesOfItem(atPath: folder)[.modificationDate] as? Date
            #expect(before != nil && after == before, "a temporary file was made beside \(name)")
        }
    }

    /// A text longer than the bytes held before writing (`heldBytesLimit`) goes to a temporary
    /// file past that point: equal, the target is still left alone; different before, at or
    /// after the point, or in length, the target is replaced by exactly the text.
    @Test func aTextPastTheHeldBytesIsComparedAsItIsWritten() throws {
        let line = "// " + String(repeating: "x", count: 60) + "\n"
        let content = generated(String(repeating: line, count: OutputWriter.heldBytesLimit / line.utf8.count + 100))
        let bytes = Array(content.utf8)
        let file = OutputWriter.PlannedFile(path: folder + "/Big.swift", content: content)
        let writer = OutputWriter()
        #expect(try writer.write(file) == .written)
        #expect(try writer.write(file) == .unchanged)
        var altered: [[UInt8]] = [Array(bytes.dropLast()), bytes + [10]]
        for position in [100, OutputWriter.heldBytesLimit - 1, OutputWriter.heldBytesLimit, bytes.count - 2] {
            var changed = bytes
            changed[position] = UInt8(ascii: "y")
            altered.append(changed)
        }
        for target in altered {
            try Data(target).write(to: URL(fileURLWithPath: file.path))
            #expect(try writer.write(file) == .written)
            #expect(try Array(Data(contentsOf: URL(fileURLWithPath: file.path))) == bytes)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".tmp") }.isEmpty)
    }

    @Test func replacesOwnFileWhenContentChanges() throws {
        let writer = OutputWriter()
        let path = folder + "/Mocks.swift"
        _ = try writer.write(.init(path: path, content: generated("let a = 1\n")))
        let second = OutputWriter.PlannedFile(path: path, content: generated("let a = 2\n"))
        #expect(writer.check([second]).isEmpty)
        #expect(try writer.write(second) == .written)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == second.content)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func refusesToOverwriteUserFile() throws {
        let path = folder + "/Greeter.swift"
        try "protocol Greeter {}\n".write(toFile: path, atomically: true, encoding: .utf8)
        let diagnostics = OutputWriter().check([.init(path: path, content: generated(""))])
        #expect(diagnostics.map(\.description) == ["\(path):1:1: error: refusing to overwrite a file mockgen did not generate (its first line is not the mockgen marker); delete it or choose another --output"])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "protocol Greeter {}\n")
    }

    /// `wrap.flags` holds only linker flags (a response file has no comments): an existing one is
    /// taken for mockgen's when it holds only `--wrap=` lines (an earlier one's marker line
    /// first allowed); anything else is refused.
    @Test func aLinkerFlagsFileIsRecognizedByItsFlags() throws {
        let path = folder + "/wrap.flags"
        let planned = OutputWriter.PlannedFile(path: path, text: GeneratedText("--wrap=f\n--wrap=g\n"), isLinkerFlags: true)
        for ours in ["--wrap=f\n", GeneratedFileMarker.line + "\n--wrap=old_name\n", ""] {
            try ours.write(toFile: path, atomically: true, encoding: .utf8)
            #expect(OutputWriter().check([planned]).isEmpty, "\(ours)")
        }
        for theirs in ["-lfoo\n", "--wrap=f\n-lfoo\n", "--wrap=f; rm -rf x\n"] {
            try theirs.write(toFile: path, atomically: true, encoding: .utf8)
            #expect(OutputWriter().check([planned]).map(\.message).first?.hasPrefix("refusing to overwrite") == true, "\(theirs)")
        }
        try "--wrap=f\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try OutputWriter().write(planned) == .written)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "--wrap=f\n--wrap=g\n")
    }

    @Test func reportsMissingFolderAndDuplicateTargets() {
        let missing = OutputWriter.PlannedFile(path: folder + "/nope/Mocks.swift", content: "")
        let first = OutputWriter.PlannedFile(path: folder + "/A.swift", content: "")
        let messages = OutputWriter().check([missing, first, first]).map(\.message)
        #expect(messages == ["output folder '\(folder)/nope' does not exist", "two inputs would be written to the same output file"])
    }
}

private final class Flag: @unchecked Sendable {
    private var stored = false
    private let lock = NSLock()

    func set(_ value: Bool) { lock.withLock { stored = value } }
    var value: Bool { lock.withLock { stored } }
}
