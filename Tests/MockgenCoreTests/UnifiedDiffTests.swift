import Foundation
import Testing
@testable import MockgenCore

/// `mockgen generate --check`'s diffs: the exact `diff -u` text on small cases (checked against
/// GNU diff when written), diffs that patch the old text into the new one on random cases, the
/// smallest edit script, and a one-line change in 40 MB.
@Suite struct UnifiedDiffTests {
    private func diff(_ old: String?, _ new: String) -> String? {
        UnifiedDiff.make(old: old.map { Array($0.utf8) }, new: Array(new.utf8), oldLabel: "a/M.swift", newLabel: "b/M.swift")
            .map { String(decoding: $0, as: UTF8.self) }
    }

    private func numbered(_ range: ClosedRange<Int>) -> String {
        range.map { "line \($0)\n" }.joined()
    }

    @Test func theSameBytesGiveNoDiff() {
        #expect(diff("a\nb\n", "a\nb\n") == nil)
        #expect(diff("", "") == nil)
    }

    @Test func aChangedLineComesWithThreeLinesOfContextEachSide() {
        let new = numbered(1...10).replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(diff(numbered(1...10), new) == """
            --- a/M.swift
            +++ b/M.swift
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7
             line 8

            """)
    }

    /// Six equal lines between two changes fit in one hunk's context; seven make two hunks.
    @Test func changesAtMostSixLinesApartShareAHunk() {
        let close = numbered(1...20).replacingOccurrences(of: "line 5\n", with: "x\n").replacingOccurrences(of: "line 12\n", with: "y\n")
        #expect(diff(numbered(1...20), close)?.components(separatedBy: "\n@@").count == 2)
        let apart = numbered(1...20).replacingOccurrences(of: "line 5\n", with: "x\n").replacingOccurrences(of: "line 13\n", with: "y\n")
        #expect(diff(numbered(1...20), apart) == """
            --- a/M.swift
            +++ b/M.swift
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +x
             line 6
             line 7
             line 8
            @@ -10,7 +10,7 @@
             line 10
             line 11
             line 12
            -line 13
            +y
             line 14
             line 15
             line 16

            """)
    }

    /// Counts are always written (GNU diff leaves out a count of 1; `patch` and `git apply` read
    /// both); an empty side names the line before it.
    @Test func insertionsAndDeletionsAtTheEdges() {
        #expect(diff("b\nc\n", "a\nb\nc\n") == "--- a/M.swift\n+++ b/M.swift\n@@ -1,2 +1,3 @@\n+a\n b\n c\n")
        #expect(diff("", "a\n") == "--- a/M.swift\n+++ b/M.swift\n@@ -0,0 +1,1 @@\n+a\n")
        #expect(diff("a\n", "") == "--- a/M.swift\n+++ b/M.swift\n@@ -1,1 +0,0 @@\n-a\n")
        #expect(diff("a\nb\nc\n", "a\nb\n") == "--- a/M.swift\n+++ b/M.swift\n@@ -1,3 +1,2 @@\n a\n b\n-c\n")
        #expect(diff("a\nb\nc\nd\ne\n", "a\nb\nX\nc\nd\ne\n") == "--- a/M.swift\n+++ b/M.swift\n@@ -1,5 +1,6 @@\n a\n b\n+X\n c\n d\n e\n")
    }

    @Test func aNewFileIsDiffedAgainstDevNull() {
        #expect(diff(nil, "a\nb\n") == "--- /dev/null\n+++ b/M.swift\n@@ -0,0 +1,2 @@\n+a\n+b\n")
    }

    @Test func aLastLineWithoutLineBreakIsMarked() {
        #expect(diff("a\nb", "a\nb\n") == "--- a/M.swift\n+++ b/M.swift\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n")
        #expect(diff("a\n", "a\nb") == "--- a/M.swift\n+++ b/M.swift\n@@ -1,1 +1,2 @@\n a\n+b\n\\ No newline at end of file\n")
    }

    /// Bytes that are not UTF-8 are copied as they are, never replaced.
    @Test func bytesAreCopiedUndecoded() throws {
        let out = try #require(UnifiedDiff.make(old: [0x61, 0xFF, 0x0A], new: [0x61, 0x0A], oldLabel: "a", newLabel: "b"))
        #expect(out.contains(0xFF))
    }

    /// Random texts over a small alphabet of lines (so that many lines repeat): each diff, read
    /// back by `apply`, turns the old text into the new one, and its hunk headers count its lines.
    @Test func randomDiffsPatchTheOldTextIntoTheNewOne() throws {
        var random = SplitMix64(seed: 17)
        for _ in 0..<400 {
            let old = (0..<random.next(below: 30)).map { _ in "l\(random.next(below: 5))\n" }.joined()
            var lines = old.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            for _ in 0..<random.next(below: 6) {
                let position = random.next(below: lines.count + 1)
                switch random.next(below: 3) {
                case 0: lines.insert("n\(random.next(below: 5))", at: position)
                case 1: if position < lines.count { lines.remove(at: position) }
                default: if position < lines.count { lines[position] = "c\(random.next(below: 5))" }
                }
            }
            var new = lines.map { $0 + "\n" }.joined()
            if random.next(below: 8) == 0 { new += "tail" }
            guard let patch = diff(old, new) else {
                #expect(old == new)
                continue
            }
            #expect(try Self.apply(patch, to: old) == new, "\(old)\n→\n\(new)\n\(patch)")
        }
    }

    /// `LineEdits` finds the fewest deleted plus inserted lines, as a longest common subsequence
    /// computed the slow way says.
    @Test func editScriptsAreTheShortest() {
        var random = SplitMix64(seed: 5)
        for _ in 0..<300 {
            let old = (0..<random.next(below: 25)).map { _ in random.next(below: 4) }
            let new = (0..<random.next(below: 25)).map { _ in random.next(below: 4) }
            let blocks = LineEdits.blocks(old: old, new: new) ?? []
            let edits = blocks.reduce(0) { $0 + $1.old.count + $1.new.count }
            #expect(edits == old.count + new.count - 2 * Self.longestCommonSubsequence(old, new), "\(old) → \(new)")
        }
    }

    /// Past its bound on edits the whole changed region is shown as replaced: still a diff that
    /// patches, only a longer one.
    @Test func tooManyEditsReplaceTheWholeRegion() throws {
        #expect(LineEdits.blocks(old: Array(0..<50), new: Array(100..<150), maximumEdits: 10) == nil)
        let old = (0..<3_000).map { "old \($0)\n" }.joined()
        let new = (0..<3_000).map { "new \($0)\n" }.joined()
        let patch = try #require(diff(old, new))
        #expect(try Self.apply(patch, to: old) == new)
    }

    /// A one-line change in 40 MB: the common prefix and suffix are skipped with `memcmp`, so
    /// only the changed line and its context are split and compared.
    @Test func aOneLineChangeInFortyMegabytesIsQuick() throws {
        let block = Array((0..<1_000).map { "    func member\($0)(_ value: Int) -> String { fatalError() }\n" }.joined().utf8)
        var old: [UInt8] = []
        old.reserveCapacity(40 << 20)
        while old.count < 40 << 20 { old += block }
        var new = old
        let middle = try #require(new[(old.count / 2)...].firstIndex(of: UInt8(ascii: "\n"))) + 1
        new.insert(contentsOf: Array("    // changed\n".utf8), at: middle)
        let clock = ContinuousClock()
        var patch: [UInt8]?
        let elapsed = clock.measure {
            patch = UnifiedDiff.make(old: old, new: new, oldLabel: "a/M.swift", newLabel: "b/M.swift")
        }
        let text = String(decoding: try #require(patch), as: UTF8.self)
        #expect(text.components(separatedBy: "\n").count == 11)  // 3 header lines, 7 context and changed lines, then the final line break
        #expect(text.contains("\n+    // changed\n"))
        #expect(elapsed < .seconds(5), "\(elapsed)")  // 11 ms in a debug build
    }

    /// Changes at both ends leave the whole 40 MB between them to compare line by line: numbering
    /// the lines and Myers's walk stay linear when few lines differ.
    @Test func changesAtBothEndsOfFortyMegabytesAreQuick() throws {
        let block = Array((0..<1_000).map { "    func member\($0)(_ value: Int) -> String { fatalError() }\n" }.joined().utf8)
        var old: [UInt8] = []
        old.reserveCapacity(40 << 20)
        while old.count < 40 << 20 { old += block }
        var new = Array("import Foundation\n".utf8) + old
        new += Array("// end\n".utf8)
        let clock = ContinuousClock()
        var patch: [UInt8]?
        let elapsed = clock.measure {
            patch = UnifiedDiff.make(old: old, new: new, oldLabel: "a/M.swift", newLabel: "b/M.swift")
        }
        let text = String(decoding: try #require(patch), as: UTF8.self)
        #expect(text.components(separatedBy: "\n@@ ").count == 3)
        #expect(try Self.apply(text, to: String(decoding: old, as: UTF8.self)) == String(decoding: new, as: UTF8.self))
        #expect(elapsed < .seconds(10), "\(elapsed)")  // 1 s in a debug build
    }

    // MARK: - Helpers

    /// Applies a unified diff the way `patch` does, checking each hunk's context and counts.
    static func apply(_ patch: String, to old: String) throws -> String {
        struct Malformed: Error { var line: String }
        var oldLines = old.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) + "\n" }
        if oldLines.last == "\n" { oldLines.removeLast() } else if !oldLines.isEmpty { oldLines[oldLines.count - 1].removeLast() }
        var lines = patch.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.removeLast()  // after the final line break
        var result: [String] = []
        var consumed = 0
        var index = 2
        while index < lines.count {
            let header = lines[index]
            let numbers = header.split(whereSeparator: { " @,+-".contains($0) }).compactMap { Int($0) }
            guard header.hasPrefix("@@ -"), numbers.count == 4 else { throw Malformed(line: header) }
            let oldStart = numbers[1] == 0 ? numbers[0] : numbers[0] - 1
            guard oldStart >= consumed else { throw Malformed(line: header) }
            result += oldLines[consumed..<oldStart]
            consumed = oldStart
            var counts = (old: 0, new: 0)
            index += 1
            while index < lines.count && !lines[index].hasPrefix("@@") {
                let line = lines[index]
                var text = String(line.dropFirst()) + "\n"
                if index + 1 < lines.count && lines[index + 1] == "\\ No newline at end of file" {
                    text.removeLast()
                    index += 1
                }
                switch line.first {
                case " ", "-":
                    guard consumed < oldLines.count, oldLines[consumed] == text else { throw Malformed(line: line) }
                    consumed += 1
                    counts.old += 1
                    if line.first == " " {
                        result.append(text)
                        counts.new += 1
                    }
                case "+":
                    result.append(text)
                    counts.new += 1
                default:
                    throw Malformed(line: line)
                }
                index += 1
            }
            guard counts.old == numbers[1], counts.new == numbers[3] else { throw Malformed(line: header) }
        }
        result += oldLines[consumed...]
        return result.joined()
    }

    private static func longestCommonSubsequence(_ a: [Int], _ b: [Int]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }
}

extension SplitMix64 {
    mutating func next(below bound: Int) -> Int {
        bound > 0 ? Int(next() % UInt64(bound)) : 0
    }
}
