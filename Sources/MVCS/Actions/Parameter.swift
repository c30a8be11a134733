import Foundation

/// One typed input of an ``Action``.
public struct Parameter: Sendable, Equatable {
  /// What values a parameter takes, and how text typed in the shell becomes one.
  public enum Kind: Sendable, Equatable, CustomStringConvertible {
    case text, integer, decimal, boolean, date
    /// One of a fixed set of words.
    case choice([String])

    /// The kind as a synopsis shows it: `text`, `integer`, `a|b`.
    public var description: String {
      switch self {
      case .text: "text"
      case .integer: "integer"
      case .decimal: "decimal"
      case .boolean: "boolean"
      case .date: "date"
      case .choice(let options): options.joined(separator: "|")
      }
    }
  }

  /// The parameter's name, as `call` takes it (`name:value`).
  public let name: String
  /// What values the parameter takes.
  public let kind: Kind
  /// One line saying what the parameter is for.
  public let summary: String
  /// Whether the action runs without it.
  public let isOptional: Bool

  /// A parameter named `name` taking values of `kind`.
  public init(_ name: String, _ kind: Kind, summary: String = "", isOptional: Bool = false) {
    self.name = name
    self.kind = kind
    self.summary = summary
    self.isOptional = isOptional
  }

  /// `name:text`, or `[name:text]` when optional.
  public var synopsis: String {
    isOptional ? "[\(name):\(kind)]" : "\(name):\(kind)"
  }
}

/// A value bound to a ``Parameter``.
public enum ArgumentValue: Sendable, Equatable, CustomStringConvertible {
  case text(String)
  case integer(Int)
  case decimal(Double)
  case boolean(Bool)
  case date(Date)

  /// The value as the shell would type it.
  public var description: String {
    switch self {
    case .text(let value): value
    case .integer(let value): String(value)
    case .decimal(let value): String(value)
    case .boolean(let value): String(value)
    case .date(let value): value.formatted(.iso8601)
    }
  }
}
