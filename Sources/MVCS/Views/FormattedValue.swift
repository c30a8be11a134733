import Foundation

/// How a ``TextField`` with a format shows its value and reads what is typed: the format
/// fixed to ``RenderContext/locale`` and, for dates, to the app's calendar, and a reading
/// that takes the whole text or nothing.
///
/// Foundation's parse strategies read the longest prefix they can (`12abc` reads as 12,
/// `13/45/2026` as a date in 2027), so a number is read by ``TypedNumber``, the one reader of
/// typed numbers, and a date Foundation read is checked by showing it again and comparing.
@MainActor
struct FormattedValue {
  /// The value formatted with the app's calendar; empty for nil.
  let shown: (Calendar) -> String
  /// Reads `text` for the field labelled so, with the app's calendar, and sets the value.
  let enter: (String, String, Calendar) throws(ControlInputError) -> Void

  /// Reads and writes an optional value through `format`; empty text writes nil.
  init<Format: ParseableFormatStyle>(
    format: Format, get: @escaping () -> Format.FormatInput?, set: @escaping (Format.FormatInput?) -> Void
  ) where Format.FormatOutput == String {
    shown = { calendar in get().map { Self.fixed(format, calendar: calendar).format($0) } ?? "" }
    enter = { text, label, calendar throws(ControlInputError) in
      let fixed = Self.fixed(format, calendar: calendar)
      let trimmed = text.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty else {
        set(nil)
        return
      }
      set(try Self.read(trimmed, with: fixed, field: label, example: get().map(fixed.format), canBeEmpty: true))
    }
  }

  /// Reads and writes a value through `format`; empty text is refused.
  init<Format: ParseableFormatStyle>(
    format: Format, get: @escaping () -> Format.FormatInput, set: @escaping (Format.FormatInput) -> Void
  ) where Format.FormatOutput == String {
    shown = { calendar in Self.fixed(format, calendar: calendar).format(get()) }
    enter = { text, label, calendar throws(ControlInputError) in
      let fixed = Self.fixed(format, calendar: calendar)
      let trimmed = text.trimmingCharacters(in: .whitespaces)
      let example = fixed.format(get())
      guard !trimmed.isEmpty else {
        throw ControlInputError(
          "field '\(label)' needs \(Self.noun(for: Format.FormatInput.self))",
          hint: "type one as it shows, like '\(example)'")
      }
      set(try Self.read(trimmed, with: fixed, field: label, example: example, canBeEmpty: false))
    }
  }

  /// The field's text as a binding: the formatted value, and typing read as ``enter`` reads
  /// it (text it cannot read is dropped: the shell goes through ``enter`` and reports it).
  var text: Binding<String> {
    let shown = shown
    let enter = enter
    return Binding(get: { shown(.utc) }, set: { try? enter($0, "", .utc) })
  }

  /// `format` in the fixed locale and, for a date, in `calendar` and its time zone.
  static func fixed<Format: FormatStyle>(_ format: Format, calendar: Calendar) -> Format {
    let localized = format.locale(RenderContext.locale)
    if var date = localized as? Date.FormatStyle {
      date.calendar = calendar
      date.timeZone = calendar.timeZone
      return (date as? Format) ?? localized
    }
    if var iso = localized as? Date.ISO8601FormatStyle {
      iso.timeZone = calendar.timeZone
      return (iso as? Format) ?? localized
    }
    return localized
  }

  /// `text` read whole with `format`, or an error saying what the field takes.
  ///
  /// A number goes through ``TypedNumber``, the reader of every typed number; a date through
  /// Foundation's parse, checked by formatting what it read again.
  static func read<Format: ParseableFormatStyle>(
    _ text: String, with format: Format, field label: String, example: String?, canBeEmpty: Bool
  ) throws(ControlInputError) -> Format.FormatInput where Format.FormatOutput == String {
    let noun = noun(for: Format.FormatInput.self)
    let hint =
      if let example {
        "type \(noun) as the field shows it, like '\(example)'" + (canBeEmpty ? ", or nothing" : "")
      } else { "type \(noun) as the field shows it, or nothing to leave it empty" }
    if let number = format as? any TypedNumberFormat {
      do {
        if let value = try Self.number(text, with: number) as? Format.FormatInput { return value }
      } catch {
        throw error.isOutOfRange
          ? ControlInputError("field '\(label)' cannot hold '\(text)': \(error.reason)", hint: hint)
          : ControlInputError("field '\(label)' cannot read '\(text)' as \(noun): \(error.reason)", hint: hint)
      }
    } else if let value = try? format.parseStrategy.parse(text), normalized(format.format(value)) == normalized(text) {
      return value
    }
    throw ControlInputError("field '\(label)' cannot read '\(text)' as \(noun)", hint: hint)
  }

  /// `text` read by ``TypedNumber`` as `format` writes numbers, in the fixed locale.
  private static func number<Format: TypedNumberFormat>(_ text: String, with format: Format) throws(TypedNumber.Refusal)
    -> Any
  {
    try TypedNumber.read(text, with: format, locale: RenderContext.locale)
  }

  /// `text` compared loosely: lower case, one space between words, no leading zeros in numbers.
  private static func normalized(_ text: String) -> String {
    var result = ""
    var previous: Character = " "
    for character in text.lowercased() {
      let isBlank = character.isWhitespace
      if isBlank, previous == " " { continue }
      if character == "0", !previous.isNumber { continue }
      let kept: Character = isBlank ? " " : character
      result.append(kept)
      previous = kept
    }
    return result.trimmingCharacters(in: .whitespaces)
  }

  /// What a value of `type` is called in errors: "a whole number", "a date".
  static func noun(for type: Any.Type) -> String {
    switch type {
    case is any BinaryInteger.Type: "a whole number"
    case is any BinaryFloatingPoint.Type, is Decimal.Type: "a number"
    case is Date.Type: "a date"
    default: "a value"
    }
  }
}
