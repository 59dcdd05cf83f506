#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading whole files without ever hanging: `open` of a FIFO that nothing writes to blocks until
/// something does, and `/dev/zero` or `/dev/urandom` never end. Every file mockgen reads to its
/// end goes through here (sources, input lists, configuration, run records, existing outputs).
enum FileReading {
    /// Why a file's bytes could not be had.
    enum Failure: Error, Equatable {
        /// `errno` of `open`, `fstat` or `read`.
        case system(Int32)
        /// A folder, a device, a socket, or a FIFO that nothing writes to.
        case notAFile(FileKind)

        /// For "cannot read file: …".
        var description: String {
            switch self {
            case .system(let code): FileReading.describe(code)
            case .notAFile(.directory): "it is a directory"
            case .notAFile(.fifo): "it is a FIFO or pipe with nothing written to it"
            case .notAFile(let kind): "it is \(kind.described), not a file"
            }
        }
    }

    /// `open(path, O_RDONLY)` that returns at once whatever `path` is, with what `fstat` says of
    /// it. The descriptor is non-blocking, which changes nothing for a regular file (no system
    /// call spent to undo it on every input); the caller closes it.
    static func open(_ path: String) -> Result<(descriptor: Int32, status: stat), Failure> {
        // O_NONBLOCK: opening a FIFO for reading otherwise waits for a writer.
        let descriptor = Descriptor.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(.system(errno)) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            return .failure(.system(code))
        }
        return .success((descriptor, status))
    }

    /// Every byte of a regular file, or of a pipe or FIFO until its writer closes it (an input
    /// given as `<(command)`); `status` is what `fstat` said before the first byte was read.
    /// A FIFO with no writer, a folder, a device or a socket is refused at once.
    /// `waitedForDisk`: some of a regular file's bytes were not in memory (Linux only; where the
    /// system cannot tell, always `false`).
    static func bytes(at path: String) -> Result<(bytes: [UInt8], status: stat, waitedForDisk: Bool), Failure> {
        // Never `nil`: only a read that may give up gives up.
        bytes(at: path, givingUpUnlessInMemory: false)!
    }

    /// `bytes(at:)` of a file whose bytes are all in memory. For a regular file some of whose
    /// bytes are not, the system is asked to read them (`posix_fadvise(WILLNEED)`, which returns
    /// at once) and `nil` comes back: the caller reads other files while the disk works, and this
    /// one later (then `bytes(at:)`, which waits for what is still missing). Where the system
    /// cannot tell what is in memory (not Linux), the same as `bytes(at:)`.
    static func bytesIfInMemory(at path: String) -> Result<(bytes: [UInt8], status: stat, waitedForDisk: Bool), Failure>? {
        bytes(at: path, givingUpUnlessInMemory: true)
    }

    private static func bytes(at path: String, givingUpUnlessInMemory givesUp: Bool) -> Result<(bytes: [UInt8], status: stat, waitedForDisk: Bool), Failure>? {
        let opened: (descriptor: Int32, status: stat)
        switch open(path) {
        case .success(let value): opened = value
        case .failure(let failure): return .failure(failure)
        }
        defer { close(opened.descriptor) }
        let kind = FileKind(mode: opened.status.st_mode)
        switch kind {
        case .regular:
            var waited = false
            let size = Int(opened.status.st_size)
            guard let bytes = readAll(opened.descriptor, expectedSize: size, waitedForDisk: &waited, givingUp: givesUp) else {
                if givesUp && waited {
                    #if os(Linux) && canImport(Glibc)
                    _ = posix_fadvise(opened.descriptor, 0, 0, POSIX_FADV_WILLNEED)
                    #endif
                    return nil
                }
                return .failure(.system(errno))
            }
            return .success((bytes, opened.status, waited))
        case .fifo:
            guard let first = firstByteFromWriter(opened.descriptor) else { return .failure(.notAFile(.fifo)) }
            guard let rest = readAll(opened.descriptor, expectedSize: nil) else { return .failure(.system(errno)) }
            return .success((first + rest, opened.status, false))
        default:
            return .failure(.notAFile(kind))
        }
    }

    /// The first byte of a FIFO or pipe opened non-blocking (none if its writer has written
    /// nothing yet), or `nil` when nothing writes to it: a read that would wait says a writer is
    /// there; end of file at once says none is. The descriptor is left blocking.
    private static func firstByteFromWriter(_ descriptor: Int32) -> [UInt8]? {
        let flags = fcntl(descriptor, F_GETFL)
        guard flags >= 0 else { return nil }
        defer { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        var byte: UInt8 = 0
        while true {
            let count = Descriptor.read(descriptor, &byte, 1)
            if count == 1 { return [byte] }
            if count == 0 { return nil }
            if errno == EINTR { continue }
            return errno == EAGAIN || errno == EWOULDBLOCK ? [] : nil
        }
    }

    /// Everything `descriptor` yields; `expectedSize` is a hint (a file can change while it is
    /// read; `nil` for a pipe). `nil` on a read error, with `errno` set.
    static func readAll(_ descriptor: Int32, expectedSize: Int?) -> [UInt8]? {
        var waited = false
        return readAll(descriptor, expectedSize: expectedSize, waitedForDisk: &waited)
    }

    /// `readAll`, and whether a regular file's first bytes were not all in memory (its first read
    /// is tried without waiting: `Descriptor.readIfInMemory`; one system call either way).
    /// `givingUp`: `nil` then, with `waited` set and nothing more read.
    static func readAll(_ descriptor: Int32, expectedSize: Int?, waitedForDisk waited: inout Bool, givingUp: Bool = false) -> [UInt8]? {
        var bytes: [UInt8] = []
        // One spare byte: a short read there confirms the end of the file without another call.
        var chunkSize = expectedSize.map { max($0, 0) + 1 } ?? 1 << 16
        while true {
            var failed = false
            var complete = false
            let chunk = [UInt8](unsafeUninitializedCapacity: chunkSize) { buffer, initialized in
                let count = readFully(descriptor, into: UnsafeMutableRawBufferPointer(buffer), endsAfter: bytes.isEmpty ? expectedSize : nil,
                                      watchingTheDisk: bytes.isEmpty && expectedSize != nil, givingUp: givingUp, waited: &waited)
                initialized = count ?? 0
                failed = count == nil
                complete = initialized < chunkSize
            }
            if failed { return nil }
            if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
            if complete { return bytes }
            chunkSize = 1 << 16  // the file grew since `fstat`, or a pipe goes on
        }
    }

    /// Fills `buffer` unless the file ends first; the byte count, or `nil` on an error.
    /// `endsAfter`: the size `fstat` gave; a read that stops short exactly there is taken as
    /// the end, without the call that would return 0 (one `read` per file, not two).
    /// `watchingTheDisk`: the first read is tried without waiting; `waited` is set when what it
    /// found in memory was not all there was, and with `givingUp` nothing more is read (`nil`).
    private static func readFully(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, endsAfter size: Int?,
                                  watchingTheDisk: Bool, givingUp: Bool, waited: inout Bool) -> Int? {
        var filled = 0
        if watchingTheDisk, !buffer.isEmpty, let count = Descriptor.readIfInMemory(descriptor, buffer.baseAddress!, buffer.count) {
            if count < 0 {
                // Nothing in memory: the reads below wait for it. Any other failure is theirs
                // to meet and report.
                if errno == EAGAIN { waited = true }
            } else if count == 0 || count == size {
                // The end of the file, or of what `fstat` said it holds: all of it was in memory.
                return count
            } else {
                filled = count
                // Short of the buffer: the rest is not in memory (or the file shrank).
                if count < buffer.count { waited = true }
            }
            if givingUp && waited { return nil }
        }
        while filled < buffer.count {
            let count = Descriptor.read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            filled += count
            if filled == size && filled < buffer.count { break }
        }
        return filled
    }

    static func describe(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES: return "permission denied"
        case EISDIR: return "it is a directory"
        default:
            guard let message = strerror(code) else { return "error \(code)" }
            return String(cString: message).lowercased()
        }
    }
}

/// A regular file opened read-only for as long as a body runs. Anything else (a folder, a
/// device, a FIFO) is refused like a file that cannot be opened, without blocking in `open`.
enum RegularFile {
    /// `body`'s result with the file's descriptor and size; `nil` if the file cannot be opened or
    /// is not a regular file.
    static func withOpened<T>(_ path: String, _ body: (_ descriptor: Int32, _ size: Int) -> T?) -> T? {
        guard case .success(let opened) = FileReading.open(path) else { return nil }
        defer { close(opened.descriptor) }
        guard FileKind(mode: opened.status.st_mode) == .regular else { return nil }
        return body(opened.descriptor, Int(opened.status.st_size))
    }

    /// The whole file; `nil` if it cannot be read or is not a regular file.
    static func bytes(at path: String) -> [UInt8]? {
        withOpened(path) { descriptor, size in FileReading.readAll(descriptor, expectedSize: size) }
    }
}
