#ifndef MOCKGEN_CALLOCATOR_H
#define MOCKGEN_CALLOCATOR_H

/// Sets glibc's mmap threshold to `bytes` (which also stops glibc from raising it on its own);
/// does nothing with other C libraries. Returns 1 when the setting was made.
int mockgen_set_mmap_threshold(int bytes);

#endif
