import MVCSShell

/// What an action changed on the screen, as few lines as say it: the changed lines with one
/// line of context, `-` before and `+` after, or one line saying nothing changed.
///
/// ```swift
/// ScreenChange(before: ["Lists", "(none)"], after: ["Lists", "Groceries"]).lines
/// // ["@@ -1,2 +1,2 @@", " Lists", "-(none)", "+Groceries"]
/// ```
struct ScreenChange {
  /// The answer's lines.
  let lines: [String]

  init(before: [String], after: [String]) {
    guard before != after else {
      lines = ["(the screen did not change)"]
      return
    }
    // The shell's own diff, bounded in work for any size, without its two file headers.
    lines = Array(UnifiedDiff(expected: before, actual: after, context: 1).lines.dropFirst(2))
  }
}
