/// Stands for a binary dependency: a final class, built without dynamic replacement, that the
/// code under test cannot change.
public final class Keychain: @unchecked Sendable {
    public static let standard = Keychain(service: "standard")

    public let service: String
    private var items: [String: String] = [:]

    public init(service: String) {
        self.service = service
    }

    public func read(_ key: String) throws -> String? { items[key] }

    public func write(_ value: String, for key: String) throws { items[key] = value }

    public func remove(_ key: String) async -> Bool { items.removeValue(forKey: key) != nil }

    public var count: Int { items.count }

    public static func isAvailable() -> Bool { true }
}
