/// What every stub function type has: its core. Actions every kind of member supports are
/// written once here. Cuckoo's name, so code constraining on it compiles.
public protocol BaseStubFunctionTrait: StubbingFunction {
    associatedtype InputType
    associatedtype OutputType
    var core: StubFunctionCore<InputType, OutputType> { get }
}

extension BaseStubFunctionTrait {
    /// Returns `outputs` in order on consecutive calls; the last one repeats.
    @discardableResult
    public func thenReturn(inOrder outputs: [OutputType]) -> Self {
        core.append(outputs.map { .returnValue($0) })
        return self
    }
}

extension StubFunction: BaseStubFunctionTrait {}
extension StubThrowingFunction: BaseStubFunctionTrait {}
extension StubAsyncFunction: BaseStubFunctionTrait {}
extension StubAsyncThrowingFunction: BaseStubFunctionTrait {}
extension StubRethrowingFunction: BaseStubFunctionTrait {}

extension StubRethrowingFunction {
    /// Throws the errors in order; the last one repeats. As in Cuckoo, a `rethrows` member
    /// stubbed to throw throws whatever closure it was given.
    @discardableResult
    public func thenThrow(_ error: any Error, _ errors: any Error...) -> Self {
        core.append(([error] + errors).map { .throwError($0) })
        return self
    }
}
