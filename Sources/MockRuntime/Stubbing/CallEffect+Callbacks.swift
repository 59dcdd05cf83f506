// Effects that call a C callback the mocked function was given, with the call's own context
// pointer, as `sqlite3_exec` calls its callback once per row. Swift cannot be generic over a
// `@convention(c)` function's parameters, so the test makes the call itself: `invoke` receives
// the function pointer and the context, and passes the values it wants.

extension CallEffect {
    /// Calls the callback argument once: `.callback(\.0, context: \.1) { visit, context in visit(context, 42) }`.
    /// A null callback is not called. What the callback returned goes to `results`, if given.
    public static func callback<Function, Context, Result>(
        _ function: KeyPath<Input, Function?>,
        context: KeyPath<Input, Context>,
        results: CallbackResults<Result>? = nil,
        _ invoke: @escaping (Function, Context) -> Result
    ) -> CallEffect {
        .run { input in
            guard let callback = input[keyPath: function] else { return }
            let result = invoke(callback, input[keyPath: context])
            results?.record(result)
        }
    }

    /// Calls the callback argument once per element of `values`, in order (one row each, for
    /// `sqlite3_exec`): `.callback(\.2, context: \.3, forEach: rows) { callback, context, row in … }`.
    public static func callback<Function, Context, Value, Result>(
        _ function: KeyPath<Input, Function?>,
        context: KeyPath<Input, Context>,
        forEach values: [Value],
        results: CallbackResults<Result>? = nil,
        _ invoke: @escaping (Function, Context, Value) -> Result
    ) -> CallEffect {
        .run { input in
            guard let callback = input[keyPath: function] else { return }
            for value in values {
                results?.record(invoke(callback, input[keyPath: context], value))
            }
        }
    }
}

/// What a C callback returned each time a ``CallEffect`` called it, oldest first.
public final class CallbackResults<Result>: Sendable {
    // `Locked` serialises every access; the results are only read as copies.
    private let recorded = Locked<[Result]>([])

    public init(of type: Result.Type = Result.self) {}

    func record(_ result: Result) {
        recorded.withLock { $0.append(result) }
    }

    /// Every result, oldest first.
    public var values: [Result] { recorded.withLock { $0 } }
}
