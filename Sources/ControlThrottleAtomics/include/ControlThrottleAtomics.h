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

// Replaces `*expected` with `desired` if the word still holds `*expected`; otherwise loads the current
// value into `*expected`. Returns whether the exchange happened.
static inline _Bool control_throttle_compare_exchange(int64_t *_Nonnull word, int64_t *_Nonnull expected,
                                                      int64_t desired) {
  return __atomic_compare_exchange_n(word, expected, desired, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
}

#endif
