import Foundation

/// Reads the dates people type: full ISO 8601 (`2026-03-01T10:00:00Z`) or a day
/// (`2026-03-01`, midnight in `calendar`'s time zone).
///
/// Impossible dates such as `2026-02-30` are refused, not rolled over into March.
public enum ISO8601Text {
  /// The date `text` names, or nil when it names none; days are read in `calendar`'s time zone.
  public static func date(from text: String, calendar: Calendar = .utc) -> Date? {
    guard let date = (try? Date(text, strategy: .iso8601)) ?? (try? Date(text, strategy: dayStyle(calendar))) else {
      return nil
    }
    // The parsers roll impossible days over; a date that reads back differently was one.
    let day = String(text.prefix(10))
    return Self.day(of: date, in: text.count == 10 ? calendar : .utc) == day ? date : nil
  }

  private static func dayStyle(_ calendar: Calendar) -> Date.ISO8601FormatStyle {
    Date.ISO8601FormatStyle(timeZone: calendar.timeZone).year().month().day()
  }

  private static func day(of date: Date, in calendar: Calendar) -> String {
    date.formatted(dayStyle(calendar))
  }
}
