import Foundation

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
}
