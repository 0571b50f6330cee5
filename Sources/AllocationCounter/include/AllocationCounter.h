#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stdint.h>

/// Heap allocations made by this process so far, or -1 where they cannot be counted.
int64_t allocation_counter_total(void);

#endif
