#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A hash of everything a file's declaration model is made from, so that an edit that cannot
/// change the model (inside a function's body, after the last token) is told apart from one that
/// can without keeping the model: the run cache then answers for the run as if the file had not
/// changed (`RunCache.replay`).
///
/// The parser reads tokens, the bytes they span, the bytes between them (a default value's text
/// keeps its comments) and doc comments, and it places every declaration and diagnostic by line
/// and UTF-8 column. So the hash takes the file's bytes as they are, except:
/// - a skimmed body's inside (`TokenStream.skimmedBodies`): no token comes from it, only the
///   place of what follows and the closing brace's flags do, so it counts as its line breaks,
///   the length of its last line and those flags;
/// - what follows the last token: it places nothing but the end of the file, which only a
///   diagnostic can name, so it counts (as its shape) only when the file has diagnostics.
/// Doc comments, the lexer's diagnostics and whether line breaks include `\r` are hashed as well.
/// Equal hashes of one path mean equal models; `DeclarationsHashTests` checks it over mutations
/// of the fixtures.
enum DeclarationsHash {
    static func of(_ source: UnsafeBufferPointer<UInt8>, stream: TokenStream, hasDiagnostics: Bool) -> ContentHash {
        let lastTokenEnd = stream.tokens.count >= 2 ? Int(stream.tokens[stream.tokens.count - 2].end) : 0
        var canonical = CanonicalBytes(capacity: lastTokenEnd + 64)
        canonical.number(stream.hasCarriageReturns ? 1 : 0)
        var cursor = 0
        for body in stream.skimmedBodies {
            canonical.run(source, cursor..<body.interior.lowerBound)
            canonical.shape(source, body.interior, carriageReturns: stream.hasCarriageReturns)
            canonical.number(Int(body.closingFlags.rawValue))
            cursor = body.interior.upperBound
        }
        canonical.run(source, cursor..<max(cursor, lastTokenEnd))
        if hasDiagnostics {
            canonical.shape(source, max(cursor, lastTokenEnd)..<source.count, carriageReturns: stream.hasCarriageReturns)
        }
        canonical.number(stream.docCommentPieces.count)
        for piece in stream.docCommentPieces {
            canonical.number(piece.lowerBound)
            canonical.run(source, piece)
        }
        canonical.number(stream.docCommentBlocks.count)
        for block in stream.docCommentBlocks {
            canonical.number(block.pieces.lowerBound)
            canonical.number(block.pieces.upperBound)
            canonical.number(block.nextTokenIndex)
        }
        canonical.number(stream.diagnostics.count)
        for diagnostic in stream.diagnostics {
            canonical.number(diagnostic.offset)
            canonical.run(Array(diagnostic.severity.rawValue.utf8))
            canonical.run(Array(diagnostic.message.utf8))
        }
        return canonical.hash
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
