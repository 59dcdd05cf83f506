// A module's own `Span` (as swift-distributed-tracing declares one): not the standard library's
// `~Escapable` `Span`, so requirements taking or returning it are mocked (corpus find: they were
// reported as taking a `~Escapable` value).
// (This module declares its own `String` too, hence `Swift.String`.)
public protocol Span: AnyObject, Sendable {
    var operationName: Swift.String { get }
    func end()
}

public protocol Tracer: Sendable {
    func startSpan(_ name: Swift.String) -> any Span
    func withSpan<T>(_ name: Swift.String, _ body: (any Span) throws -> T) rethrows -> T
}
