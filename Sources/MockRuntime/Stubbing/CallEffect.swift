/// Something a stubbed call does besides returning: write through an out-parameter, call a C
/// callback it was given, set `errno`. Effects are part of one call's action, given to
/// `thenReturn(_:after:)`, `thenDoNothing(after:)` or `then(after:_:)`:
///
/// ```swift
/// when(stub.sqlite3_open("main.db", any())).thenReturn(SQLITE_OK, after: .write(handle, to: \.1))
/// when(stub.unlink(any())).thenReturn(-1, after: .errno(ENOENT))
/// ```
///
/// Arguments are named by key paths into the call's arguments: `\.1` is the second parameter
/// (`\.self` when the function has only one). Effects run in the order given, `then`'s body after
/// them; `errno` is set last, right before the call returns, so nothing a callback or the runtime
/// does in between can overwrite it.
public struct CallEffect<Input> {
    enum Kind {
        case onArguments((Input) -> Void)
        case errno(Int32)
    }

    let kind: Kind

    /// An effect of the test's own on the call's arguments.
    public static func run(_ body: @escaping (Input) -> Void) -> CallEffect {
        CallEffect(kind: .onArguments(body))
    }

    /// Sets C's `errno` (of the calling thread) to `value` right before the call returns.
    public static func errno(_ value: Int32) -> CallEffect {
        CallEffect(kind: .errno(value))
    }
}

extension CallEffect {
    /// Runs `effects` and then `body` on the call's arguments, sets `errno` if an effect asks to
    /// (the last one given wins), and returns the body's result.
    static func perform<Output>(_ effects: [CallEffect], on input: Input, then body: (Input) throws -> Output) rethrows -> Output {
        var errnoValue: Int32?
        for effect in effects {
            switch effect.kind {
            case .onArguments(let apply): apply(input)
            case .errno(let value): errnoValue = value
            }
        }
        let output = try body(input)
        if let errnoValue { CErrno.set(errnoValue) }
        return output
    }
}
