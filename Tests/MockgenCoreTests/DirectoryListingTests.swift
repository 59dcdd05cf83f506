import Foundation
import Testing
@testable import MockgenCore
import TestSupport

/// A folder's Swift files are listed on every core: the list must be every file one recursive walk
/// finds, in path order, whatever the number of threads.
@Suite struct DirectoryListingTests {
    @Test(arguments: [1, 2, 4])
    func theListIsOneWalksInItsOrder(jobs: Int) throws {
        let scratch = ScratchFolder("listing")
        defer { scratch.remove() }
        // Files beside folders whose names sort between them, hidden entries, other suffixes,
        // empty folders, deep nesting and a linked folder (never followed); folders whose names
        // start other names (`F`, `F-2`, `F.swift`: by name `F` comes first, by path last).
        for path in ["A.swift", "B/One.swift", "B/Two.swift", "B/C/Deep.swift", "B/C/D/E/F/Deeper.swift", "Ba.swift", "C/notes.md",
                     ".hidden/H.swift", "D/.Hidden.swift", "D/Visible.swift", "Z/Y/X/W.swift", "z.swift",
                     "F/In.swift", "F-2/In.swift", "F.swift", "F0/In.swift"] {
            _ = try scratch.file(path)
        }
        _ = try scratch.folder("Empty/Inner")
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/Linked", withDestinationPath: scratch.path + "/B")
        let listed = ParallelMap.$workerLimit.withValue(jobs) { DirectoryListing.swiftFiles(under: scratch.path) }
        #expect(listed == Self.walk(scratch.path))
        #expect(listed.map { String($0.dropFirst(scratch.path.count + 1)) } == [
            "A.swift", "B/C/D/E/F/Deeper.swift", "B/C/Deep.swift", "B/One.swift", "B/Two.swift", "Ba.swift", "D/Visible.swift",
            "F-2/In.swift", "F.swift", "F/In.swift", "F0/In.swift", "Z/Y/X/W.swift", "z.swift",
        ])
        #expect(DirectoryListing.swiftFiles(under: scratch.path + "/missing").isEmpty)
    }

    /// Several roots listed together (every root's depth in one map) give each root's own list:
    /// roots side by side, a root inside another, the same root twice, a missing one.
    @Test(arguments: [1, 2])
    func rootsListedTogetherGiveEachRootsList(jobs: Int) throws {
        let scratch = ScratchFolder("listing-roots")
        defer { scratch.remove() }
        for path in ["P/A.swift", "P/Q/B.swift", "P/Q/R/C.swift", "S/D.swift", "S/T/U/V/E.swift", "W/notes.md"] {
            _ = try scratch.file(path)
        }
        let roots = ["P", "S", "P/Q", "W", "S", "Missing", "P/Q/R"].map { scratch.path + "/" + $0 }
        let listed = ParallelMap.$workerLimit.withValue(jobs) { DirectoryListing.swiftFiles(under: roots) }
        #expect(listed == roots.map(Self.walk))
        #expect(listed[2].map { String($0.dropFirst(scratch.path.count + 1)) } == ["P/Q/B.swift", "P/Q/R/C.swift"])
    }

    /// A folder's entries as the system records them (on Linux read with `getdents64`, several
    /// calls' worth here) are what Foundation lists, with their kinds; the Swift files listed
    /// from them are every visible `.swift` name that is not a folder: files, links to files and
    /// a dangling link (reading it then says what is wrong), not a folder or a linked folder named
    /// `X.swift`, nor a name that only contains `swift`.
    @Test func aFoldersEntriesAreWhatTheSystemRecords() throws {
        let scratch = ScratchFolder("listing-entries")
        defer { scratch.remove() }
        var names = (0..<1_500).map { "File\($0)_" + String(repeating: "n", count: 30) + ($0 % 3 == 0 ? ".swift" : ".md") }
        names += ["Été.swift", "日本.swift", "with space.swift", ".hidden.swift", "x.swiftx", "swift", ".swift", "a.Swift"]
        for name in names { _ = try scratch.file(name) }
        _ = try scratch.folder("Folder.swift/Inner")
        _ = try scratch.file("Sub/Nested.swift")
        let links = ["ToFile.swift": "File0_" + String(repeating: "n", count: 30) + ".swift", "ToFolder.swift": "Sub", "Dangling.swift": "Missing.swift", "ToNotes": "File1_.md"]
        for (link, target) in links { try FileManager.default.createSymbolicLink(atPath: scratch.path + "/" + link, withDestinationPath: target) }

        let entries = try #require(DirectoryListing.entries(of: scratch.path))
        #expect(entries.map(\.name) == (try FileManager.default.contentsOfDirectory(atPath: scratch.path)).sorted())
        let byName = Dictionary(uniqueKeysWithValues: entries.map { ($0.name, $0) })
        #expect(byName["Sub"]?.isDirectory == true && byName["Sub"]?.isSymbolicLink == false)
        #expect(byName["ToFolder.swift"]?.isDirectory == true && byName["ToFolder.swift"]?.isSymbolicLink == true)
        #expect(byName["ToFile.swift"]?.isDirectory == false && byName["ToFile.swift"]?.isSymbolicLink == true)
        #expect(byName["日本.swift"]?.isDirectory == false)

        let listed = DirectoryListing.swiftFiles(under: scratch.path).map { String($0.dropFirst(scratch.path.count + 1)) }
        let expected = (names.filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") } + ["ToFile.swift", "Dangling.swift", "Sub/Nested.swift"])
        #expect(listed == Self.walk(scratch.path).map { String($0.dropFirst(scratch.path.count + 1)) })
        #expect(listed.sorted() == expected.sorted())
    }

    /// The reference: one depth-first walk, then sorted.
    private static func walk(_ folder: String) -> [String] {
        func found(in folder: String) -> [String] {
            var files: [String] = []
            for entry in DirectoryListing.entries(of: folder) ?? [] where !entry.name.hasPrefix(".") {
                let path = folder + "/" + entry.name
                if entry.isDirectory {
                    if !entry.isSymbolicLink { files += found(in: path) }
                } else if entry.name.hasSuffix(".swift") {
                    files.append(path)
                }
            }
            return files
        }
        return found(in: folder).sorted()
    }
}
