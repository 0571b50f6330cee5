#ifndef CONTROL_THROTTLE_ATOMICS_H
#define CONTROL_THROTTLE_ATOMICS_H

#include <stdint.h>

// Acquire/release access to a 64-bit word shared between threads. These compile to plain loads and
// stores on x86-64 and arm64; the compiler builtins make the ordering explicit and visible to
// ThreadSanitizer.

static inline int64_t control_throttle_load_acquire(const int64_t *_Nonnull word) {
  return __atomic_load_n(word, __ATOMIC_ACQUIRE);
}

static inline void control_throttle_store_release(int64_t *_Nonnull word, int64_t value) {
  __atomic_store_n(word, value, __ATOMIC_RELEASE);
}

static inline int64_t control_throttle_add_release(int64_t *_Nonnull word, int64_t delta) {
  return __atomic_add_fetch(word, delta, __ATOMIC_ACQ_REL);
}

// Replaces the word with `desired` if it still holds `expected`, and returns the value it held: the
// exchange happened exactly when that value is `expected`. Taking no pointer to the caller's
// variables keeps the caller free of a stack protector.
static inline int64_t control_throttle_compare_exchange_value(int64_t *_Nonnull word, int64_t expected,
                                                              int64_t desired) {
  __atomic_compare_exchange_n(word, &expected, desired, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
  return expected;
}

#endif
