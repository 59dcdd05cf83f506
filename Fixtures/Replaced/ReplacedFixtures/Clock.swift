import Foundation

/// A struct with a static member the code under test calls directly: `Clock.now()`.
public struct Clock: Sendable {
    public var zone: String

    public init(zone: String) {
        self.zone = zone
    }

    public static func now() -> Date { Date() }

    public func format(_ date: Date) -> String { "\(Int(date.timeIntervalSince1970)) \(zone)" }

    /// A mutating member: its replacement is `mutating` too.
    public mutating func shift(by hours: Int) { zone += "+\(hours)" }

    public var label: String {
        get { "clock(\(zone))" }
        set { zone = newValue }
    }
}
