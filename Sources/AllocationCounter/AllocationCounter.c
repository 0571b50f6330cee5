// Counts heap allocations for the benchmark by interposing the C allocator. On glibc the
// executable's definitions of malloc and friends take precedence over libc's, and libc exports
// its implementations as __libc_*; elsewhere counting is reported as unavailable.
#include "AllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)
#include <malloc.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static int64_t allocations = 0;
static int64_t bytes = 0;

static inline void count(size_t size) {
  __atomic_add_fetch(&allocations, 1, __ATOMIC_RELAXED);
  __atomic_add_fetch(&bytes, (int64_t)size, __ATOMIC_RELAXED);
}

void *malloc(size_t size) { count(size); return __libc_malloc(size); }
void *calloc(size_t count_, size_t size) { count(count_ * size); return __libc_calloc(count_, size); }
void *realloc(void *pointer, size_t size) { count(size); return __libc_realloc(pointer, size); }
void free(void *pointer) { __libc_free(pointer); }
void *aligned_alloc(size_t alignment, size_t size) { count(size); return __libc_memalign(alignment, size); }
void *memalign(size_t alignment, size_t size) { count(size); return __libc_memalign(alignment, size); }
int posix_memalign(void **result, size_t alignment, size_t size) {
  count(size);
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return 12; // ENOMEM
  *result = pointer;
  return 0;
}

int64_t allocation_counter_total(void) { return __atomic_load_n(&allocations, __ATOMIC_RELAXED); }
int64_t allocation_counter_bytes(void) { return __atomic_load_n(&bytes, __ATOMIC_RELAXED); }
int64_t allocation_counter_usable_size(const void *pointer) { return (int64_t)malloc_usable_size((void *)pointer); }
#else
int64_t allocation_counter_total(void) { return -1; }
int64_t allocation_counter_bytes(void) { return -1; }
int64_t allocation_counter_usable_size(const void *pointer) { (void)pointer; return -1; }
#endif
