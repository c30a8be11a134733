import Foundation

/// Text a typed field accepts, made with its own format: what `mvcs explore` types into it
/// most of the time, so a walk builds state (amounts, dates, counts) instead of being refused.
///
/// The values are ordinary ones for the format's type (small whole numbers, amounts with
/// cents, dates around the batch clock's start), each written as the field shows values, so
/// the field reads each back.
@MainActor
enum FieldSamples {
  /// `format`'s text for a few ordinary values of its type, in the fixed locale and
  /// `calendar`; none for a type it does not know.
  static func texts<Format: ParseableFormatStyle>(_ format: Format, calendar: Calendar) -> [String]
  where Format.FormatOutput == String {
    let fixed = FormattedValue.fixed(format, calendar: calendar)
    return values(of: Format.FormatInput.self).compactMap { ($0 as? Format.FormatInput).map(fixed.format) }
  }

  /// Ordinary values of `type`, as `Any`, when it is one of the types fields usually read.
  private static func values(of type: Any.Type) -> [Any] {
    switch type {
    case is Int.Type: [1, 2, 3, 5, 12, 42, 100]
    case is Double.Type: [1, 2.5, 3.5, 12, 12.5, 42, 100]
    case is Decimal.Type: [Decimal(1), Decimal(string: "3.5") ?? 3, Decimal(12), Decimal(string: "12.5") ?? 12]
    case is Date.Type:
      // Days around 2026-01-01, where batch runs start, one a week apart and a year on.
      [0, 1, 7, 30, 365].map { Date(timeIntervalSince1970: 1_767_225_600 + Double($0) * 86_400) }
    default: []
    }
  }
}
