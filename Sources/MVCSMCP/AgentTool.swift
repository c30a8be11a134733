import Foundation
import MVCSShell

/// One tool an agent sees: a shell command family with a JSON schema for its arguments, and
/// how those arguments become the shell line that runs it.
///
/// The tool does nothing itself; ``AgentSession`` runs the line it builds through the shell's
/// interpreter, so a tool and the command it mirrors are one implementation:
///
/// ```swift
/// let tap = AgentTool(
///   name: "tap", summary: "Tap a button", kind: .acting,
///   parameters: [.init("label", "The button's label", required: true)])
/// try tap.line(for: ["label": .string("New List")])  // "tap 'New List'"
/// ```
struct AgentTool: Sendable {
  /// What a tool does to the app, for its annotations and its answer.
  enum Kind: Sendable {
    /// Reads only; answers with the command's output.
    case inspecting
    /// Acts on the app; answers with what changed on the screen.
    case acting
    /// Acts and may remove data (a swipe to delete, a relaunch that loses what is not stored).
    case destructive
  }

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
    /// The values allowed, for a string.
    var choices: [String]
    /// Choices that put no word in the line (`start` for `record FILE`).
    var silentChoices: Set<String>

    init(
      _ name: String, _ summary: String, type: ValueType = .string, required: Bool = false, flag: String? = nil,
      choices: [String] = [], silentChoices: Set<String> = []
    ) {
      self.name = name
      self.summary = summary
      self.type = type
      isRequired = required
      self.flag = flag
      self.choices = choices
      self.silentChoices = silentChoices
    }
  }

  /// The tool's name, the shell command's.
  var name: String
  /// The shell command the line runs; the tool's name unless they differ.
  var command: String
  var summary: String
  var kind: Kind
  /// In the order their values go in the line.
  var parameters: [Parameter]
  /// Words put after the command before the parameters' (`ls` for `store ls`).
  var fixedWords: [String]

  init(
    name: String, command: String? = nil, summary: String, kind: Kind, parameters: [Parameter] = [],
    fixedWords: [String] = []
  ) {
    self.name = name
    self.command = command ?? name
    self.summary = summary
    self.kind = kind
    self.parameters = parameters
    self.fixedWords = fixedWords
  }

  /// The name of the argument every acting tool takes: how much of the screen to answer with.
  static let screenParameter = Parameter(
    "screen",
    "What to answer with after acting: 'diff' (default) the lines of the screen that changed, 'full' the whole screen, 'none' nothing.",
    choices: ["diff", "full", "none"])

  /// The tool as the protocol lists it: schema, annotations.
  var definition: ToolDefinition {
    var properties: [String: JSONValue] = [:]
    let all = kind == .inspecting ? parameters : parameters + [Self.screenParameter]
    for parameter in all {
      var schema: [String: JSONValue] = [
        "type": .string(parameter.type.rawValue), "description": .string(parameter.summary),
      ]
      if parameter.type == .stringArray { schema["items"] = ["type": "string"] }
      if !parameter.choices.isEmpty { schema["enum"] = .array(parameter.choices.map { .string($0) }) }
      properties[parameter.name] = .object(schema)
    }
    let required = all.filter(\.isRequired).map { JSONValue.string($0.name) }
    let annotations =
      switch kind {
      case .inspecting: ToolDefinition.Annotations(readOnlyHint: true, openWorldHint: false)
      case .acting: ToolDefinition.Annotations(readOnlyHint: false, destructiveHint: false, openWorldHint: false)
      case .destructive: ToolDefinition.Annotations(readOnlyHint: false, destructiveHint: true, openWorldHint: false)
      }
    return ToolDefinition(
      name: name, description: summary,
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
    let known = Set(parameters.map(\.name) + (kind == .inspecting ? [] : [Self.screenParameter.name]))
    if let unknown = arguments.keys.sorted().first(where: { !known.contains($0) }) {
      throw ArgumentError(
        message: "'\(name)' has no argument '\(unknown)'; it takes: \(known.sorted().joined(separator: ", "))")
    }
    var words = [command] + fixedWords
    for parameter in parameters {
      guard let value = arguments[parameter.name], value != .null else {
        if parameter.isRequired {
          throw ArgumentError(message: "'\(name)' needs the argument '\(parameter.name)': \(parameter.summary)")
        }
        continue
      }
      words += try self.words(for: value, of: parameter)
    }
    return words.joined(separator: " ")
  }

  private func words(for value: JSONValue, of parameter: Parameter) throws(ArgumentError) -> [String] {
    func wrongType() -> ArgumentError {
      ArgumentError(message: "'\(parameter.name)' of '\(name)' must be \(parameter.type.phrase)")
    }
    let texts: [String]
    switch (parameter.type, value) {
    case (.boolean, .bool(let on)):
      return on ? [parameter.flag ?? "--\(parameter.name)"] : []
    case (.integer, .int(let number)): texts = [String(number)]
    case (.integer, .double(let number)) where number == number.rounded() && abs(number) < 1e15:
      texts = [String(Int(number))]
    case (.string, .string(let text)):
      if !parameter.choices.isEmpty, !parameter.choices.contains(text) {
        throw ArgumentError(
          message: "'\(parameter.name)' of '\(name)' must be one of \(parameter.choices.joined(separator: ", "))")
      }
      texts = parameter.silentChoices.contains(text) ? [] : [text]
    case (.stringArray, .array(let items)):
      texts = try items.map { item throws(ArgumentError) in
        guard case .string(let text) = item else { throw wrongType() }
        return text
      }
    default: throw wrongType()
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
  private static let bare = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./:@%+=,-")

  /// `New List` becomes `'New List'`, `it's` becomes `'it'\''s'`, `Milk` stays `Milk`; a
  /// value starting with `-` or `#` is quoted so it is never a flag or a comment; a value of
  /// several lines is written in double quotes, its line feeds as `\n`, so it stays one line.
  static func quote(_ text: String) -> String {
    if !text.isEmpty, text.allSatisfy(bare.contains), text.first != "-" { return text }
    guard text.unicodeScalars.contains("\n") else {
      return "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
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
