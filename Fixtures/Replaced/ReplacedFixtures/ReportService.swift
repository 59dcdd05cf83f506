import Foundation

/// The code under test: it calls statics, a singleton, a final class and an actor directly, and
/// is not changed for the tests.
public struct ReportService: Sendable {
    public let database: Database

    public init(database: Database) {
        self.database = database
    }

    public func title(for id: Int) throws -> String {
        Analytics.shared.track("title")
        return try database.query(id) + " @ " + Clock(zone: "UTC").format(Clock.now())
    }

    public func load(_ id: Int) async throws -> String {
        try await database.fetch(id)
    }

    public func rowCount() async -> Int { await database.count() }

    public func endpoint() -> String { Environment.current().baseURL + " " + Database.defaultURL() }

    public func shiftedZone(_ hours: Int) -> String {
        var clock = Clock(zone: "UTC")
        clock.shift(by: hours)
        return clock.label
    }

    public func tick(_ counter: Counter) async -> Int { await counter.increment() }

    /// Creates its own database: only initializer interception reaches it.
    public func remoteRow(_ id: Int, host: String) throws -> String {
        try Database(host: host, port: 5432).query(id)
    }

    /// Creates a value inside: `Clock(zone:)`.
    public func zoneLabel(_ zone: String) -> String { Clock(zone: zone).label }

    /// A stored property: read from the value itself, never routed.
    public func zoneName(_ zone: String) -> String { Clock(zone: zone).zone }

    /// A generic method, a subscript and a computed property of the final class.
    public func summary(_ id: Int) -> String {
        let number: Int = database.decode("41", as: Int.self) ?? 0
        return "\(database[id] ?? "-") \(number + 1) \(database.isOpen)"
    }

    public func configName() throws -> String { try loadConfig(path: "app.toml").name }

    public func greeting() async -> String { await fetchGreeting(for: "report") }
}
