/// The value a `…Stub` member returns whose result needs the module's own types: the registered
/// default for `Output`, else the fallback the generator wrote for the member
/// (`__Shop.fallback(3)`, which makes `{ Shop.Receipt.cash }`).
///
/// Generated code calls it (`__defaultResult(__Shop.fallback(3))`); the member always has a
/// fallback there, so the stop below is only reached when it makes a value of another type.
@_spi(Generated) public func __defaultResult<Output>(_ fallback: (@Sendable () -> Any)?) -> Output {
    guard let value = DefaultValueRegistry.registeredDefault(for: Output.self) ?? (fallback?() as? Output) else {
        fatalError("MockRuntime: " + FailureMessages.noDefaultValue(for: Output.self, call: nil))
    }
    return value
}
