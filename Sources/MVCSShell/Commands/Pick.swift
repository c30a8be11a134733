import MVCS

/// `pick LABEL [OPTION]`: chooses an option of a visible picker, or lists its options.
enum Pick: Command {
  static let name = "pick"
  static let summary = "Choose OPTION in the visible picker LABEL; without OPTION, list its options"
  static let discussion = """
    LABEL matches a picker's label exactly, or is #N, the N-th picker of the topmost layer that
    has pickers, from 0; OPTION matches an option's title exactly. Without OPTION the options
    are printed, the chosen one marked `*`, as opening a menu shows them. Only what the window
    shows can be picked, as for `tap`; a disabled picker cannot be. As JSON, the options are
    `[{title, chosen}]`.
    """
  static let syntax = CommandSyntax(arguments: [
    CommandArgument("label", .control(.picker), "The picker's label as the screen shows it."),
    CommandArgument(
      "option", .option, "The option's title as the picker shows it; omit to list the options.", optional: true),
  ])
  static let result = ResultKind.data(named: "options")

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    let labelWord = invocation.arguments[0]
    let (picker, input) = try search(invocation.session).find(
      labelWord, requiringEnabled: invocation.arguments.count == 2)
    guard invocation.arguments.count == 2 else {
      return .showing(Options(titles: picker.choices, chosen: picker.value))
    }
    let optionWord = invocation.arguments[1]
    guard let index = picker.choices.firstIndex(of: optionWord.text) else {
      throw ShellError(
        "picker '\(picker.label)' of \(picker.owner.path) has no option '\(optionWord.text)'",
        at: optionWord.location,
        hint: picker.choices.isEmpty
          ? "it offers no options"
          : Suggestions.hint(for: optionWord.text, among: picker.choices, listing: "its options"))
    }
    picker.owner.logAction(
      "pick \(CompletionRequest.quoted(picker.label)) \(CompletionRequest.quoted(optionWord.text))")
    input.choose(index)
    return .done
  }

  /// A picker's options, the chosen one marked `*`; as JSON, `[{title, chosen}]`.
  struct Options: CommandData {
    let titles: [String]
    let chosen: String?

    var lines: [String] { titles.map { ($0 == chosen ? "* " : "  ") + $0.escapingControlCharacters } }

    var json: JSONValue {
      .array(titles.map { ["title": .string($0), "chosen": .bool($0 == chosen)] })
    }
  }

  /// The pickers in view, then the options of the one typed.
  static func complete(_ request: CompletionRequest) -> [String] {
    let search = search(request.session)
    switch request.argumentIndex {
    case 0: return search.completions(prefix: request.partial)
    case 1:
      guard let picker = search.control(named: request.arguments[0]) else { return [] }
      return picker.choices.filter { $0.hasPrefix(request.partial) }.map(CompletionRequest.quoted)
    default: return []
    }
  }

  /// The pickers a user can choose in.
  private static func search(_ session: Session) -> ControlSearch<PickerChoice> {
    ControlSearch(session: session, noun: "picker")
  }
}
