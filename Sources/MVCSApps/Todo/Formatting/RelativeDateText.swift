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
  }

  func text(for date: Date) -> String {
    let today = calendar.startOfDay(for: clock.now)
    let day = calendar.startOfDay(for: date)
    switch calendar.dateComponents([.day], from: today, to: day).day {
    case 0: return "Today"
    case 1: return "Tomorrow"
    case -1: return "Yesterday"
    default: return longStyle.string(from: date)
    }
  }

  private var longStyle: DateFormatter {
    let formatter = DateFormatter()
    // A fixed locale: the same words on every machine, whatever its settings.
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.calendar = calendar
    formatter.timeZone = calendar.timeZone
    formatter.dateFormat = "MMMM d, yyyy"
    return formatter
  }
}
