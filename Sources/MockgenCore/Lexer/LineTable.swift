#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Maps byte offsets to 1-based line and UTF-8 column numbers. Built in one pass over the bytes;
/// lookups are binary searches, so locations cost nothing until a declaration asks for one.
public struct LineTable: Sendable {
    /// Byte offset of the first byte of each line.
    private var lineStarts: [Int32]

    public init(_ source: UnsafeBufferPointer<UInt8>) {
        let hasCarriageReturns = source.baseAddress.map { memchr($0, 13, source.count) != nil } ?? false
        self.init(source, hasCarriageReturns: hasCarriageReturns)
    }

    init(_ source: UnsafeBufferPointer<UInt8>, hasCarriageReturns: Bool) {
        var starts: [Int32] = [0]
        starts.reserveCapacity(source.count / 32 + 1)
        let count = source.count
        if let base = source.baseAddress, !hasCarriageReturns {
            // No carriage returns (the common case): let `memchr` find the line feeds.
            let raw = UnsafeRawPointer(base)
            var offset = 0
            while offset < count, let found = memchr(raw + offset, 10, count - offset) {
                offset = UnsafeRawPointer(found) - raw + 1
                starts.append(Int32(truncatingIfNeeded: offset))
            }
            lineStarts = starts
            return
        }
        var index = 0
        while index < count {
            let byte = source[index]
            index += 1
            if byte == 10 {
                starts.append(Int32(truncatingIfNeeded: index))
            } else if byte == 13 {
                // CRLF counts once; a lone CR (classic Mac) is a line break of its own.
                if index < count && source[index] == 10 { index += 1 }
                starts.append(Int32(truncatingIfNeeded: index))
            }
        }
        lineStarts = starts
    }

    /// `(line, column)`, both 1-based.
    public func position(of offset: Int) -> (line: Int, column: Int) {
        lineStarts.withUnsafeBufferPointer { LineLookup(lineStarts: $0).position(of: offset) }
    }

    /// Runs `body` with a lookup that reads the table through a pointer (no retain per lookup).
    func withLookup<Result>(_ body: (LineLookup) -> Result) -> Result {
        lineStarts.withUnsafeBufferPointer { body(LineLookup(lineStarts: $0)) }
    }
}

/// The line table seen through a pointer, for the parser's hot path.
struct LineLookup {
    let lineStarts: UnsafeBufferPointer<Int32>

    func position(of offset: Int) -> (line: Int, column: Int) {
        let target = Int32(truncatingIfNeeded: offset)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= target { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - Int(lineStarts[low]) + 1)
    }
}

/// Line and column lookups for offsets requested in (mostly) increasing order, as the parser
/// does: it counts line feeds from the previous request onwards instead of building a table of
/// every line start up front, eight bytes per step.
struct LineCursor {
    private var offset = 0
    private var line = 1
    private var lineStart = 0

    mutating func position(of target: Int, in source: UnsafeBufferPointer<UInt8>, hasCarriageReturns: Bool) -> (line: Int, column: Int) {
        let target = min(max(target, 0), source.count)
        if target < offset {
            if hasCarriageReturns || target < offset - target {
                self = LineCursor()
            } else {
                // A little way back (a location asked for after later ones): count backwards.
                var index = target
                while index < offset {
                    if source[index] == 10 { line -= 1 }
                    index += 1
                }
                var start = target
                while start > 0 && source[start - 1] != 10 { start -= 1 }
                offset = target
                lineStart = start
                return (line, target - lineStart + 1)
            }
        }
        if hasCarriageReturns {
            // Rare: CRLF or lone CR line breaks, byte by byte.
            var index = offset
            while index < target {
                let byte = source[index]
                index += 1
                if byte == 13 {
                    if index < source.count && source[index] == 10 {
                        if index == target { break }
                        index += 1
                    }
                    line += 1
                    lineStart = index
                } else if byte == 10 {
                    line += 1
                    lineStart = index
                }
            }
            offset = target
            return (line, target - lineStart + 1)
        }
        var count = 0
        var index = offset
        if let base = source.baseAddress {
            let raw = UnsafeRawPointer(base)
            // Sixteen bytes at a time, one vector comparison each: every lane of `lanes` counts
            // the line feeds it saw, and the lanes are added up every 255 steps, before one of
            // them could overflow (a quarter of the instructions of the eight-byte steps below).
            let lineFeed = SIMD16<UInt8>(repeating: 10)
            let zero = SIMD16<UInt8>()
            let one = SIMD16<UInt8>(repeating: 1)
            while index + 16 <= target {
                var lanes = SIMD16<UInt8>()
                let stepsEnd = index + 16 * min(255, (target - index) / 16)
                while index < stepsEnd {
                    let bytes = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
                    lanes &+= zero.replacing(with: one, where: bytes .== lineFeed)
                    index += 16
                }
                count &+= Int(SIMD16<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
            }
            // Eight bytes at a time: a byte of `word ^ 0x0A…0A` is zero exactly where a line feed
            // is, and the expression below sets the top bit of exactly those bytes.
            let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
            while index + 8 <= target {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A
                let marks = ~(((word & low7) &+ low7) | word | low7) >> 7
                // Sum the eight 0/1 bytes into the top byte (no popcount on baseline x86-64).
                count &+= Int(truncatingIfNeeded: (marks &* 0x0101_0101_0101_0101) >> 56)
                index += 8
            }
        }
        while index < target {
            count &+= source[index] == 10 ? 1 : 0
            index += 1
        }
        if count > 0 {
            line += count
            var start = target
            while start > offset && source[start - 1] != 10 { start -= 1 }
            lineStart = start
        }
        offset = target
        return (line, target - lineStart + 1)
    }
}
