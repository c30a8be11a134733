import Foundation

/// Work a command hands back to the interpreter because it must await: commands run
/// synchronously on the main actor, the interpreter is async.
enum Directive {
  /// Run a parsed script here, line by line, each settled like a typed command.
  case source(Script, at: Word)
  /// Run pending work until none is left, failing after `timeout` seconds.
  case wait(timeout: Double, at: Word)
  /// Move the virtual clock to a time, timer by timer, letting the work each timer wakes run
  /// before the next fires, as it would had the time really passed.
  case moveClock(to: Date, at: Word)
}
