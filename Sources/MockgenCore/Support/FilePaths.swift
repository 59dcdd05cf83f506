import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Path text helpers every stage may use: joining, the last component, resolving links. Plain
/// string work on `/`-separated paths, with no bridging to `NSString` where it is hot.
public enum FilePaths {
    /// The last component of a path (`Sources/A/B.swift` → `B.swift`, `a/b/` → `b`, `/` → `/`), as
    /// `NSString.lastPathComponent` gives it, without bridging (which took 60 ms for the 12,580
    /// names of the large benchmark corpus).
    public static func fileName(of path: String) -> String {
        // Over the bytes in place: walking `String.UTF8View` indices backwards cost about two
        // thousand instructions a path (every input's name is taken in pass 1).
        var path = path
        return path.withUTF8 { bytes in
            let slash = UInt8(ascii: "/")
            var end = bytes.count
            while end > 0 && bytes[end - 1] == slash { end -= 1 }
            guard end > 0 else { return bytes.isEmpty ? "" : "/" }
            var start = end - 1
            while start > 0 && bytes[start - 1] != slash { start -= 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
    }

    /// `folder/name`, without doubling a `/` and without a leading `./` for the current folder.
    public static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        let separator = folder.hasSuffix("/") ? "" : "/"
        // Sized exactly: `folder + "/" + name` grew its storage twice, to about twice the path's
        // length, and a listing keeps every path (125,800 of them in the tenfold corpus).
        var path = ""
        path.reserveCapacity(folder.utf8.count + separator.utf8.count + name.utf8.count)
        path += folder
        path += separator
        path += name
        return path
    }

    /// The path with every link and `.`/`..` resolved (realpath(3)), or `nil` if it does not exist.
    public static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path.isEmpty ? "." : path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
