import Foundation
import MVCSShell
import Synchronization

/// The live line `mvcs run` keeps on a terminal while scripts run: how many are done of the
/// total, the failures so far, the time elapsed and a script that is running.
///
/// It is drawn on standard error, rewritten in place (`\r` and erase-to-end-of-line), cut
/// to the terminal's width so it never wraps, and erased by ``finish()`` before the report
/// prints. It exists only when standard error is a terminal and `CI` is unset
/// (``forTerminal(total:environment:)`` returns nil otherwise), so logs and pipes get the
/// report's plain lines and nothing else.
///
/// ```swift
/// let progress = RunProgress.forTerminal(total: files.count, environment: ProcessInfo.processInfo.environment)
/// progress?.started("Scripts/todo/add.mvcs")   // 0/24 done · 0 failed · 0.0s · Scripts/todo/add.mvcs
/// progress?.finished("Scripts/todo/add.mvcs", passed: true)
/// progress?.finish()
/// ```
final class RunProgress: Sendable {
  private struct State {
    var done = 0
    var failed = 0
    /// The scripts running now, in the order they started: the line names the oldest.
    var running: [String] = []
  }

  private let total: Int
  private let start = ContinuousClock.now
  private let state = Mutex(State())
  private let descriptor: Int32

  /// A progress line for `total` scripts on standard error, or nil when standard error is
  /// not a terminal or `CI` is set.
  static func forTerminal(total: Int, environment: [String: String]) -> RunProgress? {
    if let ci = environment["CI"], !ci.isEmpty { return nil }
    guard Terminal.isTerminal(STDERR_FILENO) else { return nil }
    return RunProgress(total: total, descriptor: STDERR_FILENO)
  }

  private init(total: Int, descriptor: Int32) {
    self.total = total
    self.descriptor = descriptor
  }

  /// A worker has started `file`.
  func started(_ file: String) {
    let line = state.withLock { state in
      state.running.append(file)
      return self.line(state)
    }
    draw(line)
  }

  /// `file` has finished, passing or not.
  func finished(_ file: String, passed: Bool) {
    let line = state.withLock { state in
      state.done += 1
      if !passed { state.failed += 1 }
      if let index = state.running.firstIndex(of: file) { state.running.remove(at: index) }
      return self.line(state)
    }
    draw(line)
  }

  /// Erases the line, leaving the cursor at the start of an empty line for the report.
  func finish() {
    write("\r\u{1B}[K")
  }

  private func line(_ state: State) -> String {
    let elapsed = ContinuousClock.now - start
    let tenths = elapsed.components.seconds * 10 + elapsed.components.attoseconds / 100_000_000_000_000_000
    var text = "\(state.done)/\(total) done · \(state.failed) failed · \(tenths / 10).\(tenths % 10)s"
    if let running = state.running.first { text += " · " + running }
    return text
  }

  private func draw(_ text: String) {
    // One column short of the width: a line that fills the last column wraps on some terminals.
    var size = winsize()
    let columns = ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : 80
    write("\r\u{1B}[K" + String(Terminal.printable(text, keepingStyles: false).prefix(max(columns - 1, 1))))
  }

  private func write(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      // A terminal that went away is no reason to stop the run; the report still comes.
      guard written > 0 else { return }
      bytes = bytes.dropFirst(written)
    }
  }
}
