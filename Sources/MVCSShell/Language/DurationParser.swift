import Foundation

/// Reads durations as people write them in scripts: `250ms`, `5s`, `2m`, `1h30m`, `1.5s`, `2d`.
///
/// A duration is bounded, so what is read can always become a deadline or a date:
///
/// ```swift
/// try DurationParser.duration(in: word, example: "5s")  // 5400 for `1h30m`, or a located error
/// ```
enum DurationParser {
  private static let units: [(suffix: String, seconds: Double)] = [
    ("ms", 0.001), ("s", 1), ("m", 60), ("h", 3600), ("d", 86_400),
  ]

  /// The longest duration accepted: 100 years (36,500 days), far more than any script waits
  /// and far less than overflows a count of milliseconds.
  static let maximum: TimeInterval = 36_500 * 86_400

  /// The duration `word` holds, or an error that says which of the two ways it is wrong.
  static func duration(in word: Word, example: String) throws(ShellError) -> TimeInterval {
    guard let total = unbounded(word.text) else {
      throw ShellError("expected a duration like \(example), got '\(word.text)'", at: word.location)
    }
    guard total <= maximum else {
      throw ShellError(
        "the duration '\(word.text)' is longer than the most allowed, \(format(maximum))", at: word.location)
    }
    return total
  }

  private static func unbounded(_ text: String) -> TimeInterval? {
    var rest = Substring(text)
    var total = 0.0
    guard !rest.isEmpty else { return nil }
    while !rest.isEmpty {
      let number = rest.prefix { ("0"..."9").contains($0) || $0 == "." }
      guard !number.isEmpty, let value = Double(number), value.isFinite else { return nil }
      rest = rest.dropFirst(number.count)
      let letters = rest.prefix { $0.isLetter }
      guard let unit = units.first(where: { $0.suffix == letters }) else { return nil }
      rest = rest.dropFirst(letters.count)
      total += value * unit.seconds
      // Stop adding once past any bound, so the total stays finite.
      if total > maximum { return total }
    }
    return total
  }

  /// `1h30m`, `5s`, `250ms`: how `clock` and errors print a duration.
  static func format(_ seconds: TimeInterval) -> String {
    guard seconds.isFinite, seconds <= maximum else { return "over \(format(maximum))" }
    if seconds < 1, seconds > 0 { return "\(Int((seconds * 1000).rounded()))ms" }
    var rest = Int(max(0, seconds).rounded())
    var parts: [String] = []
    for (suffix, size) in [("d", 86_400), ("h", 3600), ("m", 60)] where rest >= size {
      parts.append("\(rest / size)\(suffix)")
      rest %= size
    }
    if rest > 0 || parts.isEmpty { parts.append("\(rest)s") }
    return parts.joined()
  }
}

/// A duration given on a command line (`explore --time 30s`, `run --timeout 1m`), read and
/// printed as scripts write durations.
///
/// ```swift
/// try CommandLineDuration.seconds("1h30m", option: "--time")  // 5400
/// CommandLineDuration.text(90)                                 // "1m30s"
/// ```
public enum CommandLineDuration {
  /// The seconds `text` names, or an error naming `option` and what was wrong.
  public static func seconds(_ text: String, option: String) throws(ShellError) -> Double {
    try DurationParser.duration(in: Word(text, at: SourceLocation(file: option, line: 1, column: 1)), example: "30s")
  }

  /// `1h30m`, `5s`, `250ms`.
  public static func text(_ seconds: Double) -> String {
    DurationParser.format(seconds)
  }
}
