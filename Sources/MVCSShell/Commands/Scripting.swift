import MVCS

/// `echo TEXT ...`: prints its arguments, separated by blanks.
enum Echo: Command {
  static let name = "echo"
  static let summary = "Print the arguments"
  static let syntax = CommandSyntax(arguments: [
    CommandArgument("text", .text, "The words to print.", optional: true, repeated: true)
  ])
  static let effect = CommandEffect.reads
  static let tool = ToolOffer.none(reason: "an agent has its own words; echo serves scripts")

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    .printing([invocation.arguments.map(\.text).joined(separator: " ")])
  }
}

/// `set NAME VALUE`: defines a variable for `$NAME`; `set` alone lists them.
///
/// A value holds at most ``maximumSize`` bytes, so `set X $X$X` repeated stops with an
/// error at the line that would pass it rather than doubling memory at every line.
enum SetVariable: Command {
  static let name = "set"
  static let summary = "Define a variable used as $NAME (no arguments: list them)"
  static let syntax = CommandSyntax(
    arguments: [
      CommandArgument("name", .text, "The variable's name: letters, digits and '_'.", optional: true),
      CommandArgument("value", .text, "Its value.", optional: true),
    ],
    synopsis: "[NAME VALUE]")
  static let result = ResultKind.data(named: "variables")
  static let tool = ToolOffer.none(reason: "variables serve scripts; an agent keeps its own values")
  static let discussion = "A value holds at most 1 MiB (\(maximumSize) bytes of UTF-8)."
  /// The most bytes (UTF-8) a variable's value may hold: 1 MiB.
  static let maximumSize = 1 << 20

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    let session = invocation.session
    if invocation.arguments.isEmpty { return .showing(Variables(values: session.variables)) }
    try invocation.expectArguments(2...2)
    let nameWord = invocation.arguments[0]
    let name = nameWord.text
    guard let first = name.first, first.isVariableNameCharacter(first: true),
      name.allSatisfy({ $0.isVariableNameCharacter(first: false) })
    else {
      throw ShellError(
        "invalid variable name '\(name.escapingControlCharacters)'", at: nameWord.location,
        hint: "names are letters, digits and '_', not starting with a digit")
    }
    let value = invocation.arguments[1]
    guard value.text.utf8.count <= maximumSize else {
      throw ShellError(
        "the value of '\(name)' would hold \(value.text.utf8.count) bytes; a variable holds at most 1 MiB (\(maximumSize) bytes)",
        at: value.location,
        hint: "a variable is for a name or a line of text; keep long text in a script and `source` it")
    }
    return CommandResult(changes: [.setVariable(name: name, value: value.text)])
  }

  /// The variables by name, `NAME=value` a line; as JSON, an object.
  struct Variables: CommandData {
    let values: [String: String]

    var lines: [String] {
      values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.escapingControlCharacters)" }
    }

    var json: JSONValue { .object(values.mapValues(JSONValue.string)) }
  }
}

/// `exit [STATUS]`: ends the session, or the script, with STATUS (default 0).
enum Exit: Command {
  static let name = "exit"
  static let summary = "End the session with STATUS (default 0)"
  static let status = CommandArgument(
    "status", .integer(0...255), "The status to end with (0 by default).", optional: true)
  static let syntax = CommandSyntax(arguments: [status])
  static let result = ResultKind.nothing
  static let tool = ToolOffer.none(reason: "an agent ends the session by closing its connection")

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    let status = try invocation.arguments.first.map { word throws(ShellError) in
      try invocation.integer(word, for: Self.status)
    }
    return CommandResult(changes: [.exit(status: Int32(status ?? 0))])
  }
}

/// `history`: the lines typed in interactive sessions, oldest first, numbered.
enum History: Command {
  static let name = "history"
  static let summary = "Print the command history of interactive sessions"
  static let syntax = CommandSyntax()
  static let effect = CommandEffect.reads
  static let result = ResultKind.data(named: "history")
  static let tool = ToolOffer.none(reason: "an agent's session has no line editor, so no history")

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    guard let entries = invocation.session.history?() else {
      throw ShellError(
        "no history in batch mode", at: invocation.nameWord.location,
        hint: "history is kept by interactive sessions, in $XDG_STATE_HOME/mvcs/history")
    }
    return .showing(Entries(entries: entries))
  }

  /// The history's entries, numbered from 1.
  ///
  /// A multi-line command stays one entry, its later lines indented under the first. As JSON,
  /// the array of entries.
  struct Entries: CommandData {
    let entries: [String]

    var lines: [String] {
      let width = String(entries.count).count
      var lines: [String] = []
      for (index, entry) in entries.enumerated() {
        for (offset, text) in entry.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
          let label = Columns.pad(offset == 0 ? String(index + 1) : "", to: width, alignment: .right)
          lines.append(label + "  " + text.escapingControlCharacters)
        }
      }
      return lines
    }

    var json: JSONValue { .array(entries.map(JSONValue.string)) }
  }
}

extension Substring {
  var escapingControlCharacters: String { String(self).escapingControlCharacters }
}
