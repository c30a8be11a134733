/// Rewrites a script's expected blocks with the output its commands produced, leaving every
/// other line — commands, comments, blank lines — exactly as it was: `mvcs run --update`.
///
/// Only blocks that no longer match are rewritten; a block whose patterns (` (re)`, `...`)
/// still match is kept, so hand-written patterns survive an update.
struct ScriptUpdate {
  let text: String
  let script: Script
  let actualOutputs: [Int: [String]]

  /// How many blocks changed, and the new text; nil when nothing needs to change.
  func apply() -> (blocks: Int, text: String)? {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var changed = 0
    for (index, step) in script.steps.enumerated().reversed() {
      guard let expected = step.expected, let start = step.expectedStartLine, let actual = actualOutputs[index],
        !OutputMatcher.matches(expected: expected, actual: actual)
      else { continue }
      let first = start - 1
      let indent = String(lines[first].prefix { $0 == " " || $0 == "\t" })
      let block = actual.map { $0.isEmpty ? indent + "|" : indent + "| " + OutputMatcher.literal($0) }
      lines.replaceSubrange(first..<(first + expected.count), with: block)
      changed += 1
    }
    return changed == 0 ? nil : (changed, lines.joined(separator: "\n"))
  }
}
