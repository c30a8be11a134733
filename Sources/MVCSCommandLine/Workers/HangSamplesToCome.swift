/// The backtraces of a hang still to come in a worker's output, counted by the line the
/// runtime ends each with: the pool reads them all, then ends the worker.
///
/// ```swift
/// var samples = HangSamplesToCome()
/// for line in ["Backtrace took 0.98s", "Backtrace took 1.02s"] where samples.read(line) {
///   print("the last came: end the worker")  // after the second
/// }
/// ```
///
/// A worker's watchdog takes ``WatchedThread/hangSamples`` backtraces of a stuck thread.
struct HangSamplesToCome {
  /// How many have not ended yet.
  private(set) var left = WatchedThread.hangSamples

  /// Whether every backtrace has ended.
  var allCame: Bool { left == 0 }

  /// Counts `line` if it ends a backtrace; true when it ended the last one.
  mutating func read(_ line: String) -> Bool {
    guard left > 0, line.hasPrefix(CrashReport.backtraceEnd) else { return false }
    left -= 1
    return left == 0
  }
}
