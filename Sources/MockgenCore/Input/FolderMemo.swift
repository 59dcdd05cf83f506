#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// What a folder's own entries were when it was listed, told apart without reading them: which
/// folder it is (device and inode: a root given as a link may point at another folder of the
/// same times) and its modification and change times. Adding, removing or renaming an entry sets
/// both; so does replacing one (a file by a folder, a link retargeted with `ln -sf`).
struct FolderStamp: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
    /// Modification time in nanoseconds since 1970.
    var modified: Int64
    /// Status change time, likewise: set by every change `modified` is, and by more.
    var changed: Int64

    /// `nil` unless `status` is a folder's.
    init?(_ status: stat) {
        guard (status.st_mode & S_IFMT) == S_IFDIR else { return nil }
        #if canImport(Darwin)
        let modified = status.st_mtimespec, changed = status.st_ctimespec
        #else
        let modified = status.st_mtim, changed = status.st_ctim
        #endif
        self.modified = Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec)
        self.changed = Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec)
        device = UInt64(truncatingIfNeeded: status.st_dev)
        inode = UInt64(truncatingIfNeeded: status.st_ino)
    }

    init(device: UInt64 = 0, inode: UInt64 = 0, modified: Int64, changed: Int64) {
        self.device = device
        self.inode = inode
        self.modified = modified
        self.changed = changed
    }

    /// The folder at `path` now (following a link, as listing it does).
    static func of(_ path: String) -> FolderStamp? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return FolderStamp(status)
    }

    static func of(descriptor: Int32) -> FolderStamp? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        return FolderStamp(status)
    }
}

/// What an earlier run's listing recorded, looked up by folder path: the record's reader
/// (`RunCache`'s `FolderRecord`) decodes a folder only when it is asked for.
protocol RecordedFolders: Sendable {
    var count: Int { get }
    var listedAt: Int64 { get }
    /// The folder's number (`0 ..< count`) and stamp, or `nil` if it is not recorded.
    func find(_ path: String) -> (number: Int, stamp: FolderStamp)?
    /// Folder `number`'s entries; `nil` if they cannot be read.
    func entries(of number: Int) -> [FolderMemo.Entry]?
    /// Folder `number`'s path.
    func path(of number: Int) -> String
    /// Folder `number` as the record holds it (path, stamp and entries): what a record written
    /// again copies of a folder it took unchanged.
    func recordBytes(of number: Int) -> ArraySlice<UInt8>
}

/// The folders a recursive listing read in an earlier run with a cache, each with its stamp and
/// what the listing kept of it, so that this run lists a folder whose stamp is unchanged with one
/// `stat` instead of reading it: a large corpus's 3,093 folders took a no-op run's first 15–20 ms
/// (an `open`, two `getdents64` and a `close` each, and a string made of every entry kept),
/// against about 4 ms of `stat` calls on one core. Filled with what this run's listing read, for
/// the next run (`RunCache.keep(_:for:)`).
///
/// A recorded listing stands for a folder only when its stamp is older than that listing by the
/// margin of the file system's clock (as a file's stamp vouches for its content, see
/// `RunCache.margin`): a change within the same tick of the clock would leave the stamp as it
/// was. A folder with entries whose kind only what they point to tells (a link named `.swift`,
/// an entry of unknown type) is read every time.
///
/// `@unchecked Sendable`: `recorded` is never changed; the rest only under `lock`.
public final class FolderMemo: @unchecked Sendable {
    /// One folder as the listing kept it: Swift files and subfolders in the order listed,
    /// by name.
    struct Folder: Sendable, Equatable {
        var stamp: FolderStamp
        var entries: [Entry]
    }

    struct Entry: Sendable, Equatable {
        var name: String
        var isFolder: Bool
    }

    let recorded: (any RecordedFolders)?
    /// When this run started listing: the time its new entries are vouched against.
    let listedAt: Int64

    private let lock = NSLock()
    /// Folders read this run, recordable, by path.
    private var read: [String: Folder] = [:]
    /// Which recorded folders this run took as they were.
    private var taken: [Bool]
    private var takenCount = 0

    /// - Parameter listedAt: now, unless a test says otherwise.
    init(recorded: (any RecordedFolders)?, listedAt: Int64 = FolderMemo.now()) {
        self.recorded = recorded
        self.listedAt = listedAt
        taken = Array(repeating: false, count: recorded?.count ?? 0)
    }

    /// A memo with nothing recorded: every folder is read, and kept for the next run.
    public convenience init() { self.init(recorded: nil) }

    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// The recorded entries of `folder` when its stamp now is the recorded one and old enough to
    /// vouch for them; `nil` when the folder must be read.
    func listing(of folder: String) -> [Entry]? {
        guard let recorded, let (number, stamp) = recorded.find(folder), Self.vouches(stamp, listedAt: recorded.listedAt),
              FolderStamp.of(folder) == stamp, let entries = recorded.entries(of: number) else { return nil }
        lock.withLock {
            if !taken[number] {
                taken[number] = true
                takenCount += 1
            }
        }
        return entries
    }

    /// Whether a stamp taken by a listing that started at `listedAt` vouches for what it read:
    /// older than that by the clock's margin (whole seconds on a file system that keeps no finer
    /// time).
    static func vouches(_ stamp: FolderStamp, listedAt: Int64) -> Bool {
        let wholeSeconds = stamp.modified % 1_000_000_000 == 0 && stamp.changed % 1_000_000_000 == 0
        let margin: Int64 = wholeSeconds ? 2_000_000_000 : 100_000_000
        return max(stamp.modified, stamp.changed) < listedAt - margin
    }

    /// What this run read in `folder`.
    func keep(_ listing: Folder, for folder: String) {
        lock.withLock { read[folder] = listing }
    }

    /// Whether the record should be written again: a folder was read and can be recorded, or
    /// one recorded was not taken this time (changed, removed, no longer reached, or with
    /// entries that cannot be recorded now: such a folder is read every time, and is then no
    /// reason to write the record again).
    var changed: Bool {
        lock.withLock { !read.isEmpty || takenCount != (recorded?.count ?? 0) }
    }

    /// How many folders this run read and may record (for tests).
    var foldersRead: Int { lock.withLock { read.count } }

    /// The folders this run read and may record, by path.
    var foldersReadByPath: [String: Folder] { lock.withLock { read } }

    /// The recorded folders this run took as they were, by number (in the record's order).
    var takenNumbers: [Int] { lock.withLock { taken.indices.filter { taken[$0] } } }

    /// Whether `name` can be an entry of a recorded folder: one path component, not hidden
    /// (a record read from the cache folder must not reach outside the folder it lists).
    static func isEntryName(_ name: String) -> Bool {
        // One pass over the bytes: 15,700 names of a large corpus's record are asked each run.
        guard let first = name.utf8.first, first != UInt8(ascii: ".") else { return false }
        for byte in name.utf8 where byte == UInt8(ascii: "/") || byte == 0 { return false }
        return true
    }
}
