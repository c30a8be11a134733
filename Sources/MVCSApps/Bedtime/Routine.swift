import Foundation

/// A night's routine, and the bedtime it leads to.
struct Routine: Equatable {
  /// When to wake up: an hour and a minute.
  var wakeUp = DateComponents(hour: 7, minute: 0)
  /// The hours of sleep wanted.
  var sleepHours = 8.0
  /// The minutes it takes to fall asleep.
  var minutesToFallAsleep = 15
  /// The cups of coffee drunk today.
  var cupsOfCoffee = 1

  /// The minutes each cup of coffee keeps you awake.
  static let minutesPerCup = 20

  /// The minutes before waking up that one should go to bed.
  var minutesInBed: Int {
    Int((sleepHours * 60).rounded()) + minutesToFallAsleep + cupsOfCoffee * Self.minutesPerCup
  }

  /// When to go to bed to wake up at `wakeUp` rested, on `calendar`'s clock: a time of day.
  func bedtime(in calendar: Calendar) -> Date? {
    guard let wake = calendar.date(from: wakeUp) else { return nil }
    return calendar.date(byAdding: .minute, value: -minutesInBed, to: wake)
  }
}
