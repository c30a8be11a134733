/// The keys `PREFIX-N` an app gives the items it creates (`expense-1`, `expense-2`, …): a new
/// item takes one more than the highest N stored, so keys read the same on every run.
///
/// Give it to ``Store/addNew(numbered:_:)``, which chooses the key in the database, where
/// another session on the same file cannot take it in between:
///
/// ```swift
/// static let keys = NumberedKeys("expense")
/// expenses.addNew(numbered: Self.keys) { key in Expense(id: key, title: "Coffee", amount: 3.5) }
/// Self.keys.number(of: "expense-12")   // 12
/// Self.keys.number(of: "expense-012")  // nil: not a key these keys make
/// ```
///
/// Keys are data another program may have written: a key whose N is not plain ASCII digits
/// of a number that fits `Int` is not one of these and is passed over, and a stored key
/// whose N is `Int.max` leaves no number above it, which ``key(above:)`` says rather than
/// overflowing.
public struct NumberedKeys: Sendable, Hashable {
  /// What every key starts with, before the `-`.
  public let prefix: String

  /// Keys `prefix-1`, `prefix-2`, ….
  public init(_ prefix: String) {
    self.prefix = prefix
  }

  /// Why no key is left: a stored key has the largest number a key can have.
  public struct Exhausted: Error, Sendable, Equatable, CustomStringConvertible {
    /// The stored key whose number is `Int.max`.
    public var key: String
    /// `cannot choose a key for a new item: 'KEY' has the largest number a key can have`.
    public var description: String {
      "cannot choose a key for a new item: '\(key)' has the largest number a key can have"
    }
  }

  /// `prefix-number`.
  public func key(_ number: Int) -> String { "\(prefix)-\(number)" }

  /// N of a key `prefix-N`, written as this type writes it (ASCII digits, no sign, no leading
  /// zero) and within `Int`; nil for every other key.
  public func number(of key: String) -> Int? {
    let utf8 = key.utf8
    let prefixBytes = prefix.utf8
    guard utf8.count > prefixBytes.count + 1, utf8.starts(with: prefixBytes) else { return nil }
    let digits = utf8.dropFirst(prefixBytes.count)
    guard digits.first == UInt8(ascii: "-") else { return nil }
    var number = 0
    for (index, byte) in digits.dropFirst().enumerated() {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte), index > 0 || byte != UInt8(ascii: "0") else {
        return nil
      }
      let (times10, overflowed) = number.multipliedReportingOverflow(by: 10)
      let (sum, overflowedAgain) = times10.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
      guard !overflowed, !overflowedAgain else { return nil }
      number = sum
    }
    return number
  }

  /// The key one above the highest of these keys among `keys` (`prefix-1` when there is
  /// none); throws when the highest has the largest number an `Int` holds.
  public func key(above keys: some Sequence<String>) throws(Exhausted) -> String {
    try key(after: keys.reduce(0) { highest, key in max(highest, number(of: key) ?? 0) })
  }

  /// The key after the one numbered `highest` (0 when there is none).
  func key(after highest: Int) throws(Exhausted) -> String {
    guard highest < Int.max else { throw Exhausted(key: key(highest)) }
    return key(highest + 1)
  }
}
