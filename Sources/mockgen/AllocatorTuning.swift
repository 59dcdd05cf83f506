#if Generator // the command line exists only with the package trait (GeneratorTrait.swift)
import CAllocator

/// Process-wide allocator settings for a run of `mockgen generate`.
enum AllocatorTuning {
    /// glibc serves a freed large block's size from its heap afterwards (its mmap threshold
    /// grows up to 32 MB), so the lexer's token arrays of big files end up between long-lived
    /// small allocations and are never given back: on the ten-fold corpus that was 40–90 MiB of
    /// resident memory. A fixed 4 MiB threshold keeps such blocks mapped on their own, returned
    /// to the system when freed; files under about 170 KB still use the heap. Other C libraries:
    /// nothing to set (see `CAllocator`).
    static func apply() {
        _ = mockgen_set_mmap_threshold(4 << 20)
    }
}
#endif
