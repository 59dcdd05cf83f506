#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to an open file descriptor, for every stage that writes files of its own (the spool,
/// the outputs, the run cache's records); and the system calls themselves, named through the C
/// library of the platform (inside a type with a member of the same name, a bare `read` or
/// `open` would be that member).
enum Descriptor {
    /// Writes all of `bytes`, again after a short write or an interrupted call; 0, or the
    /// `errno` of the failed write.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        var written = 0
        while written < bytes.count {
            let count = systemWrite(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            written += count
        }
        return 0
    }

    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Darwin)
        Darwin.read(descriptor, buffer, count)
        #elseif canImport(Musl)
        Musl.read(descriptor, buffer, count)
        #else
        Glibc.read(descriptor, buffer, count)
        #endif
    }

    /// Reads what of the next `count` bytes is in memory already, without waiting for the disk:
    /// the count read (short when the rest is not in memory, 0 at the end of the file), or -1
    /// with `errno` set (`EAGAIN`: none of it is in memory). `nil` where the system cannot tell
    /// (not Linux, a C library without `preadv2`, a kernel or file system without
    /// `RWF_NOWAIT`): the caller reads as usual, and no read is said to have waited.
    static func readIfInMemory(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int? {
        #if os(Linux) && canImport(Glibc)
        guard let preadv2 = NoWaitRead.preadv2 else { return nil }
        var vector = iovec(iov_base: buffer, iov_len: count)
        // Offset -1: from the descriptor's own position, which the read moves, as `read` does.
        let result = preadv2(descriptor, &vector, 1, -1, NoWaitRead.flag)
        if result < 0 && (errno == EOPNOTSUPP || errno == EINVAL || errno == ENOSYS) { return nil }
        return result
        #else
        return nil
        #endif
    }

    static func open(_ path: String, _ flags: Int32) -> Int32 {
        #if canImport(Darwin)
        Darwin.open(path, flags)
        #elseif canImport(Musl)
        Musl.open(path, flags)
        #else
        Glibc.open(path, flags)
        #endif
    }

    private static func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Darwin)
        Darwin.write(descriptor, buffer, count)
        #elseif canImport(Musl)
        Musl.write(descriptor, buffer, count)
        #else
        Glibc.write(descriptor, buffer, count)
        #endif
    }
}

#if os(Linux) && canImport(Glibc)
/// `preadv2` with `RWF_NOWAIT` (Linux 4.14): a read that fails with `EAGAIN` rather than wait for
/// the disk, which is how a run learns that its inputs are not in memory (`ReadAhead`).
private enum NoWaitRead {
    typealias Function = @convention(c) (Int32, UnsafePointer<iovec>?, Int32, off_t, Int32) -> Int

    /// Looked up in the C library when first used: Swift's Glibc module does not declare this
    /// GNU extension. `nil` with a C library older than 2.26.
    static let preadv2: Function? = dlsym(nil, "preadv2").map { unsafeBitCast($0, to: Function.self) }

    /// `RWF_NOWAIT` of `<linux/fs.h>`, which Swift's Glibc module does not declare either.
    static let flag: Int32 = 0x0000_0008
}
#endif
