#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stdint.h>

/// Heap allocations made by this process so far, or -1 where they cannot be counted.
int64_t allocation_counter_total(void);

/// Bytes requested from the allocator by this process so far, or -1 where they cannot be counted.
int64_t allocation_counter_bytes(void);

/// The usable size of the heap block starting at `pointer`, or -1 where the C library cannot tell.
int64_t allocation_counter_usable_size(const void *_Nonnull pointer);

#endif
