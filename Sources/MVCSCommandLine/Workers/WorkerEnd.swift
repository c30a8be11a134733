import Foundation
import MVCSShell
import Subprocess

/// How a supervised worker's app ended, as its supervisor tells the user or the agent: a
/// crash (the signal, the runtime's message, the first line of the app's own code in the
/// backtrace) or a command past `--timeout` (where the app was stuck, and the last lines).
///
/// Read as `run` and `explore` read a worker's end (``CrashReport``): the worker's last words
/// on standard error when the supervisor has them (`mcp`'s; the terminal has the shell's),
/// then the backtrace the runtime wrote in the folder.
///
/// <!-- sample: not compiled, needs a dead worker's folder -->
/// ```swift
/// let end = WorkerEnd(status: .signaled(4), folder: folder, output: ["…: Fatal error: boom"], timeout: 60)
/// end.lines  // ["the app crashed at Sources/App/Model.swift:42 in Model.add() (killed by signal 4, …): Fatal error: boom"]
/// ```
struct WorkerEnd {
  /// What ended it and where, in one line.
  var summary: String
  /// The same, its places without the build machine's folders: a reproducer's header, which
  /// travels (`Sources/App/Model.swift:42`, never `/home/ci/app/Sources/App/Model.swift:42`).
  var portableSummary: String
  /// The last lines before a timeout: the command, then the session's last lines.
  var lastLines: [String] = []
  /// Whether its watchdog ended it.
  var timedOut: Bool

  /// The end of a worker that ended with `status`, from what it left in `folder`, and what it
  /// printed on standard error when the supervisor read it (`output`; the terminal has it
  /// otherwise), after a command limited to `timeout` seconds, in a process limited to
  /// `memoryLimit` bytes and `cpuLimit` seconds of processor time, if any.
  init(
    status: TerminationStatus, folder: SupervisorFolder, output: [String], timeout: Double, memoryLimit: UInt64?,
    cpuLimit: Double? = nil
  ) {
    self.init(
      status: status, crashOutput: output + Self.backtrace(in: folder.backtraces),
      timedOut: FileManager.default.contents(atPath: folder.timedOut).map { String(decoding: $0, as: UTF8.self) },
      timeout: timeout, memoryLimit: memoryLimit, cpuLimit: cpuLimit)
  }

  /// The end of an app that ended with `status`, from what the runtime said of it
  /// (`crashOutput`: its message, then the backtrace) and, when its watchdog ended it, what
  /// the watchdog noted (`timedOut`: the command running, then the last lines).
  init(
    status: TerminationStatus, crashOutput: [String], timedOut noted: String?, timeout: Double,
    memoryLimit: UInt64?, cpuLimit: Double? = nil
  ) {
    var crash = CrashReport()
    crash.memoryLimit = memoryLimit.map(WorkerMemoryLimit.text)
    for line in crashOutput { crash.read(line) }
    if crash.signal == nil, case .signaled(let signal) = status { crash.signal = signal }
    // An allocation past the limit ends the app by SIGABRT, and leaves the backtracer, under
    // the same limit, too little memory to read a frame; the runtime's message saying so went
    // to the terminal, which the shell's supervisor does not read.
    if crash.message == nil, crash.signal == SIGABRT, memoryLimit != nil, crash.place == nil {
      crash.allocationFailed = true
    }
    let frame = crash.place
    func at(_ shown: (String) -> String) -> String {
      // Read from the app's binary and its backtrace: escaped as every line from the app is.
      frame.map {
        " at \($0.place(showing: shown).escapingControlCharacters) in \($0.function.escapingControlCharacters)"
      } ?? ""
    }
    // The runtime was already reporting a crash of the app's own (its message, or a stack
    // overflow) when the watchdog's time ran out: a loaded machine, the command near its limit
    // as it crashed (seen once in CI: a division by zero reported as a hang at its line).
    // The crash is what happened.
    let crashedFirst = crash.message != nil || crash.isStackOverflow
    if let noted, !crashedFirst {
      timedOut = true
      let lines = noted.split(separator: "\n", omittingEmptySubsequences: false)
      let running = lines.first.map(String.init) ?? ""
      lastLines = lines.dropFirst().map(String.init)
      let after =
        " after \(CommandLineDuration.text(timeout)) (--timeout)"
        + (running.isEmpty ? "" : " running `\(running.escapingControlCharacters)`")
      summary = "timed out" + at(CrashReport.shown) + after
      portableSummary = "timed out" + at(CrashReport.portable) + after
      return
    }
    timedOut = false
    func killed(by signal: Int32) -> String {
      "killed by signal \(signal)" + (strsignal(signal).map { ", " + String(cString: $0) } ?? "")
    }
    let how: String
    if case .exited(ExploreWorkers.timedOutStatus) = status, noted != nil, let signal = crash.signal {
      // The watchdog ended a crash it raced: the signal the backtracer caught is the crash's.
      how = killed(by: signal)
    } else {
      switch status {
      case .exited(let code): how = "ended with status \(code)"
      case .signaled(let signal): how = killed(by: signal)
      }
    }
    var cause = crash.cause.map { ": " + $0.escapingControlCharacters } ?? ""
    if case .signaled(SIGXCPU) = status, let cpuLimit {
      cause = ": killed: out of CPU time (limit \(CommandLineDuration.text(cpuLimit)))"
    }
    summary = "the app crashed" + at(CrashReport.shown) + " (\(how))" + cause
    portableSummary = "the app crashed" + at(CrashReport.portable) + " (\(how))" + cause
  }

  /// The lines to show: the summary, then the last lines before a timeout, indented.
  var lines: [String] {
    // The last lines as the session printed them: a terminal writer escapes all but their styles.
    [summary] + (lastLines.isEmpty ? [] : ["  its last lines:"] + lastLines.map { "    " + $0 })
  }

  /// The lines of the backtraces the runtime wrote in `folder`, in the order written: one for
  /// a crash, a hang's samples one after the other (``WatchedThread/sampleBacktraces(_:within:)``).
  private static func backtrace(in folder: String) -> [String] {
    // The runtime names a process's second backtrace as its first with `-2` before `.log`.
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted {
      ($0.count, $0) < ($1.count, $1)
    }
    return names.flatMap { name -> [String] in
      guard let data = FileManager.default.contents(atPath: folder + "/" + name) else { return [] }
      return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }
  }
}
