/// What the explorer types into fields: ordinary words, and the values that break apps —
/// empty, very long, unicode, right-to-left, numbers at and past the limits, dates.
///
/// Shrinking tries ``simpler(than:)`` in place of each value typed, so a reproducer types
/// the plainest value that still fails.
enum ExploreValues {
  /// The values a field may get, ordinary ones first.
  static let all: [String] = [
    "a", "Milk", "Groceries", "Work", "Call mom", "", " ", "x y z", "today", "tomorrow", "yesterday",
    "2026-01-05", "2025-12-31", "2026-02-30", "9999-12-31", "0", "1", "-1", "42", "3.5", "2147483647",
    "-2147483648", "9223372036854775807", "9223372036854775808", "1e309", "NaN", "Zoë", "日本語のリスト", "👩‍👩‍👧‍👦 family",
    "e\u{301}", "שלום עולם", "مرحبا", "\u{202E}reversed", "tab\there", "quote \" and ' and \\",
    "$HOME", "#hash", "a/b", "..", "--flag", String(repeating: "long ", count: 60),
    String(repeating: "W", count: 300),
  ]

  /// Simpler values to try in place of `value` while shrinking, simplest first.
  static func simpler(than value: String) -> [String] {
    var candidates = ["", "a"]
    if value.count > 1 { candidates.append(String(value.prefix(value.count / 2))) }
    return candidates.filter { $0 != value && $0.count < max(value.count, 2) }
  }
}
