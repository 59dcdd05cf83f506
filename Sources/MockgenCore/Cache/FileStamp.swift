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
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        #if canImport(Darwin)
        let time = status.st_mtimespec
        #else
        let time = status.st_mtim
        #endif
        return FileStamp(size: Int64(status.st_size), modified: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
    }
}

/// A file as the run cache knows it: its stamp (taken before it was read, so a later change
/// shows as a newer stamp) and the hash of its content.
public struct FileFingerprint: Sendable, Equatable {
    let stamp: FileStamp
    let hash: ContentHash
}

extension ContentHash {
    /// The hash of a file's content, read through a read-only memory map: the pages come from
    /// the file cache and are dropped after, so hashing every input adds nothing to the heap
    /// (a run's peak memory) and copies nothing.
    static func ofFile(_ path: String) -> ContentHash? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        let size = Int(status.st_size)
        guard size > 0 else { return ContentHash.hashing(UnsafeRawBufferPointer(start: nil, count: 0)) }
        guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), base != MAP_FAILED else { return nil }
        defer { munmap(base, size) }
        return ContentHash.hashing(UnsafeRawBufferPointer(start: base, count: size))
    }
}
