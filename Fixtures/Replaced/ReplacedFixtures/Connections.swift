import Foundation

public enum ConnectionError: Error, Equatable {
    case badPort(Int)
}

/// MockInject's defining case: the code under test builds this client itself, through its
/// designated initializers. A final class with private and defaulted storage and a `deinit`.
public final class APIClient: @unchecked Sendable {
    public let baseURL: String
    private var retries = 3
    var requests = 0

    public init(baseURL: String) {
        self.baseURL = baseURL
    }

    /// Failable: `nil` for anything but https.
    public init?(secureURL: String) {
        guard secureURL.hasPrefix("https://") else { return nil }
        self.baseURL = secureURL
    }

    public init(host: String, port: Int) throws {
        guard port > 0 else { throw ConnectionError.badPort(port) }
        self.baseURL = "https://\(host):\(port)"
    }

    /// A convenience initializer taking a non-escaping closure: recorded as a placeholder of its type.
    public convenience init(host: String, naming: (String) -> String) {
        self.init(baseURL: naming(host))
    }

    /// Deprecated, yet the unit still builds one: its replacement is deprecated too.
    @available(*, deprecated, message: "use init(baseURL:)")
    public init(legacyURL: String) {
        self.baseURL = "legacy:" + legacyURL
    }

    public func fetch(_ path: String) -> String {
        requests += 1
        return "real \(baseURL)\(path) (\(retries) retries)"
    }

    /// A non-escaping closure parameter, handed on by the replacement as it is.
    public func withRetries<T>(_ body: (Int) throws -> T) rethrows -> T {
        try body(retries)
    }

    deinit {
        // Stands for closing a handle: runs once, for the instance the unit holds.
    }
}

/// Not final: a subclass's `super.init(name:)` reaches the replaced initializer too.
open class Session: @unchecked Sendable {
    public let name: String

    public init(name: String) {
        self.name = name
    }

    open func token() -> String { "real token for \(name)" }
}

/// A subclass the unit builds; its own `init()` delegates to `Session.init(name:)`.
public final class AdminSession: Session, @unchecked Sendable {
    public init() {
        super.init(name: "admin")
    }
}

/// An actor, built through its initializer: its storage is isolated, read through `Mirror`.
public actor Inventory {
    public let name: String
    private var items: [String] = []

    public init(name: String) {
        self.name = name
    }

    public func add(_ item: String) -> Int {
        items.append(item)
        return items.count
    }
}

/// An async initializer.
public final class Uploader: Sendable {
    public let endpoint: String

    public init(endpoint: String) async {
        self.endpoint = endpoint
    }

    public func upload(_ bytes: Int) async -> Bool { bytes > 0 }
}

/// The code under test: it builds every collaborator itself, and is not changed by the tests.
public struct Refresher: Sendable {
    public init() {}

    public func refresh() -> String {
        APIClient(baseURL: "https://api.example.com").fetch("/items")
    }

    public func secureFetch(_ url: String) -> String? {
        APIClient(secureURL: url)?.fetch("/")
    }

    @available(*, deprecated)
    public func legacyFetch(_ url: String) -> String {
        APIClient(legacyURL: url).fetch("/")
    }

    public func named(_ host: String) -> String {
        APIClient(host: host) { "https://" + $0 }.fetch("/")
    }

    public func retried() -> Int {
        APIClient(baseURL: "https://api.example.com").withRetries { $0 * 10 }
    }

    public func connect(host: String, port: Int) throws -> String {
        try APIClient(host: host, port: port).fetch("/health")
    }

    public func adminToken() -> String {
        AdminSession().token()
    }

    public func stock(_ item: String) async -> Int {
        await Inventory(name: "main").add(item)
    }

    public func upload(_ bytes: Int) async -> Bool {
        await Uploader(endpoint: "https://upload.example.com").upload(bytes)
    }
}
