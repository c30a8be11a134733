import CLineEdit
import Foundation

/// Answers to `mvcs review` as single keys on a terminal: `a`, `r`, `s`, `A`, `R`, `q`,
/// without Enter, as cargo-insta reads them.
///
/// ```swift
/// var keys = TerminalReviewKeys()  // standard input must be a terminal
/// keys.reply(to: change)           // prints the question, waits for one key
/// ```
///
/// The terminal is switched out of line mode only while a key is awaited, and back before
/// anything else is printed. Written by hand on termios because libedit reads lines, not
/// keys; the few lines below do what is needed and no more. Ctrl-C and Ctrl-D quit (the
/// terminal's signal keys are off meanwhile, so an interrupt cannot leave it in raw mode),
/// as does Esc; any other key asks again.
public struct TerminalReviewKeys: ReviewAnswers {
  private let descriptor: Int32
  /// Keys read but not yet taken as answers: typed ahead, they answer the next questions.
  private var typedAhead: [String] = []

  /// Keys from standard input, which must be a terminal.
  public init(descriptor: Int32 = STDIN_FILENO) {
    self.descriptor = descriptor
    // SIGTERM, SIGHUP and SIGQUIT put the terminal back as it is now before they end mvcs.
    mvcs_restore_terminal_on_termination(descriptor)
  }

  /// Asks the question and waits for a key that answers it.
  public mutating func reply(to change: PendingChange) -> ReviewReply {
    while true {
      Self.write(ReviewAnswer.prompt + "? ")
      guard let key = readKey() else {
        Self.write("", endingLine: true)
        return .endOfInput
      }
      if let answer = ReviewAnswer(rawValue: key) {
        Self.write(answer.name, endingLine: true)
        return .answer(answer)
      }
      // Ctrl-C, Ctrl-D and Esc leave the review as q does.
      if key == "\u{3}" || key == "\u{4}" || key == "\u{1B}" {
        Self.write(ReviewAnswer.quit.name, endingLine: true)
        return .answer(.quit)
      }
      Self.write("", endingLine: true)
    }
  }

  /// The next key: one typed ahead, or the first of those the next read brings; nil at the
  /// end of input or when the terminal cannot be read.
  private mutating func readKey() -> String? {
    if typedAhead.isEmpty { typedAhead = Self.keys(in: readBytes() ?? []) }
    return typedAhead.isEmpty ? nil : typedAhead.removeFirst()
  }

  /// What one read brings, with the terminal out of line mode for it.
  private func readBytes() -> [UInt8]? {
    var saved = termios()
    guard tcgetattr(descriptor, &saved) == 0 else { return nil }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { cells in
      cells[Int(VMIN)] = 1
      cells[Int(VTIME)] = 0
    }
    guard tcsetattr(descriptor, TCSANOW, &raw) == 0 else { return nil }
    defer { tcsetattr(descriptor, TCSANOW, &saved) }
    var buffer = [UInt8](repeating: 0, count: 64)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return nil }
      return Array(buffer[..<count])
    }
  }

  /// The keys in `bytes`: each character one key, and an escape sequence (an arrow key's
  /// `ESC [ A`) one key, so keys typed quickly or pasted are each an answer.
  nonisolated static func keys(in bytes: [UInt8]) -> [String] {
    var keys: [String] = []
    var scalars = String(decoding: bytes, as: UTF8.self).unicodeScalars[...]
    while let first = scalars.popFirst() {
      var key = String(first)
      if first == "\u{1B}", let introducer = scalars.first, introducer == "[" || introducer == "O" {
        key.unicodeScalars.append(scalars.removeFirst())
        // Parameters, then one final character from @ to ~.
        while let next = scalars.popFirst() {
          key.unicodeScalars.append(next)
          if ("@"..."~").contains(next) { break }
        }
      }
      keys.append(key)
    }
    return keys
  }

  private static func write(_ text: String, endingLine: Bool = false) {
    print(Terminal.printable(text, keepingStyles: false), terminator: endingLine ? "\n" : "")
    Terminal.flush()
  }
}
