#if defined(__linux__)
#define _GNU_SOURCE
#include <sched.h>
#endif
#include "CProcessorCount.h"

#if defined(__linux__)
int mockgen_affinity_cpu_count(void) {
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof(set), &set) != 0) return 0;
    return CPU_COUNT(&set);
}
#else
int mockgen_affinity_cpu_count(void) {
    return 0;
}
#endif
