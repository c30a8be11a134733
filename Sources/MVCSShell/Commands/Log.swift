import MVCS

/// `log [N]`: the last N lifecycle events, actions and events of the running app.
enum Log: Command {
  static let name = "log"
  static let summary = "Print the last N lifecycle events, actions and events (default 20)"
  static let count = CommandArgument(
    "count", .integer(1...100_000), "How many entries, from the end (20 by default).", placeholder: "N", optional: true)
  static let syntax = CommandSyntax(arguments: [count])
  static let effect = CommandEffect.reads
  static let result = ResultKind.data(named: "entries")

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    let last = try invocation.arguments.first.map { word throws(ShellError) in
      try invocation.integer(word, for: count)
    }
    return .showing(TextLines(invocation.session.host.lifecycleLog.events.suffix(last ?? 20).map(\.description)))
  }
}

/// `trace on|off`: prints lifecycle events, actions and events as they happen.
enum Trace: Command {
  static let name = "trace"
  static let summary = "Print lifecycle events, actions and events as they happen"
  static let discussion = """
    While on, each command's output ends with what it caused, one `trace: ` line each.
    """
  static let syntax = CommandSyntax(arguments: [
    CommandArgument("state", .choice(["on", "off"]), "Whether each command's output ends with what it caused.")
  ])
  static let result = ResultKind.nothing
  static let tool = ToolOffer.none(reason: "an acting tool answers with what changed, and `log` reads what happened")

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    let word = invocation.arguments[0]
    switch word.text {
    case "on": return CommandResult(changes: [.setTracing(true)])
    case "off": return CommandResult(changes: [.setTracing(false)])
    default:
      throw ShellError("expected on or off, got '\(word.text)'", at: word.location, hint: "usage: \(invocation.usage)")
    }
  }
}
