/// A position in a source file: 1-based line and column (column counted in UTF-8 bytes,
/// as the Swift compiler does in its diagnostics).
public struct SourceLocation: Sendable, Hashable, Comparable, Encodable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    public var description: String { "\(path):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}
