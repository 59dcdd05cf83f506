import Foundation

/// Copies a folder of sources so that only files whose bytes changed get a new modification
/// time: copying MockRuntime into a package on every run must not make SwiftPM rebuild it.
enum FolderSync {
    static func mirror(_ source: String, to destination: String) throws {
        let fileManager = FileManager.default
        try fileManager.createDirectory(atPath: destination, withIntermediateDirectories: true)
        let wanted = Set(try relativeFiles(in: source))
        for file in wanted.sorted() {
            let from = source + "/" + file
            let to = destination + "/" + file
            let bytes = try Data(contentsOf: URL(fileURLWithPath: from))
            if let existing = fileManager.contents(atPath: to), existing == bytes { continue }
            try fileManager.createDirectory(atPath: (to as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try bytes.write(to: URL(fileURLWithPath: to), options: .atomic)
        }
        for file in try relativeFiles(in: destination) where !wanted.contains(file) {
            try fileManager.removeItem(atPath: destination + "/" + file)
        }
    }

    /// Regular files under `folder`, as paths relative to it.
    static func relativeFiles(in folder: String) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let path = enumerator.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                files.append(path)
            }
        }
        return files
    }
}
