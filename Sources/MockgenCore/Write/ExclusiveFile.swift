#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A new file mockgen creates for itself (a temporary output or cache record): created with
/// `O_CREAT | O_EXCL | O_NOFOLLOW` at a name no other process can predict, so that a file or
/// symbolic link someone planted there makes the open fail instead of being written through
/// (mkstemp(3)'s guarantee, with the caller's choice of name around the random part).
struct ExclusiveFile {
    let path: String
    let descriptor: Int32

    /// Opens `prefix + <16 random hex digits> + suffix` for writing, trying new names while one
    /// exists; `mode` is filtered by the umask, as for any new file. Throws the `errno` otherwise.
    /// `claiming` is told each name before it is opened and `nil` after a name that was taken:
    /// an interrupt then finds the file named however early it comes (`InterruptCleanup`).
    static func create(prefix: String, suffix: String, mode: mode_t = 0o666, claiming: (String?) -> Void = { _ in }) throws(Errno) -> ExclusiveFile {
        for _ in 0..<16 {
            var random = SystemRandomNumberGenerator()
            let digits = String(random.next() as UInt64, radix: 16)
            let path = prefix + String(repeating: "0", count: 16 - digits.count) + digits + suffix
            claiming(path)
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
            if descriptor >= 0 { return ExclusiveFile(path: path, descriptor: descriptor) }
            let error = errno
            claiming(nil)
            if error != EEXIST { throw Errno(error) }
        }
        throw Errno(EEXIST)
    }

    /// An `errno` value, thrown typed.
    struct Errno: Error, Equatable {
        let code: Int32
        init(_ code: Int32) { self.code = code }
        var description: String { String(cString: strerror(code)) }
    }
}
