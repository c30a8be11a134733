// Standard output as a stream of our own, so what an app prints can be kept apart from the
// shell's output: glibc's fopencookie gives a FILE whose writes call a function, and `stdout`
// is a variable glibc lets a program assign (Swift's print reads it at every write).
#define _GNU_SOURCE
#include "CAppConsole.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>

static mvcs_console_sink installed_sink;
static pthread_mutex_t install_lock = PTHREAD_MUTEX_INITIALIZER;

static ssize_t console_write(void *cookie, const char *bytes, size_t count) {
  (void)cookie;
  installed_sink(bytes, count);
  return (ssize_t)count;
}

int mvcs_console_install(mvcs_console_sink sink) {
  pthread_mutex_lock(&install_lock);
  if (installed_sink != NULL) {
    pthread_mutex_unlock(&install_lock);
    return 0;
  }
  cookie_io_functions_t functions = {.read = NULL, .write = console_write, .seek = NULL, .close = NULL};
  FILE *stream = fopencookie(NULL, "w", functions);
  if (stream == NULL) {
    pthread_mutex_unlock(&install_lock);
    return -1;
  }
  // Unbuffered: each write reaches the sink at once, on the thread and in the task that
  // wrote it, so it goes to that task's console and never to another's. A buffer shared by
  // every writer would hand one task's print to whichever flushed it.
  setvbuf(stream, NULL, _IONBF, 0);
  fflush(stdout);
  installed_sink = sink;
  stdout = stream;
  pthread_mutex_unlock(&install_lock);
  return 0;
}

void mvcs_console_pass_through(const char *bytes, size_t count) {
  while (count > 0) {
    ssize_t written = write(STDOUT_FILENO, bytes, count);
    if (written < 0) {
      if (errno == EINTR) continue;
      return;
    }
    bytes += written;
    count -= (size_t)written;
  }
}
