/// An `@autoclosure` argument as a mock records it: the mock evaluates the argument once, when
/// the call is made, and keeps the value. Stubs and captors see it as Cuckoo's do, a closure:
/// `when(mock.log(anyClosure())).then { message in print(message()) }`. Failure messages show
/// the value: `log("disk full")`.
///
/// The proxies also take matchers of the value (`verify(mock).log("disk full")`,
/// `anyString()`) and of the closure (`ArgumentCaptor<() -> String>`); see
/// `__autoclosureMatcher`.
public struct Autoclosure<Value>: CustomStringConvertible, CustomDebugStringConvertible {
    /// What the argument evaluated to.
    public let value: Value

    public init(_ value: Value) {
        self.value = value
    }

    /// The value, as calling the closure would give it (`$0()` in a `then` closure).
    public func callAsFunction() -> Value { value }

    public var description: String { ValueDescription.describe(value) }
    public var debugDescription: String { description }
}

extension Autoclosure: Sendable where Value: Sendable {}
extension Autoclosure: Equatable where Value: Equatable {}
extension Autoclosure: Hashable where Value: Hashable {}

/// A matcher of an `@autoclosure`'s value (`"disk full"`, `anyString()`) as a matcher of the
/// recorded argument. Generated proxies call it.
@_spi(Generated) public func __autoclosureMatcher<Value>(_ matcher: ParameterMatcher<Value>) -> ParameterMatcher<Autoclosure<Value>> {
    matcher.pullback(\.value)
}

/// A matcher of the closure (`ArgumentCaptor<() -> String>().capture()`) as a matcher of the
/// recorded argument: it sees a closure that returns the evaluated value.
@_spi(Generated) public func __autoclosureMatcher<Value>(closure matcher: ParameterMatcher<() -> Value>) -> ParameterMatcher<Autoclosure<Value>> {
    matcher.pullback { argument in { argument.value } }
}
