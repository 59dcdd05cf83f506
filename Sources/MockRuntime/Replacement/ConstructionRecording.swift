/// What the installed replacements need from a ``Constructions`` without knowing its mock type:
/// the generated code asks through `MockClock`, while the constructions may make `ClockStub`s.
protocol ConstructionRecording: AnyObject, Sendable {
    /// Records one construction and, for a class instance, binds a fresh mock to it.
    func record<Instance, Arguments>(_ instance: Instance, initializer: StaticString, arguments: Arguments)
    /// The mock bound to `object` when it was constructed, if it was constructed here.
    func mock(forObject object: AnyObject) -> (any ReplacementMock)?
    /// The mock every value of a value type is routed to (values have no identity to bind to).
    var valueMock: (any ReplacementMock)? { get }
    /// A value to use instead of running the real initializer, or `nil`.
    func makeSubstitute() -> Any?
}
