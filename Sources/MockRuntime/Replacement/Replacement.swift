/// Helpers the generated `@_dynamicReplacement` members call.
public enum Replacement {
    /// Calls the original implementation of the async member being replaced: `original` must
    /// do nothing but call it, its arguments already evaluated.
    ///
    /// ```swift
    /// @_dynamicReplacement(for: fetch())
    /// func __replacement_fetch() async throws -> Data {
    ///     if let mock = MockClock.__installed(for: self) { return try await mock.fetch() }
    ///     return try await Replacement.callOriginal { try await self.fetch() }
    /// }
    /// ```
    ///
    /// Why: inside an async `@_dynamicReplacement`, a call of the replaced member calls the
    /// replacement again instead of the original (swiftlang/swift#62214, still in Swift 6.3),
    /// which recurses forever. Synchronous replacements are compiled right: they call the
    /// original themselves and need no help.
    ///
    /// How: the Swift runtime's `swift_getOrigOfReplaceable` (what a synchronous replacement's
    /// call of its original goes through) sets a thread-local flag that the *next* replaceable
    /// function entered on this thread consumes, running its original body instead of looking
    /// up its replacement. So the flag is set immediately before `original` runs; `original`
    /// then enters the member without a suspension in between (it runs in the caller's
    /// isolation, so no hop moves it to another thread), and must not call any other
    /// replaceable function first (a getter for an argument would take the flag).
    ///
    /// `original` keeps the member's effects: a non-throwing closure makes this non-throwing, a
    /// `throws(E)` closure (its type written out, as closures do not infer typed throws) throws `E`.
    @inline(never)
    public static func callOriginal<R, Failure: Error>(
        isolation: isolated (any Actor)? = #isolation,
        _ original: () async throws(Failure) -> R
    ) async throws(Failure) -> R {
        OriginalCall.markNext()
        return try await original()
    }
}
