import CLineEdit

/// Ctrl-C while a command runs, as the command sees it: a note its long loops look at, so
/// the command stops with `interrupted` and the session goes on.
///
/// ```swift
/// Interrupts.watch()  // once, at the start of an interactive session
/// Interrupts.clear()  // before each command
/// if Interrupts.isPending { throw ShellError("interrupted", status: .interrupted) }
/// ```
///
/// A signal belongs to the whole process, so this is the one piece of process-wide state the
/// shell keeps; the handler that sets it is in C, where a handler may only set a flag.
/// Without ``watch()`` (batch runs) SIGINT ends the process as usual.
public enum Interrupts {
  /// Starts noting SIGINT instead of letting it end the process.
  public static func watch() { mvcs_watch_interrupts() }

  /// Forgets a Ctrl-C that came before the command about to run.
  public static func clear() { _ = mvcs_take_interrupt() }

  /// Whether Ctrl-C was pressed since the last ``clear()``.
  public static var isPending: Bool { mvcs_interrupt_pending() != 0 }
}
