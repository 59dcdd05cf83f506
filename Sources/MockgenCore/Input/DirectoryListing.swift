#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Folder contents straight from `opendir`/`readdir`: input expansion runs on every build, and
/// the entry type that `readdir` already reports saves a `stat` per file.
public enum DirectoryListing {
    public struct Entry: Sendable, Equatable {
        public var name: String
        public var isDirectory: Bool
        /// A symbolic link (to a folder, `isDirectory` is then `true`). Recursive searches do not
        /// follow linked folders, so a link cycle cannot make them run forever.
        public var isSymbolicLink: Bool
    }

    /// The entries of `path` other than `.` and `..`, sorted by name; `nil` if it cannot be opened.
    public static func entries(of path: String) -> [Entry]? {
        entries(of: path) { _, _ in true }
    }

    /// The entries of `path` for which `keep(name, type)` is `true` (its bytes without the
    /// final NUL, and `readdir`'s `d_type`), asked before a string is made of the name or a link
    /// is followed; sorted by name, `nil` if `path` cannot be opened.
    static func entries(of path: String, keeping keep: (UnsafeBufferPointer<UInt8>, UInt8) -> Bool) -> [Entry]? {
        var stamp: FolderStamp?
        return entries(of: path, keeping: keep, stamping: false, stamp: &stamp)
    }

    /// `entries(of:keeping:)`, and with `stamping` the folder's stamp taken once it is open,
    /// before its entries are read (so that a change while they are read shows as a newer one).
    static func entries(of path: String, keeping keep: (UnsafeBufferPointer<UInt8>, UInt8) -> Bool, stamping: Bool,
                        stamp: inout FolderStamp?) -> [Entry]? {
        var entries: [Entry] = []
        let opened = forEachName(in: path.isEmpty ? "." : path, stamp: { if stamping { stamp = FolderStamp.of(descriptor: $0) } }) { name, type in
            // `.` and `..`.
            if name.first == UInt8(ascii: "."), name.count == 1 || name.count == 2 && name[1] == UInt8(ascii: ".") { return }
            guard keep(name, type) else { return }
            let text = String(decoding: name, as: UTF8.self)
            var isDirectory = type == UInt8(DT_DIR)
            let isLink = type == UInt8(DT_LNK)
            if isLink || type == UInt8(DT_UNKNOWN) {
                isDirectory = Self.isDirectory(FilePaths.join(path, text))
            }
            entries.append(Entry(name: text, isDirectory: isDirectory, isSymbolicLink: isLink))
        }
        guard opened else { return nil }
        entries.sort { $0.name < $1.name }
        return entries
    }

    /// Calls `body` with each entry's name (no final NUL) and `d_type`, in the order the system
    /// gives them; `false` if the folder cannot be opened.
    ///
    /// On Linux straight from `getdents64` into a buffer on the stack: `opendir` also calls
    /// `fstat` on every folder (3,100 system calls of a large corpus's listing, about 2 µs each
    /// here) and `readdir` copies nothing we keep. Elsewhere, and with a C library that lacks
    /// `getdents64`, through `opendir`/`readdir`.
    /// - Parameter stamp: called with the open folder's descriptor before its entries are read.
    private static func forEachName(in path: String, stamp: (Int32) -> Void = { _ in }, _ body: (UnsafeBufferPointer<UInt8>, UInt8) -> Void) -> Bool {
        #if os(Linux) && canImport(Glibc)
        if let getdents = RawDirectoryReading.getdents64 {
            let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else { return false }
            defer { close(descriptor) }
            stamp(descriptor)
            return withUnsafeTemporaryAllocation(byteCount: RawDirectoryReading.bufferSize, alignment: 8) { buffer in
                while true {
                    let read = getdents(descriptor, buffer.baseAddress, buffer.count)
                    if read < 0 && errno == EINTR { continue }
                    // An error part way is the end of the listing, as `readdir` has it.
                    guard read > 0 else { return true }
                    var offset = 0
                    while offset < read {
                        let record = buffer.baseAddress! + offset
                        let length = Int(record.loadUnaligned(fromByteOffset: RawDirectoryReading.lengthOffset, as: UInt16.self))
                        let type = record.load(fromByteOffset: RawDirectoryReading.typeOffset, as: UInt8.self)
                        let name = record + RawDirectoryReading.nameOffset
                        body(UnsafeBufferPointer(start: name.assumingMemoryBound(to: UInt8.self), count: strlen(name.assumingMemoryBound(to: CChar.self))), type)
                        offset += length
                    }
                }
            }
        }
        #endif
        guard let directory = opendir(path) else { return false }
        defer { closedir(directory) }
        stamp(dirfd(directory))
        while let entry = readdir(directory) {
            let type = entry.pointee.d_type
            withUnsafeBytes(of: entry.pointee.d_name) { raw in
                let name = raw.baseAddress!
                body(UnsafeBufferPointer(start: name.assumingMemoryBound(to: UInt8.self), count: strlen(name.assumingMemoryBound(to: CChar.self))), type)
            }
        }
        return true
    }

    /// `true` if `path` names a folder (following links).
    public static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// `true` if something exists at `path` (following links).
    public static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }

    /// Every `.swift` file below `root`, in path order (as `String` compares paths, for names that
    /// need no Unicode normalization). Hidden entries (`.build`, `.git`) and linked folders are
    /// skipped.
    public static func swiftFiles(under root: String) -> [String] {
        swiftFiles(under: [root])[0]
    }

    /// `swiftFiles(under:)` of each root, listed together.
    ///
    /// Every folder of every root is read on every core from one queue (`FolderQueue`): one
    /// walk of the large corpus's 12,580 files spent 40 ms in `readdir` on one thread before
    /// any file was read, and a walk a depth at a time waited for each depth's slowest folder.
    /// The thread that reads a folder also makes its files' paths and puts them in path order,
    /// so that the lists are then joined in the order one walk gives with no path made or
    /// compared on one thread (that was 4.5 ms of the large corpus's run, most of it its sort).
    ///
    /// With a `memo` (a run with a cache), a folder whose recorded stamp still holds is not read
    /// (`FolderMemo`), and what each folder holds is kept in it for the next run.
    public static func swiftFiles(under roots: [String], memo: FolderMemo? = nil) -> [[String]] {
        let queue = FolderQueue(roots: roots)
        DeepStack.concurrently(threads: ParallelMap.threadCount) { _ in
            while let (number, folder) = queue.take() {
                queue.finish(number, listed: listed(in: folder, memo: memo))
            }
        }
        let listings = queue.listings
        return queue.roots.map { root in
            var files: [String] = []
            collectSwiftFiles(in: root, listings: listings, into: &files)
            return files
        }
    }

    /// A folder's visible Swift files and the subfolders to go into, in path order: a folder `F`
    /// goes where the paths inside it sort, as `F/` (after a file `F.swift` or a folder `F-2`,
    /// which their names alone put after it).
    private static func listed(in folder: String, memo: FolderMemo?) -> [FolderQueue.Listed] {
        guard let memo else { return listed(in: folder, stamping: false).listed }
        if let recorded = memo.listing(of: folder) {
            return recorded.map { entry in
                let path = FilePaths.join(folder, entry.name)
                return entry.isFolder ? .folder(path) : .file(path)
            }
        }
        let (listed, recordable) = listed(in: folder, stamping: true)
        if let recordable { memo.keep(recordable, for: folder) }
        return listed
    }

    /// `listed(in:memo:)` read from the folder, and with `stamping` what a memo may record of it:
    /// `nil` when it has no stamp, or an entry whose kind only what it points to tells.
    private static func listed(in folder: String, stamping: Bool) -> (listed: [FolderQueue.Listed], recordable: FolderMemo.Folder?) {
        var stamp: FolderStamp?
        var recordable = stamping
        guard let entries = entries(of: folder, keeping: { name, type in
            guard mayBeListed(name, type) else { return false }
            if type == UInt8(DT_LNK) || type == UInt8(DT_UNKNOWN) { recordable = false }
            return true
        }, stamping: stamping, stamp: &stamp) else { return ([], nil) }
        var listed: [FolderQueue.Listed] = []
        listed.reserveCapacity(entries.count)
        var outOfPlace = false
        for (position, entry) in entries.enumerated() {
            let path = FilePaths.join(folder, entry.name)
            if entry.isDirectory {
                guard !entry.isSymbolicLink else { continue }
                listed.append(.folder(path))
                // Sorted by name, a folder is out of place only before a name that starts with
                // its own followed by a character that sorts before `/` (`F-2`, `F.swift`).
                if position + 1 < entries.count, entries[position + 1].name.utf8.starts(with: entry.name.utf8) { outOfPlace = true }
            } else if entry.name.hasSuffix(".swift") {
                listed.append(.file(path))
            }
        }
        if outOfPlace { listed.sort { pathKey($0) < pathKey($1) } }
        guard recordable, let stamp else { return (listed, nil) }
        // The names again, in the listed order: each path is the folder's joined with one.
        let prefix = FilePaths.join(folder, "").utf8.count
        let recorded = listed.map { item -> FolderMemo.Entry in
            switch item {
            case .file(let path): FolderMemo.Entry(name: String(decoding: path.utf8.dropFirst(prefix), as: UTF8.self), isFolder: false)
            case .folder(let path): FolderMemo.Entry(name: String(decoding: path.utf8.dropFirst(prefix), as: UTF8.self), isFolder: true)
            }
        }
        return (listed, FolderMemo.Folder(stamp: stamp, entries: recorded))
    }

    private static func pathKey(_ listed: FolderQueue.Listed) -> String {
        switch listed {
        case .file(let path): path
        case .folder(let path): path + "/"
        }
    }

    /// Whether each of `values` is at most the next, so that sorting them would keep their order.
    static func isAscending<Values: Sequence>(_ values: Values) -> Bool where Values.Element: Comparable {
        var iterator = values.makeIterator()
        guard var previous = iterator.next() else { return true }
        while let next = iterator.next() {
            if next < previous { return false }
            previous = next
        }
        return true
    }

    /// Whether a recursive search may keep an entry, told from its name's bytes and `d_type`
    /// alone, so that most of a package's other files (`.md`, `.json`, `.h`) need no string and
    /// no `stat`: a folder, an entry whose kind only a `stat` tells, or a name ending in
    /// `.swift` (bytes that a `String` ending in `.swift` always ends with). `swiftFiles` then
    /// applies its own test to what is kept.
    private static func mayBeListed(_ name: UnsafeBufferPointer<UInt8>, _ type: UInt8) -> Bool {
        // Hidden (`.build`, `.git`, `.Hidden.swift`): never listed, so never made a string.
        if name.first == UInt8(ascii: ".") { return false }
        if type == UInt8(DT_DIR) || type == UInt8(DT_UNKNOWN) { return true }
        let suffix: StaticString = ".swift"
        let count = suffix.utf8CodeUnitCount
        return name.count >= count && memcmp(name.baseAddress! + (name.count - count), suffix.utf8Start, count) == 0
    }

    private static func collectSwiftFiles(in folder: Int, listings: [[FolderQueue.Item]?], into files: inout [String]) {
        for item in listings[folder] ?? [] {
            switch item {
            case .file(let path): files.append(path)
            case .folder(let subfolder): collectSwiftFiles(in: subfolder, listings: listings, into: &files)
            }
        }
    }
}

#if os(Linux) && canImport(Glibc)
/// `getdents64` (Linux; in glibc since 2.30) and the layout of the records it writes
/// (`struct linux_dirent64`: inode, offset, record length, type, name).
private enum RawDirectoryReading {
    typealias Function = @convention(c) (Int32, UnsafeMutableRawPointer?, Int) -> Int

    /// Looked up in the C library when first used: Swift's Glibc module does not declare it.
    static let getdents64: Function? = dlsym(nil, "getdents64").map { unsafeBitCast($0, to: Function.self) }

    /// As `readdir`'s: most folders fit in one call, then one more says the folder ended.
    static let bufferSize = 32 << 10
    static let lengthOffset = 16
    static let typeOffset = 18
    static let nameOffset = 19
}
#endif
