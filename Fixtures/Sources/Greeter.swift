/// The README's quick-start protocol.
public protocol Greeter {
    func greet(_ name: String) -> String
    var greetingCount: Int { get set }
    /// Callers may ignore the result: the mock keeps `@discardableResult`.
    @discardableResult
    func remember(_ name: String) -> Bool
}
