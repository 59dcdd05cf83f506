/// The value a `…Stub` member returns whose result needs the module's own types: the registered
/// default for `Output`, else the one the generator wrote into the member table
/// (`MockMember.method(0, "receipt()", fallback: { Shop.Receipt.cash })`).
///
/// Generated code calls it (`__defaultResult(__Shop.receipt)`); the member always has a fallback
/// there, so the stop below is only reached when it makes a value of another type.
@_spi(Generated) public func __defaultResult<Output>(_ member: MockMember) -> Output {
    guard let value: Output = member.defaultResult() else {
        fatalError("MockRuntime: " + FailureMessages.noDefaultValue(for: Output.self, call: nil))
    }
    return value
}
