/// Where a session's command lines come from: a terminal, a pipe or file, a parsed script.
///
/// ``Interpreter/run(_:handle:)`` is the one loop over any line source; the front ends differ
/// only in their source and in what they do with each ``Outcome``:
///
/// ```swift
/// var reader = PlainLineReader(name: "commands.txt", text: "cd lists\nls")
/// await interpreter.run(&reader) { _, outcome in
///   outcome.output.forEach { print($0) }
///   return true  // go on
/// }
/// ```
@MainActor
public protocol LineSource {
  /// The next command, its continuation lines joined; nil at the end of input.
  mutating func nextLine() async -> LogicalLine?
}

/// The lines of a parsed script, step by step: what `mvcs run` and `source` feed the
/// interpreter.
struct ScriptLines: LineSource {
  let script: Script
  private var index = 0

  init(_ script: Script) {
    self.script = script
  }

  mutating func nextLine() async -> LogicalLine? {
    guard index < script.steps.count else { return nil }
    defer { index += 1 }
    return script.steps[index].line
  }
}
