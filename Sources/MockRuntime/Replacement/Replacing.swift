// Installing replacement mocks for the duration of a body. The installation is task-local: the
// body, the child tasks it creates (`Task {}`, `async let`, task groups) and what they call see
// it; other tests running in parallel, detached tasks and other threads do not (unless they run
// inside `ReplacementScope.run`). Nested calls add to the outer installation and override it for
// the same type or instance; leaving the body, by returning or throwing, restores it.

/// Routes every call of `Replaced`'s members (static and instance) to the mock installed for
/// its type while `body` runs. When two mocks replace the same type, the later one wins.
///
/// ```swift
/// let clock = MockClock()
/// stub(clock) { stub in when(stub.now()).thenReturn(.distantPast) }
/// replacing(clock) {
///     #expect(Report.make().date == .distantPast)   // calls Clock.now()
/// }
/// verify(clock).now()
/// ```
@discardableResult
public func replacing<R>(_ mocks: any ReplacementMock..., body: () throws -> R) rethrows -> R {
    try InstalledReplacements.$current.withValue(installed.adding(typeWide: mocks), operation: body)
}

/// Routes every call of `Replaced`'s members to the mock installed for its type while `body`
/// runs, in the caller's isolation.
@discardableResult
public func replacing<R>(
    _ mocks: any ReplacementMock...,
    isolation: isolated (any Actor)? = #isolation,
    body: () async throws -> R
) async rethrows -> R {
    try await InstalledReplacements.$current.withValue(installed.adding(typeWide: mocks), operation: body)
}

/// Routes the calls on one class instance (or actor) to `mock` while `body` runs; other
/// instances are unaffected. The scope keeps the instance alive. Values have no identity, so
/// this takes only class instances: for a struct or enum, replace every instance.
@discardableResult
public func replacing<M: ReplacementMock, R>(
    _ instance: M.Replaced, with mock: M, body: () throws -> R
) rethrows -> R where M.Replaced: AnyObject {
    try InstalledReplacements.$current.withValue(installed.adding(mock, for: instance), operation: body)
}

/// Routes the calls on one class instance (or actor) to `mock` while `body` runs, in the
/// caller's isolation.
@discardableResult
public func replacing<M: ReplacementMock, R>(
    _ instance: M.Replaced, with mock: M,
    isolation: isolated (any Actor)? = #isolation,
    body: () async throws -> R
) async rethrows -> R where M.Replaced: AnyObject {
    try await InstalledReplacements.$current.withValue(installed.adding(mock, for: instance), operation: body)
}

/// Records every construction of `M.Replaced` in `constructions` while `body` runs, and routes
/// each constructed instance's calls to its mock (see ``Constructions``). When mockgen replaced
/// none of the type's initializers (it warned at each when generating), nothing could be
/// recorded: the test fails here, at the caller's location, and `body` still runs.
@discardableResult
public func replacing<M: ReplacementMock, R>(
    constructionsOf constructions: Constructions<M>,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    body: () throws -> R
) rethrows -> R {
    checkRecorded(M.self, at: MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    let type = ObjectIdentifier(M.Replaced.self)
    return try InstalledReplacements.$current.withValue(installed.adding(constructions, for: type), operation: body)
}

/// Records every construction of `M.Replaced` in `constructions` while `body` runs, in the
/// caller's isolation.
@discardableResult
public func replacing<M: ReplacementMock, R>(
    constructionsOf constructions: Constructions<M>,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    body: () async throws -> R
) async rethrows -> R {
    checkRecorded(M.self, at: MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    let type = ObjectIdentifier(M.Replaced.self)
    return try await InstalledReplacements.$current.withValue(installed.adding(constructions, for: type), operation: body)
}

/// The current installation, or an empty one to add to.
private var installed: InstalledReplacements {
    InstalledReplacements.current ?? InstalledReplacements()
}

/// Fails the test at `location` when no initializer of `M.Replaced` is replaced: the
/// constructions would stay empty without a word.
private func checkRecorded<M: ReplacementMock>(_ mock: M.Type, at location: MockSourceLocation) {
    guard !M.__recordsConstructions else { return }
    FailureRouting.report(MockFailure(message: FailureMessages.constructionsNotRecorded(M.Replaced.self, mock: M.self), location: location))
}
