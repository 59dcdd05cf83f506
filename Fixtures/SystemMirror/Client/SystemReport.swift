import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Code under test: it holds each system type through the protocol `--mirror` generated for it,
/// and defaults to the real one.
public struct SystemReport: @unchecked Sendable {
    let files: any FileManagerProtocol
    let defaults: any UserDefaultsProtocol
    let process: any ProcessInfoProtocol
    let notifications: any NotificationCenterProtocol
    let session: any URLSessionProtocol

    public init(files: any FileManagerProtocol = FileManager.default, defaults: any UserDefaultsProtocol = UserDefaults.standard,
                process: any ProcessInfoProtocol = ProcessInfo.processInfo, notifications: any NotificationCenterProtocol = NotificationCenter.default,
                session: any URLSessionProtocol = URLSession.shared) {
        self.files = files
        self.defaults = defaults
        self.process = process
        self.notifications = notifications
        self.session = session
    }

    public static let reported = Notification.Name("SystemReport.reported")

    public func summary(of path: String) -> String {
        let exists = files.fileExists(atPath: path)
        let user = defaults.string(forKey: "user") ?? "nobody"
        notifications.post(name: Self.reported, object: nil, userInfo: ["path": path])
        return "\(user)@\(process.processIdentifier > 0 ? "pid" : "none"): \(path) \(exists ? "exists" : "missing")"
    }

    public func entries(in path: String) -> [String] {
        (try? files.contentsOfDirectory(atPath: path)) ?? []
    }

    public func size(of url: URL) async throws -> Int {
        let (data, _) = try await session.data(from: url, delegate: nil)
        return data.count
    }
}
