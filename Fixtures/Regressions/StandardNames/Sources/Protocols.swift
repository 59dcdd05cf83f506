public protocol Loader {
    func load(_ id: Swift.Int) throws -> Swift.String
    func fetch(limit: Swift.Int?) async throws -> [Swift.Int]
    func run()
    func each(_ body: () -> Swift.Void) -> Swift.Bool
    func make() -> Error
    func finish() -> Void
    var name: Swift.String { get set }
    subscript(index: Swift.Int) -> Swift.String { get }
    static func shared() -> Swift.Int
}

/// The standard library's protocols written qualified, with the conformances the mock makes itself.
public protocol Keyed: Swift.Hashable, Swift.CustomStringConvertible, Swift.CustomDebugStringConvertible, Swift.Codable {
    var key: Swift.String { get }
}

public protocol UsesRuntimeNames {
    func convert(_ value: ClassMock) -> ProtocolMock
    func fail() -> MockError?
}

public protocol Generic {
    associatedtype Error
    func value() throws -> Error
}

open class Service {
    /// Inside a subclass of `Service` (the mock), `Result` is this one.
    public enum Result { case ok, failed }
    public init() {}
    open func call(_ x: Swift.Int) throws -> Swift.Int { x }
    open func status() -> Result { .ok }
    open var count: Swift.Int { 0 }
}
