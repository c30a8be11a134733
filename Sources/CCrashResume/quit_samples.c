#define _GNU_SOURCE
#include "CCrashResume.h"

#include <signal.h>
#include <stdatomic.h>
#include <stddef.h>

// A hang's backtrace is one sample of where the stuck thread is. Stopped inside a call the
// line table gives no line, or in a stub the unwinder cannot step out of, it may name no
// frame of the app; a second sample, a moment later, nearly always does (docs/DECISIONS.md,
// "A hang's second sample"). The runtime's handler answers one SIGQUIT and then puts the
// default action back, which would end the process at the next: this handler puts itself
// back instead, for the samples the watchdog asks for.
//
// The handler only calls the runtime's handler, sigaction and atomic operations, all
// async-signal-safe; `runtime_quit` is written once, before the handler is installed.

static struct sigaction runtime_quit;
static atomic_int armed;
static atomic_ulong requested;
static atomic_ulong taken;

static void on_quit(int number, siginfo_t *info, void *context) {
  if (runtime_quit.sa_flags & SA_SIGINFO) {
    runtime_quit.sa_sigaction(number, info, context);
  } else if (runtime_quit.sa_handler != SIG_DFL && runtime_quit.sa_handler != SIG_IGN) {
    runtime_quit.sa_handler(number);
  }
  unsigned long done = atomic_load(&taken);
  if (done < atomic_load(&requested)) {
    struct sigaction again = runtime_quit;
    again.sa_sigaction = on_quit;
    again.sa_flags |= SA_SIGINFO;
    sigaction(SIGQUIT, &again, NULL);
    atomic_store(&taken, done + 1);
  }
}

int mvcs_quit_samples_arm(void) {
  if (atomic_load(&armed)) return 0;
  struct sigaction current;
  if (sigaction(SIGQUIT, NULL, &current) != 0) return -1;
  int handled = (current.sa_flags & SA_SIGINFO) ? current.sa_sigaction != NULL
                                                : current.sa_handler != SIG_DFL && current.sa_handler != SIG_IGN;
  if (!handled) return -1;
  runtime_quit = current;
  struct sigaction mine = current;
  mine.sa_sigaction = on_quit;
  mine.sa_flags |= SA_SIGINFO;
  if (sigaction(SIGQUIT, &mine, NULL) != 0) return -1;
  atomic_store(&armed, 1);
  return 0;
}

void mvcs_quit_sample_request(void) { atomic_fetch_add(&requested, 1); }

unsigned long mvcs_quit_samples_taken(void) { return atomic_load(&taken); }
