/// Welcomes visitors with whatever `Greeter` it is given.
public struct FrontDesk: Sendable {
    private let greeter: any Greeter

    public init(greeter: any Greeter) {
        self.greeter = greeter
    }

    public func welcome(_ visitors: [String]) -> [String] {
        visitors.map { greeter.greet($0) }
    }

    /// Says goodbye, or `nil` when the greeter fails.
    public func close(for visitor: String) async -> String? {
        try? await greeter.farewell(visitor)
    }
}
