#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat` says a path is. mockgen reads its inputs to their end and replaces its outputs
/// whole (a temporary file renamed over them), which only a regular file takes: a read of a FIFO
/// blocks until something writes to it, `/dev/zero` never ends, and a rename over `/dev/null`
/// replaces the device. Diagnostics about such paths name what they found.
enum FileKind: Sendable, Equatable {
    case regular, directory, symbolicLink, fifo, characterDevice, blockDevice, socket, unknown

    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFLNK: self = .symbolicLink
        case S_IFIFO: self = .fifo
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        default: self = .unknown
        }
    }

    /// What `path` leads to, links followed; `nil` when nothing is there (a link to nowhere too).
    static func of(_ path: String) -> FileKind? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return FileKind(mode: status.st_mode)
    }

    /// `path` itself: a symbolic link is `.symbolicLink`, whatever it leads to.
    static func ofEntry(_ path: String) -> FileKind? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return FileKind(mode: status.st_mode)
    }

    /// With its article, for a message: "a FIFO or pipe", "a character device".
    var described: String {
        "a " + noun
    }

    /// "FIFO or pipe", "character device".
    var noun: String {
        switch self {
        case .regular: "regular file"
        case .directory: "directory"
        case .symbolicLink: "symbolic link"
        case .fifo: "FIFO or pipe"
        case .characterDevice: "character device"
        case .blockDevice: "block device"
        case .socket: "socket"
        case .unknown: "special file"
        }
    }
}
