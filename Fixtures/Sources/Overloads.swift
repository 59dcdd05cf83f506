/// Overloads by labels, by parameter types, and by result type only.
public protocol Overloaded {
    func send(_ value: Int)
    func send(_ value: String)
    func send(value: Int)
    func send(_ value: Int, times: Int)
    func make() -> Int
    func make() -> String
    func parse(_ text: String) -> Int
    func parse<T>(_ text: String) -> T
}
