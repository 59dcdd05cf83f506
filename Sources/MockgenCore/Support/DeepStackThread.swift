#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The system thread under each of `DeepStack`'s pool threads: a POSIX thread with a deep stack,
/// marked in a thread-specific slot so that `DeepStack.isCurrentThreadDeep` is one load.
///
/// Not `Foundation.Thread`: each run starts its command's thread and a worker before any file is
/// read, and Foundation's thread (an object per thread, its name, its dictionary, looked up with a
/// string key on every map) cost that start more than the system call does.
enum DeepStackThread {
    /// Set to a non-nil value on every deep-stack thread, and only there.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let error = pthread_key_create(&key, nil)
        precondition(error == 0, "pthread_key_create failed: \(error)")
        return key
    }()

    static var isCurrent: Bool { pthread_getspecific(key) != nil }

    /// Starts `body` on a new detached thread with a stack of `stackSize` bytes.
    static func start(stackSize: Int, _ body: @escaping @Sendable () -> Void) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        #if canImport(Glibc)
        var thread = pthread_t()  // an integer in glibc, a pointer elsewhere
        #else
        var thread: pthread_t?
        #endif
        let error = pthread_create(&thread, &attributes, { context in
            #if canImport(Darwin)
            let context: UnsafeMutableRawPointer? = context
            #endif
            pthread_setspecific(DeepStackThread.key, UnsafeRawPointer(bitPattern: 1))
            Unmanaged<Body>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, context)
        precondition(error == 0, "pthread_create failed: \(error)")
    }

    /// The closure a new thread runs, carried through `pthread_create`'s context pointer.
    private final class Body: Sendable {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}
