import Foundation
import MVCS

/// Writes a date the way the item rows show it: "Today", "Tomorrow" or "Yesterday" when it
/// is that close to the app clock's now, else long style ("January 5, 2026"), in the
/// environment's calendar.
///
/// Computed here rather than with `DateFormatter.doesRelativeDateFormatting`, which reads
/// the machine's clock, not the app's.
struct RelativeDateText: Sendable {
  let clock: any AppClock
  let calendar: Calendar

  init(clock: any AppClock, calendar: Calendar) {
    self.clock = clock
    self.calendar = calendar
    longStyle = Date.VerbatimFormatStyle(
      format: "\(month: .wide) \(day: .defaultDigits), \(year: .padded(4))",
      locale: Locale(identifier: "en_US_POSIX"), timeZone: calendar.timeZone, calendar: calendar)
  }

  func text(for date: Date) -> String {
    let today = calendar.startOfDay(for: clock.now)
    let day = calendar.startOfDay(for: date)
    switch calendar.dateComponents([.day], from: today, to: day).day {
    case 0: return "Today"
    case 1: return "Tomorrow"
    case -1: return "Yesterday"
    default: return date.formatted(longStyle)
    }
  }

  /// "January 5, 2026", in a fixed locale so the words are the same on every machine.
  ///
  /// A format style, not a `DateFormatter` made for each date: Foundation keeps the ICU
  /// formatter a style needs, where a new `DateFormatter` built one every time (1.5 million
  /// instructions a date, 7% of an explore step on Todo).
  private let longStyle: Date.VerbatimFormatStyle
}
