import Foundation

/// Pass 2's parsed models (see `SpentValues`).
typealias SpentModels = SpentValues<SourceFileModel>

/// Values a chunk of pass 2 made (its parsed models), kept after the chunk until the thread that
/// made each one frees it: when it next makes one (for the next chunk), or at the end of the run.
///
/// Freed at the end of each chunk on every core (`ParallelMap.release`), the models cost a map
/// per chunk that waited for its slowest free, and half of the frees were of blocks another
/// thread's allocator arena held (glibc takes that arena's lock while its owner allocates from
/// it): a large run made 720 context switches against 392 now, and it spent about 5 % more CPU
/// time than a run that never freed them (2026-12-06). The memory held is the same: a thread
/// frees what it made before it makes anything for the next chunk.
/// `@unchecked Sendable`: every field is touched only under `lock`.
final class SpentValues<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var byMaker: [ObjectIdentifier: [Value]] = [:]

    /// The thread making a value, named by its `Thread` object (a pool thread's lives as long as
    /// the process).
    static var currentMaker: ObjectIdentifier { ObjectIdentifier(Thread.current) }

    /// Kept for `maker` to free.
    func keep(_ value: Value, madeBy maker: ObjectIdentifier) {
        lock.withLock { byMaker[maker, default: []].append(value) }
    }

    /// Frees, on this thread, what it made and was kept for it: called before it makes another.
    func freeOwn() {
        let own = lock.withLock { byMaker.removeValue(forKey: Self.currentMaker) }
        Self.free(own)
    }

    /// Frees everything still kept, on every core (each thread's values together).
    func freeAll() {
        let all = lock.withLock {
            defer { byMaker = [:] }
            return Array(byMaker.values)
        }
        ParallelMap.release(all, placeholder: [], cost: \.count)
    }

    /// Takes `values` and frees them here.
    private static func free(_ values: consuming [Value]?) {}
}
