import Foundation

/// The values an ``Action`` receives, by parameter name.
public struct Arguments: Sendable, Equatable {
  /// The bound values, by parameter name.
  public private(set) var values: [String: ArgumentValue]

  /// Arguments already bound to parameters, by name.
  public init(_ values: [String: ArgumentValue] = [:]) {
    self.values = values
  }

  /// The value bound to the parameter `name`, if given.
  public subscript(name: String) -> ArgumentValue? { values[name] }

  /// The text given for `name`; throws when it is missing or not text.
  public func text(_ name: String) throws -> String {
    guard case .text(let value)? = values[name] else { throw missing(name) }
    return value
  }

  /// The integer given for `name`; throws when it is missing or not an integer.
  public func integer(_ name: String) throws -> Int {
    guard case .integer(let value)? = values[name] else { throw missing(name) }
    return value
  }

  /// The number given for `name`; throws when it is missing or not a number.
  public func decimal(_ name: String) throws -> Double {
    guard case .decimal(let value)? = values[name] else { throw missing(name) }
    return value
  }

  /// The truth value given for `name`; throws when it is missing or not a boolean.
  public func boolean(_ name: String) throws -> Bool {
    guard case .boolean(let value)? = values[name] else { throw missing(name) }
    return value
  }

  /// The date argument `name`, or nil when the optional parameter was not given.
  public func date(_ name: String) -> Date? {
    guard case .date(let value)? = values[name] else { return nil }
    return value
  }

  private func missing(_ name: String) -> ArgumentError {
    ArgumentError(message: "missing argument '\(name)'", parameter: name)
  }
}

/// An argument that cannot be bound to an action's parameters.
public struct ArgumentError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, as the shell prints it.
  public var message: String
  /// The parameter concerned, when there is one.
  public var parameter: String?
  /// Which of the given arguments is wrong (0-based), when one is.
  public var argumentIndex: Int?

  /// An error saying `message`, about `parameter` or the argument at `argumentIndex`.
  public init(message: String, parameter: String? = nil, argumentIndex: Int? = nil) {
    self.message = message
    self.parameter = parameter
    self.argumentIndex = argumentIndex
  }

  /// The message.
  public var description: String { message }
}
