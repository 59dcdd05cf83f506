import Foundation

/// The Swift files under the given roots, sorted by path so every run sees the same order.
struct Corpus {
    struct File {
        var path: String
        var bytes: [UInt8]
    }

    var files: [File]

    var totalBytes: Int { files.reduce(0) { $0 + $1.bytes.count } }

    static func paths(under roots: [String]) -> [String] {
        var paths: [String] = []
        let manager = FileManager.default
        for root in roots {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: root, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue {
                paths.append(root)
                continue
            }
            guard let enumerator = manager.enumerator(atPath: root) else { continue }
            while let relative = enumerator.nextObject() as? String {
                // Build folders hold copies of the same sources; counting them twice skews MB/s.
                if relative.hasPrefix(".build") || relative.contains("/.build") { continue }
                if relative.hasSuffix(".swift") { paths.append(root + "/" + relative) }
            }
        }
        return paths.sorted()
    }

    static func load(_ paths: [String]) -> Corpus {
        Corpus(files: paths.compactMap { path in
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            return File(path: path, bytes: [UInt8](data))
        })
    }
}
