import Foundation

/// clang's resource folder (`<libdir>/clang/<version>`): its `include/` holds the compiler's own
/// `stddef.h`, `stdint.h`, `stdarg.h`. It must be the one of the libclang in use, and is passed
/// explicitly (`-resource-dir`) because libclang derives it from its own path, which is wrong
/// when it was opened through a symlink in another folder (`/usr/lib/x86_64-linux-gnu/libclang-14.so.1`).
enum ClangResourceDirectory {
    /// `<library's folder>/clang/<v>` holding `include/stddef.h`, for the first of `libraryPaths`
    /// that has one: the path the library was found at (Debian's `/usr/lib/llvm-14/lib`), then
    /// its real file's folder (`/usr/lib/x86_64-linux-gnu` there, which has none).
    static func find(libraryPaths: [String], version: String) -> String? {
        for path in libraryPaths where path.contains("/") {
            let folder = (FileSystemPath.absolute(path) as NSString).deletingLastPathComponent
            if let found = find(inClangFolder: (folder as NSString).appendingPathComponent("clang"), version: version) {
                return found
            }
        }
        return nil
    }

    /// The subfolder named after libclang's major version (`21`) or full version (`14.0.6`),
    /// else the highest one there.
    static func find(inClangFolder clangFolder: String, version: String) -> String? {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: clangFolder)) ?? [])
            .filter { FileSystemPath.isFile("\(clangFolder)/\($0)/include/stddef.h") }
        guard !names.isEmpty else { return nil }
        let major = majorVersion(of: version).map(String.init)
        let matching = names.filter { name in name == major || major.map { name.hasPrefix($0 + ".") } == true }
        let pool = matching.isEmpty ? names : matching
        let best = pool.max { numericParts($0).lexicographicallyPrecedes(numericParts($1)) }!
        return "\(clangFolder)/\(best)"
    }

    /// `21` from `clang version 21.0.0 (…)` or `Apple clang version 17.0.0 (…)`.
    static func majorVersion(of version: String) -> Int? {
        guard let range = version.range(of: "version ") else { return nil }
        return Int(version[range.upperBound...].prefix { $0.isNumber })
    }

    private static func numericParts(_ name: String) -> [Int] {
        name.split(separator: ".").map { Int($0) ?? -1 }
    }
}
