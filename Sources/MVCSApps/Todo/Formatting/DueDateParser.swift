import Foundation
import MVCS

/// Reads what a user types in the "Due" field into a day, or no due date.
///
/// It takes nothing (no due date), `today`, `tomorrow` or a day as `YYYY-MM-DD`, read against
/// the app clock in the environment's calendar. Anything else is an error, so a mistyped date is never dropped silently, and so is a
/// day before today, as MVCTodo's date picker allows no date before now.
struct DueDateParser: Sendable {
  /// The clock that says what today is.
  let clock: any AppClock
  /// The calendar days are read in.
  let calendar: Calendar

  /// A "Due" text that is not a date, or a day already past.
  struct BadDate: ValidationFailure, Sendable, CustomStringConvertible {
    /// The text as typed.
    let text: String
    /// Whether the text is a day, but one before today.
    var isPast = false

    /// The error as a user reads it.
    var description: String {
      isPast
        ? "'\(text)' is in the past: a due date is today or later"
        : "'\(text)' is not a due date: use YYYY-MM-DD, today or tomorrow"
    }
  }

  /// The start of the day `text` names, or nil when it is blank.
  func parse(_ text: String) throws(BadDate) -> Date? {
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
    guard date >= today else { throw BadDate(text: text, isPast: true) }
    return date
  }
}
