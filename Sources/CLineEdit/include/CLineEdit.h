// A non-variadic face for the libedit calls Swift cannot make directly.
// el_set and history take C varargs; each wrapper below fixes one signature.
#ifndef MVCS_CLINEEDIT_H
#define MVCS_CLINEEDIT_H

#include <stdio.h>
#include <histedit.h>

typedef char *_Nullable (*mvcs_prompt_fn)(EditLine *_Nonnull);
typedef unsigned char (*mvcs_key_fn)(EditLine *_Nonnull, int);

/// Sets the locale from the environment, falling back to C.UTF-8, so that libedit
/// accepts multibyte input. Returns 1 when the resulting locale is UTF-8.
int mvcs_setlocale_utf8(void);

/// Loads libedit, once: NULL when it is there, else why not. Every call below needs it; the
/// two that make an editor (mvcs_el_init, mvcs_history_init) load it and fail without it.
const char *_Nullable mvcs_libedit_load(void);

EditLine *_Nullable mvcs_el_init(const char *_Nonnull program, FILE *_Nonnull in, FILE *_Nonnull out,
                                 FILE *_Nonnull err);
void mvcs_el_end(EditLine *_Nonnull el);
const char *_Nullable mvcs_el_gets(EditLine *_Nonnull el, int *_Nonnull count);
int mvcs_el_source(EditLine *_Nonnull el, const char *_Nullable file);
void mvcs_el_resize(EditLine *_Nonnull el);
const LineInfo *_Nullable mvcs_el_line(EditLine *_Nonnull el);
int mvcs_el_insertstr(EditLine *_Nonnull el, const char *_Nonnull text);
void mvcs_el_deletestr(EditLine *_Nonnull el, int count);
int mvcs_el_cursor(EditLine *_Nonnull el, int count);
void mvcs_history_end(History *_Nonnull h);
void mvcs_el_set_clientdata(EditLine *_Nonnull el, void *_Nullable data);
void *_Nullable mvcs_el_get_clientdata(EditLine *_Nonnull el);
void mvcs_el_set_prompt(EditLine *_Nonnull el, mvcs_prompt_fn _Nonnull prompt);
void mvcs_el_set_editor(EditLine *_Nonnull el, const char *_Nonnull mode);
/// Registers `fn` under `name` and binds it to `key` (e.g. "^I").
void mvcs_el_bind_function(EditLine *_Nonnull el, const char *_Nonnull name, const char *_Nonnull help,
                           mvcs_key_fn _Nonnull fn, const char *_Nonnull key);
/// Turns off the terminal's signal keys while editing, so Ctrl-C reaches a bound function.
void mvcs_el_disable_tty_signals(EditLine *_Nonnull el);
void mvcs_el_set_history(EditLine *_Nonnull el, History *_Nonnull h);

History *_Nullable mvcs_history_init(int size);
int mvcs_history_enter(History *_Nonnull h, const char *_Nonnull line);
int mvcs_history_load(History *_Nonnull h, const char *_Nonnull path);
int mvcs_history_save(History *_Nonnull h, const char *_Nonnull path);
/// Walks history from oldest to newest; returns the entry or NULL at the end.
const char *_Nullable mvcs_history_first(History *_Nonnull h);
const char *_Nullable mvcs_history_next_newer(History *_Nonnull h);



// Signals, handled in C because a handler may only do what is async-signal-safe.
// SIGINT while a command runs sets a flag the command's loops look at (mvcs_take_interrupt).
void mvcs_watch_interrupts(void);
int mvcs_take_interrupt(void);
int mvcs_interrupt_pending(void);
// SIGTERM, SIGHUP and SIGQUIT restore the terminal's modes as they were when this was
// called, then end this process alone by the same signal: libedit's own handling re-sends
// a signal to the whole process group, which kills a parent shell without job control.
void mvcs_restore_terminal_on_termination(int fd);
// Each of `signals` is caught and its number written as one byte to a pipe whose read end
// this returns (-1 when no pipe can be made), for a thread to act on: `mvcs run` ends its
// workers. SIGINT also sets the flag mvcs_interrupt_pending reads.
int mvcs_forward_signals(const int *_Nonnull signals, int count);

// The standard streams as functions: Swift 6 rejects the C globals as shared mutable state.
FILE *_Nonnull mvcs_stdin(void);
FILE *_Nonnull mvcs_stdout(void);
FILE *_Nonnull mvcs_stderr(void);
#endif
