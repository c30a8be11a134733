import Foundation

/// The interactive line source: lines typed at the ``LineEditor`` after the session's prompt.
///
/// A command continued with `\` is gathered over `> ` prompts, Ctrl-C abandoning it. The
/// shell adds each command to the history once it has run, since only then is it known
/// whether it typed a secret (``Outcome/shownLine``).
@MainActor
struct TerminalLineSource: LineSource {
  let editor: LineEditor
  let session: Session

  mutating func nextLine() async -> LogicalLine? {
    while true {
      let first: String
      switch await editor.readLine(prompt: session.prompt) {
      case .end:
        // The shell's own stream, not `print`: the app's console captures standard output
        // while the lines run (``Interpreter/run(_:handle:)``).
        Terminal.writeOutput("")
        Terminal.flush()
        return nil
      case .interrupted: continue
      case .line(let text): first = text
      }
      // A history entry recalled from a multi-line command holds its newlines.
      var physical = first.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      var abandoned = false
      continuation: while physical.last.map({ PhysicalLine($0, number: 0).continues }) == true {
        switch await editor.readLine(prompt: "> ") {
        case .line(let more): physical.append(more)
        case .interrupted:
          abandoned = true
          break continuation
        case .end: break continuation
        }
      }
      if abandoned { continue }
      let line = LogicalLine(
        file: "<interactive>",
        lines: physical.enumerated().map { PhysicalLine($1, number: $0 + 1) })
      return line
    }
  }
}
