#define _GNU_SOURCE
#include "CCrashResume.h"

#include <pthread.h>
#include <errno.h>
#include <signal.h>
#include <time.h>
#include <stdint.h>
#include <ucontext.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

// Everything here is set once by mvcs_resume_arm and read by the handler, which may only use
// what is async-signal-safe: these plain variables, write, dup, dup2, execve, sigprocmask.
// The one exception is flushing the shell's output stream, done unlocked: a crash happens in
// the app's code, never in the middle of the shell writing a line.

extern char **environ;

static mvcs_resume_progress progress;
static int state_descriptor = -1;
static int backtrace_descriptor = -1;
static int saved_error = -1;
static char *const *arguments;
static char **environment;
static FILE *input_stream;
static FILE *output_stream;

static const int signals[] = {SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE};
enum { signal_count = sizeof signals / sizeof signals[0] };
static struct sigaction previous[signal_count];
enum { alternate_stack_size = 1 << 18 };

/// The header of the state file; the snapshot's bytes follow it, then the steps', then the
/// unread input's.
/// Every field a word, so the Swift side reads it without padding to agree on.
typedef struct {
  char magic[8];
  long line;
  long status;
  long signal;
  size_t snapshot_length;
  size_t steps_length;
  /// Whether steps were left out: more than `steps_capacity` bytes of them.
  long steps_cut;
  size_t input_length;
} state_header;

/// What this process has read of its input (handed over by the process before, then read from
/// standard input), kept for the reproducer as it is read, a buffer at a time, so a command
/// costs nothing for it; up to `steps_capacity` bytes, then no reproducer.
enum { steps_capacity = 1 << 16 };
static char *steps;
static volatile size_t steps_length;
static volatile int steps_cut;

static void keep_input(const char *bytes, size_t length) {
  if (steps == NULL || steps_cut) return;
  if (steps_length + length > steps_capacity) {
    steps_cut = 1;
    return;
  }
  memcpy(steps + steps_length, bytes, length);
  // Published after the bytes: a crash between the two keeps the bytes before.
  steps_length += length;
}

void mvcs_resume_begin_steps(const char *line) {
  keep_input(line, strlen(line));
  keep_input("\n", 1);
}

/// Standard input's reads, through the stream that replaces `stdin`: each kept as it comes.
static ssize_t read_input(void *cookie, char *buffer, size_t size) {
  (void)cookie;
  ssize_t count;
  do {
    count = read(STDIN_FILENO, buffer, size);
  } while (count < 0 && errno == EINTR);
  if (count > 0) keep_input(buffer, (size_t)count);
  return count;
}

mvcs_resume_progress *mvcs_resume_progress_record(void) { return &progress; }

static void write_all(int descriptor, const void *bytes, size_t length) {
  const char *next = bytes;
  while (length > 0) {
    ssize_t written = write(descriptor, next, length);
    if (written <= 0) return;
    next += written;
    length -= (size_t)written;
  }
}

static void capture_standard_error(int on) {
  if (backtrace_descriptor < 0) return;
  if (on && saved_error < 0) {
    saved_error = dup(STDERR_FILENO);
    dup2(backtrace_descriptor, STDERR_FILENO);
  } else if (!on && saved_error >= 0) {
    dup2(saved_error, STDERR_FILENO);
    close(saved_error);
    saved_error = -1;
  }
}

static void resume_now(int signal) {
  if (state_descriptor < 0) return;
  capture_standard_error(0);
  // What the shell printed before the crash goes out before what the new process prints.
  fflush_unlocked(output_stream);
  // glibc's read buffer holds what the shell has not read yet of its input.
  const char *unread = input_stream->_IO_read_ptr;
  size_t unread_length = input_stream->_IO_read_end > unread ? (size_t)(input_stream->_IO_read_end - unread) : 0;
  const char *snapshot = progress.snapshot;
  size_t snapshot_length = 0;
  if (snapshot != NULL) memcpy(&snapshot_length, snapshot, sizeof snapshot_length);
  state_header header = {
      .magic = "MVCSRS1",
      .line = progress.line,
      .status = progress.status,
      .signal = signal,
      .snapshot_length = snapshot_length,
      // What was read and not yet run is not a step: the steps end with the crashed line.
      .steps_length = steps_length >= unread_length ? steps_length - unread_length : 0,
      .steps_cut = steps_cut || steps_length < unread_length,
      .input_length = unread_length,
  };
  ftruncate(state_descriptor, 0);
  lseek(state_descriptor, 0, SEEK_SET);
  write_all(state_descriptor, &header, sizeof header);
  if (snapshot_length > 0) write_all(state_descriptor, snapshot + sizeof snapshot_length, snapshot_length);
  if (header.steps_length > 0) write_all(state_descriptor, steps, header.steps_length);
  if (unread_length > 0) write_all(state_descriptor, unread, unread_length);
  lseek(state_descriptor, 0, SEEK_SET);
  // A handler runs with its signal blocked, and execve keeps the mask: the new process would
  // die of its first crash without a word.
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
  execve("/proc/self/exe", arguments, environment);
}

/// The stack pointer of the thread a signal interrupted, from its context; 0 where unknown.
static uintptr_t interrupted_stack_pointer(void *context) {
  const ucontext_t *state = context;
#if defined(__x86_64__)
  return (uintptr_t)state->uc_mcontext.gregs[REG_RSP];
#elif defined(__aarch64__)
  return (uintptr_t)state->uc_mcontext.sp;
#else
  (void)state;
  return 0;
#endif
}

/// Writes `number` in hexadecimal to `descriptor`, as the backtracer writes addresses.
static void write_hex(int descriptor, uintptr_t number) {
  char digits[2 + 2 * sizeof number];
  size_t count = sizeof digits;
  do {
    digits[--count] = "0123456789abcdef"[number & 15];
    number >>= 4;
  } while (number != 0 && count > 2);
  digits[--count] = 'x';
  digits[--count] = '0';
  write_all(descriptor, digits + count, sizeof digits - count);
}

/// Whether a SIGSEGV or SIGBUS is the stack running out: a fault within 64 KiB of the stack pointer.
static int is_stack_overflow(int number, siginfo_t *info, void *context) {
  if (number != SIGSEGV && number != SIGBUS) return 0;
  uintptr_t fault = (uintptr_t)info->si_addr, pointer = interrupted_stack_pointer(context);
  if (pointer == 0) return 0;
  return (fault > pointer ? fault - pointer : pointer - fault) < (1 << 16);
}

/// Set once a crash is being handled: the watchdog then leaves the process alone, since its
/// SIGQUIT would end a handler that waits for a slow backtrace (the runtime's backtracer has
/// put SIGQUIT's default action back by then).
static volatile sig_atomic_t crashing;

static void on_crash(int number, siginfo_t *info, void *context) {
  crashing = 1;
  int index = 0;
  while (index < signal_count && signals[index] != number) index++;
  struct sigaction *before = index < signal_count ? &previous[index] : NULL;
  // A crash before the first command is the app failing to launch: a new process would only
  // repeat it, so the process ends as it would have, the backtrace on standard error.
  int resumes = progress.started;
  if (resumes) capture_standard_error(1);
  if (resumes && is_stack_overflow(number, info, context)) {
    // The runtime's backtracer, called from here, cannot take a stack overflow (its helper
    // crashes): the new process is told what the backtracer would have said of the fault,
    // names a stack overflow, and finds its line by replaying the steps once.
    static const char crashed[] = "*** Program crashed: Bad pointer dereference at ";
    write_all(backtrace_descriptor, crashed, sizeof crashed - 1);
    write_hex(backtrace_descriptor, (uintptr_t)info->si_addr);
    write_all(backtrace_descriptor, " ***\nrsp ", 9);
    write_hex(backtrace_descriptor, interrupted_stack_pointer(context));
    write_all(backtrace_descriptor, "\n", 1);
    resume_now(number);
  }
  if (before != NULL) {
    // The runtime's backtracer, when it is on: it writes the backtrace and puts every crash
    // signal's action back as it found it, so a crash while resuming ends the process.
    if ((before->sa_flags & SA_SIGINFO) && before->sa_sigaction != NULL) {
      before->sa_sigaction(number, info, context);
    } else if (before->sa_handler != SIG_DFL && before->sa_handler != SIG_IGN) {
      before->sa_handler(number);
    }
  }
  if (resumes) resume_now(number);
  // Not resumed: ends the way the signal ends a process.
  signal(number, SIG_DFL);
  if (number == SIGABRT || info->si_code <= 0) raise(number);
}

int mvcs_resume_arm(char **argv, const char *variable, FILE *input, FILE *output) {
  if (state_descriptor >= 0) return 0;
  int state = memfd_create("mvcs-resume-state", 0);
  int backtrace = memfd_create("mvcs-resume-backtrace", 0);
  if (state < 0 || backtrace < 0) {
    if (state >= 0) close(state);
    if (backtrace >= 0) close(backtrace);
    return -1;
  }
  size_t count = 0;
  while (environ[count] != NULL) count++;
  steps = malloc(steps_capacity);
  char **copy = malloc((count + 2) * sizeof *copy);
  size_t length = strlen(variable) + 32;
  char *entry = malloc(length);
  if (copy == NULL || entry == NULL) {
    free(copy);
    free(entry);
    close(state);
    close(backtrace);
    return -1;
  }
  snprintf(entry, length, "%s=%d,%d", variable, state, backtrace);
  size_t kept = 0;
  size_t prefix = strlen(variable);
  for (size_t index = 0; index < count; index++) {
    // A variable of the same name from an earlier resume is replaced.
    if (strncmp(environ[index], variable, prefix) == 0 && environ[index][prefix] == '=') continue;
    copy[kept++] = environ[index];
  }
  copy[kept++] = entry;
  copy[kept] = NULL;
  state_descriptor = state;
  backtrace_descriptor = backtrace;
  arguments = argv;
  environment = copy;
  // Standard input through a stream that keeps what it reads (glibc lets `stdin` be
  // replaced); the stream as it was when one cannot be made, with no reproducer then.
  cookie_io_functions_t functions = {.read = read_input};
  FILE *keeping = steps != NULL ? fopencookie(NULL, "r", functions) : NULL;
  if (keeping != NULL) stdin = keeping;
  input_stream = keeping != NULL ? keeping : input;
  output_stream = output;
  // A stack overflow is caught on an alternate stack: this thread's (the one the shell runs
  // on) is made at least big enough for the runtime's backtracer, called from the handler.
  stack_t current;
  if (sigaltstack(NULL, &current) == 0 && ((current.ss_flags & SS_DISABLE) || current.ss_size < alternate_stack_size)) {
    stack_t bigger = {.ss_sp = malloc(alternate_stack_size), .ss_size = alternate_stack_size, .ss_flags = 0};
    if (bigger.ss_sp != NULL) sigaltstack(&bigger, NULL);
  }
  for (int index = 0; index < signal_count; index++) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_crash;
    // On the alternate stack the runtime gives its threads, so a stack overflow is caught.
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    sigaction(signals[index], &action, &previous[index]);
  }
  return 0;
}

static pthread_t shell_thread;
static double watched_seconds;
/// Whether SIGQUIT's handler answers more than once (`mvcs_quit_samples_arm`).
static int samples_armed;

/// Sleeps for `milliseconds`.
static void pause_for(long milliseconds) {
  struct timespec time = {.tv_sec = milliseconds / 1000, .tv_nsec = (milliseconds % 1000) * 1000000L};
  while (nanosleep(&time, &time) != 0) {
  }
}

/// Whether the backtrace file holds a whole backtrace: the backtracer ends one with the time it took.
static int has_whole_backtrace(void) {
  static const char end[] = "Backtrace took";
  char tail[512];
  off_t size = lseek(backtrace_descriptor, 0, SEEK_END);
  off_t start = size > (off_t)sizeof tail ? size - (off_t)sizeof tail : 0;
  ssize_t count = pread(backtrace_descriptor, tail, sizeof tail, start);
  for (ssize_t index = 0; index + (ssize_t)sizeof end - 1 <= count; index++) {
    if (memcmp(tail + index, end, sizeof end - 1) == 0) return 1;
  }
  return 0;
}

static void *watch(void *unused) {
  (void)unused;
  // A look every 50 ms: a limit is kept within that, and the thread costs nothing between.
  const long tick = 50;
  unsigned long seen = 0;
  double waited = 0;
  for (;;) {
    pause_for(tick);
    unsigned long commands = progress.commands;
    if (crashing || !progress.running || commands != seen) {
      seen = commands;
      waited = 0;
      continue;
    }
    waited += tick / 1000.0;
    if (waited < watched_seconds) continue;
    // The runtime's backtracer answers a SIGQUIT with where the thread is, then lets it run
    // on; thirty seconds at most for it (a loaded machine reading a debug build's lines).
    capture_standard_error(1);
    if (!samples_armed) {
      if (pthread_kill(shell_thread, SIGQUIT) == 0) {
        for (int look = 0; look < 600 && !has_whole_backtrace(); look++) pause_for(50);
      }
    } else {
      // Two samples, as a worker's watchdog takes (quit_samples.c): one may stop the thread in
      // a stub the unwinder cannot step out of and name no frame of the app (seen once in CI:
      // `timed out after 5s` with no place). The second, 10 ms after the first is written.
      int look = 0;
      for (int sample = 0; sample < 2 && look < 600; sample++) {
        if (sample > 0) pause_for(10);
        unsigned long before = mvcs_quit_samples_taken();
        mvcs_quit_sample_request();
        if (pthread_kill(shell_thread, SIGQUIT) != 0) break;
        while (look < 600 && mvcs_quit_samples_taken() == before) {
          pause_for(50);
          look++;
        }
      }
    }
    resume_now(0);
    _exit(124);
  }
  return NULL;
}

int mvcs_resume_watch(double seconds) {
  if (state_descriptor < 0) return -1;
  shell_thread = pthread_self();
  watched_seconds = seconds;
  samples_armed = mvcs_quit_samples_arm() == 0;
  // The shell's thread answers the watchdog's SIGQUIT, which a parent may have blocked.
  sigset_t quit;
  sigemptyset(&quit);
  sigaddset(&quit, SIGQUIT);
  pthread_sigmask(SIG_UNBLOCK, &quit, NULL);
  pthread_t thread;
  pthread_attr_t attributes;
  pthread_attr_init(&attributes);
  pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
  pthread_attr_setstacksize(&attributes, 1 << 16);
  // The watchdog takes no signal meant for the process: each goes to the shell's thread.
  sigset_t all, before;
  sigfillset(&all);
  pthread_sigmask(SIG_SETMASK, &all, &before);
  int status = pthread_create(&thread, &attributes, watch, NULL);
  pthread_sigmask(SIG_SETMASK, &before, NULL);
  pthread_attr_destroy(&attributes);
  return status == 0 ? 0 : -1;
}

int mvcs_resume_prefill(FILE *input, const void *bytes, size_t length) {
  if (length == 0 || bytes == NULL) return 0;
  // The stream's own buffer, made big enough, with its read pointers over the bytes: glibc
  // reads the descriptor into it again once they are read (a buffer given with setvbuf is
  // never freed, and lives as long as the stream).
  size_t size = length > (1 << 16) ? length : (1 << 16);
  char *buffer = malloc(size);
  if (buffer == NULL || setvbuf(input, buffer, _IOFBF, size) != 0) {
    free(buffer);
    return -1;
  }
  memcpy(buffer, bytes, length);
  keep_input(bytes, length);
  input->_IO_read_base = buffer;
  input->_IO_read_ptr = buffer;
  input->_IO_read_end = buffer + length;
  return 0;
}
