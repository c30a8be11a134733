import MVCS

/// How a run of the shell ends, as docs/SHELL.md defines the exit statuses.
public enum ExitStatus: Int32, Sendable, Comparable, Codable {
  /// Every command succeeded.
  case success = 0
  /// An expectation failed: an `expect`, an expected block, a must-fail step that succeeded.
  case expectationFailed = 1
  /// The shell was used wrongly: a bad option, an unreadable script.
  case usage = 2
  /// A command failed: an unknown path, button or action, an action that threw.
  case commandFailed = 3
  /// Interrupted by Ctrl-C (128 + SIGINT).
  case interrupted = 130

  /// Orders statuses by number, so the worst of a run is the largest.
  public static func < (lhs: ExitStatus, rhs: ExitStatus) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// An error the shell reports to the user: what went wrong, where, and how to fix it.
///
/// Errors are values; nothing deep inside prints. The interactive loop, the batch reader
/// and the script runner each decide how to show them:
///
/// ```text
/// Scripts/counter.mvcs:4:5: error: no button '+++' on the screen
///   hint: did you mean '++'? Buttons on the screen: [++] [--]
/// ```
public struct ShellError: Error, Sendable, Equatable {
  /// What went wrong, in one line.
  public var message: String
  /// Where: the word of the line at fault, when known.
  public var location: SourceLocation?
  /// How to fix it, or what there is instead.
  public var hint: String?
  /// The exit status the error stands for.
  public var status: ExitStatus
  /// Lines shown under the message and hint, indented: a diff, or what the screen holds.
  public var details: [String]
  /// Whether the error is the app's own message refusing what the user gave it (a
  /// `ValidationFailure` an action threw, text a field cannot read), not a fault: what
  /// `mvcs explore` counts as the app doing its job.
  public var isValidation = false
  /// The type of the error the app's own code threw (an action, a button's or a row's
  /// handler), when the failure is one: `mvcs explore` reports the app's errors of one type
  /// once, whatever their messages.
  public var thrownType: String?
  /// Whether the command met work that never settles.
  ///
  /// A `wait` past its timeout, a clock move past the timers one command may fire: `mvcs
  /// explore` counts it as a hang.
  public var isEndless = false
  /// The kind of mistake of the app's views the command's drawing met (a body that changes
  /// its state, work after drawing that never settles, a view inside itself), when that is the
  /// error: `mvcs explore` makes it a finding of its own, one for each fault and view.
  var viewFault: ViewFault.Kind?

  /// An error with `message` at `location`, with an optional hint, status and details.
  public init(
    _ message: String, at location: SourceLocation? = nil, hint: String? = nil,
    status: ExitStatus = .commandFailed, details: [String] = []
  ) {
    self.message = message
    self.location = location
    self.hint = hint
    self.status = status
    self.details = details
  }

  /// The error as lines: `FILE:LINE:COL: error: MESSAGE` (the place only when known and
  /// `withLocation`), then the hint, then the details.
  ///
  /// Messages quote what the user typed and what the data holds, so every part is escaped
  /// here, once, rather than at each place an error is made: only the label's colour is
  /// a terminal escape.
  public func lines(withLocation: Bool = true, color: Bool = false) -> [String] {
    let label = color ? "\u{1B}[1;31merror:\u{1B}[0m" : "error:"
    var head = "\(label) \(Self.capped(message).escapingControlCharacters)"
    if withLocation, let location { head = "\(location.description.escapingControlCharacters): " + head }
    var lines = [head]
    if let hint { lines.append("  hint: \(Self.capped(hint).escapingControlCharacters)") }
    return lines + details.map { "  " + Self.capped($0).escapingControlCharacters }
  }

  /// The most characters of a message, hint or detail line an error shows: they quote what
  /// was typed or stored, which can be a word of a megabyte, and an error must stay readable.
  public static let maximumLineLength = 2_000

  /// `text` cut at ``maximumLineLength`` characters, saying how many more there were: how
  /// every message quotes what was typed or stored.
  public static func capped(_ text: String) -> String {
    guard
      let cut = text.index(text.startIndex, offsetBy: maximumLineLength, limitedBy: text.endIndex),
      cut < text.endIndex
    else { return text }
    return "\(text[..<cut])… (\(text[cut...].count) more characters)"
  }
}

extension ShellError: CustomStringConvertible {
  /// The error as printed in batch: located, hint and details below.
  public var description: String { lines().joined(separator: "\n") }
}

extension ShellError {
  /// The failure of a command whose app code threw `error`: `message` at `location`, the
  /// app's own validation message when `error` is a ``ValidationFailure``, and the error's
  /// type noted (``thrownType``).
  static func thrown(_ error: any Error, _ message: String, at location: SourceLocation?) -> ShellError {
    var failure = ShellError(message, at: location)
    failure.isValidation = error is any ValidationFailure
    failure.thrownType = String(reflecting: type(of: error))
    return failure
  }
}
