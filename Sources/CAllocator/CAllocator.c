#include "CAllocator.h"
// Any C library header: glibc's define `__GLIBC__`.
#include <stdlib.h>

// glibc's `mallopt` lives in <malloc.h>, which Swift's Glibc module does not import; Darwin and
// musl have no such settings (Darwin already serves large blocks from regions of their own).
#if defined(__GLIBC__)
#include <malloc.h>

int mockgen_set_mmap_threshold(int bytes) {
    return mallopt(M_MMAP_THRESHOLD, bytes);
}

int mockgen_set_heap_slack(int trimThreshold, int topPad) {
    return mallopt(M_TRIM_THRESHOLD, trimThreshold) && mallopt(M_TOP_PAD, topPad);
}
#else
int mockgen_set_mmap_threshold(int bytes) {
    (void)bytes;
    return 0;
}

int mockgen_set_heap_slack(int trimThreshold, int topPad) {
    (void)trimThreshold;
    (void)topPad;
    return 0;
}
#endif
