import CLineEdit
import Foundation

/// What the shell asks of the terminal it runs in.
public enum Terminal {
  /// Whether the file descriptor `fd` is a terminal.
  public static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

  /// The width of the terminal on standard output, if it is one.
  public static var columns: Int? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// The height of the terminal on standard output, in lines, if it is one.
  public static var rows: Int? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
    return Int(size.ws_row)
  }

  /// Whether `--color auto` means colour: a terminal, `NO_COLOR` unset, `TERM` not dumb.
  public static func wantsColor(fd: Int32 = STDOUT_FILENO, environment: [String: String]) -> Bool {
    guard isTerminal(fd) else { return false }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
    return environment["TERM"] != "dumb"
  }

  /// Flushes standard output, so it lands before what follows on standard error.
  public static func flush() {
    fflush(mvcs_stdout())
  }

  /// Writes text to standard error.
  public static func writeError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
