import MVCS
import MVCSApps
import MVCSShell
import Testing

@testable import MVCSMCP

/// Every command of the shell declares itself whole: help, a syntax, completion for each
/// argument that names something, and a tool for agents or the reason it has none.
///
/// A command added to ``CommandRegistry/standard`` without one of these fails here, naming
/// the command and what it lacks.
@MainActor
@Suite struct CommandDeclarationTests {
  /// Each command of the standard registry, and each of their subcommands, with the words
  /// that name it (`["store", "show"]`).
  static var everyCommand: [(words: [String], command: any Command.Type)] {
    CommandRegistry.standard.commands.flatMap { command -> [(words: [String], command: any Command.Type)] in
      let syntax = command.syntax
      let subs = syntax.subcommands.map { sub in
        (words: syntax.isImplicit(sub) ? [command.name] : [command.name, sub.name], command: sub)
      }
      return [(words: [command.name], command: command)] + subs
    }
  }

  @Test func everyCommandHasHelpAndASyntax() {
    for (words, command) in Self.everyCommand {
      let name = words.joined(separator: " ")
      #expect(!command.summary.isEmpty, "\(name) has no summary")
      #expect(command.usage(named: words).hasPrefix(name), "\(name)'s usage does not start with its name")
      #expect(command.syntax.isDeclared, "\(name) declares no syntax: give it a CommandSyntax")
      for argument in command.syntax.arguments {
        #expect(!argument.help.isEmpty, "\(name)'s argument \(argument.name) has no help")
      }
      for flag in command.syntax.flags {
        #expect(!flag.help.isEmpty, "\(name)'s flag \(flag.name) has no help")
      }
    }
  }

  @Test func everyCommandIsAToolOrSaysWhyNot() {
    let context = AgentToolCatalog.Context(apps: ["todo"], commands: CommandRegistry.standard.names)
    for command in CommandRegistry.standard.commands {
      let tools = AgentToolCatalog.tools(for: command, context: context)
      if case .none(let reason) = command.tool {
        #expect(tools.isEmpty)
        #expect(reason.count > 20, "\(command.name) is no tool without a reason that says why")
      } else {
        #expect(!tools.isEmpty, "\(command.name) offers no tool and says no reason")
      }
      for tool in tools {
        #expect(tool.definition.description.contains("Shell command: "), "\(tool.name)'s description has no usage")
      }
    }
  }

  /// Sessions in which every kind of argument has something to offer: Todo with a list and
  /// its prompt open (rows, buttons, a field, stores, actions), Favorites, whose root has
  /// actions with parameters, and Settings, with a control of every kind.
  static func fixtures() async -> [Session] {
    // A list with a row, and the same with a prompt open over it: a modal takes every touch, so
    // the rows complete only where no prompt covers them.
    func todo(_ lines: [String]) async -> Session {
      let session = Session(app: TodoApp(), apps: BuiltInApps.all)
      let interpreter = Interpreter(session: session)
      for line in lines {
        let outcome = await interpreter.execute(LogicalLine(line))
        #expect(outcome.error == nil, "\(line): \(String(describing: outcome.error))")
      }
      return session
    }
    let list = ["tap +", "fill 'List Name' Groceries", "tap Create"]
    // A word game with a word played: a view with a context menu, a field that submits.
    let words = Session(app: BuiltInApps.named("words") ?? TodoApp(), apps: BuiltInApps.all)
    for line in ["tap 'Start a Game'", "select silkworm", "fill 'Your word' milk", "submit 'Your word'"] {
      let outcome = await Interpreter(session: words).execute(LogicalLine(line))
      #expect(outcome.error == nil, "\(line): \(String(describing: outcome.error))")
    }
    return [
      await todo(list + ["tap +"]), await todo(list), Session(app: FavoritesApp(), apps: BuiltInApps.all),
      Session(app: SettingsApp(), apps: BuiltInApps.all), words,
    ]
  }

  @Test func everyArgumentThatNamesSomethingCompletes() async {
    let sessions = await Self.fixtures()
    for (words, command) in Self.everyCommand where command.syntax.subcommands.isEmpty {
      let name = words.joined(separator: " ")
      let syntax = command.syntax
      for flag in syntax.flags {
        let offered = sessions[0].completions(of: name + " -")
        #expect(offered.contains(flag.name), "`\(name) -` does not offer \(flag.name): \(offered)")
      }
      if command.result.isData {
        #expect(sessions[0].completions(of: name + " --").contains("--json"), "`\(name) --` does not offer --json")
      }
      for (index, argument) in syntax.arguments.enumerated() where argument.kind.hasCandidates {
        var found = false
        var tried: [String] = []
        for session in sessions {
          // The required arguments before it, each the first thing Tab offers for it.
          var line = name + " "
          for earlier in syntax.arguments[..<index] where !earlier.isOptional {
            line += (session.completions(of: line).first ?? Self.sample(of: earlier.kind)) + " "
          }
          let offered = session.completions(of: line)
          tried.append("`\(line)` offers \(offered)")
          let ofKind = CompletionRequest.of(session, line: line).candidates(for: argument.kind)
          found = found || (ofKind.isEmpty ? !offered.isEmpty : !Set(offered).isDisjoint(with: ofKind))
        }
        #expect(found, "\(name)'s \(argument.name) (\(argument.kind.name)) completes nothing: \(tried)")
      }
    }
  }

  @Test func subcommandsComplete() async {
    let session = await Self.fixtures()[0]
    for command in CommandRegistry.standard.commands where !command.syntax.subcommands.isEmpty {
      let offered = session.completions(of: command.name + " ")
      for sub in command.syntax.subcommands where !command.syntax.isImplicit(sub) {
        #expect(offered.contains(sub.name), "`\(command.name) ` does not offer \(sub.name): \(offered)")
      }
    }
  }

  /// A value the shell reads as `kind`, for an argument that offers nothing to complete.
  private static func sample(of kind: ArgumentKind) -> String {
    switch kind {
    case .integer(let range): String(range.lowerBound)
    case .duration: "1s"
    case .time: "2026-01-01"
    default: "x"
    }
  }
}

extension Session {
  /// What Tab offers at the end of `line`.
  fileprivate func completions(of line: String) -> [String] {
    Completer(session: self).complete(line).candidates
  }
}

extension CompletionRequest {
  /// The request Tab makes at the end of `line`, which ends in a blank.
  @MainActor fileprivate static func of(_ session: Session, line: String) -> CompletionRequest {
    let words = line.split(separator: " ").dropFirst().map(String.init)
    return CompletionRequest(session: session, arguments: words, partial: "")
  }
}
