#if Generator // the command line exists only with the package trait (GeneratorTrait.swift)
import CAllocator

/// Process-wide allocator settings for a run of `mockgen generate`.
enum AllocatorTuning {
    /// - The mmap threshold: glibc serves a freed large block's size from its heap afterwards
    ///   (its mmap threshold grows up to 32 MB), so the lexer's token arrays of big files end up
    ///   between long-lived small allocations and are never given back: on the ten-fold corpus
    ///   that was 40–90 MiB of resident memory. A fixed 4 MiB threshold keeps such blocks mapped
    ///   on their own, returned to the system when freed; files under about 170 KB still use
    ///   the heap.
    /// - The heap's slack: with the threshold fixed, glibc keeps its default trim threshold
    ///   (128 KiB), so a worker thread's heap is cut back (`madvise`) after most frees of 64 KiB
    ///   or more and grown again (`mprotect`) soon after: 1,300 `madvise` and 1,276 `mprotect`
    ///   calls and 7,800 more page faults in a large run, and each cut stops the other core for
    ///   its TLB (an interrupt). 64 MiB of slack and heaps grown 16 MiB at a time leave 745
    ///   `mprotect` calls and no `madvise`, and take 3–6 % off a large run's time; the peak grows
    ///   by about 1 MiB (large) and 3–10 MiB (ten-fold): the pages kept are the ones the next
    ///   chunk uses again.
    /// Other C libraries: nothing to set (see `CAllocator`).
    static func apply() {
        _ = mockgen_set_mmap_threshold(4 << 20)
        _ = mockgen_set_heap_slack(64 << 20, 16 << 20)
    }
}
#endif
