/// Where in the user's test a `stub`, `when` or `verify` was written. Failures are reported here.
public struct MockSourceLocation: Sendable, Hashable, CustomStringConvertible {
    public let fileID: String
    public let filePath: StaticString
    public let line: UInt
    public let column: UInt

    public init(fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// `File.swift:12:5`, the form shown inside messages.
    public var description: String {
        let fileName = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return "\(fileName):\(line):\(column)"
    }

    public static func == (lhs: MockSourceLocation, rhs: MockSourceLocation) -> Bool {
        lhs.fileID == rhs.fileID && lhs.line == rhs.line && lhs.column == rhs.column
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fileID)
        hasher.combine(line)
        hasher.combine(column)
    }

    /// Used when a failure has no user line to point at (an unstubbed call before any stubbing).
    static let unknown = MockSourceLocation(fileID: "MockRuntime/Unknown.swift", filePath: #filePath, line: 0, column: 0)
}
