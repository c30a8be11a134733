import MVCS

/// One step of an exploration: the shell line it runs, split where it types a value, so
/// shrinking can try a simpler one.
///
/// ```swift
/// ExploreStep(command: "fill Title", value: "Milk").line  // "fill Title Milk"
/// ```
public struct ExploreStep: Sendable, Codable, Equatable, Hashable {
  /// The line up to the value it types: `fill Title`, or the whole line.
  public var command: String
  /// The text the step types, if it types one.
  public var value: String?
  /// The same step naming its target by position (`swipe #0 Rename`), for a replay in which
  /// the name no longer finds it: shrinking drops the steps that gave rows their numbers.
  public var fallback: String?

  /// A step running `command`, then `value` as one quoted word, if given; `fallback` names
  /// the target by position.
  public init(command: String, value: String? = nil, fallback: String? = nil) {
    self.command = command
    self.value = value
    self.fallback = fallback
  }

  /// The line naming the target by position, with the value, if the step has one.
  public var fallbackLine: String? {
    fallback.map { fallback in value.map { fallback + " " + ExploreStep.word($0) } ?? fallback }
  }

  /// The shell line the step runs.
  public var line: String {
    guard let value else { return command }
    return command + " " + ExploreStep.word(value)
  }

  /// `text` as one word the shell's lexer reads back as `text`: bare when it can be,
  /// single-quoted otherwise, and double-quoted with escapes when it holds a control character.
  public static func word(_ text: String) -> String {
    if text.isEmpty { return "''" }
    let bare = text.unicodeScalars.allSatisfy { scalar in
      scalar.value > 0x20 && scalar.value < 0x7F && !"\"'\\$#|!;".unicodeScalars.contains(scalar)
    }
    if bare, !text.hasPrefix("-") { return text }
    let control = text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    if !control && !text.contains("'") { return "'" + text + "'" }
    var quoted = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "$": quoted += "\\$"
      case "\t": quoted += "\\t"
      case "\n": quoted += "\\n"
      default: quoted.unicodeScalars.append(scalar)
      }
    }
    return quoted + "\""
  }
}

/// What went wrong at a step: the kind of failure and what it said.
public struct ExploreFailure: Sendable, Codable, Equatable, Hashable, CustomStringConvertible {
  /// The kinds of failure explore looks for, each named as its reports name it.
  public enum Kind: String, Sendable, Codable, CaseIterable {
    /// The process died: a trap, a crash (found by a worker's death).
    case crash
    /// A command the screen offered failed for a reason that is not the app's own
    /// validation message: an internal error, a control drawn that cannot be acted on.
    case commandFailed = "command failed"
    /// Pending work that never settled within the `wait` timeout.
    case hang
    /// A screen that breaks the renderer's rules: a line wider than the screen, a control
    /// character on it.
    case screenRule = "screen rule"
    /// What the app stored, or the screen it restores, differed after a relaunch.
    case persistence = "persisted state"
    /// An invariant the app or a view controller declares did not hold.
    case invariant
  }

  /// The kind.
  public var kind: Kind
  /// What it said: the error's message, the rule broken, the invariant and what it found.
  public var message: String

  /// A failure of `kind` saying `message`.
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  /// `kind: message`.
  public var description: String { "\(kind.rawValue): \(message)" }

  /// What two failures must share to be the same bug: the kind, and the message with its
  /// numbers, quoted words and paths left out, since a shorter walk names other rows.
  public var signature: String {
    var shape = ""
    var quote: Character?
    var inPath = false
    for character in message {
      if inPath {
        if character == " " || character == ":" { inPath = false } else { continue }
      }
      if character == "/", shape.last == " " || shape.isEmpty {
        inPath = true
        shape.append("/…")
        continue
      }
      if let open = quote {
        if character == open { quote = nil }
        continue
      }
      if character == "'" {
        quote = character
        shape.append("'…'")
      } else if character.isNumber {
        if shape.last != "#" { shape.append("#") }
      } else {
        shape.append(character)
      }
    }
    return kind.rawValue + ": " + shape
  }
}
