import CAppConsole
import Synchronization

/// What an app prints, kept apart from what the shell prints, as Xcode keeps an app's `print`
/// in its console, apart from the app's screen.
///
/// While a console is ``capturing(_:)`` (the shell does it around the commands it runs, once
/// for a loop of them, around each drawing of the window and each launch), what the app
/// writes to standard output — `print`, `debugPrint`, `dump` — becomes the console's lines
/// instead of landing among the shell's output: the work the app starts then (a task, a
/// timer on the app's clock) prints there too. What is printed outside any capture (a thread
/// of the app's own, a timer of the machine's clock) goes to standard output as before.
///
/// ```swift
/// let console = AppConsole()
/// console.capturing { print("Round 1 over") }
/// console.lines       // ["Round 1 over"]
/// ```
///
/// It keeps the last ``maximumLines`` lines, each at most ``maximumLineLength`` bytes of
/// UTF-8; what it let go is counted, never silent.
public final class AppConsole: Sendable {
  /// The most lines a console keeps: the oldest go first.
  public static let maximumLines = 10_000
  /// The most bytes of one line a console keeps; a longer line is cut and says how much was
  /// left out.
  public static let maximumLineLength = 4_096

  private struct State {
    var lines: [String] = []
    /// The bytes of a line not ended yet.
    var partial: [UInt8] = []
    /// Bytes of the line not ended yet beyond ``AppConsole/maximumLineLength``.
    var partialLeftOut = 0
    /// How many lines were ever added, those let go included.
    var appended = 0
  }

  private let state = Mutex(State())

  /// An empty console.
  public init() {}

  /// The console the app's output goes to in the work running now, if any.
  @TaskLocal public static var current: AppConsole?

  /// Runs `work` with what it prints, and what the work it starts prints, kept in this
  /// console.
  public func capturing<Result>(_ work: () throws -> Result) rethrows -> Result {
    Self.installCapture()
    return try Self.$current.withValue(self, operation: work)
  }

  /// Runs `work`, which may suspend, with what it prints kept in this console.
  public func capturing<Result>(
    isolation: isolated (any Actor)? = #isolation, _ work: () async throws -> Result
  ) async rethrows -> Result {
    Self.installCapture()
    return try await Self.$current.withValue(self, operation: work)
  }

  /// The lines kept, oldest first; a line not ended yet is not among them until ``endLine()``
  /// or its line break.
  public var lines: [String] { state.withLock { Array($0.lines.suffix(Self.maximumLines)) } }

  /// How many lines were ever added, those the console let go included: a mark to ask what
  /// came after with ``lines(since:)``.
  public var appendedCount: Int { state.withLock { $0.appended } }

  /// The lines added after `mark` (an ``appendedCount`` read earlier) that are still kept,
  /// and how many of them were let go.
  public func lines(since mark: Int) -> (lines: [String], leftOut: Int) {
    state.withLock { state in
      let new = max(0, state.appended - mark)
      let kept = min(new, state.lines.count, Self.maximumLines)
      return (Array(state.lines.suffix(kept)), new - kept)
    }
  }

  /// Ends the line being written, if any, so what a command printed without a line break is
  /// a line of its own.
  public func endLine() {
    state.withLock { state in
      guard !state.partial.isEmpty || state.partialLeftOut > 0 else { return }
      Self.finishLine(&state)
    }
  }

  /// Adds `line` as a line of its own, ending the line being written first: what the
  /// framework itself reports to the app's console (a failed network request).
  package func appendLine(_ line: String) {
    state.withLock { state in
      if !state.partial.isEmpty || state.partialLeftOut > 0 { Self.finishLine(&state) }
      state.partial = Array(line.utf8.prefix(Self.maximumLineLength))
      Self.finishLine(&state)
    }
  }

  /// Adds what was written, split at line breaks.
  func write(_ bytes: UnsafeRawBufferPointer) {
    state.withLock { state in
      for byte in bytes {
        if byte == UInt8(ascii: "\n") {
          Self.finishLine(&state)
        } else if state.partial.count < Self.maximumLineLength {
          state.partial.append(byte)
        } else {
          state.partialLeftOut += 1
        }
      }
    }
  }

  private static func finishLine(_ state: inout State) {
    var line = String(decoding: state.partial, as: UTF8.self)
    if line.last == "\r" { line.removeLast() }
    if state.partialLeftOut > 0 { line += " … (\(state.partialLeftOut) more bytes not kept)" }
    state.lines.append(line)
    // Let go of the oldest in halves, so a print in a loop costs each line once.
    if state.lines.count >= 2 * maximumLines { state.lines.removeFirst(state.lines.count - maximumLines) }
    state.appended += 1
    state.partial = []
    state.partialLeftOut = 0
  }

  /// Makes standard output a stream whose writes go to the console capturing now, or on to
  /// standard output when none is: once a process, the first time a console captures.
  static func installCapture() {
    _ = installed
  }

  private static let installed: Bool = mvcs_console_install(sink) == 0

  /// Where what is written to standard output goes: the console capturing in the work that
  /// wrote it, or standard output itself.
  private static let sink: mvcs_console_sink = { bytes, count in
    let buffer = UnsafeRawBufferPointer(start: bytes, count: count)
    if let console = AppConsole.current {
      console.write(buffer)
    } else {
      mvcs_console_pass_through(bytes, count)
    }
  }
}
