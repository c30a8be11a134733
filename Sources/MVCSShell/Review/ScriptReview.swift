import MVCS

/// `mvcs review`: walks the pending changes a run saved, shows each with its place and a
/// diff, and accepts, rejects or skips it as told, rewriting scripts in place.
///
/// ```swift
/// var review = ScriptReview(store: PendingChanges())
/// var answers = LineReviewAnswers(.standardInput())
/// let summary = review.run(answers: &answers)
/// summary.status  // .success when nothing is left to review
/// ```
///
/// A change whose script no longer reads as the run saw it is reported and left pending,
/// never written. At a terminal (``writesEachDecision``) each decision is written as it is
/// made, and the script is read again before each question and each write, so an edit made
/// while a question waits is seen; answers from a pipe are written once per script, after a
/// check that nobody edited it meanwhile. The script is written (through a symbolic link,
/// keeping owner and mode) before the store forgets its changes, so an interrupted review
/// loses nothing.
@MainActor
public struct ScriptReview {
  /// What happened to the changes, and the exit status it comes to.
  public struct Summary: Sendable, Equatable {
    /// Changes written into their scripts.
    public var accepted = 0
    /// Changes forgotten, their blocks left as they were.
    public var rejected = 0
    /// Changes left pending by `s`.
    public var skipped = 0
    /// Changes whose script changed since the run: reported, left pending.
    public var stale = 0
    /// Changes not reached: after `q`, the end of the answers, or an error.
    public var notReached = 0
    /// Errors: an unreadable store entry or script, a script that cannot be written, a
    /// reply that is not an answer.
    public var errors = 0

    /// A summary of so many changes of each kind.
    public init(
      accepted: Int = 0, rejected: Int = 0, skipped: Int = 0, stale: Int = 0, notReached: Int = 0, errors: Int = 0
    ) {
      self.accepted = accepted
      self.rejected = rejected
      self.skipped = skipped
      self.stale = stale
      self.notReached = notReached
      self.errors = errors
    }

    /// Changes still pending after the review.
    public var left: Int { skipped + stale + notReached }

    /// 0 when nothing is left to review, 1 when changes are left, 2 after an error.
    public var status: ExitStatus { errors > 0 ? .usage : left > 0 ? .expectationFailed : .success }
  }

  /// Where the pending changes are.
  public var store: PendingChanges
  /// The scripts (or folders of scripts) to review, as the run named them; empty for all.
  public var paths: [String] = []
  /// `.acceptAll` or `.rejectAll` to decide every change without asking (`--accept`,
  /// `--reject`); nil (or another answer) to ask for each.
  public var answerForAll: ReviewAnswer?
  /// Write each decision as it is made, reading the script again before each question and
  /// each write (a person at a terminal, who may edit the script meanwhile); otherwise each
  /// script is written once, after its last answer (answers from a pipe).
  public var writesEachDecision = false
  /// Colour the diffs (removed red, added green).
  public var color = false
  /// The command's name in hints: `mvcs`, or your own tool's.
  public var toolName = "mvcs"
  /// Where output lines go; standard output by default.
  ///
  /// Every part of a line that comes from data is escaped already, so the only escapes are
  /// the diff's colours.
  public var writeOutput: (String) -> Void = { Terminal.writeOutput($0, keepingStyles: true) }
  /// Where errors and warnings go; standard error by default.
  public var writeError: (String) -> Void = { Terminal.writeError($0) }

  /// A review of the changes in `store`.
  public init(store: PendingChanges) {
    self.store = store
  }

  /// Reviews every selected pending change in the order of the scripts and their lines.
  public mutating func run(answers: inout some ReviewAnswers) -> Summary {
    var summary = Summary()
    let (entries, problems) = store.load()
    for problem in problems {
      writeError("\(toolName) review: error: \(problem.description)")
      summary.errors += 1
    }
    let selected = entries.filter(isSelected)
    let total = selected.reduce(0) { $0 + $1.changes.count }
    guard total > 0 else {
      writeOutput(
        paths.isEmpty
          ? "no changes to review"
          : "no changes to review in \(paths.joined(separator: ", ").escapingControlCharacters)")
      return summary
    }
    var walk = Walk(total: total, answerForAll: answerForAll)
    for entry in selected {
      guard !walk.stopped else {
        summary.notReached += entry.changes.count
        continue
      }
      review(entry, walk: &walk, answers: &answers, summary: &summary)
    }
    writeOutput(Self.describe(summary))
    if summary.left > 0 {
      writeOutput("\(summary.left.counted("change")) left to review: \(toolName) review")
    }
    return summary
  }

  /// Where the walk through every change stands.
  private struct Walk {
    let total: Int
    var number = 0
    var answerForAll: ReviewAnswer?
    var stopped = false
  }

  /// One script under review: its text with the decisions made so far, and what of them is
  /// not written yet.
  private struct Progress {
    var rewrite: ScriptRewrite
    /// What the file held when read or last written; anything else on disk is an edit made
    /// meanwhile.
    var onDisk: String
    /// The changes that stay pending (skipped, out of date), by index.
    var kept: [Int] = []
    /// The next change to decide.
    var next = 0
    var unwrittenAccepts = 0
    var unwrittenRejects = 0

    var count: Int { rewrite.changes.count }
    var undecided: [Int] { Array(next..<count) }

    /// The same decisions over `text`, which someone edited meanwhile.
    ///
    /// The changes still pending are checked again against it. Only with every decision
    /// written.
    func rebased(on text: String) -> Progress {
      let remaining = rewrite.pending(keeping: kept + undecided)
      var progress = Progress(rewrite: ScriptRewrite(text: text, changes: remaining), onDisk: text)
      progress.kept = Array(0..<kept.count)
      progress.next = kept.count
      return progress
    }
  }

  /// Reviews one script's changes: one question at a time, then all at once after an "all".
  private func review(
    _ entry: PendingChanges.Entry, walk: inout Walk, answers: inout some ReviewAnswers, summary: inout Summary
  ) {
    let file = entry.file
    // Rejecting needs no script: the changes of one deleted or moved since are forgotten.
    if walk.answerForAll == .rejectAll {
      walk.number += entry.changes.count
      summary.rejected += entry.changes.count
      writeOutput(Self.count(entry.changes.count, "rejected", in: file))
      keep([], of: file, summary: &summary)
      return
    }
    guard let text = readScript(file, changes: entry.changes.count, summary: &summary) else {
      walk.number += entry.changes.count
      return
    }
    var progress = Progress(rewrite: ScriptRewrite(text: text, changes: entry.changes), onDisk: text)
    while progress.next < progress.count {
      if walk.answerForAll == .acceptAll {
        // On a terminal the script may have been edited while the question waited.
        guard writesEachDecision ? resync(&progress, summary: &summary) : true else {
          walk.stopped = true
          return
        }
        var accepted = 0
        for index in progress.undecided {
          walk.number += 1
          if let staleness = progress.rewrite.staleness(of: index) {
            report(staleness, of: progress.rewrite.placed(index))
            summary.stale += 1
            progress.kept.append(index)
          } else {
            progress.rewrite.accept(index)
            accepted += 1
          }
        }
        progress.unwrittenAccepts += accepted
        progress.next = progress.count
        if accepted > 0 { writeOutput(Self.count(accepted, "accepted", in: file)) }
        break
      }
      if walk.answerForAll == .rejectAll {
        walk.number += progress.count - progress.next
        progress.unwrittenRejects += progress.count - progress.next
        writeOutput(Self.count(progress.count - progress.next, "rejected", in: file))
        progress.next = progress.count
        break
      }
      // On a terminal the script may have been edited while the last question waited.
      guard writesEachDecision ? resync(&progress, summary: &summary) : true else {
        walk.stopped = true
        return
      }
      walk.number += 1
      let index = progress.next
      let change = progress.rewrite.placed(index)
      if let staleness = progress.rewrite.staleness(of: index) {
        report(staleness, of: change)
        summary.stale += 1
        progress.kept.append(index)
        progress.next += 1
        continue
      }
      show(change, number: walk.number, of: walk.total)
      var answer: ReviewAnswer
      switch answers.reply(to: change) {
      case .answer(let given): answer = given
      case .endOfInput: answer = .quit
      case .invalid(let error):
        for line in error.lines() { writeError(line) }
        summary.errors += 1
        answer = .quit
      }
      // The question may have waited long: look at the script again before writing it.
      if answer == .accept, writesEachDecision {
        guard resync(&progress, summary: &summary) else {
          walk.stopped = true
          return
        }
        if let staleness = progress.rewrite.staleness(of: progress.next) {
          report(staleness, of: progress.rewrite.placed(progress.next))
          summary.stale += 1
          progress.kept.append(progress.next)
          progress.next += 1
          continue
        }
      }
      switch answer {
      case .acceptAll, .rejectAll:
        walk.answerForAll = answer
        walk.number -= 1
        continue
      case .quit:
        walk.stopped = true
      case .skip:
        summary.skipped += 1
        writeOutput("skipped")
        progress.kept.append(progress.next)
        progress.next += 1
      case .reject:
        writeOutput("rejected")
        progress.unwrittenRejects += 1
        progress.next += 1
      case .accept:
        let place = blockPlace(progress.rewrite.placed(progress.next))
        progress.rewrite.accept(progress.next)
        // The decision, not the write: a pipe's decisions are written once per script, and a
        // write that fails says so and counts them as not reached.
        writeOutput("accepted: \(place)")
        progress.unwrittenAccepts += 1
        progress.next += 1
      }
      if walk.stopped { break }
      guard writesEachDecision ? flush(&progress, file: file, summary: &summary) : true else {
        walk.stopped = true
        summary.notReached += progress.count - progress.next
        return
      }
    }
    summary.notReached += progress.count - progress.next
    _ = flush(&progress, file: file, summary: &summary)
  }

  /// Reads the script again, and when someone edited it, checks what is left against the
  /// edit; false when it cannot be read.
  private func resync(_ progress: inout Progress, summary: inout Summary) -> Bool {
    let file = progress.rewrite.changes[progress.next].file
    guard let now = readScript(file, changes: progress.count - progress.next, summary: &summary) else {
      return false
    }
    if now != progress.onDisk { progress = progress.rebased(on: now) }
    return true
  }

  /// Writes the decisions made: the script first, then the store.
  ///
  /// An interruption between the two leaves an accepted change out of date, never lost or
  /// applied twice. False when the script cannot be written or changed meanwhile; its changes stay as
  /// they were.
  private func flush(_ progress: inout Progress, file: String, summary: inout Summary) -> Bool {
    let decided = progress.unwrittenAccepts + progress.unwrittenRejects
    guard decided > 0 else { return true }
    if progress.unwrittenAccepts > 0 {
      // Make sure nobody edited it since it was read: decisions on a pipe are written once
      // per script, and a terminal's a moment after the last look.
      if (try? ScriptFile.read(file).get()) != progress.onDisk {
        writeError("\(file): error: the script changed during the review; its changes stay pending")
        summary.errors += 1
        summary.notReached += decided
        return false
      }
      do {
        try FileReplacement.write(progress.rewrite.text, to: file)
      } catch {
        writeError("\(file): error: cannot rewrite the script: \(error.reason); its changes stay pending")
        summary.errors += 1
        summary.notReached += decided
        return false
      }
      progress.onDisk = progress.rewrite.text
    }
    keep(progress.rewrite.pending(keeping: progress.kept + progress.undecided), of: file, summary: &summary)
    summary.accepted += progress.unwrittenAccepts
    summary.rejected += progress.unwrittenRejects
    progress.unwrittenAccepts = 0
    progress.unwrittenRejects = 0
    return true
  }

  private static func count(_ number: Int, _ verb: String, in file: String) -> String {
    "\(verb) \(number) \(number == 1 ? "change" : "changes") in \(file.escapingControlCharacters)"
  }

  private func isSelected(_ entry: PendingChanges.Entry) -> Bool {
    guard !paths.isEmpty else { return true }
    let file = Self.normalized(entry.file)
    return paths.contains { path in
      let selected = Self.normalized(path)
      return selected.isEmpty || file == selected || file.hasPrefix(selected + "/")
    }
  }

  /// A path without a leading `./` or trailing `/`, so `./Scripts/` selects `Scripts/a.mvcs`.
  private static func normalized(_ path: String) -> String {
    var text = Substring(path)
    while text.hasPrefix("./") { text = text.dropFirst(2) }
    while text.hasSuffix("/") { text = text.dropLast() }
    return text == "." ? "" : String(text)
  }

  private func readScript(_ file: String, changes: Int, summary: inout Summary) -> String? {
    switch ScriptFile.read(file) {
    case .success(let text): return text
    case .failure(let problem):
      writeError(
        "\(file): error: cannot read the script: \(problem.reason); its \(changes == 1 ? "change stays" : "\(changes) changes stay") pending"
      )
      writeError(
        "  hint: review in the folder the run ran in; `\(toolName) review --reject \(file)` forgets the changes of a script that is gone"
      )
      summary.errors += 1
      summary.notReached += changes
      return nil
    }
  }

  /// Makes `changes` what the store keeps for `file`; a failure is an error, since the next
  /// review would offer changes already decided (those accepted would then be stale).
  private func keep(_ changes: [PendingChange], of file: String, summary: inout Summary) {
    do {
      try store.replace(changes, of: file)
    } catch {
      writeError("\(toolName) review: error: cannot update the pending changes: \(error.description)")
      summary.errors += 1
    }
  }

  private func report(_ staleness: ScriptRewrite.Staleness, of change: PendingChange) {
    writeError(
      "\(change.location): warning: the script changed since the run (\(staleness.description)); "
        + "the change is left as it is")
    writeError("  hint: `\(toolName) run \(change.file)` again to review its output afresh")
  }

  private func show(_ change: PendingChange, number: Int, of total: Int) {
    // A blank line between changes, none before the first.
    if number > 1 { writeOutput("") }
    writeOutput(
      "change \(number) of \(total): \(change.location.escapingControlCharacters): "
        + change.command.escapingControlCharacters)
    let compared = UnifiedDiff(
      expected: change.expected, actual: change.actual, equal: OutputMatcher.lineComparer(for: change.expected))
    var diff = compared.lines
    // The headers become the legend: which side is which, and where the block is.
    diff[0] = "--- expected: the script, \(blockPlace(change))"
    diff[1] = "+++ actual: what the run printed"
    for line in diff { writeOutput(styled(line.escapingControlCharacters)) }
    for line in compared.lookAlikes {
      writeOutput("\(change.file):\(change.blockStart + line.expectedIndex): \(line.message)".escapingControlCharacters)
    }
  }

  private func blockPlace(_ change: PendingChange) -> String {
    let last = change.blockStart + change.block.count - 1
    return last == change.blockStart ? "line \(last)" : "lines \(change.blockStart)–\(last)"
  }

  /// A diff line in its colour: escape codes of the shell's own, around text already escaped.
  private func styled(_ line: String) -> String {
    guard color, let first = line.first else { return line }
    let code: String
    if line.hasPrefix("---") || line.hasPrefix("+++") {
      code = "1"
    } else {
      switch first {
      case "-": code = "31"
      case "+": code = "32"
      case "@": code = "36"
      default: return line
      }
    }
    return "\u{1B}[\(code)m\(line)\u{1B}[0m"
  }

  private static func describe(_ summary: Summary) -> String {
    var parts = ["\(summary.accepted) accepted", "\(summary.rejected) rejected", "\(summary.skipped) skipped"]
    if summary.stale > 0 { parts.append("\(summary.stale) out of date") }
    if summary.notReached > 0 { parts.append("\(summary.notReached) not reached") }
    return parts.joined(separator: ", ")
  }
}
