import Foundation

/// Writes a value with a Foundation format style in an app's environment rather than the
/// machine's: its locale, its calendar and time zone, and for relative dates its clock's now.
///
/// ```swift
/// FormatStyleInEnvironment.format(12.5, with: .currency(code: "EUR"), in: FormattingEnvironment())  // "€12.50"
/// ```
///
/// Format styles default to the machine's current locale, time zone and, for relative dates,
/// the machine's clock; any of those reaching the screen would make a replay differ from one
/// machine, or one moment, to the next.
enum FormatStyleInEnvironment {
  static func format<Format: FormatStyle>(
    _ value: Format.FormatInput, with format: Format, in environment: FormattingEnvironment
  ) -> String where Format.FormatOutput == String {
    if let relative = format as? Date.RelativeFormatStyle, let date = value as? Date {
      return relativeText(for: date, style: relative, in: environment)
    }
    return localized(format, in: environment).format(value)
  }

  /// `format` with the environment's locale and, for the date styles that have them, its
  /// calendar and time zone.
  static func localized<Format: FormatStyle>(_ format: Format, in environment: FormattingEnvironment) -> Format {
    if var style = format as? Date.FormatStyle {
      style.calendar = environment.calendar
      style.timeZone = environment.calendar.timeZone
      return (style.locale(environment.locale) as? Format) ?? format.locale(environment.locale)
    }
    if var style = format as? Date.VerbatimFormatStyle {
      style.calendar = environment.calendar
      style.timeZone = environment.calendar.timeZone
      style.locale = environment.locale
      return (style as? Format) ?? format
    }
    return format.locale(environment.locale)
  }

  /// `date` relative to the environment's now, as `style` would write it relative to the
  /// machine's.
  private static func relativeText(
    for date: Date, style: Date.RelativeFormatStyle, in environment: FormattingEnvironment
  ) -> String {
    #if canImport(Darwin)
      // Before the anchored style: the formatter that takes a reference date.
      guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) else {
        let formatter = RelativeDateTimeFormatter()
        formatter.locale = environment.locale
        formatter.calendar = environment.calendar
        formatter.dateTimeStyle = style.presentation == .named ? .named : .numeric
        switch style.unitsStyle {
        case .abbreviated: formatter.unitsStyle = .abbreviated
        case .narrow: formatter.unitsStyle = .short
        case .spellOut: formatter.unitsStyle = .spellOut
        default: formatter.unitsStyle = .full
        }
        return formatter.localizedString(for: date, relativeTo: environment.now)
      }
    #endif
    var anchored = Date.AnchoredRelativeFormatStyle(
      anchor: date, presentation: style.presentation, unitsStyle: style.unitsStyle, locale: environment.locale,
      calendar: environment.calendar, capitalizationContext: style.capitalizationContext)
    anchored.allowedFields = style.allowedFields
    return anchored.format(environment.now)
  }
}
