#include "CLineEdit.h"

#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <fcntl.h>
#include <langinfo.h>
#include <signal.h>
#include <unistd.h>
#include <termios.h>
#include <locale.h>
#include <string.h>
#include <strings.h>

int mvcs_setlocale_utf8(void) {
  const char *loc = setlocale(LC_ALL, "");
  const char *codeset = loc ? nl_langinfo(CODESET) : NULL;
  if (codeset == NULL || strcasecmp(codeset, "UTF-8") != 0) {
    if (setlocale(LC_ALL, "C.UTF-8") == NULL) return 0;
    codeset = nl_langinfo(CODESET);
  }
  return codeset != NULL && strcasecmp(codeset, "UTF-8") == 0;
}

// libedit is loaded when the line editor starts, not linked: a batch run, a worker and a test
// never edit a line, and loading libedit with its libraries cost a twentieth of an empty
// script's instructions (docs/DECISIONS.md). histedit.h still gives every type and
// signature; the calls go through the pointers below, the variadic ones as variadic.
static struct {
  EditLine *(*el_init)(const char *, FILE *, FILE *, FILE *);
  void (*el_end)(EditLine *);
  int (*el_set)(EditLine *, int, ...);
  int (*el_get)(EditLine *, int, ...);
  const char *(*el_gets)(EditLine *, int *);
  int (*el_source)(EditLine *, const char *);
  void (*el_resize)(EditLine *);
  const LineInfo *(*el_line)(EditLine *);
  int (*el_insertstr)(EditLine *, const char *);
  void (*el_deletestr)(EditLine *, int);
  int (*el_cursor)(EditLine *, int);
  History *(*history_init)(void);
  void (*history_end)(History *);
  int (*history)(History *, HistEvent *, int, ...);
  char failure[256];
} libedit;

static pthread_once_t libedit_once = PTHREAD_ONCE_INIT;

static void load_libedit(void) {
  void *library = dlopen("libedit.so.2", RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) {
    const char *reason = dlerror();
    snprintf(libedit.failure, sizeof libedit.failure, "cannot load libedit.so.2 (%s)", reason ? reason : "not found");
    return;
  }
  struct {
    void **slot;
    const char *name;
  } symbols[] = {
      {(void **)&libedit.el_init, "el_init"},         {(void **)&libedit.el_end, "el_end"},
      {(void **)&libedit.el_set, "el_set"},           {(void **)&libedit.el_get, "el_get"},
      {(void **)&libedit.el_gets, "el_gets"},         {(void **)&libedit.el_source, "el_source"},
      {(void **)&libedit.el_resize, "el_resize"},     {(void **)&libedit.el_line, "el_line"},
      {(void **)&libedit.el_insertstr, "el_insertstr"}, {(void **)&libedit.el_deletestr, "el_deletestr"},
      {(void **)&libedit.el_cursor, "el_cursor"},     {(void **)&libedit.history_init, "history_init"},
      {(void **)&libedit.history_end, "history_end"}, {(void **)&libedit.history, "history"},
  };
  for (size_t i = 0; i < sizeof symbols / sizeof symbols[0]; i++) {
    *symbols[i].slot = dlsym(library, symbols[i].name);
    if (*symbols[i].slot == NULL) {
      snprintf(libedit.failure, sizeof libedit.failure, "libedit.so.2 has no %s", symbols[i].name);
      return;
    }
  }
}

const char *mvcs_libedit_load(void) {
  pthread_once(&libedit_once, load_libedit);
  return libedit.failure[0] ? libedit.failure : NULL;
}

EditLine *mvcs_el_init(const char *program, FILE *in, FILE *out, FILE *err) {
  if (mvcs_libedit_load() != NULL) return NULL;
  return libedit.el_init(program, in, out, err);
}

#define el_set libedit.el_set
#define el_get libedit.el_get
#define history libedit.history

void mvcs_el_end(EditLine *el) { libedit.el_end(el); }
const char *mvcs_el_gets(EditLine *el, int *count) { return libedit.el_gets(el, count); }
int mvcs_el_source(EditLine *el, const char *file) { return libedit.el_source(el, file); }
void mvcs_el_resize(EditLine *el) { libedit.el_resize(el); }
const LineInfo *mvcs_el_line(EditLine *el) { return libedit.el_line(el); }
int mvcs_el_insertstr(EditLine *el, const char *text) { return libedit.el_insertstr(el, text); }
void mvcs_el_deletestr(EditLine *el, int count) { libedit.el_deletestr(el, count); }
int mvcs_el_cursor(EditLine *el, int count) { return libedit.el_cursor(el, count); }
void mvcs_history_end(History *h) { libedit.history_end(h); }

void mvcs_el_set_clientdata(EditLine *el, void *data) { el_set(el, EL_CLIENTDATA, data); }

void *mvcs_el_get_clientdata(EditLine *el) {
  void *data = NULL;
  el_get(el, EL_CLIENTDATA, &data);
  return data;
}

void mvcs_el_set_prompt(EditLine *el, mvcs_prompt_fn prompt) { el_set(el, EL_PROMPT, prompt); }

void mvcs_el_set_editor(EditLine *el, const char *mode) { el_set(el, EL_EDITOR, mode); }

void mvcs_el_bind_function(EditLine *el, const char *name, const char *help, mvcs_key_fn fn,
                           const char *key) {
  el_set(el, EL_ADDFN, name, help, fn);
  el_set(el, EL_BIND, key, name, NULL);
}

void mvcs_el_disable_tty_signals(EditLine *el) { el_set(el, EL_SETTY, "-d", "-isig", NULL); }

void mvcs_el_set_history(EditLine *el, History *h) { el_set(el, EL_HIST, history, h); }


History *mvcs_history_init(int size) {
  if (mvcs_libedit_load() != NULL) return NULL;
  History *h = libedit.history_init();
  if (h == NULL) return NULL;
  HistEvent ev;
  history(h, &ev, H_SETSIZE, size);
  history(h, &ev, H_SETUNIQUE, 1);
  return h;
}

int mvcs_history_enter(History *h, const char *line) {
  HistEvent ev;
  return history(h, &ev, H_ENTER, line);
}

int mvcs_history_load(History *h, const char *path) {
  HistEvent ev;
  return history(h, &ev, H_LOAD, path);
}

int mvcs_history_save(History *h, const char *path) {
  HistEvent ev;
  return history(h, &ev, H_SAVE, path);
}

const char *mvcs_history_first(History *h) {
  HistEvent ev;
  return history(h, &ev, H_LAST, NULL) < 0 ? NULL : ev.str;
}

const char *mvcs_history_next_newer(History *h) {
  HistEvent ev;
  return history(h, &ev, H_PREV, NULL) < 0 ? NULL : ev.str;
}

FILE *mvcs_stdin(void) { return stdin; }
// Standard output as the terminal's stream. Once an app's console captures (CAppConsole),
// `stdout` is a stream of its own with no file descriptor, which libedit cannot drive and
// which writes unbuffered: the shell's own output and the editor take a stream on the same
// descriptor instead, made once.
static FILE *terminal_output;
static pthread_once_t terminal_output_once = PTHREAD_ONCE_INIT;

static void open_terminal_output(void) { terminal_output = fdopen(STDOUT_FILENO, "w"); }

FILE *mvcs_stdout(void) {
  if (fileno(stdout) >= 0) return stdout;
  pthread_once(&terminal_output_once, open_terminal_output);
  return terminal_output != NULL ? terminal_output : stdout;
}
FILE *mvcs_stderr(void) { return stderr; }

static volatile sig_atomic_t interrupt_pending = 0;

static void on_interrupt(int signo) {
  (void)signo;
  interrupt_pending = 1;
}

void mvcs_watch_interrupts(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = on_interrupt;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESTART;
  sigaction(SIGINT, &action, NULL);
}

int mvcs_take_interrupt(void) {
  int pending = interrupt_pending;
  interrupt_pending = 0;
  return pending;
}

int mvcs_interrupt_pending(void) { return interrupt_pending; }

static struct termios saved_modes;
static volatile sig_atomic_t saved_fd = -1;

static const int termination_signals[] = {SIGTERM, SIGHUP, SIGQUIT};
/// What each signal did before: the Swift runtime's backtracer answers SIGQUIT (a supervised
/// worker's watchdog stops a stuck command with it, for the backtrace of where it was).
static struct sigaction previous_actions[3];

static void on_termination(int signo) {
  if (saved_fd >= 0) tcsetattr(saved_fd, TCSANOW, &saved_modes);
  // The handler before this one takes it, or the default: the process ends as it would have.
  for (unsigned i = 0; i < 3; i++) {
    if (termination_signals[i] == signo) sigaction(signo, &previous_actions[i], NULL);
  }
  // Delivered once this handler returns, to this thread only.
  raise(signo);
}

void mvcs_restore_terminal_on_termination(int fd) {
  if (tcgetattr(fd, &saved_modes) == 0) saved_fd = fd;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = on_termination;
  sigemptyset(&action.sa_mask);
  for (unsigned i = 0; i < 3; i++) {
    struct sigaction before;
    sigaction(termination_signals[i], &action, &before);
    // A second call (the line editor, then review's keys) keeps the first one's handler before.
    if (before.sa_handler != on_termination) previous_actions[i] = before;
  }
}

static int forwarded_pipe[2] = {-1, -1};

static void on_forwarded_signal(int signo) {
  int saved = errno;
  if (signo == SIGINT) interrupt_pending = 1;
  unsigned char byte = (unsigned char)signo;
  // A full pipe drops the byte: the reader has as many signals to act on already.
  (void)!write(forwarded_pipe[1], &byte, 1);
  errno = saved;
}

int mvcs_forward_signals(const int *signals, int count) {
  if (forwarded_pipe[0] < 0) {
    int ends[2];
    if (pipe(ends) != 0) return -1;
    for (int i = 0; i < 2; i++) fcntl(ends[i], F_SETFD, FD_CLOEXEC);
    fcntl(ends[1], F_SETFL, O_NONBLOCK);
    forwarded_pipe[0] = ends[0];
    forwarded_pipe[1] = ends[1];
  }
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = on_forwarded_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESTART;
  for (int i = 0; i < count; i++) sigaction(signals[i], &action, NULL);
  return forwarded_pipe[0];
}
