import Foundation

/// A fresh folder under the temporary directory for a test that works with real files. Paths
/// inside it are given relative (`file("Sources/A.swift")`), created with any missing folders.
public struct ScratchFolder: Sendable {
    public let path: String
    public var url: URL { URL(fileURLWithPath: path) }

    public init(_ purpose: String) {
        path = NSTemporaryDirectory() + "mockgen-\(purpose)-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `content` at `relative` and returns the full path.
    @discardableResult
    public func file(_ relative: String, _ content: String = "protocol P {}\n") throws -> String {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try content.write(toFile: full, atomically: false, encoding: .utf8)
        return full
    }

    /// Writes `bytes` at `relative` (any bytes, valid UTF-8 or not) and returns the full path.
    @discardableResult
    public func file(_ relative: String, bytes: [UInt8]) throws -> String {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
        return full
    }

    public func folder(_ relative: String) throws -> String {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: true)
        return full
    }

    public func contents(_ relative: String) -> String? {
        try? String(contentsOfFile: path + "/" + relative, encoding: .utf8)
    }

    /// Names in `relative` (non-recursive), sorted.
    public func list(_ relative: String = "") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: relative.isEmpty ? path : path + "/" + relative)) ?? []).sorted()
    }

    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
