// The `then…` actions that take effects. Each is one call's action, like every `then…`: in a
// chain the effects run on that call only (`thenReturn(0, after: …).thenReturn(1)`), and the last
// action repeats with its effects.

extension BaseStubFunctionTrait {
    /// Runs `effects` on the call's arguments, then returns `output`:
    /// `thenReturn(SQLITE_OK, after: .write(handle, to: \.1))`.
    @discardableResult
    public func thenReturn(_ output: OutputType, after effect: CallEffect<InputType>, _ effects: CallEffect<InputType>...) -> Self {
        let effects = [effect] + effects
        core.append([.implementation { input in CallEffect.perform(effects, on: input) { _ in output } }])
        return self
    }
}

extension BaseStubFunctionTrait where OutputType == Void {
    /// Runs `effects` on the call's arguments: `thenDoNothing(after: .write(point, to: \.0))`.
    @discardableResult
    public func thenDoNothing(after effect: CallEffect<InputType>, _ effects: CallEffect<InputType>...) -> Self {
        let effects = [effect] + effects
        core.append([.implementation { input in CallEffect.perform(effects, on: input) { _ in () } }])
        return self
    }
}

extension ProxyCall where Effect == CallEffects.Plain {
    /// Runs `effects`, then `implementation` with the call's arguments (written as a trailing
    /// closure: `then(after: .errno(EINTR)) { input in … }`); an `errno` effect is set
    /// after `implementation` returns.
    @discardableResult
    public func then(
        after effect: CallEffect<Input>, _ effects: CallEffect<Input>..., implementation: @escaping (Input) -> Output
    ) -> Self {
        let effects = [effect] + effects
        core.append([.implementation { input in CallEffect.perform(effects, on: input, then: implementation) }])
        return self
    }
}
