import MVCS

/// `fill FIELD TEXT`: types into a visible field, replacing its whole text.
enum Fill: Command {
  static let name = "fill"
  static let usage = "fill FIELD TEXT"
  static let summary = "Type TEXT into the visible field FIELD, replacing what it holds"
  static let discussion = """
    FIELD matches a field's label or placeholder exactly, or is #N, the N-th field of the
    topmost layer that has fields, from 0. The topmost modal is searched first.
    `fill Title ""` empties a field.
    """

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    try invocation.expectArguments(2...2)
    let fieldWord = invocation.arguments[0]
    let textWord = invocation.arguments[1]
    let (_, entry) = try search(invocation.session).find(fieldWord)
    do {
      try entry.enter(textWord.text)
    } catch {
      throw ShellError(error.message, at: textWord.location, hint: error.hint)
    }
    return .done
  }

  static func complete(_ request: CompletionRequest) -> [String] {
    guard request.argumentIndex == 0 else { return [] }
    return search(request.session).completions(prefix: request.partial)
  }

  /// The fields a user can type into.
  private static func search(_ session: Session) -> ControlSearch<TextEntry> {
    ControlSearch(session: session, noun: "field")
  }
}
