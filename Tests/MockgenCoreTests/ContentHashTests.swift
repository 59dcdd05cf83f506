import Foundation
import Testing
@testable import MockgenCore
import TestSupport

/// The hash that tells whether an input, an output or a skeleton changed: the same fed whole or
/// in pieces (a file is read a megabyte at a time), different for every small change.
@Suite struct ContentHashTests {
    private static let bytes: [UInt8] = (0..<1_000).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 3) }

    @Test func piecesOfAnyLengthHashAsTheWhole() {
        let whole = ContentHash(Self.bytes)
        for piece in [1, 3, 7, 8, 31, 32, 33, 64, 100, 512] {
            var state = ContentHash.State()
            Self.bytes.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let end = min(offset + piece, raw.count)
                    state.absorb(UnsafeRawBufferPointer(rebasing: raw[offset..<end]))
                    offset = end
                }
            }
            #expect(state.finish() == whole, "pieces of \(piece) bytes")
        }
    }

    @Test func everyPrefixAndEveryFlippedBitHashesApart() {
        var seen: Set<ContentHash> = []
        // Every length through several 32-byte steps and their word and byte tails.
        for length in 0...100 { seen.insert(ContentHash(Array(Self.bytes.prefix(length)))) }
        #expect(seen.count == 101)
        // One bit flipped anywhere in 200 bytes: in a full step, a lone word or the byte tail.
        let base = Array(Self.bytes.prefix(200 - 5))
        seen = [ContentHash(base)]
        for index in base.indices {
            for bit in 0..<8 {
                var changed = base
                changed[index] ^= 1 << bit
                seen.insert(ContentHash(changed))
            }
        }
        #expect(seen.count == 1 + base.count * 8)
        // Zeros of different lengths, and words swapped between lanes.
        #expect(ContentHash([UInt8](repeating: 0, count: 32)) != ContentHash([UInt8](repeating: 0, count: 33)))
        let swapped = Array(base[8..<16]) + Array(base[0..<8]) + Array(base[16...])
        #expect(ContentHash(swapped) != ContentHash(base))
    }

    @Test func aFileHashesAsItsBytes() throws {
        let scratch = ScratchFolder("content-hash")
        defer { scratch.remove() }
        let big = (0..<(3 << 20) + 13).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
        let path = try scratch.file("big.bin", bytes: big)
        #expect(ContentHash.ofFile(path) == ContentHash(big))
    }

    /// Run records hold hashes as text: every hash reads back from its digits in either case,
    /// and a byte that is no digit at any of the 32 places, or another length, reads as none.
    @Test func hashesReadBackFromTheirDigits() {
        func read(_ text: String, dropping prefix: Int = 0) -> ContentHash? {
            Array(text.utf8).withUnsafeBytes { ContentHash(hexDigits: $0[prefix...]) }
        }
        for length in [0, 1, 31, 32, 33, 100] {
            let hash = ContentHash(Array(Self.bytes.prefix(length)))
            #expect(read(hash.description) == hash)
            #expect(read(hash.description.uppercased()) == hash)
            #expect(read("xy" + hash.description, dropping: 2) == hash)
            #expect(read(String(hash.description.dropLast())) == nil)
            #expect(read(hash.description + "0") == nil)
        }
        let digits = Array(ContentHash(Self.bytes).description.utf8)
        // The bytes around each range of digits, and some far from them.
        let notDigits: [UInt8] = [0x00, 0x20, 0x2F, 0x3A, 0x40, 0x47, 0x60, 0x67, 0x7F, 0xC3, 0xFF]
        for offset in 0..<32 {
            for bad in notDigits {
                var text = digits
                text[offset] = bad
                #expect(text.withUnsafeBytes { ContentHash(hexDigits: $0[...]) } == nil, "\(bad) at \(offset)")
            }
        }
    }
}
