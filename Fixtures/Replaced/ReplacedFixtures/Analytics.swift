/// A singleton: `Analytics.shared.track(_:)` is what code under test calls.
public final class Analytics: Sendable {
    public static let shared = Analytics()

    private init() {}

    public func track(_ event: String) {}
}

/// An enum with a method and a static member.
public enum Environment: String, Sendable {
    case production, staging

    public var baseURL: String { "https://\(rawValue).example.com" }

    public static func current() -> Environment { .production }
}

/// An actor: its members' replacements are isolated to it.
public actor Counter {
    private var value = 0

    public init() {}

    public func increment() -> Int {
        value += 1
        return value
    }
}

public struct Config: Equatable, Sendable {
    public var name: String

    public init(name: String) {
        self.name = name
    }
}

public enum ConfigError: Error, Equatable {
    case missing(String)
}

/// Global functions the code under test calls directly.
public func loadConfig(path: String) throws -> Config {
    guard path.hasSuffix(".toml") else { throw ConfigError.missing(path) }
    return Config(name: path)
}

public func fetchGreeting(for name: String) async -> String { "hello \(name)" }
