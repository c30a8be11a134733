import MVCS

/// `log [N]`: the last N lifecycle events, actions and events of the running app.
enum Log: Command {
  static let name = "log"
  static let usage = "log [N]"
  static let summary = "Print the last N lifecycle events, actions and events (default 20)"

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    try invocation.expectArguments(0...1)
    let count = try invocation.arguments.first.map { word throws(ShellError) in
      try invocation.integer(word, in: 1...100_000, what: "N")
    }
    return .printing(
      invocation.session.host.lifecycleLog.events.suffix(count ?? 20).map { $0.description.escapingControlCharacters })
  }
}

/// `trace on|off`: prints lifecycle events, actions and events as they happen.
enum Trace: Command {
  static let name = "trace"
  static let usage = "trace on|off"
  static let summary = "Print lifecycle events, actions and events as they happen"
  static let discussion = """
    While on, each command's output ends with what it caused, one `trace: ` line each.
    """

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    try invocation.expectArguments(1...1)
    let word = invocation.arguments[0]
    switch word.text {
    case "on": return CommandResult(changes: [.setTracing(true)])
    case "off": return CommandResult(changes: [.setTracing(false)])
    default: throw ShellError("expected on or off, got '\(word.text)'", at: word.location, hint: "usage: \(usage)")
    }
  }

  static func complete(_ request: CompletionRequest) -> [String] {
    request.argumentIndex == 0 ? ["on", "off"].filter { $0.hasPrefix(request.partial) } : []
  }
}
