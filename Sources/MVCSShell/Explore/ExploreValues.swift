import MVCS

/// What the explorer types into fields: mostly values that fit the field (its format's own,
/// what its label asks for, what it took before), and now and then the values that break
/// apps — empty, very long, unicode, right-to-left, numbers at and past the limits, dates.
///
/// Shrinking tries ``simpler(than:)`` in place of each value typed, so a reproducer types
/// the plainest value that still fails.
enum ExploreValues {
  /// The values any field may get, ordinary ones first: the hostile mix.
  static let all: [String] = [
    "a", "Milk", "Groceries", "Work", "Call mom", "", " ", "x y z", "today", "tomorrow", "yesterday",
    "2026-01-05", "2025-12-31", "2026-02-30", "9999-12-31", "0", "1", "-1", "42", "3.5", "2147483647",
    "-2147483648", "9223372036854775807", "9223372036854775808", "1e309", "NaN", "Zoë", "日本語のリスト", "👩‍👩‍👧‍👦 family",
    "e\u{301}", "שלום עולם", "مرحبا", "\u{202E}reversed", "tab\there", "quote \" and ' and \\",
    "$HOME", "#hash", "a/b", "..", "--flag", String(repeating: "long ", count: 60),
    String(repeating: "W", count: 300),
  ]

  /// What a field's label says it takes, by the words in it.
  enum Fit: CaseIterable {
    case number
    case date
    case digits
    case email
    case words

    /// Values of this fit, ordinary ones a person would type.
    var values: [String] {
      switch self {
      case .number: ["1", "2", "5", "12", "42", "3.5", "12.50", "100"]
      case .date: ["today", "tomorrow", "2026-01-05", "2026-02-14", "2026-03-01", "2026-12-31"]
      case .digits: ["1234", "2468", "0000", "9876"]
      case .email: ["ada@example.com", "grace@example.org"]
      case .words:
        [
          "Milk", "Groceries", "Work", "Call mom", "Eggs", "Bread", "Coffee", "Rent", "Travel", "Books", "Food",
          "Home", "Taxi", "Lunch",
        ]
      }
    }

    /// The words of a label that say what it takes.
    private var clues: [String] {
      switch self {
      case .number:
        [
          "amount", "price", "cost", "total", "count", "quantity", "qty", "age", "number", "gb", "size", "volume",
          "limit", "plan", "percent", "%", "rate", "score", "weight", "budget", "year",
        ]
      case .date: ["date", "due", "when", "day", "deadline", "birthday"]
      case .digits: ["passcode", "pin", "code"]
      case .email: ["email", "e-mail"]
      case .words: []
      }
    }

    /// What a field labelled `label` (or showing `placeholder`) takes.
    static func of(label: String, placeholder: String) -> Fit {
      let text = (label + " " + placeholder).lowercased()
      let words = text.split { !$0.isLetter && !$0.isNumber && $0 != "%" && $0 != "-" }.map(String.init)
      for fit in [Fit.digits, .email, .date, .number]
      where fit.clues.contains(where: { clue in
        words.contains(clue) || (clue.count > 3 && text.containsLiterally(clue))
      }) {
        return fit
      }
      return .words
    }
  }

  /// Simpler values to try in place of `value` while shrinking, simplest first.
  static func simpler(than value: String) -> [String] {
    var candidates = ["", "a"]
    if value.count > 1 { candidates.append(String(value.prefix(value.count / 2))) }
    return candidates.filter { $0 != value && $0.count < max(value.count, 2) }
  }
}

/// What a walk learned of each field: the values it refused, and those that went through a
/// form the app took, so a walk types what fits more and more as it goes (a form whose
/// button refuses an amount that is not a number learns which amounts it takes).
struct FieldMemory {
  private var fields: [String: Field] = [:]

  private struct Field {
    /// Values that went through a form the app took, oldest first, each once.
    var good: [String] = []
    /// How often each value was in a form the app refused, or refused by the field.
    var refusals: [String: Int] = [:]
  }

  /// The values `field` took in forms the app accepted.
  func good(_ field: String) -> [String] { fields[field]?.good ?? [] }

  /// Whether `value` was refused for `field` often enough to be left out of the values that fit.
  func refuses(_ value: String, for field: String) -> Bool {
    (fields[field]?.refusals[value] ?? 0) >= 2 && !(fields[field]?.good.contains(value) ?? false)
  }

  /// Notes that the field refused `value` itself.
  mutating func refused(_ value: String, by field: String) {
    fields[field, default: Field()].refusals[value, default: 0] += 2
  }

  /// Notes a form's outcome: `filled` (each field and the value typed in it) went through
  /// when `accepted`, or were part of a refusal.
  mutating func submitted(_ filled: [(field: String, value: String)], accepted: Bool) {
    for (field, value) in filled {
      if accepted {
        if !(fields[field]?.good.contains(value) ?? false) {
          fields[field, default: Field()].good.append(value)
          if fields[field]?.good.count ?? 0 > 16 { fields[field]?.good.removeFirst() }
        }
      } else {
        fields[field, default: Field()].refusals[value, default: 0] += 1
      }
    }
  }
}
