import Foundation

/// A unified diff (`diff -u`) between the bytes of a file and the bytes that would replace it,
/// for `mockgen generate --check`: `--- old`, `+++ new`, then `@@ -l,n +l,n @@` hunks with
/// `context` equal lines around each change, as `patch` and `git apply` read them.
///
/// Generated files are large and a change is usually small, so the common prefix and suffix are
/// found first with `memcmp` and only the lines between them are split and compared (a one-line
/// change in 40 MB costs two passes of `memcmp`, not a line-by-line comparison), each line with
/// `memcmp` where the edit script's search reaches it. A line is a run of bytes up to and
/// including `\n`; the bytes are copied as they are, never decoded.
public enum UnifiedDiff {
    /// `nil` when the contents are the same. `old: nil` is a file still to be created: its
    /// side is `/dev/null`, as in `git diff`.
    public static func make(old: [UInt8]?, new: [UInt8], oldLabel: String, newLabel: String, context: Int = 3) -> [UInt8]? {
        let before = old ?? []
        if old != nil && before.count == new.count && memcmp(before, new, new.count) == 0 { return nil }
        let window = ChangedWindow(old: before, new: new, context: context)
        let blocks = window.edits(old: before, new: new)
            // Too many edits to find the smallest script quickly: the whole region is replaced.
            ?? [LineEdits.Block(old: window.context..<(window.oldLines.count - window.contextAfter),
                                new: window.context..<(window.newLines.count - window.contextAfter))]
        var out: [UInt8] = []
        out += Array("--- \(old == nil ? "/dev/null" : oldLabel)\n+++ \(newLabel)\n".utf8)
        for hunk in hunks(blocks, oldCount: window.oldLines.count, newCount: window.newLines.count, context: context) {
            render(hunk, window: window, old: before, new: new, into: &out)
        }
        return out
    }

    /// Adjacent blocks whose equal lines between them fit in twice the context share a hunk.
    private struct Hunk {
        var blocks: [LineEdits.Block]
        var old: Range<Int>
        var new: Range<Int>
    }

    private static func hunks(_ blocks: [LineEdits.Block], oldCount: Int, newCount: Int, context: Int) -> [Hunk] {
        var groups: [[LineEdits.Block]] = []
        for block in blocks {
            if let previous = groups.last?.last, block.old.lowerBound - previous.old.upperBound <= 2 * context {
                groups[groups.count - 1].append(block)
            } else {
                groups.append([block])
            }
        }
        return groups.map { group in
            let first = group[0], last = group[group.count - 1]
            // Equal lines are equal in number on both sides, so the context is the same on both.
            let before = min(context, first.old.lowerBound, first.new.lowerBound)
            let after = min(context, oldCount - last.old.upperBound, newCount - last.new.upperBound)
            return Hunk(blocks: group, old: (first.old.lowerBound - before)..<(last.old.upperBound + after),
                        new: (first.new.lowerBound - before)..<(last.new.upperBound + after))
        }
    }

    private static func render(_ hunk: Hunk, window: ChangedWindow, old: [UInt8], new: [UInt8], into out: inout [UInt8]) {
        out += Array("@@ -\(range(hunk.old, firstLine: window.firstLine)) +\(range(hunk.new, firstLine: window.firstLine)) @@\n".utf8)
        var oldLine = hunk.old.lowerBound
        for block in hunk.blocks {
            for index in oldLine..<block.old.lowerBound { line(" ", window.oldLines[index], of: old, into: &out) }
            for index in block.old { line("-", window.oldLines[index], of: old, into: &out) }
            for index in block.new { line("+", window.newLines[index], of: new, into: &out) }
            oldLine = block.old.upperBound
        }
        for index in oldLine..<hunk.old.upperBound { line(" ", window.oldLines[index], of: old, into: &out) }
    }

    /// `start,count`, 1-based; an empty range names the line before it, as `diff -u` does. The
    /// count is written even when it is 1 (GNU diff leaves it out; `patch` and `git apply` read
    /// both).
    private static func range(_ lines: Range<Int>, firstLine: Int) -> String {
        let start = firstLine + lines.lowerBound + (lines.isEmpty ? 0 : 1)
        return "\(start),\(lines.count)"
    }

    private static func line(_ mark: String, _ bytes: Range<Int>, of text: [UInt8], into out: inout [UInt8]) {
        out += mark.utf8
        out += text[bytes]
        if bytes.isEmpty || text[bytes.upperBound - 1] != UInt8(ascii: "\n") {
            out += Array("\n\\ No newline at end of file\n".utf8)
        }
    }
}

/// The lines of both texts between their common prefix and suffix, with up to `context` equal
/// lines on each side.
private struct ChangedWindow {
    /// Byte ranges of the window's lines in each text.
    var oldLines: [Range<Int>] = []
    var newLines: [Range<Int>] = []
    /// The 0-based line number, in both texts, of the window's first line.
    var firstLine = 0
    /// Equal lines at the start of the window (the prefix's last lines) and at its end.
    var context = 0
    var contextAfter = 0

    init(old: [UInt8], new: [UInt8], context wanted: Int) {
        let newline = UInt8(ascii: "\n")
        // The changed region starts at a line start, the same offset in both texts.
        var start = Self.commonPrefix(old, new)
        while start > 0 && old[start - 1] != newline { start -= 1 }
        // It ends where a common suffix of whole lines starts in both.
        var suffix = Self.commonSuffix(old, new, limit: min(old.count, new.count) - start)
        while suffix > 0 && !(Self.isLineStart(old, old.count - suffix, after: start) && Self.isLineStart(new, new.count - suffix, after: start)) {
            suffix -= 1
        }
        // Context: up to `wanted` lines before the region, and after it.
        var windowStart = start
        while context < wanted && windowStart > 0 {
            windowStart -= 1
            while windowStart > 0 && old[windowStart - 1] != newline { windowStart -= 1 }
            context += 1
        }
        firstLine = Self.count(newline, in: old, before: windowStart)
        let tail = Self.lines(in: old, from: old.count - suffix, to: old.count, limit: wanted)
        contextAfter = tail.count
        let tailBytes = tail.last.map { $0.upperBound - (old.count - suffix) } ?? 0
        oldLines = Self.lines(in: old, from: windowStart, to: old.count - suffix + tailBytes)
        newLines = Self.lines(in: new, from: windowStart, to: new.count - suffix + tailBytes)
    }

    /// `LineEdits` over the window's lines, compared with `memcmp`.
    func edits(old: [UInt8], new: [UInt8]) -> [LineEdits.Block]? {
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                LineEdits.blocks(oldCount: oldLines.count, newCount: newLines.count) { i, j in
                    let a = oldLines[i], b = newLines[j]
                    return a.count == b.count && memcmp(old.baseAddress! + a.lowerBound, new.baseAddress! + b.lowerBound, a.count) == 0
                }
            }
        }
    }

    /// A line starts at `offset` (the text's end counts) and it is not before the region.
    private static func isLineStart(_ text: [UInt8], _ offset: Int, after start: Int) -> Bool {
        offset == start || (offset > start && text[offset - 1] == UInt8(ascii: "\n"))
    }

    /// Byte ranges of the lines from `from` (a line start) to `to`, at most `limit` of them.
    private static func lines(in text: [UInt8], from: Int, to: Int, limit: Int = .max) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = from
        text.withUnsafeBufferPointer { bytes in
            while start < to && lines.count < limit {
                let end = memchr(bytes.baseAddress! + start, Int32(UInt8(ascii: "\n")), to - start)
                    .map { UnsafeRawPointer($0) - UnsafeRawPointer(bytes.baseAddress!) + 1 } ?? to
                lines.append(start..<end)
                start = end
            }
        }
        return lines
    }

    private static func count(_ byte: UInt8, in text: [UInt8], before end: Int) -> Int {
        var count = 0
        var start = 0
        text.withUnsafeBufferPointer { bytes in
            while start < end, let found = memchr(bytes.baseAddress! + start, Int32(byte), end - start) {
                count += 1
                start = UnsafeRawPointer(found) - UnsafeRawPointer(bytes.baseAddress!) + 1
            }
        }
        return count
    }

    /// Blocks compared with `memcmp`, then the differing block byte by byte.
    private static let block = 4096

    private static func commonPrefix(_ a: [UInt8], _ b: [UInt8]) -> Int {
        let limit = min(a.count, b.count)
        return a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                var length = 0
                while length + block <= limit && memcmp(a.baseAddress! + length, b.baseAddress! + length, block) == 0 { length += block }
                while length < limit && a[length] == b[length] { length += 1 }
                return length
            }
        }
    }

    private static func commonSuffix(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                var length = 0
                while length + block <= limit
                        && memcmp(a.baseAddress! + a.count - length - block, b.baseAddress! + b.count - length - block, block) == 0 { length += block }
                while length < limit && a[a.count - length - 1] == b[b.count - length - 1] { length += 1 }
                return length
            }
        }
    }
}
