public import Foundation

/// A value guarded by a lock.
///
/// `Synchronization.Mutex` demands `sending` values, which the runtime cannot promise: it stores
/// user arguments of any type. An `NSLock` around plain storage keeps every access serialised
/// without that restriction, and is what makes `@unchecked Sendable` honest here.
@usableFromInline
final class Locked<State>: @unchecked Sendable {
    @usableFromInline var state: State
    @usableFromInline let lock = NSLock()

    @usableFromInline
    init(_ initialState: State) {
        state = initialState
    }

    @inlinable
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
