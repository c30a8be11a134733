import Foundation

/// A date, a time of day, or both, bound to a `Date` that lives elsewhere, as SwiftUI's
/// `DatePicker`.
///
/// It is drawn `Wake up: [7:00 AM]`; the shell's `fill "Wake up" 6:30 AM` sets it.
///
/// ```swift
/// DatePicker("Wake up", selection: $wakeUp, displayedComponents: .hourAndMinute)
/// DatePicker("Due", selection: $due, in: Date.now..., displayedComponents: .date)
/// ```
///
/// It shows the selection in the app's locale, calendar and time zone, and reads what is
/// typed the same way: a date as it shows (`Jun 3, 2026`) or as `2026-06-03`; a time as it
/// shows (`7:00 AM`, the space before AM a plain one or ICU's narrow one) or on the 24-hour
/// clock (`19:30`). Setting only the time keeps the day, and only the day keeps the time. A
/// date outside the picker's range is refused with an error that gives the range.
public struct DatePicker: View {
  /// What a date picker shows and sets: the day, the time of day, or both.
  public struct Components: OptionSet, Sendable, Hashable {
    /// The parts as bits.
    public let rawValue: UInt8
    /// The parts whose bits are set in `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The day.
    public static let date = Components(rawValue: 1 << 0)
    /// The hour and minute.
    public static let hourAndMinute = Components(rawValue: 1 << 1)
  }

  let labelView: any View
  let selection: Binding<Date>
  let lower: Date?
  let upper: Date?
  let components: Components

  private init(
    labelView: any View, selection: Binding<Date>, lower: Date?, upper: Date?, components: Components
  ) {
    self.labelView = labelView
    self.selection = selection
    self.lower = lower
    self.upper = upper
    self.components = components.isEmpty ? [.date, .hourAndMinute] : components
  }

  /// A picker titled `title` for `selection`, showing `displayedComponents`.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(
      labelView: Text(String(title)), selection: selection, lower: nil, upper: nil, components: displayedComponents)
  }

  /// A picker titled `title` for `selection` within `range`.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(
      labelView: Text(String(title)), selection: selection, lower: range.lowerBound, upper: range.upperBound,
      components: displayedComponents)
  }

  /// A picker titled `title` for `selection` from `range`'s start on.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(
      labelView: Text(String(title)), selection: selection, lower: range.lowerBound, upper: nil,
      components: displayedComponents)
  }

  /// A picker titled `title` for `selection` up to `range`'s end.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(
      labelView: Text(String(title)), selection: selection, lower: nil, upper: range.upperBound,
      components: displayedComponents)
  }

  /// A picker titled by a localized key for `selection`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(titleKey.text, selection: selection, displayedComponents: displayedComponents)
  }

  /// A picker labelled by views of your own for `selection`.
  public init<Label: View>(
    selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(labelView: label(), selection: selection, lower: nil, upper: nil, components: displayedComponents)
  }

  /// A picker labelled by views of your own for `selection` within `range`.
  public init<Label: View>(
    selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      labelView: label(), selection: selection, lower: range.lowerBound, upper: range.upperBound,
      components: displayedComponents)
  }

  /// Draws `Label: [value]`, and records the picker as on screen.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let label = context.plainText(of: labelView)
    let environment = context.formatting
    let selection = self.selection
    let shown = Self.text(of: selection.wrappedValue, components: components, in: environment)
    let reading = DateReading(components: components, lower: lower, upper: upper, environment: environment)
    let isEnabled = context.isEnabled
    context.register(
      Control(
        .datePicker, label: label, value: shown, isEnabled: isEnabled,
        input: TextEntry { typed throws(ControlInputError) in
          selection.wrappedValue = try reading.read(typed, over: selection.wrappedValue, picker: label)
        }))
    return [TextField.line(label: label, text: shown, placeholder: "", isEnabled: isEnabled, width: width)]
  }

  /// `date` as the picker shows it.
  static func text(of date: Date, components: Components, in environment: FormattingEnvironment) -> String {
    var format = Date.FormatStyle(date: .omitted, time: .omitted)
    if components.contains(.date) { format = format.year().month(.abbreviated).day() }
    if components.contains(.hourAndMinute) { format = format.hour().minute() }
    return FormatStyleInEnvironment.format(date, with: format, in: environment)
  }
}

extension ControlKind {
  /// A date or time, which `fill` sets.
  public static let datePicker = ControlKind("date picker")
}

/// How SwiftUI styles a date picker; every style is drawn as a field in text.
public enum DatePickerStyleKind: Sendable, Hashable {
  case automatic
  case compact
  case graphical
  case wheel
  case field
  case stepperField
}

extension View {
  /// The date pickers in this view in `style`; every style is drawn the same in text.
  public func datePickerStyle(_ style: DatePickerStyleKind) -> Self { self }
}

/// Reads what is typed into a date picker, in the app's calendar and locale.
@MainActor
private struct DateReading {
  let components: DatePicker.Components
  let lower: Date?
  let upper: Date?
  let environment: FormattingEnvironment

  /// The date `typed` names, over `current`: the parts it does not show kept from `current`.
  func read(_ typed: String, over current: Date, picker: String) throws(ControlInputError) -> Date {
    let text = typed.replacingOccurrences(of: "\u{202F}", with: " ").replacingOccurrences(of: "\u{00A0}", with: " ")
      .trimmingCharacters(in: .whitespaces)
    var calendar = environment.calendar
    calendar.locale = environment.locale
    var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: current)
    var words = text
    var readSomething = false
    if components.contains(.date), let day = readDay(&words, calendar: calendar) {
      parts.year = day.year
      parts.month = day.month
      parts.day = day.day
      readSomething = true
    }
    if components.contains(.hourAndMinute), let time = readTime(&words) {
      parts.hour = time.hour
      parts.minute = time.minute
      readSomething = true
    }
    let example = DatePicker.text(of: current, components: components, in: environment)
    guard readSomething, words.trimmingCharacters(in: CharacterSet.whitespaces.union(.punctuationCharacters)).isEmpty,
      let date = calendar.date(from: parts)
    else {
      throw ControlInputError(
        "date picker '\(picker)' cannot read '\(typed)'", hint: "type it as it shows, like '\(example)'")
    }
    if let lower, date < lower { throw outOfRange(picker) }
    if let upper, date > upper { throw outOfRange(picker) }
    return date
  }

  private func outOfRange(_ picker: String) -> ControlInputError {
    let from = lower.map { DatePicker.text(of: $0, components: components, in: environment) }
    let to = upper.map { DatePicker.text(of: $0, components: components, in: environment) }
    let range =
      switch (from, to) {
      case (let from?, let to?): "from \(from) to \(to)"
      case (let from?, nil): "from \(from) on"
      case (nil, let to?): "up to \(to)"
      case (nil, nil): ""
      }
    return ControlInputError("date picker '\(picker)' takes dates \(range)")
  }

  /// A day at the start of `text` (`Jun 3, 2026` or `2026-06-03`), taken from it.
  private func readDay(_ text: inout String, calendar: Calendar) -> (year: Int, month: Int, day: Int)? {
    let scanner = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    if let first = scanner.first {
      let iso = first.split(separator: "-").compactMap { Int($0) }
      if iso.count == 3, first.filter({ $0 == "-" }).count == 2, (1...12).contains(iso[1]), (1...31).contains(iso[2]) {
        text = scanner.dropFirst().joined(separator: " ")
        return (iso[0], iso[1], iso[2])
      }
    }
    // `Jun 3, 2026`: a month's name, a day, a year.
    guard scanner.count >= 3 else { return nil }
    let symbols = calendar.shortMonthSymbols.map { $0.lowercased() } + calendar.monthSymbols.map { $0.lowercased() }
    let monthWord = scanner[0].lowercased().trimmingCharacters(in: .punctuationCharacters)
    guard let monthIndex = symbols.firstIndex(of: monthWord),
      let day = Int(scanner[1].trimmingCharacters(in: .punctuationCharacters)), (1...31).contains(day),
      let year = Int(scanner[2].trimmingCharacters(in: .punctuationCharacters))
    else { return nil }
    text = scanner.dropFirst(3).joined(separator: " ")
    if text.lowercased().hasPrefix("at ") { text.removeFirst(3) }
    return (year, monthIndex % 12 + 1, day)
  }

  /// A time at the start of `text` (`7:00 AM`, `7 pm`, `19:30`), taken from it.
  private func readTime(_ text: inout String) -> (hour: Int, minute: Int)? {
    let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    guard let first = words.first else { return nil }
    var clock = first.lowercased()
    var rest = Array(words.dropFirst())
    var meridiem: String?
    for suffix in ["am", "pm"] where clock.hasSuffix(suffix) {
      meridiem = suffix
      clock.removeLast(2)
    }
    if meridiem == nil, let next = rest.first?.lowercased(), ["am", "pm", "a.m.", "p.m."].contains(next) {
      meridiem = String(next.prefix(1)) + "m"
      rest.removeFirst()
    }
    let pieces = clock.split(separator: ":", omittingEmptySubsequences: false)
    guard (1...2).contains(pieces.count), let hour = Int(pieces[0]),
      let minute = pieces.count == 2 ? Int(pieces[1]) : 0, pieces.count == 1 || pieces[1].count == 2,
      (0..<60).contains(minute)
    else { return nil }
    let hour24: Int
    switch meridiem {
    case "am"?:
      guard (1...12).contains(hour) else { return nil }
      hour24 = hour % 12
    case "pm"?:
      guard (1...12).contains(hour) else { return nil }
      hour24 = hour % 12 + 12
    default:
      guard pieces.count == 2, (0..<24).contains(hour) else { return nil }
      hour24 = hour
    }
    text = rest.joined(separator: " ")
    return (hour24, minute)
  }
}
