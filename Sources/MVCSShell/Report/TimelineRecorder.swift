import Foundation
import MVCS

/// Builds a script's ``ScriptTimeline`` as a ``ScriptExecution`` judges its steps.
///
/// The screen after each step is the one the run itself drew, never one drawn for the
/// report: drawing runs the app (views load, rows come into view and appear, in the log), so
/// a drawing only the report asked for could change what later steps print, and a run with
/// `--report` must come out as it does without. A step's screen is therefore:
/// - the first drawing of the window the next command makes, when that command draws
///   before it acts (`tap`, `fill`, `select`, `swipe`, `scroll`, `back`, `dismiss`,
///   `toggle`, `pick`, `step`) or
///   changes nothing on screen (`show`, `expect shows`, Tab's `complete`);
/// - carried back over commands that leave the screen as it is (`ls`, `log`, `store show`,
///   `expect`, `echo`, …), to the next such drawing;
/// - for the steps at the end, a drawing made once the script has stopped, when nothing can
///   be changed by it any more;
/// - otherwise none: the next command acted on the app (`call`, `wait`, `clock advance`,
///   `relaunch`) before anything drew the window, and the page says so.
///
/// ```swift
/// let recorder = TimelineRecorder(script: script, session: session)
/// // … the execution calls record(…) after each step …
/// recorder.finish()
/// recorder.timeline.steps[0].screen  // 0
/// ```
@MainActor
final class TimelineRecorder {
  /// The timeline so far.
  private(set) var timeline: ScriptTimeline
  private let session: Session
  /// The log the last step's events were read from, and how many it had appended then.
  private var log: LifecycleLog
  private var mark: Int
  /// The first drawing of the window since the last step was recorded.
  private var observed: Screen?
  /// The screen the window shows now, when known: an index into the timeline's screens.
  private var known: Int?
  /// The steps whose screen is the next one drawn, since every command after them left the
  /// screen as it was.
  private var waiting: [Int] = []
  /// About how many characters the timeline holds.
  private var characters = 0
  /// The index of each distinct screen line kept.
  private var lineIndex: [String: Int] = [:]
  /// The last screen kept, line by line with each line's index: a line drawn again in the
  /// same place is found without writing it out and hashing it.
  private var lastLines: [(line: RenderedLine, index: Int)] = []
  /// The last clock reading and how it was written.
  private var lastClock: (date: Date, text: String)?
  private let script: Script
  /// The steps shown with a secret as dots until they run (every `fill`'s text).
  private var concealedBeforeRunning: Set<Int> = []

  /// A recorder for `script`, running in `session`.
  init(script: Script, session: Session) {
    self.session = session
    self.script = script
    log = session.host.lifecycleLog
    mark = log.appendedCount
    timeline = ScriptTimeline(file: script.file.escapingControlCharacters)
    timeline.columns = session.options.effectiveWidth
    timeline.stepsLeftOut = max(0, script.steps.count - ScriptTimeline.maximumSteps)
    // A step that never runs is shown as one that failed: a secret as dots.
    timeline.steps = script.steps.prefix(ScriptTimeline.maximumSteps).enumerated().map { index, step in
      let shown = session.commands.shown(step.line, variables: session.variables)
      if shown != nil { concealedBeforeRunning.insert(index) }
      return ScriptTimeline.Step(
        line: step.line.location.line, command: Self.command(shown ?? step.line.text), mustFail: step.mustFail,
        verdict: .notRun)
    }
    session.screenWatcher = { [weak self] screen in
      if self?.observed == nil { self?.observed = screen }
    }
  }

  /// A step's command as its page shows it: each physical line escaped apart, so the breaks
  /// between continued lines stay breaks, without the indentation, capped.
  private static func command(_ text: String) -> String {
    var command = text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { String($0).escapingControlCharacters }.joined(separator: "\n")
    while let first = command.first, first == " " || first == "\t" { command.removeFirst() }
    return ScriptTimeline.Step.capped(command, at: ScriptTimeline.maximumCommandLength)
  }

  /// Records step `index` of the script: its outcome, the lines it was judged by, its
  /// verdict and what the run reported about it, and what it caused.
  ///
  /// `command` is the command that ran (nil when the line failed before one could run); it
  /// tells whether the screen the step drew is the one the step before left.
  func record(
    step index: Int, outcome: Outcome, actual: [String], verdict: ScriptTimeline.Verdict, problems: [String],
    command: (any Command.Type)?
  ) {
    guard timeline.steps.indices.contains(index) else {
      // The first step beyond those kept settles the last ones' screen; then no more.
      if index == timeline.steps.count {
        let (passive, drawsFirst) = Self.effect(of: command)
        if let observed, passive || drawsFirst {
          let screen = store(observed)
          for step in waiting { timeline.steps[step].screen = screen }
        }
        waiting = []
        session.screenWatcher = nil
      }
      return
    }
    var step = timeline.steps[index]
    step.verdict = verdict
    // As it ran: a secret as dots, a line whose text the screen shows as typed.
    if outcome.shownLine != nil || concealedBeforeRunning.contains(index) {
      step.command = Self.command(outcome.shownLine ?? script.steps[index].line.text)
    }
    let events = takeEvents()
    if characters > ScriptTimeline.maximumCharacters {
      step.detailsLeftOut = true
    } else {
      let output = Self.kept(actual.map(\.escapingControlCharacters), budget: &characters)
      step.output = output.lines
      step.outputLinesLeftOut = output.leftOut
      step.problems = Self.kept(problems.map(\.escapingControlCharacters), budget: &characters).lines
      // The output is the expected block when the step passed; the page shows the block only
      // for a step that did not.
      if verdict != .passed, let expected = script.steps[index].expected {
        step.expected = Self.kept(expected.map(\.escapingControlCharacters), budget: &characters).lines
      }
      step.events = events.kept
      step.eventsLeftOut = events.leftOut
      let console = Self.kept(outcome.console, budget: &characters)
      step.console = console.lines
      step.consoleLinesLeftOut = console.leftOut
      step.clock = clockText(session.environment.clock.now)
      characters += events.kept.reduce(0) { $0 + $1.text.utf8.count }
    }
    timeline.steps[index] = step
    placeScreen(after: index, command: command)
  }

  /// Gives the steps still waiting for their screen the one the window shows now, drawn now
  /// that the script has stopped and the drawing can change nothing the run prints.
  func finish() {
    session.screenWatcher = nil
    for (index, step) in zip(timeline.steps.indices, script.steps) where timeline.steps[index].verdict == .notRun {
      guard characters <= ScriptTimeline.maximumCharacters, let expected = step.expected else { continue }
      timeline.steps[index].expected = Self.kept(expected.map(\.escapingControlCharacters), budget: &characters).lines
    }
    guard !waiting.isEmpty else { return }
    let screen = store(session.screen())
    for step in waiting { timeline.steps[step].screen = screen }
    waiting = []
  }

  // MARK: The screen after each step

  /// Commands whose first drawing of the window comes before they change anything, so it
  /// shows the screen the step before them left.
  private static let drawingFirst: Set<ObjectIdentifier> = [
    ObjectIdentifier(Tap.self), ObjectIdentifier(Fill.self), ObjectIdentifier(Select.self),
    ObjectIdentifier(Swipe.self), ObjectIdentifier(Scroll.self), ObjectIdentifier(Back.self),
    ObjectIdentifier(Dismiss.self), ObjectIdentifier(ToggleCommand.self), ObjectIdentifier(Pick.self),
    ObjectIdentifier(Step.self),
  ]

  /// Commands that leave what the window shows as it was (they may make rows, which draw
  /// as they would have): besides every command declared to read only, those that change
  /// only the session (`cd`, `set`, `trace`).
  private static let leavingTheScreen: Set<ObjectIdentifier> = [
    ObjectIdentifier(Help.self), ObjectIdentifier(Pwd.self), ObjectIdentifier(Cd.self), ObjectIdentifier(Ls.self),
    ObjectIdentifier(Tree.self), ObjectIdentifier(Show.self), ObjectIdentifier(Actions.self),
    ObjectIdentifier(Log.self), ObjectIdentifier(Trace.self), ObjectIdentifier(StoreCommand.self),
    ObjectIdentifier(Expect.self), ObjectIdentifier(Echo.self), ObjectIdentifier(SetVariable.self),
    ObjectIdentifier(History.self), ObjectIdentifier(Complete.self), ObjectIdentifier(Exit.self),
  ]

  /// Whether `command` leaves the screen as it was, and whether it draws before it acts;
  /// nil, no command ran, changes nothing.
  private static func effect(of command: (any Command.Type)?) -> (passive: Bool, drawsFirst: Bool) {
    guard let command else { return (true, false) }
    let kind = ObjectIdentifier(command)
    // A command that only reads (a tool's own, too) changes nothing on screen.
    return (leavingTheScreen.contains(kind) || command.effect == .reads, drawingFirst.contains(kind))
  }

  private func placeScreen(after index: Int, command: (any Command.Type)?) {
    let (passive, drawsFirst) = Self.effect(of: command)
    defer { observed = nil }
    if let observed, passive || drawsFirst {
      // What the window showed before this command acted: the screen the steps waiting left.
      let screen = store(observed)
      for step in waiting { timeline.steps[step].screen = screen }
      if passive {
        timeline.steps[index].screen = screen
        known = screen
        waiting = []
      } else {
        known = nil
        waiting = [index]
      }
    } else if passive {
      if let known {
        timeline.steps[index].screen = known
      } else {
        waiting.append(index)
      }
    } else {
      // The command acted before anything drew the window: the steps waiting keep no screen.
      for step in waiting { timeline.steps[step].screenChangedBy = index }
      known = nil
      waiting = [index]
    }
  }

  /// The index of `screen` among the timeline's screens, kept first if it is new.
  ///
  /// The last one again when it is the same, as it is from most steps to the next. Each
  /// distinct line is kept once.
  private func store(_ screen: Screen) -> Int? {
    guard characters <= ScriptTimeline.maximumCharacters else { return nil }
    var kept: [(line: RenderedLine, index: Int)] = []
    for (position, line) in screen.lines.prefix(ScriptTimeline.maximumScreenLines).enumerated() {
      if position < lastLines.count, lastLines[position].line == line {
        kept.append(lastLines[position])
      } else {
        kept.append((line, index(of: line.text(color: true))))
      }
    }
    lastLines = kept
    var indices = kept.map(\.index)
    if screen.lines.count > ScriptTimeline.maximumScreenLines {
      let more = screen.lines.count - ScriptTimeline.maximumScreenLines
      indices.append(index(of: "\u{1B}[2m… \(more) more lines not kept\u{1B}[0m"))
    }
    if let last = timeline.screens.last, last == indices { return timeline.screens.count - 1 }
    characters += indices.count * 3
    timeline.screens.append(indices)
    return timeline.screens.count - 1
  }

  /// The index of `line` among the timeline's screen lines, kept first if it is new.
  private func index(of line: String) -> Int {
    if let known = lineIndex[line] { return known }
    characters += line.utf8.count
    timeline.screenLines.append(line)
    lineIndex[line] = timeline.screenLines.count - 1
    return timeline.screenLines.count - 1
  }

  // MARK: Events and text

  /// The log entries appended since the last step, as far as kept, and how many were not.
  private func takeEvents() -> (kept: [ScriptTimeline.Event], leftOut: Int) {
    let current = session.host.lifecycleLog
    let appended: ArraySlice<LifecycleEvent>
    let total: Int
    if current === log {
      appended = current.events(since: mark)
      total = current.appendedCount - mark
    } else {
      // A launch replaced the log: everything in the new one is new.
      appended = current.events[...]
      total = current.appendedCount
      log = current
    }
    mark = current.appendedCount
    let kept = appended.prefix(ScriptTimeline.maximumEvents).map { event in
      ScriptTimeline.Event(
        kind: Self.kind(of: event), text: ScriptTimeline.Step.capped(event.description.escapingControlCharacters))
    }
    return (kept, total - kept.count)
  }

  private static func kind(of event: LifecycleEvent) -> ScriptTimeline.Event.Kind {
    switch event.kind {
    case .action: .action
    case .note: .note
    case .storeChange: .store
    default: .lifecycle
    }
  }

  /// `lines` within the step limits, each capped, adding their size to `budget`.
  private static func kept(_ lines: [String], budget: inout Int) -> (lines: [String], leftOut: Int) {
    let kept = lines.prefix(ScriptTimeline.maximumOutputLines).map { ScriptTimeline.Step.capped($0) }
    budget += kept.reduce(0) { $0 + $1.utf8.count + 1 }
    return (kept, lines.count - kept.count)
  }

  /// `date` as ``ISO8601Text/string(from:)`` writes it; the clock stands still through
  /// most steps.
  private func clockText(_ date: Date) -> String {
    if let lastClock, lastClock.date == date { return lastClock.text }
    let text = ISO8601Text.string(from: date)
    lastClock = (date, text)
    return text
  }
}
