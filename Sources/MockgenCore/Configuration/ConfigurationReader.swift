import Foundation

/// Reads typed values out of a configuration tree, each problem a diagnostic at the key's place
/// in the file (`ConfigurationKeyLocator`), and resolves paths against the file's folder.
struct ConfigurationReader {
    let locator: ConfigurationKeyLocator
    /// The file's folder, the base of its relative paths ("" for the working directory).
    let folder: String
    private(set) var diagnostics: [Diagnostic] = []

    init(locator: ConfigurationKeyLocator, folder: String) {
        self.locator = locator
        self.folder = folder
    }

    func location(_ keyPath: [String]) -> SourceLocation {
        locator.location(of: keyPath)
    }

    mutating func error(_ message: String, at keyPath: [String]) {
        diagnostics.append(.error(message, at: location(keyPath)))
    }

    /// Errors that only count when the file must say what to mock: inputs given on the command
    /// line (a build plugin's) replace every section's sources.
    private(set) var missingInputs: [Diagnostic] = []

    /// A section (or file) that names nothing to mock.
    mutating func nothingToMock(_ message: String, at keyPath: [String]) {
        missingInputs.append(.error(message, at: location(keyPath)))
    }

    mutating func warning(_ message: String, at keyPath: [String]) {
        diagnostics.append(.warning(message, at: location(keyPath)))
    }

    /// "'output' takes a string, not an integer".
    private mutating func wrongKind(_ value: ConfigurationValue, _ expected: String, at keyPath: [String]) {
        error("'\(keyPath.last ?? "")' takes \(expected), not \(value.kindDescription)", at: keyPath)
    }

    mutating func string(_ value: ConfigurationValue, at keyPath: [String]) -> String? {
        guard case .string(let text) = value else { wrongKind(value, "a string", at: keyPath); return nil }
        return text
    }

    mutating func bool(_ value: ConfigurationValue, at keyPath: [String]) -> Bool? {
        guard case .bool(let flag) = value else { wrongKind(value, "true or false", at: keyPath); return nil }
        return flag
    }

    /// An integer of at least `minimum`.
    mutating func integer(_ value: ConfigurationValue, at keyPath: [String], minimum: Int) -> Int? {
        guard case .integer(let number) = value else { wrongKind(value, "an integer", at: keyPath); return nil }
        guard number >= minimum else {
            error("'\(keyPath.last ?? "")' = \(number): give \(minimum) or more", at: keyPath)
            return nil
        }
        return number
    }

    /// An array of strings; a single string is read as a list of one. Items are trimmed (Cuckoo
    /// trims them too), empty ones dropped.
    mutating func strings(_ value: ConfigurationValue, at keyPath: [String]) -> [String]? {
        let items: [ConfigurationValue]
        switch value {
        case .string: items = [value]
        case .array(let array): items = array
        default: wrongKind(value, "an array of strings", at: keyPath); return nil
        }
        var strings: [String] = []
        for item in items {
            guard case .string(let text) = item else { wrongKind(item, "an array of strings", at: keyPath); return nil }
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty { strings.append(trimmed) }
        }
        return strings
    }

    /// Module names, each checked as `--testable` and `--import` check theirs.
    mutating func modules(_ value: ConfigurationValue, at keyPath: [String]) -> [String]? {
        guard let names = strings(value, at: keyPath) else { return nil }
        let invalid = names.filter { !ModuleName.isValid($0) }
        guard invalid.isEmpty else {
            error("'\(invalid[0])' in '\(keyPath.last ?? "")' is not a module name (letters, digits and '_', not starting with a digit; a Clang submodule as A.B)", at: keyPath)
            return nil
        }
        return names
    }

    /// A path, relative to the file's folder.
    mutating func path(_ value: ConfigurationValue, at keyPath: [String]) -> String? {
        string(value, at: keyPath).map { ConfigurationPaths.resolve($0, against: folder) }
    }

    /// Paths (or patterns), relative to the file's folder.
    mutating func paths(_ value: ConfigurationValue, at keyPath: [String]) -> [String]? {
        strings(value, at: keyPath).map { $0.map { ConfigurationPaths.resolve($0, against: folder) } }
    }

    /// A default actor isolation: `MainActor` or `nonisolated` (`DefaultIsolation.values`).
    mutating func isolation(_ value: ConfigurationValue, at keyPath: [String]) -> String? {
        guard let isolation = string(value, at: keyPath) else { return nil }
        guard DefaultIsolation.values.contains(isolation) else {
            error("'\(keyPath.last ?? "")' must be \(DefaultIsolation.values.map { "\"\($0)\"" }.joined(separator: " or ")), not \"\(isolation)\"", at: keyPath)
            return nil
        }
        return isolation
    }

    /// A regular expression the generator's type filter accepts.
    mutating func regex(_ value: ConfigurationValue, at keyPath: [String]) -> String? {
        guard let pattern = string(value, at: keyPath) else { return nil }
        guard (try? NSRegularExpression(pattern: pattern)) != nil else {
            error("'\(pattern)' is not a valid regular expression", at: keyPath)
            return nil
        }
        return pattern
    }

    /// The value as a table, or an error naming what it should be.
    mutating func table(_ value: ConfigurationValue, at keyPath: [String], expected: String) -> ConfigurationTable? {
        guard case .table(let table) = value else {
            error("'\(keyPath.last ?? "")' must be \(expected), not \(value.kindDescription)", at: keyPath)
            return nil
        }
        return table
    }
}
