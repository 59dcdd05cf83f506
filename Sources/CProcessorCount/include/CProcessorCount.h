#ifndef MOCKGEN_CPROCESSORCOUNT_H
#define MOCKGEN_CPROCESSORCOUNT_H

/// The number of CPUs the calling process may run on (its affinity mask, Linux's
/// `sched_getaffinity`), or 0 where the system does not say (other systems, a mask larger than
/// `cpu_set_t`). Swift's Glibc module does not import `sched_getaffinity` (it needs `_GNU_SOURCE`).
int mockgen_affinity_cpu_count(void);

#endif
