#ifndef MOCKGEN_CALLOCATOR_H
#define MOCKGEN_CALLOCATOR_H

/// Sets glibc's mmap threshold to `bytes` (which also stops glibc from raising it on its own);
/// does nothing with other C libraries. Returns 1 when the setting was made.
int mockgen_set_mmap_threshold(int bytes);

/// Sets glibc's trim threshold (how much free memory at the top of a heap is kept rather than
/// given back to the system) and top pad (how much more than asked a heap grows by) to the given
/// sizes; does nothing with other C libraries. Returns 1 when both settings were made.
int mockgen_set_heap_slack(int trimThreshold, int topPad);

#endif
