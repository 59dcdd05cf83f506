import Foundation

public enum DatabaseError: Error, Equatable {
    case notFound(Int)
}

/// A final class: no subclass can mock it. Sync, async, throwing and generic members, a
/// computed property, a subscript, a `class func`.
public final class Database: @unchecked Sendable {
    public let url: String
    private var rows: [Int: String] = [1: "one", 2: "two"]

    public init(url: String) {
        self.url = url
    }

    /// A convenience initializer: constructions through it are recorded.
    public convenience init(host: String, port: Int) {
        self.init(url: "db://\(host):\(port)")
    }

    public func query(_ id: Int) throws -> String {
        guard let row = rows[id] else { throw DatabaseError.notFound(id) }
        return row
    }

    public func fetch(_ id: Int) async throws -> String {
        try query(id)
    }

    public func count() async -> Int { rows.count }

    public func decode<T: LosslessStringConvertible>(_ text: String, as type: T.Type) -> T? { T(text) }

    public var isOpen: Bool { true }

    public subscript(id: Int) -> String? { rows[id] }

    public class func defaultURL() -> String { "sqlite://memory" }
}
