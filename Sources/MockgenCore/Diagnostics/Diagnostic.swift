/// A message about the input, printed compiler-style: `path:line:col: error: message`.
public struct Diagnostic: Sendable, Hashable, Encodable, CustomStringConvertible, Error {
    public enum Severity: String, Sendable, Hashable, Encodable {
        case error, warning, note
    }

    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    /// A protocol a mock refines that none of the sources read declares (`PEMSerializable`):
    /// what `PackageDependencies` looks for in a package's dependencies. Not part of the text.
    var missingAncestor: String?

    private enum CodingKeys: String, CodingKey {
        case severity, message, location
    }

    /// Equal when they say the same thing at the same place.
    public static func == (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        lhs.severity == rhs.severity && lhs.message == rhs.message && lhs.location == rhs.location
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(severity)
        hasher.combine(message)
        hasher.combine(location)
    }

    public init(_ severity: Severity, _ message: String, at location: SourceLocation) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    public static func error(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, message, at: location)
    }

    public static func warning(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.warning, message, at: location)
    }

    /// The same message as a warning, marked as coming from a `--dependency` source.
    var asWarning: Diagnostic {
        guard severity == .error else { return self }
        return Diagnostic(.warning, message + " (in a --dependency source; only inheritance is read from it)", at: location)
    }

    /// About an option rather than a place in a file (`--exclude` naming no type): printed as
    /// `warning: message`, as compilers print such messages.
    public static func option(_ severity: Severity, _ message: String) -> Diagnostic {
        Diagnostic(severity, message, at: SourceLocation(path: "", line: 0, column: 0))
    }

    public var description: String {
        location.path.isEmpty ? "\(severity.rawValue): \(message)" : "\(location): \(severity.rawValue): \(message)"
    }
}
