import MVCS

/// `console [N]`: the last N lines the app printed, as Xcode's console shows an app's
/// `print`s, apart from its screen.
///
/// What the app prints never lands among a command's output: the shell shows it after the
/// output, each line marked `console: `, a script leaves it out of what it compares, and
/// `console` prints it for a script that checks it:
///
/// ```text
/// tap Enter
/// console 1
/// | 7 × 8 = 56: right
/// ```
enum Console: Command {
  static let name = "console"
  static let summary = "Print the last N lines the app printed (default 20)"
  static let discussion = """
    What the app writes to standard output (print, debugPrint, dump) is its console, kept
    apart from the shell's output: the shell shows each line after the command that printed
    it, marked `console: `; a script does not compare it unless it asks with `console`; the
    report shows it beside each step; an agent's tool answers with it. The console keeps the
    app's last \(ScrollPosition.grouped(AppConsole.maximumLines)) lines, across launches.
    """
  static let count = CommandArgument(
    "count", .integer(1...AppConsole.maximumLines), "How many lines, from the end (20 by default).",
    placeholder: "N", optional: true)
  static let syntax = CommandSyntax(arguments: [count])
  static let effect = CommandEffect.reads
  static let result = ResultKind.data(named: "lines")

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    let last = try invocation.arguments.first.map { word throws(ShellError) in
      try invocation.integer(word, for: count)
    }
    let console = invocation.session.console
    // What the app printed without a line break so far is a line too.
    console.endLine()
    return .showing(TextLines(Array(console.lines.suffix(last ?? 20))))
  }
}
