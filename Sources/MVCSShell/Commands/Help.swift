import MVCS

/// `help [COMMAND]`: the list of commands, or one command's usage and details.
enum Help: Command {
  static let name = "help"
  static let summary = "List the commands, or explain one"
  static let discussion = """
    `help --json` prints every command's declaration (its usage, flags, arguments with their
    kinds, subcommands, effect and result) as JSON, for tools that drive the shell.
    """
  static let syntax = CommandSyntax(arguments: [
    CommandArgument("command", .command, "The command to explain; every command by default.", optional: true)
  ])
  static let effect = CommandEffect.reads
  static let result = ResultKind.data(named: "commands")
  static let tool = ToolOffer.none(reason: "each tool's description already carries its command's help")

  /// The commands of a registry: `help`'s list, each command's declaration as JSON.
  struct CommandList: CommandData {
    let commands: [any Command.Type]

    var lines: [String] {
      let rows = commands.flatMap { command in
        let syntax = command.syntax
        guard !syntax.subcommands.isEmpty else { return [[command.usage, command.summary]] }
        return syntax.subcommands.map { sub in
          [sub.usage(named: syntax.isImplicit(sub) ? [command.name] : [command.name, sub.name]), sub.summary]
        }
      }
      return Columns.format(rows) + [
        "", "Paths: /a/b, a/b, ., .., #N (the N-th child). Type 'help COMMAND' for more.",
        "`COMMAND --json` prints what a command finds (ls, tree, store show, ...) as JSON.",
        "Agents get these commands as MCP tools: see the `mcp` subcommand.",
      ]
    }

    var json: JSONValue { .array(commands.map { $0.declarationJSON }) }
  }

  /// One command's usage, summary and discussion; its declaration as JSON.
  struct CommandHelp: CommandData {
    let command: any Command.Type

    var lines: [String] {
      var lines = ["usage: \(command.usage)", command.summary]
      if !command.discussion.isEmpty {
        lines.append("")
        lines += command.discussion.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      }
      return lines
    }

    var json: JSONValue { command.declarationJSON }
  }

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    let registry = invocation.session.commands
    guard let word = invocation.arguments.first else { return .showing(CommandList(commands: registry.commands)) }
    guard let command = registry.command(named: word.text) else {
      throw ShellError(
        "no command '\(word.text.escapingControlCharacters)'", at: word.location,
        hint: Suggestions.didYouMean(word.text, among: registry.names) ?? "type 'help' for the list of commands")
    }
    return .showing(CommandHelp(command: command))
  }
}

/// `complete LINE`: prints what Tab would offer at the end of LINE, one per line.
enum Complete: Command {
  static let name = "complete"
  static let summary = "Print the completions Tab offers at the end of LINE"
  static let discussion = """
    The words are joined with blanks; quote the line to end it with a blank, as in
    `complete 'ls '`, to list what may follow.
    """
  static let syntax = CommandSyntax(arguments: [
    CommandArgument("line", .text, "The line typed so far.", repeated: true)
  ])
  static let effect = CommandEffect.reads
  static let result = ResultKind.data(named: "candidates")
  static let tool = ToolOffer.none(reason: "Tab's candidates serve typing; an agent reads `ls`, `actions` and `show`")

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    let line = invocation.arguments.map(\.text).joined(separator: " ")
    let completion = Completer(session: invocation.session).complete(line)
    return .showing(TextLines(completion.candidates))
  }
}
