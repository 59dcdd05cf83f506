internal import Synchronization

/// An integer read and changed atomically (sequentially consistent), for the counters on every
/// mocked call's path: the global order of calls, a `ChangeSignal`'s generation and waiters.
///
/// `Synchronization.Atomic` where the system has it (every Linux, macOS 15, iOS 18 …); before
/// those, an `NSLock`. The runtime builds for older deployment targets, where `Atomic` alone
/// would not compile.
final class AtomicCounter: @unchecked Sendable {
    // @unchecked: `storage` is set once and is either an `Atomic` or behind a lock.
    private let storage: AnyObject

    init(_ value: Int) {
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            storage = AtomicStorage(value)
        } else {
            storage = Locked(value)
        }
    }

    func load() -> Int {
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            return unsafeDowncast(storage, to: AtomicStorage.self).value.load(ordering: .sequentiallyConsistent)
        }
        return unsafeDowncast(storage, to: Locked<Int>.self).withLock { $0 }
    }

    /// Adds `delta`; returns the new value.
    @discardableResult
    func add(_ delta: Int) -> Int {
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            return unsafeDowncast(storage, to: AtomicStorage.self).value.wrappingAdd(delta, ordering: .sequentiallyConsistent).newValue
        }
        return unsafeDowncast(storage, to: Locked<Int>.self).withLock { value in
            value &+= delta
            return value
        }
    }
}

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
private final class AtomicStorage: Sendable {
    let value: Atomic<Int>
    init(_ value: Int) { self.value = Atomic(value) }
}
