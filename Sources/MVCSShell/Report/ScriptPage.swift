import Foundation
import MVCS

/// The report's page of one script: every step with its command and place, output, diff,
/// events, store writes and clock, and a panel with the screen after the selected step.
///
/// The page holds nothing that changes from run to run of the same script (no duration, no
/// shard), so a sharded run's merged report and an unsharded run's have the same pages.
/// Everything from the script or the app passes through ``HTMLText/escape(_:)``.
///
/// ```swift
/// let html = ScriptPage(result: result).html
/// ```
struct ScriptPage {
  /// The script's result, its timeline included.
  let result: ScriptResult
  /// Where the index is, from the page.
  var indexLink = "../index.html"

  /// The whole page.
  var html: String {
    let timeline = result.timeline
    let firstProblem = timeline?.firstProblem
    var page = ReportAssets.head(
      title: "\(Self.statusWord(result.status)) \(result.file)",
      bodyAttributes: firstProblem.map { #" data-first-problem="\#($0)""# } ?? "")
    page += header(timeline)
    guard let timeline, !timeline.steps.isEmpty else {
      page += "<main class=\"script\"><p class=\"note\">"
      page += timeline == nil ? "The run kept no steps for this script." : "The script has no steps."
      page += "</p></main>\n" + ReportAssets.tail
      return page
    }
    page += "<main class=\"script\">\n<div>\n<ol class=\"steps\">\n"
    for index in timeline.steps.indices {
      page += step(index, of: timeline, open: index == firstProblem)
    }
    page += "</ol>\n"
    if timeline.stepsLeftOut > 0 {
      page += "<p class=\"note\">… \(timeline.stepsLeftOut) more steps the report does not keep "
      page += "(it keeps \(ScriptTimeline.maximumSteps) a script).</p>\n"
    }
    page += "</div>\n"
    page += panel(timeline)
    page += "</main>\n" + ReportAssets.tail
    return page
  }

  /// `PASS`, `FAIL` (an expectation), `ERROR` (a command, a usage error, a crash).
  static func statusWord(_ status: ExitStatus) -> String {
    switch status {
    case .success: "PASS"
    case .expectationFailed: "FAIL"
    default: "ERROR"
    }
  }

  /// What the status means, for the page's header.
  private static func statusSentence(_ status: ExitStatus) -> String {
    switch status {
    case .success: "passed"
    case .expectationFailed: "failed: an expectation was not met (exit status 1)"
    case .usage: "failed: the script could not be run as written (exit status 2)"
    case .commandFailed: "failed: a command failed (exit status 3)"
    default: "failed with exit status \(status.rawValue)"
    }
  }

  private func header(_ timeline: ScriptTimeline?) -> String {
    var html = "<header>\n<a href=\"\(indexLink)\">← All scripts</a>\n"
    html += "<h1>\(HTMLText.escape(result.file))</h1>\n"
    let passed = result.passed
    html += "<p><span class=\"badge \(passed ? "passed" : "failed")\">\(Self.statusWord(result.status))</span> "
    html += "<span class=\"\(passed ? "passed" : "failed")-text\">\(Self.statusSentence(result.status))</span>"
    if let timeline {
      html += " · \(result.commandsRun) of \(timeline.steps.count) steps ran"
    }
    html += " · <kbd>↑</kbd> <kbd>↓</kbd> move between steps</p>\n"
    if !passed, !result.report.isEmpty {
      html += "<details\(timeline?.firstProblem == nil ? " open" : "")><summary>The run's report</summary>"
      html +=
        "<pre class=\"block problems\">\(HTMLText.escape(result.report.joined(separator: "\n")))</pre></details>\n"
    }
    return html + "</header>\n"
  }

  private func step(_ index: Int, of timeline: ScriptTimeline, open: Bool) -> String {
    let step = timeline.steps[index]
    let number = index + 1
    let place = "\(timeline.file):\(step.line)"
    var attributes = #" id="step-\#(number)" class="step \#(step.verdict.rawValue)""#
    attributes += #" data-title="\#(HTMLText.escape("Screen after step \(number), line \(step.line)"))""#
    if let screen = step.screen {
      attributes += #" data-screen="\#(screen)""#
    } else {
      attributes += #" data-no-screen="\#(HTMLText.escape(noScreenNote(index, of: timeline)))""#
    }
    var html = "<li\(attributes)><details\(open ? " open" : "")><summary>"
    html += "<span class=\"number\">\(number)</span><span class=\"mark\">\(Self.mark(step.verdict))</span>"
    html += "<code class=\"command\">\(step.mustFail ? "! " : "")\(HTMLText.escape(step.command))</code>"
    html += "<span class=\"place\">\(HTMLText.escape(place))</span>"
    if let clock = step.clock { html += "<span class=\"clock\">\(HTMLText.escape(Self.timeOfDay(clock)))</span>" }
    html += "</summary>\n<div class=\"details\">\n"
    html += details(step, previousClock: index > 0 ? timeline.steps[index - 1].clock : nil)
    html += "</div></details></li>\n"
    return html
  }

  private func details(_ step: ScriptTimeline.Step, previousClock: String?) -> String {
    switch step.verdict {
    case .notRun:
      var html = "<p class=\"note\">Not run: the script stopped before this step.</p>\n"
      if let expected = step.expected {
        html +=
          "<h3>Expected output</h3><pre class=\"block\">\(HTMLText.escape(expected.joined(separator: "\n")))</pre>\n"
      }
      return html
    case _ where step.detailsLeftOut:
      return "<p class=\"note\">Details not kept: the report keeps about 4 MiB of text a script, "
        + "and the steps before this one used it.</p>\n"
    default: break
    }
    var html = "<h3>Output</h3>"
    if step.output.isEmpty {
      html += "<p class=\"note\">(no output)</p>\n"
    } else {
      html += "<pre class=\"block\">\(HTMLText.escape(step.output.joined(separator: "\n")))</pre>\n"
    }
    if step.outputLinesLeftOut > 0 {
      html += "<p class=\"note\">… \(step.outputLinesLeftOut) more lines of output not kept in the report.</p>\n"
    }
    if !step.problems.isEmpty {
      html += step.verdict == .mismatch ? "<h3>Expected output and diff</h3>" : "<h3>Error</h3>"
      html += Self.problems(step.problems)
    }
    let lifecycle = step.events.filter { $0.kind != .store }
    let writes = step.events.filter { $0.kind == .store }
    if !lifecycle.isEmpty {
      html += "<h3>Lifecycle events and actions</h3><ul class=\"events\">"
      for event in lifecycle { html += "<li class=\"\(event.kind.rawValue)\">\(HTMLText.escape(event.text))</li>" }
      html += "</ul>\n"
    }
    if !writes.isEmpty {
      html += "<h3>Store writes</h3><ul class=\"events\">"
      for event in writes { html += "<li class=\"store\">\(HTMLText.escape(event.text))</li>" }
      html += "</ul>\n"
    }
    if step.eventsLeftOut > 0 {
      html += "<p class=\"note\">… \(step.eventsLeftOut) more log entries not kept in the report.</p>\n"
    }
    if !step.console.isEmpty {
      html +=
        "<h3>Console</h3><pre class=\"block console\">\(HTMLText.escape(step.console.joined(separator: "\n")))</pre>\n"
    }
    if step.consoleLinesLeftOut > 0 {
      html += "<p class=\"note\">… \(step.consoleLinesLeftOut) more console lines not kept in the report.</p>\n"
    }
    if let clock = step.clock {
      html += "<p class=\"muted\">Clock after the step: <span class=\"mono\">\(HTMLText.escape(clock))</span>"
      if let moved = Self.moved(from: previousClock, to: clock) { html += " (\(moved))" }
      html += "</p>\n"
    }
    return html
  }

  /// The run's report lines for a step, a diff's lines marked as removed, added or a hunk.
  private static func problems(_ lines: [String]) -> String {
    var html = "<pre class=\"block diff\">"
    var inDiff = false
    for line in lines {
      if line.hasPrefix("--- expected") { inDiff = true }
      let escaped = HTMLText.escape(line)
      guard inDiff else {
        html += "<span class=\"failed-text\">\(escaped)</span>\n"
        continue
      }
      if line.hasPrefix("@@") {
        html += "<span class=\"hunk\">\(escaped)</span>"
      } else if line.hasPrefix("-") {
        html += "<span class=\"removed\">\(escaped)</span>"
      } else if line.hasPrefix("+") {
        html += "<span class=\"added\">\(escaped)</span>"
      } else {
        html += escaped + "\n"
      }
    }
    return html + "</pre>\n"
  }

  private func panel(_ timeline: ScriptTimeline) -> String {
    let columns = timeline.columns.map { #" style="min-width: \#($0)ch""# } ?? ""
    var html = "<aside class=\"panel\" aria-label=\"Screen\">\n<h2 id=\"panel-step\">Screen</h2>\n"
    // Each distinct line is drawn once; a screen is its lines.
    let lines = timeline.screenLines.map(ScreenHTML.html(terminalLine:))
    for (index, screen) in timeline.screens.enumerated() {
      html += "<pre class=\"screen\" id=\"screen-\(index)\"\(columns) hidden>"
      for line in screen where lines.indices.contains(line) { html += lines[line] + "\n" }
      html += "</pre>\n"
    }
    html += "<p class=\"no-screen\" id=\"no-screen\" hidden></p>\n</aside>\n"
    return html
  }

  /// Why a step shows no screen, in words.
  private func noScreenNote(_ index: Int, of timeline: ScriptTimeline) -> String {
    let step = timeline.steps[index]
    if step.verdict == .notRun { return "Step \(index + 1) did not run." }
    if step.detailsLeftOut { return "The screen after step \(index + 1) was not kept: the report was full." }
    guard let changer = step.screenChangedBy, timeline.steps.indices.contains(changer) else {
      return "The screen after step \(index + 1) was not drawn."
    }
    let next = timeline.steps[changer]
    let command = next.command.split(separator: "\n").first.map(String.init) ?? next.command
    return "The run did not draw the screen after step \(index + 1): step \(changer + 1), `\(command)` "
      + "(line \(next.line)), changed the app before anything drew the window, and the report draws "
      + "nothing the run does not, since drawing makes views load and rows appear."
  }

  private static func mark(_ verdict: ScriptTimeline.Verdict) -> String {
    switch verdict {
    case .passed: "✓"
    case .mismatch, .failed: "✗"
    case .notRun: "·"
    }
  }

  /// `09:00:02` from `2026-01-01T09:00:02Z`.
  private static func timeOfDay(_ clock: String) -> String {
    guard let t = clock.firstIndex(of: "T") else { return clock }
    return String(clock[clock.index(after: t)...].prefix(8))
  }

  /// How far the clock moved during a step, `+2s`; nil when it did not.
  private static func moved(from previous: String?, to clock: String) -> String? {
    guard let previous, previous != clock, let start = ISO8601Text.date(from: previous),
      let end = ISO8601Text.date(from: clock)
    else { return nil }
    let seconds = end.timeIntervalSince(start)
    let text = seconds.rounded() == seconds ? String(Int(seconds)) : String(format: "%.3f", seconds)
    return (seconds >= 0 ? "+" : "") + text + "s"
  }

}
