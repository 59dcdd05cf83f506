/// The README's quick-start protocol.
public protocol Greeter {
    func greet(_ name: String) -> String
    var greetingCount: Int { get set }
}
