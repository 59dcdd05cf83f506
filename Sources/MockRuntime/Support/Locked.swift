/// A value guarded by a lock.
///
/// `Synchronization.Mutex` demands `sending` values, which the runtime cannot promise: it stores
/// user arguments of any type. The platform's mutex (`PlatformMutex`) around plain storage keeps
/// every access serialised without that restriction, and is what makes `@unchecked Sendable`
/// honest here.
///
/// The state lives behind a pointer the class allocates, not in a stored `var`: a class's `var`
/// passed `inout` is checked for exclusive access at run time (`swift_beginAccess`, about 70
/// instructions a time, on every mocked call), which the lock already guarantees.
@usableFromInline
final class Locked<State>: @unchecked Sendable {
    @usableFromInline let state: UnsafeMutablePointer<State>
    @usableFromInline let mutex: UnsafeMutableRawPointer

    @usableFromInline
    init(_ initialState: State) {
        state = UnsafeMutablePointer<State>.allocate(capacity: 1)
        state.initialize(to: initialState)
        mutex = PlatformMutex.make()
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
        PlatformMutex.destroy(mutex)
    }

    @inlinable
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        PlatformMutex.lock(mutex)
        defer { PlatformMutex.unlock(mutex) }
        return try body(&state.pointee)
    }
}
