#include "CAllocator.h"
// Any C library header: glibc's define `__GLIBC__`.
#include <stdlib.h>

// glibc's `mallopt` lives in <malloc.h>, which Swift's Glibc module does not import; Darwin and
// musl have no such setting (Darwin already serves large blocks from regions of their own).
#if defined(__GLIBC__)
#include <malloc.h>

int mockgen_set_mmap_threshold(int bytes) {
    return mallopt(M_MMAP_THRESHOLD, bytes);
}
#else
int mockgen_set_mmap_threshold(int bytes) {
    (void)bytes;
    return 0;
}
#endif
