#if canImport(Darwin)
internal import Darwin
#elseif canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Android)
internal import Android
#else
internal import Foundation
#endif

/// The mutex behind `Locked`: the platform's own (`os_unfair_lock` on Apple systems, a pthread
/// mutex elsewhere), known to inlinable code only as a raw pointer and locked through functions
/// that are not inlinable.
///
/// Why not `NSLock`: inlinable code naming it made the runtime's public interface import
/// Foundation (`public import`), and each `Locked` allocated a lock object beside its state.
/// (Clients load Foundation anyway, through the runtime's `internal` imports: a module built
/// without library evolution has its clients load those too.) Why not `Synchronization.Mutex`:
/// it demands `sending` values (see `Locked`) and needs macOS 15 / iOS 18.
@usableFromInline
enum PlatformMutex {
    #if canImport(Darwin)
    typealias Primitive = os_unfair_lock
    #elseif canImport(Glibc) || canImport(Musl) || canImport(Android)
    typealias Primitive = pthread_mutex_t
    #endif

    /// A new, unlocked mutex; `destroy(_:)` frees it.
    static func make() -> UnsafeMutableRawPointer {
        #if canImport(Darwin)
        let mutex = UnsafeMutablePointer<Primitive>.allocate(capacity: 1)
        mutex.initialize(to: os_unfair_lock())
        return UnsafeMutableRawPointer(mutex)
        #elseif canImport(Glibc) || canImport(Musl) || canImport(Android)
        let mutex = UnsafeMutablePointer<Primitive>.allocate(capacity: 1)
        mutex.initialize(to: Primitive())
        let error = pthread_mutex_init(mutex, nil)
        precondition(error == 0, "pthread_mutex_init failed: \(error)")
        return UnsafeMutableRawPointer(mutex)
        #else
        return Unmanaged.passRetained(NSLock()).toOpaque()
        #endif
    }

    static func destroy(_ mutex: UnsafeMutableRawPointer) {
        #if canImport(Darwin)
        let typed = mutex.assumingMemoryBound(to: Primitive.self)
        typed.deinitialize(count: 1)
        typed.deallocate()
        #elseif canImport(Glibc) || canImport(Musl) || canImport(Android)
        let typed = mutex.assumingMemoryBound(to: Primitive.self)
        pthread_mutex_destroy(typed)
        typed.deinitialize(count: 1)
        typed.deallocate()
        #else
        Unmanaged<NSLock>.fromOpaque(mutex).release()
        #endif
    }

    @usableFromInline
    static func lock(_ mutex: UnsafeMutableRawPointer) {
        #if canImport(Darwin)
        os_unfair_lock_lock(mutex.assumingMemoryBound(to: Primitive.self))
        #elseif canImport(Glibc) || canImport(Musl) || canImport(Android)
        pthread_mutex_lock(mutex.assumingMemoryBound(to: Primitive.self))
        #else
        Unmanaged<NSLock>.fromOpaque(mutex).takeUnretainedValue().lock()
        #endif
    }

    @usableFromInline
    static func unlock(_ mutex: UnsafeMutableRawPointer) {
        #if canImport(Darwin)
        os_unfair_lock_unlock(mutex.assumingMemoryBound(to: Primitive.self))
        #elseif canImport(Glibc) || canImport(Musl) || canImport(Android)
        pthread_mutex_unlock(mutex.assumingMemoryBound(to: Primitive.self))
        #else
        Unmanaged<NSLock>.fromOpaque(mutex).takeUnretainedValue().unlock()
        #endif
    }
}
