/// What an expected call does (jMock's actions): `.will(.returns(3))`,
/// `.will(.doesAllOf(.perform { print($0) }, .returns(3)))`,
/// `.will(.onConsecutiveCalls(.returns(1), .returns(2), .throws(Offline())))`.
///
/// `Effect` is the member's effects, as for `then…`: `.throws` is offered only for members that
/// can throw, and a closure given to `.answers` has the member's effects.
public struct CallAction<Input, Output, Effect> {
    /// One plan per consecutive call; the last one repeats.
    let calls: [CallPlan<Input, Output>]

    init(_ calls: [CallPlan<Input, Output>]) { self.calls = calls }

    init(result: StubAction<Input, Output>?, effects: [(Input) -> Void] = []) {
        calls = [CallPlan(effects: effects, result: result)]
    }

    /// Returns `value`.
    public static func returns(_ value: Output) -> Self { Self(result: .returnValue(value)) }

    /// Runs `body` with the call's arguments; the call's result comes from another action of a
    /// `doesAllOf`, else from the mock's stubs or the default value.
    public static func perform(_ body: @escaping (Input) -> Void) -> Self { Self(result: nil, effects: [body]) }

    /// Moves a state machine: `.transition(readiness.becomes("ready"))`.
    public static func transition(_ transition: StateTransition) -> Self {
        Self(result: nil, effects: [{ _ in transition.perform() }])
    }

    /// Forwards to the superclass (class mocks) or the default implementation.
    public static var callsRealImplementation: Self { Self(result: .callRealImplementation) }

    /// All of `actions` on the same call, in order (LRMocky's `doesAllOf`); the result is the
    /// last one's that has a result.
    public static func doesAllOf(_ actions: Self...) -> Self {
        precondition(actions.allSatisfy { $0.calls.count == 1 }, "MockRuntime: doesAllOf takes actions for one call, not onConsecutiveCalls")
        let plans = actions.map { $0.calls[0] }
        return Self(result: plans.last(where: { $0.result != nil })?.result, effects: plans.flatMap(\.effects))
    }

    /// One action per call, in order (LRMocky's `onConsecutiveCalls`); the last one repeats.
    public static func onConsecutiveCalls(_ actions: Self...) -> Self { Self(actions.flatMap(\.calls)) }
}

extension CallAction {
    /// Computes the result from the call's arguments.
    public static func answers(_ body: @escaping (Input) -> Output) -> Self where Effect == CallEffects.Plain {
        Self(result: .implementation(body))
    }

    public static func answers<Failure>(_ body: @escaping (Input) throws(Failure) -> Output) -> Self where Effect == CallEffects.Throws<Failure> {
        Self(result: .implementation({ input in try body(input) }))
    }

    public static func answers(_ body: nonisolated(nonsending) @escaping (Input) async -> Output) -> Self where Effect == CallEffects.Async {
        Self(result: .asyncImplementation({ input in await body(input) }))
    }

    public static func answers<Failure>(
        _ body: nonisolated(nonsending) @escaping (Input) async throws(Failure) -> Output
    ) -> Self where Effect == CallEffects.AsyncThrows<Failure> {
        Self(result: .asyncImplementation({ input in try await body(input) }))
    }

    public static func answers(_ body: @escaping (Input) throws -> Output) -> Self where Effect == CallEffects.Rethrows {
        Self(result: .implementation(body))
    }

    /// Throws `error` (LRMocky's `raisesException:`).
    public static func `throws`<Failure>(_ error: Failure) -> Self where Effect == CallEffects.Throws<Failure> {
        Self(result: .throwError(error))
    }

    public static func `throws`<Failure>(_ error: Failure) -> Self where Effect == CallEffects.AsyncThrows<Failure> {
        Self(result: .throwError(error))
    }

    public static func `throws`(_ error: any Error) -> Self where Effect == CallEffects.Rethrows {
        Self(result: .throwError(error))
    }
}

/// What one expected call does: side effects in order, then the result (`nil`: the mock's
/// stubs, else the default value).
struct CallPlan<Input, Output> {
    let effects: [(Input) -> Void]
    let result: StubAction<Input, Output>?
}
