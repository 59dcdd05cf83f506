/// A mock that stands in for a concrete type (a struct, an enum, a final class, an actor) whose
/// members a subclass cannot reach.
///
/// `mockgen --replace Clock` generates `MockClock: ReplacementMock` with `Replaced == Clock`:
/// its instance members mirror both the instance and the static members of `Clock`. The
/// generated `@_dynamicReplacement` of each member of `Clock` asks `__installed()` or
/// `__installed(for:)` whether a test installed a mock (with ``replacing(_:body:)``) and
/// forwards the call to it; otherwise the member runs its own code.
///
/// Sendable because an installed mock travels with the task-local installation into child
/// tasks and, through ``ReplacementScope``, onto other threads. Generated mocks keep all their
/// state behind their manager's lock.
public protocol ReplacementMock: Mock, Sendable {
    /// The type whose members this mock receives.
    associatedtype Replaced

    /// The generated mock's initializer (its arguments default to the caller's location); a
    /// requirement so that ``Constructions`` can make one mock per constructed instance.
    init(__fileID: String, __filePath: StaticString, __line: UInt, __column: UInt)

    /// Whether mockgen replaced some initializer of `Replaced`, so that its constructions
    /// reach ``Constructions``: the generated mock says `true`; when it does not,
    /// ``replacing(constructionsOf:fileID:filePath:line:column:body:)`` fails the test at once.
    @_spi(Generated) static var __recordsConstructions: Bool { get }
}

extension ReplacementMock {
    @_spi(Generated) public static var __recordsConstructions: Bool { false }
}

// What the generated `@_dynamicReplacement` members call. Every call of every replaced member in
// the test binary goes through one of these, so when nothing is installed each costs one
// task-local read; when something is, a dictionary lookup or two.
extension ReplacementMock {
    /// The mock installed for every instance of `Replaced` in the current task (static members
    /// and instances alike), or `nil`: the member runs its own code.
    @_documentation(visibility: internal)
    @_spi(Generated) public static func __installed() -> Self? {
        guard let installed = InstalledReplacements.current else { return nil }
        return installed.typeWide[ObjectIdentifier(Replaced.self)] as? Self
    }

    /// The mock for calls on `instance`: for a class instance, the one installed for that
    /// instance (by identity) or made for it when it was constructed, else the type-wide one;
    /// for a value, which has no identity, the type-wide one (or the mock ``Constructions``
    /// made for its values).
    @_documentation(visibility: internal)
    @_spi(Generated) public static func __installed(for instance: Replaced) -> Self? {
        guard let installed = InstalledReplacements.current else { return nil }
        return installed.mock(for: instance, of: ObjectIdentifier(Replaced.self)) as? Self
    }

    /// Records a construction of `Replaced` in the installed ``Constructions`` (if any) and
    /// gives a class instance its own mock. The generated initializer replacement calls it
    /// after the instance exists: `MockConnection.__constructed(self, "init(url:)", (url))`.
    @_documentation(visibility: internal)
    @_spi(Generated) public static func __constructed<Arguments>(_ instance: Replaced, _ initializer: StaticString, _ arguments: Arguments) {
        guard let installed = InstalledReplacements.current,
              let recorder = installed.constructions[ObjectIdentifier(Replaced.self)]?.first else { return }
        recorder.record(instance, initializer: initializer, arguments: arguments)
    }

    /// The value a value type's initializer replacement assigns to `self` instead of running
    /// the real initializer (``Constructions/init(makeMock:substitute:fileID:filePath:line:column:)``),
    /// or `nil`: run it.
    @_documentation(visibility: internal)
    @_spi(Generated) public static func __substitute() -> Replaced? {
        guard let installed = InstalledReplacements.current,
              let recorder = installed.constructions[ObjectIdentifier(Replaced.self)]?.first else { return nil }
        return recorder.makeSubstitute() as? Replaced
    }
}
