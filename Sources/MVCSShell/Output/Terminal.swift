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

  /// Writes text to standard output, each of its lines made
  /// ``printable(_:keepingStyles:)``.
  ///
  /// ```swift
  /// Terminal.writeOutput("PASS \(file)")
  /// ```
  public static func writeOutput(_ text: String, keepingStyles: Bool = false) {
    // Each line written to the buffered stream as it is, when it needs no escaping: `print`
    // and splitting every text cost a tenth of a trivial command.
    let stdout = mvcs_stdout()
    func write(_ line: String) {
      var safe = printable(line, keepingStyles: keepingStyles)
      safe.withUTF8 { _ = fwrite($0.baseAddress, 1, $0.count, stdout) }
      fputc(0x0A, stdout)
    }
    var copy = text
    guard copy.withUTF8({ $0.contains(UInt8(ascii: "\n")) }) else { return write(text) }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) { write(String(line)) }
  }

  /// Writes text to standard error, made ``printable(_:keepingStyles:)`` line by line.
  ///
  /// A standard error that is closed or full is not a reason to crash: what cannot be
  /// written is dropped, the way `fputs` would drop it.
  public static func writeError(_ text: String, keepingStyles: Bool = false) {
    let safe = text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { printable(String($0), keepingStyles: keepingStyles) }.joined(separator: "\n")
    var bytes = Array((safe + "\n").utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return }
      bytes = bytes.dropFirst(written)
    }
  }

  /// `line` as it may reach the terminal: the one place every line the shell prints (output,
  /// errors, hints, completions, file names) passes through on its way out.
  ///
  /// Every control character is escaped (see `escapingControlCharacters`), except, when
  /// `keepingStyles`, the colour escapes (`ESC[1;31m`) the shell's own styles are made of;
  /// text from data never holds those, because rendered lines and errors escape it first.
  ///
  /// ```swift
  /// Terminal.printable("name\u{1B}]0;pwned\u{07}", keepingStyles: false)  // "name^[]0;pwned^G"
  /// ```
  public static func printable(_ line: String, keepingStyles: Bool) -> String {
    guard keepingStyles, line.unicodeScalars.contains("\u{1B}") else { return line.escapingControlCharacters }
    var result = ""
    var rest = Substring(line)
    while let escape = rest.firstIndex(of: "\u{1B}") {
      result += rest[..<escape].escapingControlCharacters
      rest = rest[escape...]
      let style = rest.dropFirst().prefix { $0 == "[" || $0 == ";" || ("0"..."9").contains($0) }
      let end = style.endIndex
      if style.first == "[", style.dropFirst().allSatisfy({ $0 != "[" }), end < rest.endIndex, rest[end] == "m" {
        result += rest[...end]
        rest = rest[rest.index(after: end)...]
      } else {
        result += "^["
        rest = rest.dropFirst()
      }
    }
    return result + rest.escapingControlCharacters
  }
}
