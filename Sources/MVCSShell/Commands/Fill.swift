import MVCS

/// `fill FIELD TEXT`: types into a visible field, replacing its whole text.
enum Fill: Command {
  static let name = "fill"
  static let summary = "Type TEXT into the visible field FIELD, replacing what it holds"
  static let discussion = """
    FIELD matches a field's label or placeholder exactly, or is #N, the N-th field of the
    topmost layer that has fields, from 0: a text field, a typed field, a secure field or a
    text editor (in double quotes, `\n` breaks a line). The topmost modal is searched first.
    `fill Title ""` empties a field. A field with a format (a number, an amount, a date)
    reads TEXT as it shows values; text it cannot read is an error, and the field keeps its
    value. A secure field's text appears on no screen, in no log or error.
    """
  static let syntax = CommandSyntax(arguments: [
    CommandArgument("field", .field, "The field's label or placeholder as the screen shows it."),
    CommandArgument(
      "text", .text, "The text to type; a number or a date as the field shows one.", mayHoldSecret: true),
  ])
  static let result = ResultKind.nothing

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    let fieldWord = invocation.arguments[0]
    let textWord = invocation.arguments[1]
    let (field, entry) = try search(invocation.session).find(fieldWord)
    // The line may be shown again as typed only when the text went into a field that shows it.
    var result = CommandResult.done
    result.typedTextIsShown = field.control.kind != .secureField
    do {
      try entry.enter(textWord.text)
    } catch {
      var refusal = ShellError(error.message, at: textWord.location, hint: error.hint)
      refusal.isValidation = true
      result.error = refusal
      return result
    }
    // Never the text: a secure field's must appear nowhere the shell writes.
    field.owner.logAction("fill \(CompletionRequest.quoted(field.label))")
    return result
  }

  /// The labels of the fields a user can type into that start with `prefix`, quoted as typed:
  /// what Tab offers for a `.field` argument.
  static func fieldLabels(in session: Session, prefix: String) -> [String] {
    search(session).completions(prefix: prefix)
  }

  /// The fields a user can type into.
  private static func search(_ session: Session) -> ControlSearch<TextEntry> {
    ControlSearch(session: session, noun: "field")
  }
}
