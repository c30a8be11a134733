import Foundation
import MVCS

/// One expense: what it was, its category, how much, and when, kept in the `expenses` store.
struct Expense: Codable, Sendable, Equatable {
  /// `expense-N`, one more than the highest in use when it was written.
  var id: String
  /// What the money went on; never empty.
  var title: String
  /// The section it is listed under.
  var category: String
  /// In US dollars.
  var amount: Double
  /// When it was spent: the app clock's now when it was written.
  var date: Date
}

/// How the app writes money: US dollars, in the session's locale.
enum Money {
  static let format = FloatingPointFormatStyle<Double>.Currency(code: "USD")

  /// The most one expense may be: a trillion dollars, so that sums of any number of
  /// expenses the app wrote stay finite and exact to the cent.
  static let largest = 1_000_000_000_000.0

  /// The sum of `amounts`, or nil when it is past what a number holds: amounts written by
  /// another program past ``largest`` can add up to infinity, which no screen may show.
  static func total(_ amounts: some Sequence<Double>) -> Double? {
    let sum = amounts.reduce(0, +)
    return sum.isFinite ? sum : nil
  }

  /// An amount, or what stands for a sum too large to add up.
  @MainActor static func text(_ amount: Double?, style: TextStyle = []) -> Text {
    amount.map { Text($0, format: format, style: style) } ?? Text("too large to add up", style: .dim)
  }
}
