#ifndef CAPPCONSOLE_H
#define CAPPCONSOLE_H

#include <stddef.h>

/// Receives what is written to the process's standard output stream (`stdout`, where
/// Swift's `print` writes), in the order it was written.
typedef void (*mvcs_console_sink)(const char *_Nonnull bytes, size_t count);

/// Makes `stdout` an unbuffered stream whose writes go to `sink` as they are made, on the
/// thread that makes them; `sink` decides where they go. What `stdout` held is flushed first.
/// Returns 0, or -1 when no stream could be made (`stdout` is then left as it was). Only the
/// first call installs; later calls return 0.
int mvcs_console_install(mvcs_console_sink _Nonnull sink);

/// Writes `count` bytes to standard output's file descriptor, whole, retrying after
/// interruptions: where the sink sends what no console takes.
void mvcs_console_pass_through(const char *_Nonnull bytes, size_t count);

#endif
