#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat` says about a file: enough to tell, without reading it, that it has not changed
/// since it was hashed (as git's index does). A stamp never replaces the content hash; it only
/// saves reading files whose stamp is unchanged and older than the record that holds it.
struct FileStamp: Hashable, Sendable {
    var size: Int64
    /// Modification time in nanoseconds since 1970.
    var modified: Int64

    /// `nil` when the file cannot be read or is not a regular file.
    static func of(_ path: String) -> FileStamp? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return of(status)
    }

    /// The stamp of an open file (the one just written, or compared).
    static func of(descriptor: Int32) -> FileStamp? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        return of(status)
    }

    /// The stamp of what `fstat` or `stat` said (`nil`: not a regular file).
    static func of(_ status: stat) -> FileStamp? {
        guard (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        #if canImport(Darwin)
        let time = status.st_mtimespec
        #else
        let time = status.st_mtim
        #endif
        return FileStamp(size: Int64(status.st_size), modified: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
    }
}

/// A file as the run cache knows it: its stamp (taken before it was read, so a later change
/// shows as a newer stamp), the hash of its content and, for a Swift file this run parsed, the
/// hashes of what its declarations are made from (`DeclarationsHash`).
public struct FileFingerprint: Sendable, Equatable {
    let stamp: FileStamp
    let hash: ContentHash
    var declarations: DeclarationsFingerprint? = nil
}

extension ContentHash {
    /// The hash of a file's content, read a megabyte at a time into one buffer: hashing a large
    /// output adds a megabyte to the run's memory, not the file's size.
    static func ofFile(_ path: String) -> ContentHash? {
        RegularFile.withOpened(path) { descriptor, size in hash(descriptor, size: size) }
    }

    private static func hash(_ descriptor: Int32, size: Int) -> ContentHash? {
        var state = ContentHash.State()
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 8)
        defer { buffer.deallocate() }
        var remaining = size
        while remaining > 0 {
            var filled = 0
            let wanted = min(buffer.count, remaining)
            while filled < wanted {
                let count = read(descriptor, buffer.baseAddress! + filled, wanted - filled)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return nil }
                filled += count
            }
            state.absorb(UnsafeRawBufferPointer(rebasing: buffer[..<filled]))
            remaining -= filled
        }
        return state.finish()
    }
}
