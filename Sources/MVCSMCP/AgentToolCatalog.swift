import MVCSShell

/// The tools `mvcs mcp` offers, made from the declarations of the session's commands, in
/// `help`'s order: so a command of the user's own, in their registry, is a tool too.
///
/// Each command is a tool of its name whose parameters are its flags (a switch is a boolean)
/// and its arguments (a repeated one is an array), typed by their kinds: an integer with its
/// range, a choice, an app or a command as an enum of the names there are. A command with
/// subcommands is a tool per subcommand (`store_ls`), or one tool whose parameter names the
/// subcommand (`record {verb}`) when it says so. Its description is the command's summary,
/// usage and discussion, so tool and command never say different things. A command that
/// declares it should be no tool (``ToolOffer/none(reason:)``) is left out; one that declares
/// no syntax is a tool taking its words as an array.
@MainActor
enum AgentToolCatalog {
  typealias Parameter = AgentTool.Parameter

  /// The tools of `session`'s commands.
  static func tools(for session: Session) -> [AgentTool] {
    let context = Context(apps: session.apps.map(\.name), commands: session.commands.names)
    return session.commands.commands.flatMap { command in tools(for: command, context: context) }
  }

  /// What the schemas name from the session: the apps and the commands there are.
  struct Context {
    let apps: [String]
    let commands: [String]
  }

  /// The tools one command is offered as: none, one, or one per subcommand.
  static func tools(for command: any Command.Type, context: Context) -> [AgentTool] {
    let syntax = command.syntax
    guard syntax.isDeclared else {
      return [
        AgentTool(
          name: command.name, words: [command.name], description: description(of: command, usage: command.usage),
          effect: command.effect, result: command.result,
          parameters: [Parameter("arguments", "The command's words, in order.", type: .stringArray)])
      ]
    }
    switch command.tool {
    case .none: return []
    case .merged(let parameter): return [merged(command, syntax: syntax, verb: parameter, context: context)]
    case .derived:
      guard !syntax.subcommands.isEmpty else {
        return [tool(command, named: command.name, words: [command.name], syntax: syntax, context: context)]
      }
      return syntax.subcommands.flatMap { sub -> [AgentTool] in
        let subSyntax = sub.syntax
        if case .none = sub.tool { return [] }
        let words = syntax.isImplicit(sub) ? [command.name] : [command.name, sub.name]
        var tool = tool(sub, named: command.name + "_" + sub.name, words: words, syntax: subSyntax, context: context)
        let discussion = [sub.discussion, command.discussion].filter { !$0.isEmpty }.joined(separator: "\n")
        tool.description = description(of: sub, usage: sub.usage(named: words), discussion: discussion)
        return [tool]
      }
    }
  }

  /// A tool for `command`, whose line starts with `words`.
  private static func tool(
    _ command: any Command.Type, named name: String, words: [String], syntax: CommandSyntax, context: Context
  ) -> AgentTool {
    AgentTool(
      name: name, words: words, description: description(of: command, usage: command.usage(named: words)),
      effect: command.effect, result: command.result, parameters: parameters(of: syntax, context: context))
  }

  /// One tool for every subcommand of `command`: `verb` names the subcommand (the implicit
  /// one puts no word in the line), then the parameters of all of them, each once.
  private static func merged(
    _ command: any Command.Type, syntax: CommandSyntax, verb: String, context: Context
  ) -> AgentTool {
    let subs = syntax.subcommands
    let choices = subs.map { "'\($0.name)': \($0.summary)" }.joined(separator: "; ")
    var parameters = [
      Parameter(
        verb, "Which to do: \(choices).", required: true, choices: subs.map { $0.name },
        silentChoices: Set(subs.filter(syntax.isImplicit).map { $0.name }))
    ]
    for sub in subs {
      for parameter in self.parameters(of: sub.syntax, context: context)
      where !parameters.contains(where: { $0.name == parameter.name }) {
        var optional = parameter
        // Given with one subcommand only: required of none.
        optional.isRequired = false
        optional.summary =
          "With '\(sub.name)': " + parameter.summary.prefix(1).lowercased() + parameter.summary.dropFirst()
        parameters.append(optional)
      }
    }
    return AgentTool(
      name: command.name, words: [command.name], description: description(of: command, usage: command.usage),
      effect: subs.map { $0.effect }.max() ?? command.effect, result: command.result, parameters: parameters)
  }

  /// The parameters of `syntax`: its flags, then its arguments, in the line's order.
  private static func parameters(of syntax: CommandSyntax, context: Context) -> [Parameter] {
    let flags = syntax.flags.map { flag in
      guard let kind = flag.value else { return Parameter(flag.parameter, flag.help, type: .boolean, flag: flag.name) }
      var parameter = parameter(flag.parameter, flag.help, kind: kind, context: context)
      parameter.flag = flag.name
      return parameter
    }
    let arguments = syntax.arguments.map { argument in
      var parameter = parameter(argument.name, argument.help, kind: argument.kind, context: context)
      parameter.isRequired = !argument.isOptional
      parameter.isWrittenFile = argument.writesFile
      if argument.isRepeated { parameter.type = .stringArray }
      return parameter
    }
    return flags + arguments
  }

  /// A parameter typed by `kind`: an integer in its range, or a string, with the choices
  /// there are for a choice, an app or a command.
  private static func parameter(_ name: String, _ summary: String, kind: ArgumentKind, context: Context) -> Parameter {
    switch kind {
    case .integer(let range): Parameter(name, summary, type: .integer, range: range)
    case .choice(let words): Parameter(name, summary, choices: words)
    case .app: Parameter(name, summary, choices: context.apps)
    case .command: Parameter(name, summary, choices: context.commands)
    default: Parameter(name, summary)
    }
  }

  /// What an agent reads about a tool: the command's summary, then its usage and discussion.
  private static func description(
    of command: any Command.Type, usage: String, discussion: String? = nil
  ) -> String {
    var text = command.summary + ".\n\nShell command: " + usage + "."
    let more = discussion ?? command.discussion
    if !more.isEmpty { text += "\n" + more }
    return text
  }
}
