#ifndef C_STACK_BOUNDS_H
#define C_STACK_BOUNDS_H

#include <stddef.h>

/// Whether the calling thread has less than `reserve` bytes of stack left below its caller,
/// by the bounds glibc's pthread_getattr_np gives (read once a thread, kept in a thread-local
/// variable: for the main thread glibc reads /proc/self/maps). 0 when the bounds are unknown
/// or the stack is not at least twice `reserve`. Swift does not see pthread_getattr_np: it is
/// a GNU extension.
int mvcs_stack_is_low(size_t reserve);

#endif
