/// Stand-ins recorded in place of non-escaping closure arguments.
///
/// A mock may not keep a non-escaping closure after the call returns, yet every invocation is
/// recorded for later verification. Generated mocks therefore record a placeholder of the same
/// type; calling it later (for example from a captured argument) is a programming error.
@_documentation(visibility: internal)
@_spi(Generated) public func __nonEscapingPlaceholder<each Argument, Result>(
    _ closure: (repeat each Argument) -> Result
) -> (repeat each Argument) -> Result {
    return { (_: repeat each Argument) -> Result in __nonEscapingClosureCalled() }
}

@_documentation(visibility: internal)
@_spi(Generated) public func __nonEscapingPlaceholder<each Argument, Result>(
    _ closure: (repeat each Argument) throws -> Result
) -> (repeat each Argument) throws -> Result {
    return { (_: repeat each Argument) throws -> Result in __nonEscapingClosureCalled() }
}

@_documentation(visibility: internal)
@_spi(Generated) public func __nonEscapingPlaceholder<each Argument, Result>(
    _ closure: (repeat each Argument) async -> Result
) -> (repeat each Argument) async -> Result {
    return { (_: repeat each Argument) async -> Result in __nonEscapingClosureCalled() }
}

@_documentation(visibility: internal)
@_spi(Generated) public func __nonEscapingPlaceholder<each Argument, Result>(
    _ closure: (repeat each Argument) async throws -> Result
) -> (repeat each Argument) async throws -> Result {
    return { (_: repeat each Argument) async throws -> Result in __nonEscapingClosureCalled() }
}

/// Called by a recorded placeholder; the real closure no longer exists.
@_documentation(visibility: internal)
@_spi(Generated) public func __nonEscapingClosureCalled() -> Never {
    fatalError("MockRuntime: a recorded non-escaping closure was called after its call returned; only the closure passed to `then` during the call is callable.")
}

/// Lets a `rethrows` mock member propagate an error that came from the closure it was given.
///
/// The compiler checks `rethrows` bodies conservatively, so a generated member wraps its runtime
/// call in this function. Only errors thrown by the caller's own closure may pass through; see
/// `docs/GeneratedMockShape.md`.
@_documentation(visibility: internal)
@_spi(Generated) public func __rethrowing<Result>(
    _ body: () throws -> Result,
    rescue: (any Error) throws -> Result
) rethrows -> Result {
    do {
        return try body()
    } catch {
        return try rescue(error)
    }
}

/// `__rethrowing(_:rescue:)` for `async rethrows` members; runs in the member's isolation, so
/// the member's non-`Sendable` closures may be used in `body`.
@_documentation(visibility: internal)
@_spi(Generated) public func __rethrowingAsync<Result>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result,
    rescue: (any Error) throws -> Result
) async rethrows -> Result {
    do {
        return try await body()
    } catch {
        return try rescue(error)
    }
}
