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
/// A script is read again before each question and before each write, so an edit made
/// while a question waits is seen: a change whose script no longer reads as the run saw it
/// is reported and left pending, never written. An accepted change is written to the script (through a symbolic
/// link, keeping owner and mode) before the store forgets it, so an interrupted review loses
/// nothing. With "all" (`A`, `R`, `--accept`, `--reject`) each script is read and written
/// once for all its changes.
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
      writeOutput("\(summary.left) \(summary.left == 1 ? "change" : "changes") left to review: \(toolName) review")
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

  /// Reviews one script's changes: one question at a time, then all at once after an "all".
  private func review(
    _ entry: PendingChanges.Entry, walk: inout Walk, answers: inout some ReviewAnswers, summary: inout Summary
  ) {
    var queue = entry.changes
    var kept: [PendingChange] = []
    while !queue.isEmpty {
      // Rejecting needs no script: the changes of one deleted or moved since are forgotten.
      if walk.answerForAll == .rejectAll {
        walk.number += queue.count
        summary.rejected += queue.count
        writeOutput(
          "rejected \(queue.count) \(queue.count == 1 ? "change" : "changes") in \(entry.file.escapingControlCharacters)"
        )
        keep(kept, of: entry.file, summary: &summary)
        return
      }
      // Read afresh for each question: the script may have been edited while one waited.
      guard let text = readScript(entry.file, changes: queue.count, summary: &summary) else {
        walk.number += queue.count
        return
      }
      var rewrite = ScriptRewrite(text: text, changes: queue)
      if walk.answerForAll == .acceptAll {
        acceptAll(&rewrite, kept: kept, walk: &walk, summary: &summary)
        return
      }
      walk.number += 1
      if let staleness = rewrite.staleness(of: 0) {
        report(staleness, of: queue[0])
        summary.stale += 1
        kept.append(queue.removeFirst())
        continue
      }
      show(queue[0], number: walk.number, of: walk.total)
      var answer: ReviewAnswer
      switch answers.reply(to: queue[0]) {
      case .answer(let given): answer = given
      case .endOfInput: answer = .quit
      case .invalid(let error):
        for line in error.lines() { writeError(line) }
        summary.errors += 1
        answer = .quit
      }
      switch answer {
      case .acceptAll, .rejectAll:
        walk.answerForAll = answer
        walk.number -= 1
      case .quit:
        walk.stopped = true
        summary.notReached += queue.count
        return
      case .skip:
        summary.skipped += 1
        writeOutput("skipped")
        kept.append(queue.removeFirst())
      case .reject:
        summary.rejected += 1
        writeOutput("rejected")
        queue.removeFirst()
        keep(kept + queue, of: entry.file, summary: &summary)
      case .accept:
        // Read once more: the script may have been edited while the question waited.
        guard let now = readScript(entry.file, changes: queue.count, summary: &summary) else {
          walk.stopped = true
          return
        }
        if now != text { rewrite = ScriptRewrite(text: now, changes: queue) }
        if let staleness = rewrite.staleness(of: 0) {
          report(staleness, of: queue[0])
          summary.stale += 1
          kept.append(queue.removeFirst())
          continue
        }
        rewrite.accept(0)
        guard write(rewrite, summary: &summary) else {
          walk.stopped = true
          summary.notReached += queue.count
          return
        }
        summary.accepted += 1
        writeOutput("accepted: rewrote \(blockPlace(queue[0]))")
        queue = rewrite.pending(keeping: Array(queue.indices.dropFirst()))
        keep(kept + queue, of: entry.file, summary: &summary)
      }
    }
  }

  /// Accepts every change of `rewrite` that still applies: one write of the script, one of
  /// the store.
  private func acceptAll(
    _ rewrite: inout ScriptRewrite, kept: [PendingChange], walk: inout Walk, summary: inout Summary
  ) {
    let changes = rewrite.changes
    var keptIndices: [Int] = []
    for index in changes.indices {
      walk.number += 1
      if let staleness = rewrite.staleness(of: index) {
        report(staleness, of: changes[index])
        summary.stale += 1
        keptIndices.append(index)
      } else {
        rewrite.accept(index)
      }
    }
    guard let file = changes.first?.file else { return }
    let accepted = rewrite.acceptedCount
    if accepted > 0 {
      guard write(rewrite, summary: &summary) else {
        summary.notReached += accepted
        return
      }
      writeOutput("accepted \(accepted) \(accepted == 1 ? "change" : "changes") in \(file.escapingControlCharacters)")
    }
    summary.accepted += accepted
    keep(kept + rewrite.pending(keeping: keptIndices), of: file, summary: &summary)
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

  private func write(_ rewrite: ScriptRewrite, summary: inout Summary) -> Bool {
    guard let file = rewrite.changes.first?.file else { return true }
    do {
      try FileReplacement.write(rewrite.text, to: file)
      return true
    } catch {
      writeError("\(file): error: cannot rewrite the script: \(error.reason); its changes stay pending")
      summary.errors += 1
      return false
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
    writeOutput("")
    writeOutput(
      "change \(number) of \(total): \(change.location.escapingControlCharacters): "
        + change.command.escapingControlCharacters)
    var diff = UnifiedDiff(
      expected: change.expected, actual: change.actual, equal: OutputMatcher.lineComparer(for: change.expected)
    ).lines
    // The headers become the legend: which side is which, and where the block is.
    diff[0] = "--- expected: the script, \(blockPlace(change))"
    diff[1] = "+++ actual: what the run printed"
    for line in diff { writeOutput(styled(line.escapingControlCharacters)) }
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
