import MVCS

/// `pick LABEL [OPTION]`: chooses an option of a visible picker, or lists its options.
enum Pick: Command {
  static let name = "pick"
  static let usage = "pick LABEL [OPTION]"
  static let summary = "Choose OPTION in the visible picker LABEL; without OPTION, list its options"
  static let discussion = """
    LABEL matches a picker's label exactly, or is #N, the N-th picker of the topmost layer that
    has pickers, from 0; OPTION matches an option's title exactly. Without OPTION the options
    are printed, the chosen one marked `*`, as opening a menu shows them. Only what the window
    shows can be picked, as for `tap`; a disabled picker cannot be.
    """

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    try invocation.expectArguments(1...2)
    let labelWord = invocation.arguments[0]
    let (picker, input) = try search(invocation.session).find(
      labelWord, requiringEnabled: invocation.arguments.count == 2)
    guard invocation.arguments.count == 2 else {
      return .printing(picker.choices.map { ($0 == picker.value ? "* " : "  ") + $0.escapingControlCharacters })
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
