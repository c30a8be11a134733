import ArgumentParser
import Foundation
import MVCS
import MVCSShell

/// `review [--accept|--reject] [FILE|DIR ...]`: walks the expected blocks the last runs found
/// out of date and accepts, rejects or skips each, as cargo-insta's `review` does.
struct ReviewCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    let tool = ToolDescription.current
    return CommandConfiguration(
      commandName: "review",
      abstract: "Accept or reject, one by one, the expected blocks a run found out of date.",
      discussion: """
        `\(tool.name) run` keeps every expected block that differs from the output in \
        .mvcs-cache/pending/ (not when CI is set). `\(tool.name) review`, in the same folder, \
        shows each with its place and a diff and asks: a accept (rewrite the block in the \
        script), r reject (keep the block, forget the change), s skip (keep both), A accept \
        all, R reject all, q quit. On a terminal a single key answers; on a pipe, one line \
        per answer (a, accept, A, accept all, …). A script edited since the run is reported \
        and left as it is. Exit status: 0 nothing left to review, 1 changes left (skipped, \
        out of date, or not reached), 2 an error (an unreadable or unwritable script, an \
        answer that is not one).
        """)
  }

  @Flag(name: .long, help: "Accept every change without asking.")
  var accept = false

  @Flag(name: .long, help: "Reject every change without asking.")
  var reject = false

  @Option(name: .long, help: "Colour: auto, always or never.")
  var color: ColorMode = .auto

  @Argument(
    help: ArgumentHelp("Review only these scripts, or the scripts in these folders.", valueName: "file.mvcs|dir"),
    completion: .file())
  var paths: [String] = []

  func validate() throws {
    if accept && reject { throw ValidationError("--accept and --reject cannot be used together") }
  }

  @MainActor func execute(tool: ToolDescription) -> Int32 {
    let environment = ProcessInfo.processInfo.environment
    var review = ScriptReview(store: PendingChanges())
    review.paths = paths
    review.answerForAll = accept ? .acceptAll : reject ? .rejectAll : nil
    review.toolName = tool.name
    review.color =
      switch color {
      case .always: true
      case .never: false
      case .auto: Terminal.wantsColor(environment: environment)
      }
    let summary: ScriptReview.Summary
    if Terminal.isTerminal(STDIN_FILENO) {
      review.writesEachDecision = true
      var keys = TerminalReviewKeys()
      summary = review.run(answers: &keys)
    } else {
      var lines = LineReviewAnswers(.standardInput())
      summary = review.run(answers: &lines)
    }
    return summary.status.rawValue
  }
}
