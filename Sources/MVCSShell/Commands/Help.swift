import MVCS

/// `help [COMMAND]`: the list of commands, or one command's usage and details.
enum Help: Command {
  static let name = "help"
  static let usage = "help [COMMAND]"
  static let summary = "List the commands, or explain one"

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    try invocation.expectArguments(0...1)
    let registry = invocation.session.commands
    guard let word = invocation.arguments.first else {
      return .printing(
        Columns.format(registry.commands.map { [$0.usage, $0.summary] }) + [
          "", "Paths: /a/b, a/b, ., .., #N (the N-th child). Type 'help COMMAND' for more.",
          "Agents get these commands as MCP tools: see the `mcp` subcommand.",
        ])
    }
    guard let command = registry.command(named: word.text) else {
      throw ShellError(
        "no command '\(word.text.escapingControlCharacters)'", at: word.location,
        hint: Suggestions.didYouMean(word.text, among: registry.names) ?? "type 'help' for the list of commands")
    }
    var result = CommandResult.printing(["usage: \(command.usage)", command.summary])
    if !command.discussion.isEmpty {
      result.print()
      for line in command.discussion.split(separator: "\n", omittingEmptySubsequences: false) {
        result.print(String(line))
      }
    }
    return result
  }

  static func complete(_ request: CompletionRequest) -> [String] {
    request.argumentIndex == 0 ? request.session.commands.names.filter { $0.hasPrefix(request.partial) } : []
  }
}

/// `complete LINE`: prints what Tab would offer at the end of LINE, one per line.
enum Complete: Command {
  static let name = "complete"
  static let usage = "complete LINE"
  static let summary = "Print the completions Tab offers at the end of LINE"
  static let discussion = """
    The words are joined with blanks; quote the line to end it with a blank, as in
    `complete 'ls '`, to list what may follow.
    """

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    try invocation.expectArguments(1...Int.max)
    let line = invocation.arguments.map(\.text).joined(separator: " ")
    let completion = Completer(session: invocation.session).complete(line)
    return .printing(completion.candidates)
  }
}
