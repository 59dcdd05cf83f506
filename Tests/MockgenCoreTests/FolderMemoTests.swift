import Foundation
import Testing
@testable import MockgenCore
import TestSupport

/// A run with a cache lists from the folders the run before recorded (`FolderMemo`): a folder
/// whose stamp still holds is not read. Each listing here is checked against one without a
/// memo, and the count of folders read says whether the record was used at all.
@Suite struct FolderMemoTests {
    /// A tree of nested folders, files beside folders whose names sort between them, an empty
    /// folder and hidden entries.
    private static func tree(_ scratch: ScratchFolder) throws {
        for path in ["A.swift", "B/One.swift", "B/C/Deep.swift", "B/C/D/E/Deeper.swift", "F/In.swift", "F-2/In.swift", "F.swift",
                     "G/notes.md", ".hidden/H.swift", "H/.Hidden.swift", "H/Visible.swift"] {
            _ = try scratch.file(path)
        }
        _ = try scratch.folder("Empty/Inner")
    }

    /// The listing through `memo`, beside the one without, and the memo's record for the next run.
    private static func list(_ root: String, memo: FolderMemo) -> (files: [String], record: FolderRecord?) {
        let files = DirectoryListing.swiftFiles(under: [root], memo: memo)[0]
        #expect(files == DirectoryListing.swiftFiles(under: root), "a listing through the memo differs from one without")
        return (files, FolderRecord(RunCache.encodedFolders(of: memo)))
    }

    /// A record whose listing started a minute from now: every stamp is old enough to vouch.
    private static let later = FolderMemo.now() + 60_000_000_000

    @Test(arguments: [1, 2])
    func anUnchangedTreeIsListedWithoutReadingAFolder(jobs: Int) throws {
        let scratch = ScratchFolder("memo-unchanged")
        defer { scratch.remove() }
        try Self.tree(scratch)
        let first = FolderMemo(recorded: nil, listedAt: Self.later)
        let (files, record) = ParallelMap.$workerLimit.withValue(jobs) { Self.list(scratch.path, memo: first) }
        #expect(files.count == 8)
        // Every folder but the hidden one: the root, B, B/C, B/C/D, B/C/D/E, F, F-2, G, H, Empty, Empty/Inner.
        #expect(first.foldersRead == 11)
        #expect(first.changed)
        let recorded: FolderRecord = try #require(record)
        let second = FolderMemo(recorded: recorded)
        _ = ParallelMap.$workerLimit.withValue(jobs) { Self.list(scratch.path, memo: second) }
        #expect(second.foldersRead == 0)
        #expect(!second.changed)
    }

    /// Files added, removed and renamed, folders added and removed: each changed folder is read
    /// again, and only those.
    @Test func aChangedFolderIsReadAgainAndOnlyIt() throws {
        let scratch = ScratchFolder("memo-changed")
        defer { scratch.remove() }
        try Self.tree(scratch)
        let edits: [(String, Int, (String) throws -> Void)] = [
            ("a file added deep down", 1, { root in _ = FileManager.default.createFile(atPath: root + "/B/C/D/New.swift", contents: Data()) }),
            ("a file removed", 1, { root in try FileManager.default.removeItem(atPath: root + "/B/One.swift") }),
            ("a file renamed", 1, { root in try FileManager.default.moveItem(atPath: root + "/F/In.swift", toPath: root + "/F/Out.swift") }),
            // The new folder is read, and the one it was made in.
            ("a folder added", 2, { root in try FileManager.default.createDirectory(atPath: root + "/G/New", withIntermediateDirectories: false)
                _ = FileManager.default.createFile(atPath: root + "/G/New/N.swift", contents: Data()) }),
            ("a folder removed", 1, { root in try FileManager.default.removeItem(atPath: root + "/B/C/D") }),
            ("a folder replaced by a file of its name", 1, { root in
                try FileManager.default.removeItem(atPath: root + "/F-2")
                _ = FileManager.default.createFile(atPath: root + "/F-2", contents: Data()) }),
            ("a Swift file's content changed", 0, { root in try Data("struct S {}".utf8).write(to: URL(fileURLWithPath: root + "/A.swift")) }),
        ]
        var record = try #require(Self.list(scratch.path, memo: FolderMemo(recorded: nil, listedAt: Self.later)).record)
        for (edit, read, apply) in edits {
            // The records claim listings that start a minute from now, so every stamp vouches:
            // the edit must come a tick of the file system's clock after the listing (which the
            // margin guards against in earnest), or its folder would keep its stamp.
            Thread.sleep(forTimeInterval: 0.03)
            try apply(scratch.path)
            let memo = FolderMemo(recorded: record, listedAt: Self.later)
            let listed = Self.list(scratch.path, memo: memo)
            #expect(memo.foldersRead == read, "\(edit): \(memo.foldersRead) folders read")
            #expect(memo.changed == (read > 0 || edit == "a folder removed"), "\(edit)")
            record = try #require(listed.record)
        }
    }

    /// A folder changed within the clock's margin of the listing that recorded it may have
    /// changed since, under the same stamp: it is read again.
    @Test func aFolderRecordedTooSoonAfterAChangeIsReadAgain() throws {
        let scratch = ScratchFolder("memo-recent")
        defer { scratch.remove() }
        try Self.tree(scratch)
        // Listed now: every folder was made within the margin.
        let record = try #require(Self.list(scratch.path, memo: FolderMemo()).record)
        let memo = FolderMemo(recorded: record)
        _ = Self.list(scratch.path, memo: memo)
        #expect(memo.foldersRead == 11)
        #expect(!FolderMemo.vouches(FolderStamp(modified: 1_000_000_000, changed: 1_000_000_000), listedAt: 2_500_000_000),
                "a stamp in whole seconds vouches only two seconds later")
        #expect(FolderMemo.vouches(FolderStamp(modified: 1_000_000_001, changed: 1_000_000_001), listedAt: 1_200_000_000))
    }

    /// A folder with a link named `.swift` (what it lists depends on what the link points to) is
    /// read every time, and is no reason to write the record again.
    @Test func aFolderWithALinkedSwiftFileIsAlwaysRead() throws {
        let scratch = ScratchFolder("memo-link")
        defer { scratch.remove() }
        try Self.tree(scratch)
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/B/Linked.swift", withDestinationPath: scratch.path + "/A.swift")
        let record = try #require(Self.list(scratch.path, memo: FolderMemo(recorded: nil, listedAt: Self.later)).record)
        let memo = FolderMemo(recorded: record)
        // B's target changes kind: a folder now, so the link is no longer listed.
        try FileManager.default.removeItem(atPath: scratch.path + "/A.swift")
        try FileManager.default.createDirectory(atPath: scratch.path + "/A.swift", withIntermediateDirectories: false)
        let files = Self.list(scratch.path, memo: memo).files
        #expect(!files.contains(scratch.path + "/B/Linked.swift"))
        // The root (an entry changed kind) and the new folder are read; B always is, and is not
        // recorded.
        #expect(memo.foldersRead == 2)
    }

    /// A root given as a link is listed through it: pointed at another folder, the root is that
    /// folder (its device and inode are part of the stamp), and read.
    @Test func aRootLinkPointedElsewhereIsReadAgain() throws {
        let scratch = ScratchFolder("memo-root-link")
        defer { scratch.remove() }
        _ = try scratch.file("A/One.swift")
        _ = try scratch.file("B/Two.swift")
        let root = scratch.path + "/Root"
        try FileManager.default.createSymbolicLink(atPath: root, withDestinationPath: scratch.path + "/A")
        let record = try #require(Self.list(root, memo: FolderMemo(recorded: nil, listedAt: Self.later)).record)
        try FileManager.default.removeItem(atPath: root)
        try FileManager.default.createSymbolicLink(atPath: root, withDestinationPath: scratch.path + "/B")
        let memo = FolderMemo(recorded: record)
        #expect(Self.list(root, memo: memo).files == [root + "/Two.swift"])
        #expect(memo.foldersRead == 1)
    }

    /// The record is a hint from the cache folder: one cut short, with bytes after its end, or
    /// naming an entry outside its folder is not used.
    @Test func aDamagedRecordIsNotUsed() throws {
        let scratch = ScratchFolder("memo-damaged")
        defer { scratch.remove() }
        try Self.tree(scratch)
        let first = FolderMemo(recorded: nil, listedAt: Self.later)
        _ = Self.list(scratch.path, memo: first)
        let bytes = RunCache.encodedFolders(of: first)
        #expect(FolderRecord(bytes) != nil)
        #expect(FolderRecord(Array(bytes.dropLast())) == nil)
        #expect(FolderRecord(bytes + [0]) == nil)
        #expect(FolderRecord(Array(bytes.prefix(5))) == nil)
        // The root's record naming an entry outside it.
        let outside = FolderMemo(recorded: nil, listedAt: Self.later)
        for (path, var folder) in first.foldersReadByPath {
            if path == scratch.path { folder.entries.append(FolderMemo.Entry(name: "../../Outside.swift", isFolder: false)) }
            outside.keep(folder, for: path)
        }
        let escaping = try #require(FolderRecord(RunCache.encodedFolders(of: outside)))
        let memo = FolderMemo(recorded: escaping)
        let files = Self.list(scratch.path, memo: memo).files
        #expect(!files.contains { $0.contains("Outside") })
        #expect(memo.foldersRead == 1, "the root, whose record names an entry outside it, is read")
        for name in ["", ".", "..", ".hidden", "a/b", "a\u{0}b"] { #expect(!FolderMemo.isEntryName(name)) }
        #expect(FolderMemo.isEntryName("Été.swift"))
    }

    /// Through the run cache: the memo is kept beside the run record as `<key>.folders`, written
    /// again only when the listing differs, and the next run lists from it.
    @Test func theRunCacheKeepsTheMemoBesideItsRecord() throws {
        let scratch = ScratchFolder("memo-cache")
        defer { scratch.remove() }
        try Self.tree(scratch)
        let cache = RunCache(folder: scratch.path + "/.cache")
        let request = GenerationRequest(inputs: [scratch.path], output: scratch.path + "/.out/Mocks.swift")
        let first = try #require(cache.folderMemo(for: request))
        #expect(first.recorded == nil)
        _ = InputExpander.expand(request.inputs, glob: false, memo: first)
        cache.keep(first, for: request)
        let written = try FileManager.default.contentsOfDirectory(atPath: scratch.path + "/.cache")
        #expect(written.count == 1 && written[0].hasSuffix(".folders"), "\(written)")
        let second = try #require(cache.folderMemo(for: request))
        #expect(second.recorded?.count == 11)
        #expect(InputExpander.expand(request.inputs, glob: false, memo: second) == InputExpander.expand(request.inputs, glob: false))
    }
}
