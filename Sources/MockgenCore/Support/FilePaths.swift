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
        var folder = folder
        var name = name
        return folder.withUTF8 { folderBytes in
            name.withUTF8 { nameBytes in
                // One string made of the bytes laid out once: `folder + "/" + name` grew its
                // storage twice (a listing keeps every path: 125,800 in the tenfold corpus), and
                // three appends to a string sized first still cost a third of the listing's
                // last, single-threaded stretch.
                let separator = folderBytes.last == UInt8(ascii: "/") ? 0 : 1
                let count = folderBytes.count + separator + nameBytes.count
                return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { buffer in
                    let base = buffer.baseAddress!
                    base.initialize(from: folderBytes.baseAddress!, count: folderBytes.count)
                    if separator == 1 { base[folderBytes.count] = UInt8(ascii: "/") }
                    if let start = nameBytes.baseAddress { (base + folderBytes.count + separator).initialize(from: start, count: nameBytes.count) }
                    return String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
                }
            }
        }
    }

    /// The folder above `path`, as `NSString.deletingLastPathComponent` gives it: `/a/b` → `/a`,
    /// `/a` → `/`, `/` → `/`, `a` → `""`; trailing slashes ignored.
    public static func parentFolder(of path: String) -> String {
        var bytes = Array(path.utf8)
        let slash = UInt8(ascii: "/")
        while bytes.count > 1 && bytes.last == slash { bytes.removeLast() }
        guard let last = bytes.lastIndex(of: slash) else { return "" }
        if last == 0 { return "/" }
        var end = last
        while end > 1 && bytes[end - 1] == slash { end -= 1 }
        return String(decoding: bytes[..<end], as: UTF8.self)
    }

    /// The process's working folder (getcwd(3)); `""` if it cannot be read.
    public static func currentFolder() -> String {
        guard let pointer = getcwd(nil, 0) else { return "" }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// The path with every link and `.`/`..` resolved (realpath(3)), or `nil` if it does not exist.
    public static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path.isEmpty ? "." : path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
