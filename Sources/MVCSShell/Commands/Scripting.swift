import MVCS

/// `echo TEXT ...`: prints its arguments, separated by blanks.
enum Echo: Command {
  static let name = "echo"
  static let usage = "echo [TEXT ...]"
  static let summary = "Print the arguments"

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    .printing([invocation.arguments.map(\.text).joined(separator: " ")])
  }
}

/// `set NAME VALUE`: defines a variable for `$NAME`; `set` alone lists them.
enum SetVariable: Command {
  static let name = "set"
  static let usage = "set [NAME VALUE]"
  static let summary = "Define a variable used as $NAME (no arguments: list them)"

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    let session = invocation.session
    if invocation.arguments.isEmpty {
      return .printing(
        session.variables.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.escapingControlCharacters)" })
    }
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
    return CommandResult(changes: [.setVariable(name: name, value: invocation.arguments[1].text)])
  }
}

/// `exit [STATUS]`: ends the session, or the script, with STATUS (default 0).
enum Exit: Command {
  static let name = "exit"
  static let usage = "exit [STATUS]"
  static let summary = "End the session with STATUS (default 0)"

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    try invocation.expectArguments(0...1)
    let status = try invocation.arguments.first.map { word throws(ShellError) in
      try invocation.integer(word, in: 0...255, what: "STATUS")
    }
    return CommandResult(changes: [.exit(status: Int32(status ?? 0))])
  }
}

/// `history`: the lines typed in interactive sessions, oldest first, numbered.
enum History: Command {
  static let name = "history"
  static let usage = "history"
  static let summary = "Print the command history of interactive sessions"

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    try invocation.expectArguments(0...0)
    guard let entries = invocation.session.history?() else {
      throw ShellError(
        "no history in batch mode", at: invocation.nameWord.location,
        hint: "history is kept by interactive sessions, in $XDG_STATE_HOME/mvcs/history")
    }
    let width = String(entries.count).count
    var result = CommandResult()
    for (index, entry) in entries.enumerated() {
      // A multi-line command stays one entry; its later lines are indented under the first.
      for (offset, text) in entry.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let label = Columns.pad(offset == 0 ? String(index + 1) : "", to: width, alignment: .right)
        result.print(label + "  " + text.escapingControlCharacters)
      }
    }
    return result
  }
}

extension Substring {
  var escapingControlCharacters: String { String(self).escapingControlCharacters }
}
