import Foundation
import MVCS
import Testing

/// The one reader of typed numbers (#28), on its own and through each kind of format.
@Suite struct TypedNumberTests {
  private let english = Locale(identifier: "en_US")

  private func refusal(_ text: String, marks: TypedNumber.Marks = .init()) -> String? {
    do {
      _ = try TypedNumber(text, locale: english, marks: marks)
      return nil
    } catch {
      return error.reason
    }
  }

  @Test func whatAPersonWouldNotMeanIsRefusedSayingWhy() {
    let refused: [(String, String)] = [
      ("--5", "it has two signs"), ("+-5", "it has two signs"), ("-+5", "it has two signs"),
      ("5%", "a percent sign goes with a percentage, and this field takes a plain number"),
      ("50 %", "a percent sign goes with a percentage, and this field takes a plain number"),
      ("$5", "a currency symbol goes with an amount of money, and this field takes a plain number"),
      ("١٢", "'١' (U+0661 ARABIC-INDIC DIGIT ONE) is not one of the digits 0–9"),
      ("5١", "'١' (U+0661 ARABIC-INDIC DIGIT ONE) is not one of the digits 0–9"),
      ("１２", "'１' (U+FF11 FULLWIDTH DIGIT ONE) is not one of the digits 0–9"),
      ("5\u{301}", "U+0301 COMBINING ACUTE ACCENT is not part of a number"),
      ("0x10", "it is written in hexadecimal (0x); type a decimal number"),
      ("0X1p3", "it is written in hexadecimal (0x); type a decimal number"),
      ("1,23,4", "its digits are grouped wrongly: ',' separates thousands, as in 1,234,567"),
      ("1234,567", "its digits are grouped wrongly: ',' separates thousands, as in 1,234,567"),
      (",5", "',' is not part of a number"), ("1.2.3", "it has two decimal points"),
      ("5e", "'e' needs a power of ten after it, as in 1e3"), ("5-", "a sign goes before the number"),
      ("", "it has no digits"), ("-", "it has no digits"), ("nan", "'n' is not part of a number"),
      ("inf", "'i' is not part of a number"), ("1 2", "it has a blank inside it"),
    ]
    for (text, reason) in refused {
      #expect(refusal(text) == reason, "\(text)")
    }
    #expect(refusal("50 %", marks: .init(percent: true)) == "the percent sign goes right after the number, as in 50%")
    #expect(refusal("1.5", marks: .init(whole: true)) == "a whole number has no decimal point")
    #expect(refusal("1e3", marks: .init(whole: true)) == "a whole number has no exponent")
    #expect(
      refusal("€5", marks: .init(currency: ["USD", "$"]))
        == "'€' is not the currency of this field, which takes USD or $")
  }

  @Test func whatAPersonMeansIsRead() throws {
    let read: [(String, Double)] = [
      ("1,234,567.5", 1_234_567.5), ("1234567.5", 1_234_567.5), ("-5", -5), ("+5", 5), ("\u{2212}5", -5),
      ("5.", 5), (".5", 0.5), ("  7  ", 7), ("1e3", 1000), ("2.5E-3", 0.0025), ("0", 0), ("-0", 0), ("000", 0),
      ("1e-310", Double("1e-310")!),  // subnormal: the literal would warn that it loses precision
    ]
    for (text, value) in read {
      #expect(try TypedNumber(text, locale: english).value(as: Double.self) == value, "\(text)")
    }
  }

  @Test func numbersNoValueHoldsAreOutOfRange() throws {
    for (text, reason) in [
      ("1e-400", "it is too close to 0 to hold and would be 0"), ("0.0000e-99999999999", nil),
      ("1e309", "it is beyond the largest number"), ("1e99999999999999999999", "it is beyond the largest number"),
    ] {
      let number = try TypedNumber(text, locale: english)
      if let reason {
        let error = #expect(throws: TypedNumber.Refusal.self) { try number.value(as: Double.self) }
        #expect(error?.reason == reason && error?.isOutOfRange == true, "\(text)")
      } else {
        #expect(try number.value(as: Double.self) == 0, "zero digits are 0 at any power: \(text)")
      }
    }
    let big = try TypedNumber("9223372036854775808", locale: english, marks: .init(whole: true))
    #expect(throws: TypedNumber.Refusal.self) { try big.value(as: Int.self) }
    #expect(try TypedNumber("9,223,372,036,854,775,807", locale: english).value(as: Int.self) == Int.max)
  }

  @Test func eachKindOfFormatReadsWithItsMarks() throws {
    #expect(try TypedNumber.read("25%", with: FloatingPointFormatStyle<Double>.Percent()) == 0.25)
    #expect(try TypedNumber.read("25", with: FloatingPointFormatStyle<Double>.Percent()) == 0.25)
    #expect(try TypedNumber.read("25%", with: IntegerFormatStyle<Int>.Percent()) == 25)
    #expect(try TypedNumber.read("$1,234.50", with: FloatingPointFormatStyle<Double>.Currency(code: "USD")) == 1234.5)
    #expect(try TypedNumber.read("-$3", with: FloatingPointFormatStyle<Double>.Currency(code: "USD")) == -3)
    #expect(try TypedNumber.read("USD 3", with: FloatingPointFormatStyle<Double>.Currency(code: "USD")) == 3)
    #expect(try TypedNumber.read("3 €", with: FloatingPointFormatStyle<Double>.Currency(code: "EUR")) == 3)
    #expect(try TypedNumber.read("1,234", with: IntegerFormatStyle<Int32>()) == 1234)
    #expect(try TypedNumber.read("12.25", with: Decimal.FormatStyle()) == Decimal(string: "12.25"))
    #expect(try TypedNumber.read("12.5%", with: Decimal.FormatStyle.Percent()) == Decimal(string: "0.125"))
    #expect(throws: TypedNumber.Refusal.self) { try TypedNumber.read("$3", with: IntegerFormatStyle<Int>()) }
    #expect(throws: TypedNumber.Refusal.self) { try TypedNumber.read("99999", with: IntegerFormatStyle<Int8>()) }
  }

  @Test func groupingAndThePointAreTheLocales() throws {
    let german = Locale(identifier: "de_DE")
    #expect(try TypedNumber("1.234.567,5", locale: german).value(as: Double.self) == 1_234_567.5)
    #expect(throws: TypedNumber.Refusal.self) { try TypedNumber("1,234.5", locale: german) }
    let french = Locale(identifier: "fr_FR")
    #expect(try TypedNumber("1\u{202F}234,5", locale: french).value(as: Double.self) == 1234.5)
  }

  /// The measurement behind writing the reader by hand (docs/DECISIONS.md).
  ///
  /// Foundation's parse strategies, lenient or not, read each of these as a number. When this
  /// fails, Foundation has become strict, and the reader may go back to it.
  @Test func foundationsParseReadsWhatAPersonWouldNotMean() {
    var strict = FloatingPointFormatStyle<Double>(locale: english).parseStrategy
    strict.lenient = false
    let lenient = FloatingPointFormatStyle<Double>(locale: english).parseStrategy
    #expect((try? lenient.parse("--5")) == -5)
    #expect((try? lenient.parse("0x10")) == 0)
    #expect((try? strict.parse("5%")) == 5)
    #expect((try? strict.parse("١٢")) == 12)
    #expect((try? strict.parse("5\u{301}")) == 5)
    #expect((try? strict.parse("1e-400")) == 0)
    #expect((try? strict.parse("12abc")) == 12)
  }
}
