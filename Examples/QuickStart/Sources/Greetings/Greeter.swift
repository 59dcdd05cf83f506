/// Says hello. The app has a real implementation; tests use `MockGreeter`.
public protocol Greeter: Sendable {
    func greet(_ name: String) -> String
    func farewell(_ name: String) async throws -> String
}
