import Foundation

/// A number as a person types it, read strictly: the one reader of every number typed into
/// an app (a ``TextField`` with a number format, an action's integer and decimal arguments,
/// an amount an app reads from a prompt, a whole-number setting).
///
/// It takes what a person means (`1,234,567.5` with the locale's grouping, `-5`, `+5`, `5.`,
/// `.5`, `1e3`, blanks around it, a percent sign in a percentage, a currency symbol or code in
/// an amount) and refuses, saying why, what a person would not mean as that number: two signs
/// (`--5`), a percent sign in a plain number (`5%`) or apart from it (`50 %`), digits other
/// than 0–9 (`١٢`, `１２`: a person in en_US types ASCII), a mark joined to a digit,
/// hexadecimal (`0x10`), digits grouped wrongly (`1,23,4`), a number too close to 0 to hold
/// (`1e-400`, which would read as 0) or beyond the largest (`1e309`).
///
/// ```swift
/// let number = try TypedNumber(" 1,234.5 ", locale: RenderContext.locale)
/// try number.value(as: Double.self)           // 1234.5
/// try TypedNumber("--5", locale: RenderContext.locale)  // Refusal: "it has two signs"
/// try TypedNumber.read("$12.50", with: FloatingPointFormatStyle<Double>.Currency(code: "USD"))  // 12.5
/// ```
///
/// Foundation's parse strategies read all of these, as docs/DECISIONS.md measures, so this
/// reader is written by hand; it leaves the conversion of the digits it checked to the
/// standard library (`Double("1234.5")`), which rounds correctly.
public struct TypedNumber: Sendable, Equatable {
  /// Whether a minus sign was typed.
  public var isNegative: Bool
  /// The digits before the decimal point, grouping left out: `1234` for `1,234.5`.
  public var integerDigits: String
  /// The digits after the decimal point: `5` for `1,234.5`.
  public var fractionDigits: String
  /// Whether a decimal point was typed (`5.` has one and no fraction digits).
  public var hasDecimalPoint: Bool
  /// The power of ten after `e`, 0 when none was typed.
  public var exponent: Int
  /// Whether the number was written with an exponent (`1e3`).
  public var hasExponent: Bool
  /// Whether a percent sign followed it.
  public var hasPercentSign: Bool
  /// Whether a currency symbol or code came with it.
  public var hasCurrency: Bool

  /// The marks a kind of number is written with besides its digits.
  public struct Marks: Sendable, Equatable {
    /// A percent sign after the digits, as a percentage is written.
    public var percent = false
    /// The currency symbols and codes an amount may be written with (`$`, `USD`); empty for
    /// a number that is not money.
    public var currency: [String] = []
    /// Whether only whole numbers are read: no decimal point, no exponent.
    public var whole = false
    /// What the field takes, for the reasons: "a plain number", "a percentage", "an amount
    /// of money", "a whole number".
    var noun: String {
      if !currency.isEmpty { return "an amount of money" }
      if percent { return "a percentage" }
      return whole ? "a whole number" : "a plain number"
    }

    /// The marks of a plain number, or of a whole one.
    public init(percent: Bool = false, currency: [String] = [], whole: Bool = false) {
      self.percent = percent
      self.currency = currency
      self.whole = whole
    }
  }

  /// Why a text is not a number a person would mean, in words to follow "cannot read 'TEXT'
  /// as a number: ", or, for one read but not held, "cannot hold 'TEXT': ".
  public struct Refusal: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong: `it has two signs`.
    public var reason: String
    /// Whether the text is a number, only one no value can hold (beyond the largest, or so
    /// close to 0 it would be 0).
    public var isOutOfRange: Bool
    /// The reason.
    public var description: String { reason }

    init(_ reason: String, outOfRange: Bool = false) {
      self.reason = reason
      isOutOfRange = outOfRange
    }
  }

  /// Reads `text` as a number written in `locale` with `marks`; blanks around it are left out.
  public init(_ text: String, locale: Locale, marks: Marks = Marks()) throws(Refusal) {
    let grouping = locale.groupingSeparator ?? ","
    let decimal = locale.decimalSeparator ?? "."
    var rest = Substring(text.trimmingCharacters(in: .whitespaces)).unicodeScalars[...]
    (isNegative, integerDigits, fractionDigits, hasDecimalPoint) = (false, "", "", false)
    (exponent, hasExponent, hasPercentSign, hasCurrency) = (0, false, false, false)
    var signs = 0
    func takeSigns() {
      while let first = rest.first, first == "-" || first == "+" || first == "\u{2212}" {
        signs += 1
        if first != "+" { isNegative.toggle() }
        rest.removeFirst()
      }
    }
    /// Takes a currency mark (and the blank after a code) when one comes next, after blanks.
    func takeCurrency() throws(Refusal) {
      let blanks = rest.prefix { $0 == " " || $0 == "\u{A0}" }.count
      let after = rest.dropFirst(blanks)
      guard
        let mark = marks.currency.sorted(by: { $0.count > $1.count }).first(where: {
          after.starts(with: $0.unicodeScalars)
        })
      else { return }
      guard !hasCurrency else { throw Refusal("it has two currency marks") }
      hasCurrency = true
      rest = after.dropFirst(mark.unicodeScalars.count)
      rest = rest.drop { $0 == " " || $0 == "\u{A0}" }
    }
    takeSigns()
    try takeCurrency()
    takeSigns()
    guard signs <= 1 else { throw Refusal("it has two signs") }
    // The digits before the point, grouped by thousands or not grouped at all.
    var groups: [String] = [""]
    while let scalar = rest.first {
      if ("0"..."9").contains(scalar) {
        groups[groups.count - 1].unicodeScalars.append(scalar)
      } else if Self.isGrouping(scalar, grouping), !groups[groups.count - 1].isEmpty {
        groups.append("")
      } else {
        break
      }
      rest.removeFirst()
    }
    if groups.count > 1, !((1...3).contains(groups[0].count) && groups.dropFirst().allSatisfy({ $0.count == 3 })) {
      throw Refusal(
        "its digits are grouped wrongly: '\(grouping)' separates thousands, as in 1\(grouping)234\(grouping)567")
    }
    integerDigits = groups.joined()
    if let point = rest.first, String(point) == decimal {
      guard !marks.whole else { throw Refusal("a whole number has no decimal point") }
      hasDecimalPoint = true
      rest.removeFirst()
      while let scalar = rest.first, ("0"..."9").contains(scalar) {
        fractionDigits.unicodeScalars.append(scalar)
        rest.removeFirst()
      }
      if let next = rest.first, String(next) == decimal { throw Refusal("it has two decimal points") }
    }
    guard !integerDigits.isEmpty || !fractionDigits.isEmpty else {
      throw rest.first.map { Self.unexpected($0, marks: marks) } ?? Refusal("it has no digits")
    }
    if integerDigits == "0", !hasDecimalPoint, let x = rest.first, x == "x" || x == "X" {
      throw Refusal("it is written in hexadecimal (0x); type a decimal number")
    }
    if let e = rest.first, e == "e" || e == "E" {
      guard !marks.whole else { throw Refusal("a whole number has no exponent") }
      rest.removeFirst()
      var negative = false
      if let sign = rest.first, sign == "-" || sign == "+" {
        negative = sign == "-"
        rest.removeFirst()
      }
      var power = ""
      while let scalar = rest.first, ("0"..."9").contains(scalar) {
        power.unicodeScalars.append(scalar)
        rest.removeFirst()
      }
      guard !power.isEmpty else { throw Refusal("'e' needs a power of ten after it, as in 1e3") }
      // Past six digits a power only decides between 0 and beyond the largest: it is capped.
      let significant = power.drop { $0 == "0" }
      let magnitude = significant.count > 6 ? 9_999_999 : Int(significant) ?? 0
      exponent = negative ? -magnitude : magnitude
      hasExponent = true
    }
    // A percent sign, right after the digits; one after a blank is refused as apart.
    let blanks = rest.prefix { $0 == " " || $0 == "\u{A0}" }.count
    if rest.dropFirst(blanks).first == "%" {
      guard marks.percent else {
        throw Refusal("a percent sign goes with a percentage, and this field takes \(marks.noun)")
      }
      guard blanks == 0 else { throw Refusal("the percent sign goes right after the number, as in 50%") }
      hasPercentSign = true
      rest.removeFirst()
    }
    if !hasCurrency { try takeCurrency() }
    if let first = rest.first {
      if first == "-" || first == "+" { throw Refusal("a sign goes before the number") }
      throw Self.unexpected(first, marks: marks)
    }
  }

  /// Whether `scalar` is the grouping separator `separator`, counting every blank that can
  /// stand for one when the locale groups with a blank (U+202F, U+00A0, a space).
  private static func isGrouping(_ scalar: Unicode.Scalar, _ separator: String) -> Bool {
    if String(scalar) == separator { return true }
    let blanks: Set<Unicode.Scalar> = [" ", "\u{A0}", "\u{202F}"]
    return separator.unicodeScalars.count == 1 && separator.unicodeScalars.allSatisfy(blanks.contains)
      && blanks.contains(scalar)
  }

  /// Why `scalar` cannot be where it is, in a field that takes numbers with `marks`.
  private static func unexpected(_ scalar: Unicode.Scalar, marks: Marks) -> Refusal {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    let named = scalar.properties.name.map { "\(code) \($0)" } ?? code
    if scalar.properties.numericType == .decimal {
      return Refusal("'\(scalar)' (\(named)) is not one of the digits 0–9")
    }
    if scalar.properties.generalCategory == .currencySymbol {
      return marks.currency.isEmpty
        ? Refusal("a currency symbol goes with an amount of money, and this field takes \(marks.noun)")
        : Refusal(
          "'\(scalar)' is not the currency of this field, which takes \(marks.currency.joined(separator: " or "))")
    }
    if scalar.properties.isWhitespace { return Refusal("it has a blank inside it") }
    if scalar.isASCII, scalar.value > 0x20, scalar.value < 0x7F {
      return Refusal("'\(scalar)' is not part of a number")
    }
    return Refusal("\(named) is not part of a number")
  }

  /// The number as ASCII a parser reads: `-1234.5e3`.
  private var canonical: String {
    (isNegative ? "-" : "") + (integerDigits.isEmpty ? "0" : integerDigits) + "."
      + (fractionDigits.isEmpty ? "0" : fractionDigits) + "e\(exponent)"
  }

  /// Whether any digit typed is not 0.
  private var isNonzero: Bool {
    integerDigits.contains { $0 != "0" } || fractionDigits.contains { $0 != "0" }
  }

  /// The value as a floating-point number: refused beyond the largest, or when nonzero
  /// digits would read as 0.
  public func value<Value: BinaryFloatingPoint & LosslessStringConvertible>(as type: Value.Type) throws(Refusal)
    -> Value
  {
    guard let value = Value(canonical), value.isFinite else {
      throw Refusal("it is beyond the largest number", outOfRange: true)
    }
    guard value != 0 || !isNonzero else {
      throw Refusal("it is too close to 0 to hold and would be 0", outOfRange: true)
    }
    return value
  }

  /// The value as a decimal, with the same bounds as ``value(as:)``.
  public func value(as type: Decimal.Type) throws(Refusal) -> Decimal {
    guard let value = Decimal(string: canonical, locale: Locale(identifier: "en_US_POSIX")), !value.isNaN else {
      throw Refusal(
        exponent < 0 ? "it is too close to 0 to hold and would be 0" : "it is beyond the largest number",
        outOfRange: true)
    }
    guard !value.isZero || !isNonzero else {
      throw Refusal("it is too close to 0 to hold and would be 0", outOfRange: true)
    }
    return value
  }

  /// The value as a whole number: refused when it has a fraction, or beyond the type's range.
  public func value<Value: FixedWidthInteger>(as type: Value.Type) throws(Refusal) -> Value {
    guard fractionDigits.allSatisfy({ $0 == "0" }), !hasExponent else {
      throw Refusal("a whole number has no fraction")
    }
    let digits = integerDigits.drop { $0 == "0" }
    guard let value = Value((isNegative ? "-" : "") + (digits.isEmpty ? "0" : digits), radix: 10) else {
      throw Refusal(
        isNegative
          ? "it is below the smallest whole number, \(Value.min)"
          : "it is beyond the largest whole number, \(Value.max)",
        outOfRange: true)
    }
    return value
  }
}

/// A Foundation number format whose text, as a person types it, ``TypedNumber`` reads: the
/// marks it writes besides digits, and the value a typed number stands for.
///
/// Integer, floating-point and `Decimal` formats conform, plain, as percentages and as
/// currency amounts, so a ``TextField`` with any of them reads what is typed with the one
/// reader; an app reads a number from plain text the same way:
///
/// ```swift
/// let amount = try TypedNumber.read("$1,234.50", with: FloatingPointFormatStyle<Double>.Currency(code: "USD"))
/// ```
public protocol TypedNumberFormat: FormatStyle where FormatOutput == String {
  /// The marks this format writes in `locale`: a percent sign, a currency's symbol and code,
  /// whether it writes only whole numbers.
  func typedMarks(in locale: Locale) -> TypedNumber.Marks
  /// The value `number` stands for: a percentage of a fraction is divided by 100, as the
  /// format writes 0.25 as `25%`.
  func value(of number: TypedNumber) throws(TypedNumber.Refusal) -> FormatInput
}

extension TypedNumber {
  /// `text` read as a number `format` writes, in `locale` (the fixed locale typed values are
  /// read in, unless given).
  public static func read<Format: TypedNumberFormat>(
    _ text: String, with format: Format, locale: Locale = RenderContext.locale
  ) throws(Refusal) -> Format.FormatInput {
    try format.value(of: TypedNumber(text, locale: locale, marks: format.typedMarks(in: locale)))
  }

  /// The symbol and the code of the currency `code` as `sample` (zero, formatted) writes it.
  static func currencyMarks(code: String, sample: String) -> [String] {
    let symbol = String(
      sample.unicodeScalars.filter { !("0"..."9").contains($0) && !".,-+ \u{A0}\u{202F}'".unicodeScalars.contains($0) }
        .map(Character.init))
    return [code] + (symbol.isEmpty || symbol == code ? [] : [symbol])
  }

  /// `number` as a fraction of a whole: a percentage divided by 100, refused should that
  /// make it 0.
  fileprivate func fraction<Value: BinaryFloatingPoint & LosslessStringConvertible>(as type: Value.Type)
    throws(Refusal) -> Value
  {
    let percent = try value(as: Value.self)
    let fraction = percent / 100
    guard fraction != 0 || percent == 0 else {
      throw Refusal("it is too close to 0 to hold and would be 0", outOfRange: true)
    }
    return fraction
  }
}

extension IntegerFormatStyle: TypedNumberFormat where Value: FixedWidthInteger {
  /// A whole number, without marks.
  public func typedMarks(in locale: Locale) -> TypedNumber.Marks { TypedNumber.Marks(whole: true) }
  /// The whole number typed.
  public func value(of number: TypedNumber) throws(TypedNumber.Refusal) -> Value { try number.value(as: Value.self) }
}

extension IntegerFormatStyle.Percent: TypedNumberFormat where Value: FixedWidthInteger {
  /// A whole number, with or without a percent sign.
  public func typedMarks(in locale: Locale) -> TypedNumber.Marks { TypedNumber.Marks(percent: true, whole: true) }
  /// The whole number typed: the format writes 25 as `25%`.
  public func value(of number: TypedNumber) throws(TypedNumber.Refusal) -> Value { try number.value(as: Value.self) }
}

extension IntegerFormatStyle.Currency: TypedNumberFormat where Value: FixedWidthInteger {
  /// A whole amount, with or without the currency's symbol or code.
  public func typedMarks(in locale: Locale) -> TypedNumber.Marks {
    TypedNumber.Marks(
      currency: TypedNumber.currencyMarks(code: currencyCode, sample: self.locale(locale).format(0)), whole: true)
  }
  /// The whole amount typed.
  public func value(of number: TypedNumber) throws(TypedNumber.Refusal) -> Value { try number.value(as: Value.self) }
}

extension FloatingPointFormatStyle: TypedNumberFormat where Value: LosslessStringConvertible {
  /// A number, without marks.
  public func typedMarks(in locale: Locale) -> TypedNumber.Marks { TypedNumber.Marks() }
  /// The number typed.
  public func value(of number: TypedNumber) throws(TypedNumber.Refusal) -> Value { try number.value(as: Value.self) }
}

extension FloatingPointFormatStyle.Percent: TypedNumberFormat where Value: LosslessStringConvertible {
  /// A percentage, with or without its sign.
  public func typedMarks(in locale: Locale) -> TypedNumber.Marks { TypedNumber.Marks(percent: true) }
  /// The fraction typed as a percentage: `25%` is 0.25.
  public func value(of number: TypedNumber) throws(TypedNumber.Refusal) -> Value {
    try number.fraction(as: Value.self)
  }
}

extension FloatingPointFormatStyle.Currency: TypedNumberFormat where Value: LosslessStringConvertible {
  /// An amount, with or without the currency's symbol or code.
  public func typedMarks(in locale: Locale) -> TypedNumber.Marks {
    TypedNumber.Marks(currency: TypedNumber.currencyMarks(code: currencyCode, sample: self.locale(locale).format(0)))
  }
  /// The amount typed.
  public func value(of number: TypedNumber) throws(TypedNumber.Refusal) -> Value { try number.value(as: Value.self) }
}

extension Decimal.FormatStyle: TypedNumberFormat {
  /// A number, without marks.
  public func typedMarks(in locale: Locale) -> TypedNumber.Marks { TypedNumber.Marks() }
  /// The number typed.
  public func value(of number: TypedNumber) throws(TypedNumber.Refusal) -> Decimal {
    try number.value(as: Decimal.self)
  }
}

extension Decimal.FormatStyle.Percent: TypedNumberFormat {
  /// A percentage, with or without its sign.
  public func typedMarks(in locale: Locale) -> TypedNumber.Marks { TypedNumber.Marks(percent: true) }
  /// The fraction typed as a percentage: `25%` is 0.25.
  public func value(of number: TypedNumber) throws(TypedNumber.Refusal) -> Decimal {
    try number.value(as: Decimal.self) / 100
  }
}

extension Decimal.FormatStyle.Currency: TypedNumberFormat {
  /// An amount, with or without the currency's symbol or code.
  public func typedMarks(in locale: Locale) -> TypedNumber.Marks {
    TypedNumber.Marks(currency: TypedNumber.currencyMarks(code: currencyCode, sample: self.locale(locale).format(0)))
  }
  /// The amount typed.
  public func value(of number: TypedNumber) throws(TypedNumber.Refusal) -> Decimal {
    try number.value(as: Decimal.self)
  }
}
