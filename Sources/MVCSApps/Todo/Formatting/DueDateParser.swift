import Foundation
import MVCS

/// Reads what a user types in the "Due" field: nothing (no due date), `today`, `tomorrow`
/// or a day as `YYYY-MM-DD`, read against the app clock in the environment's calendar.
/// Anything else is an error, so a mistyped date is never dropped silently.
public struct DueDateParser: Sendable {
  public let clock: any AppClock
  public let calendar: Calendar

  public init(clock: any AppClock, calendar: Calendar) {
    self.clock = clock
    self.calendar = calendar
  }

  /// A "Due" text that is not a date.
  public struct BadDate: Error, Sendable, CustomStringConvertible {
    public let text: String

    public var description: String { "'\(text)' is not a due date: use YYYY-MM-DD, today or tomorrow" }
  }

  /// The start of the day `text` names, or nil when it is blank.
  public func parse(_ text: String) throws(BadDate) -> Date? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let today = calendar.startOfDay(for: clock.now)
    switch trimmed.lowercased() {
    case "": return nil
    case "today": return today
    case "tomorrow": return calendar.date(byAdding: .day, value: 1, to: today)
    default: break
    }
    // A day only; impossible days such as February 30 are refused, not rolled over.
    guard trimmed.count == 10, let date = ISO8601Text.date(from: trimmed, calendar: calendar) else {
      throw BadDate(text: text)
    }
    return date
  }
}
