#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Two hashes of what a file's declaration model is made from, so that an edit that cannot
/// change the model (inside a function's body, after the last token) is told apart from one that
/// can without keeping the model: the run cache then answers for the run as if the file had not
/// changed (`RunCache.replay`).
///
/// The parser reads tokens, the bytes they span, the bytes between them (a default value's text
/// keeps its comments) and doc comments, and it places every declaration and diagnostic by line
/// and UTF-8 column. `declarations` hashes the file's bytes as they are, except a skimmed body's
/// inside (`TokenStream.skimmedBodies`; no token comes from it, only the flags of its closing
/// brace) and what follows the last token; doc comments' text, the lexer's messages and whether
/// line breaks include `\r` go in too. `positions` hashes where everything stands: each skimmed
/// body's line breaks and the length of its last line (so every later token keeps its line and
/// column), the offsets of doc comments and of the lexer's diagnostics, and what follows the last
/// token when the file has diagnostics (which may name the end).
///
/// Equal `declarations` and `positions` of one path mean equal models; equal `declarations`
/// alone mean models that differ only in their locations. `DeclarationsHashTests` checks both
/// over mutations of the fixtures.
enum DeclarationsHash {
    static func of(_ source: UnsafeBufferPointer<UInt8>, stream: TokenStream, hasDiagnostics: Bool) -> DeclarationsFingerprint {
        let lastTokenEnd = stream.tokens.count >= 2 ? Int(stream.tokens[stream.tokens.count - 2].end) : 0
        var content = CanonicalBytes(capacity: lastTokenEnd + 64)
        var positions = CanonicalBytes(capacity: 16 * stream.skimmedBodies.count + 64)
        content.number(stream.hasCarriageReturns ? 1 : 0)
        var cursor = 0
        for body in stream.skimmedBodies {
            content.run(source, cursor..<body.interior.lowerBound)
            content.number(-1)
            content.number(Int(body.closingFlags.rawValue))
            positions.shape(source, body.interior, carriageReturns: stream.hasCarriageReturns)
            cursor = body.interior.upperBound
        }
        content.run(source, cursor..<max(cursor, lastTokenEnd))
        if hasDiagnostics {
            positions.shape(source, max(cursor, lastTokenEnd)..<source.count, carriageReturns: stream.hasCarriageReturns)
        }
        content.number(stream.docCommentPieces.count)
        for piece in stream.docCommentPieces {
            positions.number(piece.lowerBound)
            content.run(source, piece)
        }
        content.number(stream.docCommentBlocks.count)
        for block in stream.docCommentBlocks {
            content.number(block.pieces.lowerBound)
            content.number(block.pieces.upperBound)
            content.number(block.nextTokenIndex)
        }
        content.number(stream.diagnostics.count)
        for diagnostic in stream.diagnostics {
            positions.number(diagnostic.offset)
            content.run(Array(diagnostic.severity.rawValue.utf8))
            content.run(Array(diagnostic.message.utf8))
        }
        return DeclarationsFingerprint(declarations: content.hash, positions: positions.hash)
    }
}

/// The bytes hashed, each piece with its length first, so that no two sequences of pieces make
/// the same bytes.
private struct CanonicalBytes {
    private var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    mutating func number(_ value: Int) {
        withUnsafeBytes(of: UInt64(truncatingIfNeeded: value).littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func run(_ source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        number(range.count)
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[range]))
    }

    mutating func run(_ piece: [UInt8]) {
        number(piece.count)
        bytes.append(contentsOf: piece)
    }

    /// Where the bytes after `range` stand: its line breaks (counted as `LineCursor` counts them)
    /// and the bytes after the last one, or all of its bytes when it has none.
    mutating func shape(_ source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, carriageReturns: Bool) {
        var breaks = 0
        var lineStart = range.lowerBound
        if !carriageReturns, let base = source.baseAddress {
            // Line feeds only (the common case): `memchr` finds them.
            var index = range.lowerBound
            while index < range.upperBound, let found = memchr(base + index, 10, range.upperBound - index) {
                index = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base + 1
                breaks += 1
                lineStart = index
            }
        } else {
            var index = range.lowerBound
            while index < range.upperBound {
                let byte = source[index]
                index += 1
                if byte == 10 || byte == 13 {
                    if byte == 13 && index < range.upperBound && source[index] == 10 { index += 1 }
                    breaks += 1
                    lineStart = index
                }
            }
        }
        number(-1)
        number(breaks)
        number(range.upperBound - lineStart)
    }

    var hash: ContentHash { bytes.withUnsafeBytes { ContentHash.hashing($0) } }
}
