#ifndef C_CRASH_RESUME_H
#define C_CRASH_RESUME_H

#include <stdint.h>
#include <stdio.h>

/// What a batch session tells its crash handler as it goes: plain stores, one or two a command,
/// which is all a signal handler may read. Kept by the C side because a handler that runs
/// after a crash must not call into Swift (no allocation, no reference counting).
typedef struct {
  /// The first line of the command running, or of the last one run.
  volatile long line;
  /// How many commands have started: the watchdog sees a command that runs on when this has
  /// not moved while `running` stayed set.
  volatile unsigned long commands;
  /// Whether a command is running now.
  volatile int running;
  /// Whether a command has started since this process began: a crash before one is the app
  /// failing to launch, which a new process would only repeat.
  volatile int started;
  /// The worst exit status so far.
  volatile int status;
  /// The session to carry on (a ``SessionSnapshot`` in JSON), or NULL: its length as a
  /// `size_t`, then its bytes, so that one store publishes both.
  const void *_Nullable volatile snapshot;
} mvcs_resume_progress;

/// The one progress record of this process.
mvcs_resume_progress *_Nonnull mvcs_resume_progress_record(void);

/// Arms the crash handler: a crash (SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE) has the
/// runtime's backtracer write into a memory file, then the handler writes the progress record,
/// what was read of standard input up to the crashed line (the reproducer's steps) and what
/// was read ahead and not run into another, flushes `output`, and
/// executes `argv` again (`/proc/self/exe`) with `variable=STATE,BACKTRACE` in its environment,
/// the two files' descriptors, which the new process reads to go on. 0 when armed, -1 when not
/// (no memory files, or a handler that cannot be set), and nothing changed then.
/// Standard input is read through a stream that keeps what it reads (`stdin` is replaced, so
/// read it through `stdin` after this, never through `input` kept from before).
int mvcs_resume_arm(char *_Nullable *_Nonnull argv, const char *_Nonnull variable, FILE *_Nonnull input,
                    FILE *_Nonnull output);

/// Starts the reproducer's steps with `line` (`launch APP`: the app this process runs), before
/// anything is read.
void mvcs_resume_begin_steps(const char *_Nonnull line);

/// Puts `bytes` in `input`'s buffer, before anything is read from it, as if it had read them
/// ahead: what a crashed process had read and not run is read first, and a crash in this
/// process keeps what is left of them as the handler keeps any read-ahead. -1 when no buffer
/// could be made, `input` left as it was.
int mvcs_resume_prefill(FILE *_Nonnull input, const void *_Nullable bytes, size_t length);

/// Starts a thread that ends a command running past `seconds` as a crash ends one: it has the
/// runtime's backtracer say where the calling thread (the shell's) is stuck, in two samples by
/// SIGQUIT (one when `mvcs_quit_samples_arm` cannot arm), and executes the process again with
/// signal 0 as the cause, so the new one reports a timeout. 0 when watching, -1 when not armed
/// or no thread could start.
int mvcs_resume_watch(double seconds);

/// Lets a worker's watchdog take more than one backtrace of a stuck thread: SIGQUIT's handler
/// becomes one that runs the runtime's (the backtracer, which puts SIGQUIT's default action
/// back once it has written the backtrace) and then, for a sample asked for by
/// `mvcs_quit_sample_request`, puts itself back and counts the sample. A SIGQUIT nobody asked
/// for (Ctrl-\) is answered as before: one backtrace, then the default action. 0 when armed
/// (or armed already), -1 when SIGQUIT has no handler of the runtime's to run.
int mvcs_quit_samples_arm(void);

/// Says that the next SIGQUIT is a sample, to be counted and followed by another if asked:
/// called before `pthread_kill(thread, SIGQUIT)`.
void mvcs_quit_sample_request(void);

/// How many asked-for samples the handler has finished: the backtrace is written when this
/// has moved.
unsigned long mvcs_quit_samples_taken(void);

#endif
