import Foundation

/// Reads the dates and times people type, in ISO 8601.
///
/// It reads a day (`2026-03-01`, midnight in `calendar`'s time zone) or a day and a time,
/// with or without seconds and fractions of a second, at UTC (`Z`), at an offset (`+02:00`,
/// `+0200`, `+02`) or, with no zone, in `calendar`'s time zone. The basic forms without
/// separators (`20260301T010000Z`) are read too, and a space may stand for the `T`, as RFC
/// 3339 allows.
///
/// ```swift
/// ISO8601Text.date(from: "2026-03-01T01:00:00+02:00")  // 2026-02-28T23:00:00Z
/// ISO8601Text.date(from: "2026-02-30")                  // nil: no such day
/// ```
///
/// Impossible dates and times, such as `2026-02-30` or `25:00`, are refused, not rolled
/// over. The day is checked as written, before any offset applies, so a time just after
/// midnight at a positive offset is the day it says.
public enum ISO8601Text {
  /// The longest text read; anything longer is not a date, and is refused without work.
  static let maximumLength = 48

  /// The moment `text` names, or nil when it is not an ISO 8601 day or time.
  public static func date(from text: String, calendar: Calendar = .utc) -> Date? {
    guard text.utf8.count <= maximumLength else { return nil }
    var reader = Reader(Array(text.utf8))
    guard let day = reader.day() else { return nil }
    guard !reader.isAtEnd else {
      return calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day))
    }
    guard reader.take(anyOf: "Tt ") else { return nil }
    guard let time = reader.time(extended: day.extended), let zone = reader.zone(), reader.isAtEnd else {
      return nil
    }
    let offset: Int
    switch zone {
    case .offset(let seconds): offset = seconds
    case .local:
      // The zone's offset at that moment, found from the same wall-clock time in UTC.
      let wallClock = Date(timeIntervalSince1970: Double(seconds(day: day, time: time)))
      offset = calendar.timeZone.secondsFromGMT(for: wallClock)
    }
    let seconds = Double(seconds(day: day, time: time) - offset) + time.fraction
    return Date(timeIntervalSince1970: seconds)
  }

  /// `date` as ISO 8601 text at UTC, which ``date(from:calendar:)`` reads back.
  ///
  /// It has as many digits of a second as the date has, up to microseconds:
  /// `2026-01-01T09:00:00Z`, `2026-01-01T09:00:00.25Z`.
  ///
  /// ```swift
  /// ISO8601Text.string(from: Date(timeIntervalSince1970: 0.5))  // "1970-01-01T00:00:00.5Z"
  /// ```
  public static func string(from date: Date) -> String {
    var whole = date.timeIntervalSince1970.rounded(.down)
    var microseconds = Int(((date.timeIntervalSince1970 - whole) * 1_000_000).rounded())
    if microseconds == 1_000_000 {
      whole += 1
      microseconds = 0
    }
    let seconds = wholeSecondsText(whole)
    guard microseconds > 0 else { return seconds }
    var digits = String(microseconds)
    digits = String(repeating: "0", count: 6 - digits.count) + digits
    while digits.last == "0" { digits.removeLast() }
    return seconds.dropLast() + "." + digits + "Z"
  }

  /// The first second of 1600 and of 10000, since 1970: the years written by hand.
  private static let handWritten: Range<Double> = -11_676_096_000..<253_402_300_800

  /// `whole` seconds since 1970 as `yyyy-MM-ddTHH:mm:ssZ`, as Foundation's `.iso8601` style
  /// writes it: by hand for the years 1600 to 9999, where the proleptic Gregorian calendar
  /// and Foundation's agree, because a store encodes every date of every write through here
  /// and the format style costs more than the rest of the row (#13).
  private static func wholeSecondsText(_ whole: Double) -> String {
    guard handWritten.contains(whole) else { return Date(timeIntervalSince1970: whole).formatted(.iso8601) }
    let seconds = Int(whole)
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let time = seconds - days * 86_400
    // Days to a civil date, after Howard Hinnant's `civil_from_days`, in 400-year eras
    // that start on the 1st of March, so that a leap day ends its year.
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthFromMarch = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
    let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return String(unsafeUninitializedCapacity: 20) { buffer in
      var end = 0
      func put(_ value: Int, width: Int, then separator: Unicode.Scalar) {
        var rest = value
        for place in stride(from: end + width - 1, through: end, by: -1) {
          buffer[place] = UInt8(ascii: "0") + UInt8(rest % 10)
          rest /= 10
        }
        buffer[end + width] = UInt8(ascii: separator)
        end += width + 1
      }
      put(year, width: 4, then: "-")
      put(month, width: 2, then: "-")
      put(day, width: 2, then: "T")
      put(time / 3_600, width: 2, then: ":")
      put(time / 60 % 60, width: 2, then: ":")
      put(time % 60, width: 2, then: "Z")
      return end
    }
  }

  /// A calendar day as written, checked to exist.
  struct Day {
    var year: Int
    var month: Int
    var day: Int
    /// Written with `-` between the fields (extended format) rather than without (basic).
    var extended: Bool
  }

  /// A time of day as written, checked to exist; `24:00:00` is the end of the day.
  struct Time {
    var hour: Int
    var minute: Int
    var second: Int
    var fraction: Double
  }

  /// Where a time is: at an offset from UTC, in seconds east, or in the calendar's zone.
  enum Zone {
    case offset(Int)
    case local
  }

  /// Seconds since 1970 of `time` on `day`, at UTC.
  private static func seconds(day: Day, time: Time) -> Int {
    daysSince1970(year: day.year, month: day.month, day: day.day) * 86_400 + time.hour * 3600 + time.minute * 60
      + time.second
  }

  /// Days from 1970-01-01 to the given day of the proleptic Gregorian calendar.
  private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
    // Howard Hinnant's days_from_civil: years start in March, so leap days come last.
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// Reads the parts of an ISO 8601 text, left to right.
  private struct Reader {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) {
      self.bytes = bytes
    }

    var isAtEnd: Bool { index == bytes.count }

    /// `YYYY-MM-DD` or `YYYYMMDD`, a day that exists.
    mutating func day() -> Day? {
      guard let year = digits(4) else { return nil }
      let extended = take(anyOf: "-")
      guard let month = digits(2), !extended || take(anyOf: "-"), let day = digits(2) else { return nil }
      guard (1...12).contains(month), (1...Self.days(inMonth: month, year: year)).contains(day) else { return nil }
      return Day(year: year, month: month, day: day, extended: extended)
    }

    /// `HH:MM[:SS[.fff]]`, or `HHMM[SS[.fff]]` in the basic format; a comma may stand for
    /// the point.
    mutating func time(extended: Bool) -> Time? {
      guard let hour = digits(2), !extended || take(anyOf: ":"), let minute = digits(2) else { return nil }
      var second = 0
      var fraction = 0.0
      let hasSeconds = extended ? take(anyOf: ":") : peekDigit
      if hasSeconds {
        guard let value = digits(2) else { return nil }
        second = value
        if take(anyOf: ".,") {
          let start = index
          while peekDigit, index - start < 9 { index += 1 }
          guard index > start, !peekDigit else { return nil }
          fraction = Double("0." + String(decoding: bytes[start..<index], as: UTF8.self)) ?? 0
        }
      }
      let isEndOfDay = hour == 24 && minute == 0 && second == 0 && fraction == 0
      guard hour < 24 || isEndOfDay, minute < 60, second < 60 else { return nil }
      return Time(hour: hour, minute: minute, second: second, fraction: fraction)
    }

    /// `Z`, `±HH:MM`, `±HHMM` or `±HH`; `.local` when there is none, nil when what
    /// follows is not one.
    mutating func zone() -> Zone? {
      if isAtEnd { return .local }
      if take(anyOf: "Zz") { return .offset(0) }
      guard index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") else {
        return nil
      }
      let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
      index += 1
      guard let hours = digits(2), hours <= 18 else { return nil }
      var minutes = 0
      if !isAtEnd {
        _ = take(anyOf: ":")
        guard let value = digits(2), value < 60 else { return nil }
        minutes = value
      }
      return .offset(sign * (hours * 3600 + minutes * 60))
    }

    /// Takes one byte when it is one of `characters`.
    mutating func take(anyOf characters: String) -> Bool {
      guard index < bytes.count, characters.utf8.contains(bytes[index]) else { return false }
      index += 1
      return true
    }

    private var peekDigit: Bool {
      index < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
    }

    /// Exactly `count` decimal digits, as a number.
    private mutating func digits(_ count: Int) -> Int? {
      var value = 0
      for _ in 0..<count {
        guard peekDigit else { return nil }
        value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
        index += 1
      }
      return value
    }

    private static func days(inMonth month: Int, year: Int) -> Int {
      switch month {
      case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
      case 4, 6, 9, 11: 30
      default: 31
      }
    }
  }
}
