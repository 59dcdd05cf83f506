/// A value of a configuration file, whatever its format: the command line reads TOML
/// (`mockgen.toml`, `Cuckoofile.toml`) into this tree, so that what the keys mean, and every
/// diagnostic about them, is plain Swift here, testable without a TOML parser.
public indirect enum ConfigurationValue: Sendable, Equatable {
    case string(String)
    case bool(Bool)
    case integer(Int)
    case float(Double)
    case array([ConfigurationValue])
    case table(ConfigurationTable)
    /// A value no key of mockgen's takes (a TOML date or time), kept by its kind's name for the
    /// diagnostic that says so.
    case other(kind: String)

    /// What a diagnostic calls it: "a string", "an array", …
    public var kindDescription: String {
        switch self {
        case .string: "a string"
        case .bool: "a boolean"
        case .integer: "an integer"
        case .float: "a floating-point number"
        case .array: "an array"
        case .table: "a table"
        case .other(let kind): "a \(kind)"
        }
    }
}

/// The keys of a table and their values, in the order the reader gave them (TOMLKit gives them
/// sorted by key, so the configuration's output never depends on how the file is laid out).
public struct ConfigurationTable: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var key: String
        public var value: ConfigurationValue

        public init(key: String, value: ConfigurationValue) {
            self.key = key
            self.value = value
        }
    }

    public var entries: [Entry]

    public init(_ entries: [Entry] = []) {
        self.entries = entries
    }

    public subscript(key: String) -> ConfigurationValue? {
        entries.first { $0.key == key }?.value
    }
}

// Literals, so that a test (or a caller) writes a configuration as it would read in the file:
// `["modules": ["App": ["sources": ["Sources/App"], "testable": "App"]]]`.
extension ConfigurationValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(arrayLiteral elements: ConfigurationValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, ConfigurationValue)...) {
        self = .table(ConfigurationTable(elements.map { ConfigurationTable.Entry(key: $0.0, value: $0.1) }))
    }
}
