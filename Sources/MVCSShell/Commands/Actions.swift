import MVCS

/// `actions [PATH]`: what can be invoked on a view controller, with parameters and help.
enum Actions: Command {
  static let name = "actions"
  static let summary = "List the actions of a view controller, with their parameters"
  static let syntax = CommandSyntax(arguments: [
    CommandArgument("path", .path, "The view controller; the current one by default.", optional: true)
  ])
  static let effect = CommandEffect.reads
  static let result = ResultKind.data(named: "actions")

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    let target = try invocation.arguments.first.map(invocation.resolve) ?? invocation.session.cwd
    return .showing(ActionList(owner: target, actions: target.actions))
  }

  /// A view controller's actions, a line each, with their parameters.
  ///
  /// Each line holds a synopsis and a summary, then a line follows for each parameter that
  /// has a summary. As JSON, `[{name, synopsis, summary, parameters:
  /// [{name, kind, summary, optional}]}]`.
  struct ActionList: CommandData {
    let owner: ViewController
    let actions: [Action]

    var lines: [String] {
      guard !actions.isEmpty else { return ["\(owner.path.escapingControlCharacters) has no actions"] }
      var lines = Columns.format(actions.map { [$0.synopsis, $0.summary] })
      for action in actions {
        for parameter in action.parameters where !parameter.summary.isEmpty {
          lines.append("  \(action.name) \(parameter.name): \(parameter.summary)")
        }
      }
      return lines
    }

    var json: JSONValue {
      .array(
        actions.map { action in
          [
            "name": .string(action.name), "synopsis": .string(action.synopsis), "summary": .string(action.summary),
            "parameters": .array(
              action.parameters.map {
                [
                  "name": .string($0.name), "kind": .string($0.kind.description), "summary": .string($0.summary),
                  "optional": .bool($0.isOptional),
                ]
              }),
          ]
        })
    }
  }
}

/// `call [PATH] ACTION [ARG ...]`: invokes an action directly, arguments typed.
enum Call: Command {
  static let name = "call"
  static let summary = "Invoke an action; arguments positional or name=value"
  static let discussion = """
    Arguments are converted to the parameter's type: text, integer, decimal, boolean
    (true/false, yes/no, on/off), date (YYYY-MM-DD, ISO 8601, today, tomorrow) or one of a set
    of words. ACTION is looked up on the current view controller first; otherwise the first
    word is a path and the second the action.
    """
  static let syntax = CommandSyntax(arguments: [
    CommandArgument(
      "path", .path, "The view controller whose action it is; the current one by default.", optional: true),
    CommandArgument("action", .action, "The action's name (`actions` lists them)."),
    CommandArgument(
      "arguments", .actionArgument, "The action's arguments, in order, or as name=value.", placeholder: "ARG",
      optional: true, repeated: true),
  ])
  static let effect = CommandEffect.destroys
  static let result = ResultKind.nothing

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    let session = invocation.session
    var arguments = invocation.arguments
    var target = session.cwd
    if target.action(named: arguments[0].text) == nil, arguments.count >= 2,
      let resolved = try? invocation.resolve(arguments[0])
    {
      target = resolved
      arguments.removeFirst()
    }
    let actionWord = arguments.removeFirst()
    guard let action = target.action(named: actionWord.text) else {
      let names = target.actions.map(\.name)
      throw ShellError(
        "no action '\(actionWord.text.escapingControlCharacters)' on \(target.path)", at: actionWord.location,
        hint: names.isEmpty
          ? "\(target.path) has no actions"
          : Suggestions.hint(for: actionWord.text, among: names, listing: "actions of \(target.path)"))
    }
    try perform(action, of: target, with: arguments, session: session, at: actionWord.location)
    return .done
  }

  /// Binds `words` to the action's parameters and runs it; errors point at the bad word.
  static func perform(
    _ action: Action, of target: ViewController, with words: [Word], session: Session, at location: SourceLocation
  ) throws(ShellError) {
    let arguments: Arguments
    do {
      let environment = session.environment
      arguments = try action.bind(words.map(\.text), now: environment.clock.now, calendar: environment.calendar)
    } catch {
      let place = error.argumentIndex.map { words[$0].location } ?? location
      throw ShellError(error.message, at: place, hint: "usage: call \(action.synopsis)")
    }
    target.logAction(action.name)
    // Read before the action runs: a prompt's button dismisses the prompt first, and a
    // dismissed prompt's path would no longer say where the failure happened.
    let path = target.path
    do {
      try action(arguments)
    } catch {
      throw ShellError.thrown(error, "action '\(action.name)' of \(path) failed: \(error)", at: location)
    }
  }

  static func complete(_ request: CompletionRequest) -> [String] {
    let cwd = request.session.cwd
    if request.argumentIndex == 0 {
      return cwd.actions.map(\.name).filter { $0.hasPrefix(request.partial) } + request.paths()
    }
    let first = request.arguments[0]
    var target = cwd
    var actionIndex = 0
    if cwd.action(named: first) == nil, let resolved = try? PathResolver.resolve(first, from: cwd) {
      target = resolved
      actionIndex = 1
    }
    if request.argumentIndex == actionIndex {
      return target.actions.map(\.name).filter { $0.hasPrefix(request.partial) }
    }
    guard request.arguments.count > actionIndex, let action = target.action(named: request.arguments[actionIndex])
    else { return [] }
    let given = Set(
      request.arguments.dropFirst(actionIndex + 1).compactMap { $0.split(separator: "=").first.map(String.init) })
    return action.parameters.map { "\($0.name)=" }
      .filter { !given.contains(String($0.dropLast())) && $0.hasPrefix(request.partial) }
  }
}
