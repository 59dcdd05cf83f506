import Testing
import Foundation
@testable import MockgenCore
import TestSupport

@Suite struct SourceReaderTests {
    func temporaryFile(_ bytes: [UInt8]) throws -> String {
        // In a folder of its own, removed with it.
        try ScratchFolder("reader").file("Input.swift", bytes: bytes)
    }

    @Test func readsBytes() throws {
        let path = try temporaryFile(Array("struct A {}\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let bytes = try SourceReader.read(path: path).get()
        #expect(bytes == Array("struct A {}\n".utf8))
    }

    /// Files of every size around the buffer's edges read whole, with the stamp `fstat` gave
    /// before reading (one `read` where it stops at that size).
    @Test(arguments: [0, 1, 4_095, 4_096, 65_537, 300_001])
    func readsWholeFilesWithTheirStamp(size: Int) throws {
        let content = (0..<size).map { UInt8(ascii: "a") + UInt8($0 % 26) }
        let path = try temporaryFile(content)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let read = try SourceReader.readStamped(path: path).get()
        #expect(read.bytes == content)
        #expect(read.stamp == FileStamp.of(path))
        #expect(read.stamp?.size == Int64(size))
    }

    @Test func missingFile() {
        guard case .failure(let diagnostic) = SourceReader.read(path: "/nonexistent/x.swift") else {
            Issue.record("expected failure")
            return
        }
        #expect(diagnostic.description == "/nonexistent/x.swift:1:1: error: cannot read file: no such file")
    }

    @Test func directory() {
        guard case .failure(let diagnostic) = SourceReader.read(path: NSTemporaryDirectory()) else {
            Issue.record("expected failure")
            return
        }
        #expect(diagnostic.message == "cannot read file: it is a directory")
    }

    @Test func invalidUTF8IsLocated() throws {
        let path = try temporaryFile(Array("let a = 1\nlet b = \"".utf8) + [0xFF, 0x22])
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        guard case .failure(let diagnostic) = SourceReader.read(path: path) else {
            Issue.record("expected failure")
            return
        }
        #expect(diagnostic.description == "\(path):2:10: error: file is not valid UTF-8 (invalid byte 0xFF)")
    }

    @Test func utf8Validation() {
        #expect(SourceReader.firstInvalidUTF8Offset(Array("héllo → 🎉".utf8)) == nil)
        #expect(SourceReader.firstInvalidUTF8Offset([0x61, 0xC0, 0x80]) == 1)
        #expect(SourceReader.firstInvalidUTF8Offset([0x61, 0xE2, 0x82]) == 1)
        #expect(SourceReader.firstInvalidUTF8Offset([0xED, 0xA0, 0x80]) == 0)
    }

    /// A stray byte found wherever it stands in a run of ASCII (inside or at the edges of the
    /// 32-byte and 8-byte steps, or in the bytes after the last step), and characters of several
    /// bytes anywhere in it accepted.
    @Test func utf8ValidationFindsEveryPosition() {
        for length in [7, 8, 31, 32, 33, 64, 100] {
            for position in 0..<length {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                bytes[position] = 0xFF
                #expect(SourceReader.firstInvalidUTF8Offset(bytes) == position, "\(position) of \(length)")
                bytes[position] = 0xC3
                if position + 1 < length {
                    bytes[position + 1] = 0xA9
                    #expect(SourceReader.firstInvalidUTF8Offset(bytes) == nil, "é at \(position) of \(length)")
                } else {
                    #expect(SourceReader.firstInvalidUTF8Offset(bytes) == position, "a cut é at \(position) of \(length)")
                }
            }
        }
    }
}
