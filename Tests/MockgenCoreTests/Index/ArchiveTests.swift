import Foundation
import Testing
@testable import MockgenCore

/// The cache's archives: numbers of every length and hashes read back as written, and a record
/// cut anywhere is malformed, never misread.
@Suite struct ArchiveTests {
    /// Each byte length's first and last value (7 bits a byte), and their neighbours.
    static let numbers: [UInt64] = (0...10).flatMap { bytes -> [UInt64] in
        let limit: UInt64 = bytes >= 10 ? .max : (1 << (7 * UInt64(bytes))) - 1
        return [limit &- 1, limit, limit &+ 1]
    } + [0, 1, 300, 1 << 32, .max - 1]

    static let hashes: [ContentHash] = [ContentHash(high: 0, low: 0), ContentHash(high: .max, low: .max), ContentHash(high: 1, low: 1 << 63)]
        + (0..<20).map { ContentHash(Array("file \($0)".utf8)) }

    static func archive() -> [UInt8] {
        var writer = ArchiveWriter()
        for (index, number) in numbers.enumerated() {
            writer.unsigned(number)
            writer.hash(hashes[index % hashes.count])
        }
        return writer.bytes
    }

    /// Every number and hash of `bytes`, as `archive()` wrote them.
    static func read(_ bytes: ArraySlice<UInt8>) throws -> (numbers: [UInt64], hashes: [ContentHash], atEnd: Bool) {
        try bytes.withUnsafeBytes { raw in
            var reader = ArchiveReader(raw)
            var numbers: [UInt64] = []
            var hashes: [ContentHash] = []
            for _ in Self.numbers {
                numbers.append(try reader.unsigned())
                hashes.append(try reader.hash())
            }
            return (numbers, hashes, reader.isAtEnd)
        }
    }

    @Test func numbersAndHashesReadBackAsWritten() throws {
        let read = try Self.read(Self.archive()[...])
        #expect(read.numbers == Self.numbers)
        #expect(read.hashes == Self.numbers.indices.map { Self.hashes[$0 % Self.hashes.count] })
        #expect(read.atEnd)
    }

    @Test func anArchiveCutAnywhereIsMalformed() {
        let bytes = Self.archive()
        for length in 0..<bytes.count {
            #expect(throws: ArchiveReader.Malformed.self) { _ = try Self.read(bytes[..<length]) }
        }
    }
}
