#define _GNU_SOURCE
#include <pthread.h>
#include <stdint.h>
#include "CStackBounds.h"

/// The lowest address this thread's stack may reach before it counts as low, 0 while unknown
/// or when it never does; and whether it was looked up.
static __thread uintptr_t stack_floor;
static __thread size_t floor_reserve;
static __thread int floor_known;

static uintptr_t find_floor(size_t reserve) {
  pthread_attr_t attributes;
  if (pthread_getattr_np(pthread_self(), &attributes) != 0) return 0;
  void *base = NULL;
  size_t length = 0;
  int status = pthread_attr_getstack(&attributes, &base, &length);
  pthread_attr_destroy(&attributes);
  if (status != 0 || length / 2 < reserve) return 0;
  return (uintptr_t)base + reserve;
}

int mvcs_stack_is_low(size_t reserve) {
  if (!floor_known || floor_reserve != reserve) {
    stack_floor = find_floor(reserve);
    floor_reserve = reserve;
    floor_known = 1;
  }
  return stack_floor != 0 && (uintptr_t)__builtin_frame_address(0) < stack_floor;
}
