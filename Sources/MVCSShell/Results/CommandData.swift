/// What a command found, as a value: the shell prints its ``lines``, `--json` prints its
/// ``json``, and an agent's tool answers with both (the JSON as structured content).
///
/// A command that reads returns its data rather than lines, so every front end gets the same
/// value and renders it its own way; the command's declaration says so with
/// ``ResultKind/data(named:)``:
///
/// ```swift
/// struct Greeting: CommandData, Encodable {
///   let who: String
///   var lines: [String] { ["Hello, \(who.escapingControlCharacters)!"] }
/// }
/// let result = CommandResult(data: Greeting(who: "Ada"))  // `greet Ada --json` prints {"who" : "Ada"}
/// ```
///
/// Both renderings are made on demand, right after the command runs, so data that holds view
/// controllers costs only the form asked for: `ls` of 100,000 rows makes no row for its names.
@MainActor
public protocol CommandData {
  /// The lines the shell prints, control characters escaped as they enter.
  var lines: [String] { get }
  /// The same data as JSON.
  var json: JSONValue { get }
}

extension CommandData where Self: Encodable {
  /// The value as `JSONEncoder` writes it.
  public var json: JSONValue { JSONValue(encoding: self) }
}

/// How a result's data is printed: as text (the default) or as JSON (`--json`).
public enum OutputFormat: Sendable, Equatable {
  /// The data's lines.
  case text
  /// The data's JSON, indented, keys sorted.
  case json
}
