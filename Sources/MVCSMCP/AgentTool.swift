import Foundation
import MVCSShell

/// One tool an agent sees, made from a shell command's declaration: a JSON schema for its
/// arguments, annotations from its effect, and how those arguments become the shell line that
/// runs it.
///
/// The tool does nothing itself; ``AgentSession`` runs the line it builds through the shell's
/// interpreter, so a tool and the command it mirrors are one implementation. ``AgentToolCatalog``
/// makes the tools from a session's ``CommandRegistry``:
///
/// ```swift
/// let tap = AgentToolCatalog.tools(for: session).first { $0.name == "tap" }!
/// try tap.line(for: ["label": .string("New List")])  // "tap 'New List'"
/// ```
struct AgentTool: Sendable {
  /// One named argument and where it goes in the shell line.
  struct Parameter: Sendable {
    /// The JSON type of the argument's value.
    enum ValueType: String, Sendable {
      case string
      case integer
      case boolean
      case stringArray = "array"

      /// The type as an error names it: "an integer".
      var phrase: String {
        switch self {
        case .string: "a string"
        case .integer: "an integer"
        case .boolean: "true or false"
        case .stringArray: "an array of strings"
        }
      }
    }

    var name: String
    var summary: String
    var type: ValueType
    var isRequired: Bool
    /// The flag put before the value (`-d` for a depth), or, for a boolean, the flag it turns on.
    var flag: String?
    /// The values allowed, for a string (or each string of an array).
    var choices: [String]
    /// Choices that put no word in the line (`start` for `record FILE`).
    var silentChoices: Set<String>
    /// The range an integer must be in.
    var range: ClosedRange<Int>?
    /// Whether the value names a file the command writes, which must lie where agents may
    /// write (``WriteConfinement``).
    var isWrittenFile = false

    init(
      _ name: String, _ summary: String, type: ValueType = .string, required: Bool = false, flag: String? = nil,
      choices: [String] = [], silentChoices: Set<String> = [], range: ClosedRange<Int>? = nil
    ) {
      self.name = name
      self.summary = summary
      self.type = type
      isRequired = required
      self.flag = flag
      self.choices = choices
      self.silentChoices = silentChoices
      self.range = range
    }
  }

  /// The tool's name: the command's (`tap`), or the command's and the subcommand's (`store_ls`).
  var name: String
  /// The words that start the line: `["store", "ls"]`.
  var words: [String]
  var description: String
  var effect: CommandEffect
  /// What the command's result is: its data is the answer's structured content.
  var result: ResultKind
  /// In the order their values go in the line.
  var parameters: [Parameter]

  /// The name of the argument every acting tool takes: how much of the screen to answer with.
  static let screenParameter = Parameter(
    "screen",
    "What to answer with after acting: 'diff' (default) the lines of the screen that changed, 'full' the whole screen, 'none' nothing.",
    choices: ["diff", "full", "none"])

  /// Whether the tool only reads, and so answers with the command's output alone.
  var isReadOnly: Bool { effect == .reads }

  /// The parameters an agent may give, the screen's among them for a tool that acts.
  var allParameters: [Parameter] { isReadOnly ? parameters : parameters + [Self.screenParameter] }

  /// The tool as the protocol lists it: schema, annotations.
  var definition: ToolDefinition {
    var properties: [String: JSONValue] = [:]
    for parameter in allParameters {
      var schema: [String: JSONValue] = [
        "type": .string(parameter.type.rawValue), "description": .string(parameter.summary),
      ]
      let choices: JSONValue? = parameter.choices.isEmpty ? nil : .array(parameter.choices.map { .string($0) })
      if parameter.type == .stringArray {
        var items: [String: JSONValue] = ["type": "string"]
        if let choices { items["enum"] = choices }
        schema["items"] = .object(items)
      } else if let choices {
        schema["enum"] = choices
      }
      if let range = parameter.range {
        if range.lowerBound > Int.min { schema["minimum"] = .int(range.lowerBound) }
        if range.upperBound < Int.max { schema["maximum"] = .int(range.upperBound) }
      }
      properties[parameter.name] = .object(schema)
    }
    let required = allParameters.filter(\.isRequired).map { JSONValue.string($0.name) }
    let annotations =
      switch effect {
      case .reads: ToolDefinition.Annotations(readOnlyHint: true, openWorldHint: false)
      case .acts: ToolDefinition.Annotations(readOnlyHint: false, destructiveHint: false, openWorldHint: false)
      case .destroys: ToolDefinition.Annotations(readOnlyHint: false, destructiveHint: true, openWorldHint: false)
      }
    return ToolDefinition(
      name: name, description: description,
      inputSchema: [
        "type": "object", "properties": .object(properties), "required": .array(required),
        "additionalProperties": false,
      ],
      annotations: annotations)
  }

  /// A reason an agent's arguments make no shell line.
  struct ArgumentError: Error {
    var message: String
  }

  /// The shell line `arguments` ask for, each value quoted as the shell's lexer reads it.
  func line(for arguments: [String: JSONValue]) throws(ArgumentError) -> String {
    let known = Set(allParameters.map(\.name))
    if let unknown = arguments.keys.sorted().first(where: { !known.contains($0) }) {
      throw ArgumentError(
        message: "'\(name)' has no argument '\(unknown)'; it takes: \(known.sorted().joined(separator: ", "))")
    }
    if let screen = arguments[Self.screenParameter.name], !isReadOnly {
      _ = try words(for: screen, of: Self.screenParameter)
    }
    var line = words
    for parameter in parameters {
      guard let value = arguments[parameter.name], value != .null else {
        if parameter.isRequired {
          throw ArgumentError(message: "'\(name)' needs the argument '\(parameter.name)': \(parameter.summary)")
        }
        continue
      }
      line += try words(for: value, of: parameter)
    }
    return line.joined(separator: " ")
  }

  private func words(for value: JSONValue, of parameter: Parameter) throws(ArgumentError) -> [String] {
    func wrongType() -> ArgumentError {
      ArgumentError(message: "'\(parameter.name)' of '\(name)' must be \(parameter.type.phrase)")
    }
    func checkChoice(_ text: String) throws(ArgumentError) {
      guard !parameter.choices.isEmpty, !parameter.choices.contains(text) else { return }
      throw ArgumentError(
        message: "'\(parameter.name)' of '\(name)' must be one of \(parameter.choices.joined(separator: ", "))")
    }
    let texts: [String]
    switch (parameter.type, value) {
    case (.boolean, .bool(let on)):
      return on ? [parameter.flag ?? "--\(parameter.name)"] : []
    case (.integer, .int(let number)): texts = [String(number)]
    case (.integer, .double(let number)) where number == number.rounded() && abs(number) < 1e15:
      texts = [String(Int(number))]
    case (.string, .string(let text)):
      try checkChoice(text)
      texts = parameter.silentChoices.contains(text) ? [] : [text]
    case (.stringArray, .array(let items)):
      texts = try items.map { item throws(ArgumentError) in
        guard case .string(let text) = item else { throw wrongType() }
        try checkChoice(text)
        return text
      }
    default: throw wrongType()
    }
    if let range = parameter.range, let number = texts.first.flatMap({ Int($0) }), !range.contains(number) {
      throw ArgumentError(
        message: "'\(parameter.name)' of '\(name)' must be from \(range.lowerBound) to \(range.upperBound)")
    }
    // A line feed is written `\n` in double quotes (a text editor's lines); a carriage
    // return has no escape the lexer reads, so it cannot be sent.
    for text in texts where text.unicodeScalars.contains("\r") {
      throw ArgumentError(message: "'\(parameter.name)' of '\(name)' cannot hold a carriage return")
    }
    return (parameter.flag.map { [$0] } ?? []) + texts.map(ShellQuoting.quote)
  }
}

/// Writes a value as one word the shell's lexer reads back unchanged.
enum ShellQuoting {
  /// The characters a word may hold bare; anything else is quoted.
  private static let bare = Set(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./:@%+=,-".unicodeScalars)

  /// `New List` becomes `'New List'`, `it's` becomes `'it'\''s'`, `Milk` stays `Milk`; a
  /// value starting with `-` or `#` is quoted so it is never a flag or a comment; a value of
  /// several lines is written in double quotes, its line feeds as `\n`, so it stays one line.
  static func quote(_ text: String) -> String {
    if !text.isEmpty, text.unicodeScalars.allSatisfy(bare.contains), text.first != "-" { return text }
    guard text.unicodeScalars.contains("\n") else { return CompletionRequest.singleQuoted(text) }
    var quoted = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": quoted += #"\n"#
      case "\t": quoted += #"\t"#
      case "\"", "\\", "$": quoted += "\\" + String(scalar)
      default: quoted.unicodeScalars.append(scalar)
      }
    }
    return quoted + "\""
  }
}
