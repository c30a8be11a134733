import Foundation

extension Action {
  /// Binds typed-in words to this action's parameters: positional values first, then
  /// `name=value` pairs, each converted to its parameter's kind.
  ///
  /// Dates accept ISO 8601 (`2026-03-01` or `2026-03-01T10:00:00Z`) and the words `today`
  /// and `tomorrow`, read against `now` in `calendar`.
  public func bind(
    _ words: [String], now: Date, calendar: Calendar = .utc
  ) throws(ArgumentError) -> Arguments {
    var values: [String: ArgumentValue] = [:]
    var position = 0
    for (index, word) in words.enumerated() {
      let parameter: Parameter
      let text: String
      if let equals = word.firstIndex(of: "="),
        let named = parameters.first(where: { $0.name == String(word[..<equals]) })
      {
        parameter = named
        text = String(word[word.index(after: equals)...])
      } else {
        guard position < parameters.count else {
          throw ArgumentError(
            message: parameters.isEmpty
              ? "'\(name)' takes no arguments"
              : "too many arguments: '\(name)' takes \(parameters.count)",
            argumentIndex: index)
        }
        while position < parameters.count, values[parameters[position].name] != nil {
          position += 1
        }
        guard position < parameters.count else {
          throw ArgumentError(message: "too many arguments for '\(name)'", argumentIndex: index)
        }
        parameter = parameters[position]
        position += 1
        text = word
      }
      if values[parameter.name] != nil {
        throw ArgumentError(
          message: "'\(parameter.name)' is given twice", parameter: parameter.name, argumentIndex: index)
      }
      do {
        values[parameter.name] = try parameter.kind.parse(text, now: now, calendar: calendar)
      } catch {
        throw ArgumentError(
          message:
            "'\(parameter.name)' expects \(error.expected), got '\(text)'\(error.reason.map { ": " + $0 } ?? "")",
          parameter: parameter.name, argumentIndex: index)
      }
    }
    if let missing = parameters.first(where: { !$0.isOptional && values[$0.name] == nil }) {
      throw ArgumentError(
        message: "missing argument '\(missing.name)' (\(missing.kind))", parameter: missing.name)
    }
    return Arguments(values)
  }
}

struct ParseFailure: Error {
  var expected: String
  /// What is wrong with the text, when more can be said than what was expected.
  var reason: String?
}

extension Parameter.Kind {
  func parse(_ text: String, now: Date, calendar: Calendar) throws(ParseFailure) -> ArgumentValue {
    switch self {
    case .text:
      return .text(text)
    // Numbers are typed numbers, read as a field reads them, in the fixed locale.
    case .integer:
      do {
        return .integer(try TypedNumber.read(text, with: IntegerFormatStyle<Int>()))
      } catch {
        throw ParseFailure(expected: "an integer", reason: error.reason)
      }
    case .decimal:
      do {
        return .decimal(try TypedNumber.read(text, with: FloatingPointFormatStyle<Double>()))
      } catch {
        throw ParseFailure(expected: "a decimal number", reason: error.reason)
      }
    case .boolean:
      switch text.lowercased() {
      case "true", "yes", "on", "1": return .boolean(true)
      case "false", "no", "off", "0": return .boolean(false)
      default: throw ParseFailure(expected: "true or false")
      }
    case .date:
      guard let date = Self.parseDate(text, now: now, calendar: calendar) else {
        throw ParseFailure(expected: "a date (YYYY-MM-DD, ISO 8601, today or tomorrow)")
      }
      return .date(date)
    case .choice(let options):
      guard options.contains(text) else { throw ParseFailure(expected: "one of \(options.joined(separator: ", "))") }
      return .text(text)
    }
  }

  private static func parseDate(_ text: String, now: Date, calendar: Calendar) -> Date? {
    switch text {
    case "today": return calendar.startOfDay(for: now)
    case "tomorrow": return calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: now))
    default: break
    }
    return ISO8601Text.date(from: text, calendar: calendar)
  }
}

extension Calendar {
  /// The Gregorian calendar in UTC, so that dates read the same on every machine.
  ///
  /// Made once: making a calendar and its zone costs more than reading a date with it, and
  /// every date a store loads is read with this one.
  public static let utc: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
    return calendar
  }()
}
