#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The folders a run listed (`FolderMemo`), kept beside its record as `<key>.folders`: what the
/// next run with the same request lists from, reading only the folders whose stamp changed.
///
/// The file is a hint, never trusted further than a folder's stamp: one that cannot be read
/// whole, or holds a name that is not one plain path component, is ignored (a run then lists
/// every folder). Written to a temporary file and renamed into place, as records are, and only
/// when the listing differs from it.
extension RunCache {
    static let foldersMagic: [UInt8] = Array("mockgen-folders 2\n".utf8)

    /// The memo for `request`'s listing: the folders the last run recorded, or none.
    public func folderMemo(for request: GenerationRequest) -> FolderMemo? {
        guard let key = RunCache.key(for: request) else { return nil }
        return FolderMemo(recorded: RegularFile.bytes(at: foldersPath(key)).flatMap(FolderRecord.init))
    }

    /// Writes what `memo` saw when it differs from what it was given. Silent on failure: the
    /// next run lists every folder, as it would without the file.
    public func keep(_ memo: FolderMemo, for request: GenerationRequest) {
        guard memo.changed, let key = RunCache.key(for: request) else { return }
        if let kind = FileKind.of(folder), kind != .directory { return }
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil,
              let temporary = try? ExclusiveFile.create(prefix: foldersPath(key) + ".\(getpid()).", suffix: ".tmp", mode: 0o644) else { return }
        var bytes = Self.encodedFolders(of: memo)
        var failure = bytes.withUnsafeMutableBytes { OutputWriter.writeAll(UnsafeRawBufferPointer($0), to: temporary.descriptor) }
        if close(temporary.descriptor) != 0 && failure == 0 { failure = errno }
        if failure != 0 || rename(temporary.path, foldersPath(key)) != 0 { unlink(temporary.path) }
    }

    private func foldersPath(_ key: ContentHash) -> String {
        FilePaths.join(folder, "\(key).folders")
    }

    /// The record of what `memo` listed: folders in path order (the same bytes for the same
    /// listing), each as magic, the time the listing started, then each folder's path, stamp and
    /// entries (name, then 1 for a folder). A folder taken from the earlier record is copied as
    /// its bytes there, not decoded and encoded again: after an edit that adds a file, one
    /// folder of 3,093 was read, and the others' 15,700 names were made strings only to be
    /// written back.
    static func encodedFolders(of memo: FolderMemo) -> [UInt8] {
        let read = memo.foldersReadByPath
        let taken = memo.takenNumbers.compactMap { number in memo.recorded.map { (number, $0.path(of: number)) } }
            .filter { read[$0.1] == nil }
        let readPaths = read.keys.sorted()
        var writer = ArchiveWriter(reservingCapacity: 64 << 10)
        writer.raw(foldersMagic)
        writer.int64(memo.listedAt)
        writer.int(readPaths.count + taken.count)
        // Both lists in path order: merged.
        var (nextRead, nextTaken) = (0, 0)
        while nextRead < readPaths.count || nextTaken < taken.count {
            if nextTaken == taken.count || nextRead < readPaths.count && readPaths[nextRead] < taken[nextTaken].1 {
                let path = readPaths[nextRead]
                let listing = read[path]!
                writer.string(path)
                writer.unsigned(listing.stamp.device)
                writer.unsigned(listing.stamp.inode)
                writer.int64(listing.stamp.modified)
                writer.int64(listing.stamp.changed)
                writer.int(listing.entries.count)
                for entry in listing.entries {
                    writer.string(entry.name)
                    writer.bool(entry.isFolder)
                }
                nextRead += 1
            } else {
                writer.raw(slice: memo.recorded!.recordBytes(of: taken[nextTaken].0))
                nextTaken += 1
            }
        }
        return writer.bytes
    }
}

/// A `<key>.folders` file as read: the folders' paths (in the order written, which is sorted)
/// and where each one's stamp and entries start. Entries are decoded when their folder is looked
/// up, on the thread listing it; each path is one binary search away, with no table hashed.
struct FolderRecord: RecordedFolders {
    private let bytes: [UInt8]
    private let paths: [String]
    /// Where each folder's stamp starts, and where its path starts (the end of the one before).
    private let offsets: [Int]
    private let starts: [Int]
    let listedAt: Int64

    /// `nil` if `bytes` are not a whole record.
    init?(_ bytes: [UInt8]) {
        guard let (paths, offsets, starts, listedAt) = bytes.withUnsafeBytes({ Self.index($0) }) else { return nil }
        self.bytes = bytes
        self.paths = paths
        self.offsets = offsets
        self.starts = starts
        self.listedAt = listedAt
    }

    var count: Int { paths.count }

    func path(of number: Int) -> String { paths[number] }

    func recordBytes(of number: Int) -> ArraySlice<UInt8> {
        bytes[starts[number]..<(number + 1 < starts.count ? starts[number + 1] : bytes.count)]
    }

    func find(_ path: String) -> (number: Int, stamp: FolderStamp)? {
        guard let number = paths.position(inSorted: path) else { return nil }
        return bytes.withUnsafeBytes { buffer in
            var reader = ArchiveReader(buffer, at: offsets[number])
            guard let device = try? reader.unsigned(), let inode = try? reader.unsigned(), let modified = try? reader.int64(),
                  let changed = try? reader.int64() else { return nil }
            return (number, FolderStamp(device: device, inode: inode, modified: modified, changed: changed))
        }
    }

    func entries(of number: Int) -> [FolderMemo.Entry]? {
        bytes.withUnsafeBytes { buffer in
            var reader = ArchiveReader(buffer, at: offsets[number])
            do {
                _ = try reader.unsigned()
                _ = try reader.unsigned()
                _ = try reader.int64()
                _ = try reader.int64()
                let count = try reader.count()
                var entries: [FolderMemo.Entry] = []
                entries.reserveCapacity(count)
                for _ in 0..<count {
                    let name = try reader.string()
                    guard FolderMemo.isEntryName(name) else { return nil }
                    entries.append(FolderMemo.Entry(name: name, isFolder: try reader.bool()))
                }
                return entries
            } catch {
                return nil
            }
        }
    }

    /// The paths and where each folder's stamp starts, every entry stepped over (its length
    /// checked, no string made); `nil` unless the bytes are a whole record in path order.
    private static func index(_ buffer: UnsafeRawBufferPointer) -> (paths: [String], offsets: [Int], starts: [Int], listedAt: Int64)? {
        guard buffer.starts(with: RunCache.foldersMagic) else { return nil }
        var reader = ArchiveReader(buffer, at: RunCache.foldersMagic.count)
        do {
            let listedAt = try reader.int64()
            let count = try reader.count()
            var paths: [String] = []
            var offsets: [Int] = []
            var starts: [Int] = []
            paths.reserveCapacity(count)
            offsets.reserveCapacity(count)
            starts.reserveCapacity(count)
            for _ in 0..<count {
                starts.append(reader.offset)
                let path = try reader.string()
                if let last = paths.last, !(last < path) { return nil }
                paths.append(path)
                offsets.append(reader.offset)
                _ = try reader.unsigned()
                _ = try reader.unsigned()
                _ = try reader.int64()
                _ = try reader.int64()
                for _ in 0..<(try reader.count()) {
                    try reader.skipString()
                    _ = try reader.bool()
                }
            }
            guard reader.isAtEnd else { return nil }
            return (paths, offsets, starts, listedAt)
        } catch {
            return nil
        }
    }
}
