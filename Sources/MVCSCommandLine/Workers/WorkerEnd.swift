import Foundation
import MVCSShell
import Subprocess

/// How a supervised worker's app ended, as its supervisor tells the user or the agent: a
/// crash (the signal, the runtime's message, the first line of the app's own code in the
/// backtrace) or a command past `--timeout` (where the app was stuck, and the last lines).
///
/// <!-- sample: not compiled, needs a dead worker's folder -->
/// ```swift
/// let end = WorkerEnd(status: .signaled(4), folder: folder, output: ["…: Fatal error: boom"])
/// end.lines  // ["the app crashed at Sources/App/Model.swift:42 in Model.add() (signal 4, …): Fatal error: boom"]
/// ```
struct WorkerEnd {
  /// What ended it and where, in one line.
  var summary: String
  /// The last lines before a timeout: the command, then the session's last lines.
  var lastLines: [String] = []
  /// Whether its watchdog ended it.
  var timedOut: Bool

  /// The end of a worker that ended with `status`, from what it left in `folder`, and what it
  /// printed on standard error when the supervisor read it (`output`; the terminal has it
  /// otherwise), after a command limited to `timeout` seconds.
  init(status: TerminationStatus, folder: SupervisorFolder, output: [String], timeout: Double) {
    let frame = Self.appFrame(in: folder.backtraces)
    let place = frame.map { " at \($0)" } ?? ""
    if let noted = FileManager.default.contents(atPath: folder.timedOut) {
      timedOut = true
      let lines = String(decoding: noted, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
      let running = lines.first.map(String.init) ?? ""
      lastLines = lines.dropFirst().map(String.init)
      summary =
        "timed out\(place) after \(CommandLineDuration.text(timeout)) (--timeout)"
        + (running.isEmpty ? "" : " running `\(running.escapingControlCharacters)`")
      return
    }
    timedOut = false
    let how =
      switch status {
      case .exited(let code): "ended with status \(code)"
      case .signaled(let signal):
        "killed by signal \(signal)" + (strsignal(signal).map { ", " + String(cString: $0) } ?? "")
      }
    // The runtime says why first ("…: Fatal error: …"); the backtracer's own line after it says only that it ran.
    let cause = output.last { $0.contains("error: ") || $0.contains("failed: ") }
    summary = "the app crashed\(place) (\(how))" + (cause.map { ": " + $0.escapingControlCharacters } ?? "")
  }

  /// The lines to show: the summary, then the last lines before a timeout, indented.
  var lines: [String] {
    // The last lines as the session printed them: a terminal writer escapes all but their styles.
    [summary] + (lastLines.isEmpty ? [] : ["  its last lines:"] + lastLines.map { "    " + $0 })
  }

  /// The first frame of the crashed thread in the backtrace the runtime wrote in `folder` that
  /// is code with a source file (the app's, below the runtime's own frames): `FILE:LINE in
  /// FUNCTION`, or the function alone in a build without line tables.
  static func appFrame(in folder: String) -> String? {
    guard let name = try? FileManager.default.contentsOfDirectory(atPath: folder).sorted().first,
      let data = FileManager.default.contents(atPath: folder + "/" + name),
      let report = try? JSONDecoder().decode(Backtrace.self, from: data),
      let thread = report.threads.first(where: { $0.crashed == true }) ?? report.threads.first
    else { return nil }
    let ownCode = thread.frames.first { frame in
      guard let file = frame.sourceLocation?.file else { return false }
      return !file.hasPrefix("//<") && !file.contains("/swift/stdlib/")
    }
    guard let frame = ownCode ?? thread.frames.first(where: { $0.image != nil && $0.image != "libswiftCore.so" })
    else { return nil }
    let function = frame.description.map(Self.withoutOffset)
    guard let location = frame.sourceLocation, !location.file.hasPrefix("//<") else { return function }
    let file = Self.relative(location.file)
    let at = location.line > 0 ? "\(file):\(location.line)" : file
    return at + (function.map { " in " + $0 } ?? "")
  }

  /// `closure #3 in Model.add() + 222` without its ` + 222`.
  private static func withoutOffset(_ description: String) -> String {
    guard let plus = description.range(of: " + ", options: .backwards),
      description[plus.upperBound...].allSatisfy(\.isNumber)
    else { return description }
    return String(description[..<plus.lowerBound])
  }

  /// `path` from the working folder when it is inside it.
  private static func relative(_ path: String) -> String {
    let folder = FileManager.default.currentDirectoryPath + "/"
    return path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path
  }

  /// The parts of the runtime's JSON backtrace (`SWIFT_BACKTRACE=format=json`) read here.
  private struct Backtrace: Decodable {
    struct Thread: Decodable {
      var crashed: Bool?
      var frames: [Frame]
    }
    struct Frame: Decodable {
      var description: String?
      var image: String?
      var sourceLocation: Location?
    }
    struct Location: Decodable {
      var file: String
      var line: Int
    }
    var threads: [Thread]
  }
}
