/// Rewrites a script's expected blocks with the output its commands produced, leaving every
/// other line — commands, comments, blank lines — exactly as it was: `mvcs run --update`,
/// which is `mvcs review` accepting every change at once.
///
/// Only blocks that no longer match are rewritten; a block whose patterns (` (re)`, `...`)
/// still match is kept, so hand-written patterns survive an update.
struct ScriptUpdate {
  let text: String
  let script: Script
  let actualOutputs: [Int: [String]]
  /// Each step's command as every writer shows it.
  let shown: (Int) -> String

  /// How many blocks changed, and the new text; nil when nothing needs to change.
  func apply() -> (blocks: Int, text: String)? {
    let changes = PendingChange.changes(text: text, script: script, actualOutputs: actualOutputs, shown: shown)
    guard !changes.isEmpty else { return nil }
    var rewrite = ScriptRewrite(text: text, changes: changes)
    for index in changes.indices { rewrite.accept(index) }
    return (rewrite.acceptedCount, rewrite.text)
  }
}
