/// One failed expectation: the message a human reads and the line it belongs to.
public struct MockFailure: Sendable, Equatable, CustomStringConvertible {
    public let message: String
    public let location: MockSourceLocation

    public init(message: String, location: MockSourceLocation) {
        self.message = message
        self.location = location
    }

    public var description: String { "\(location): \(message)" }
}
