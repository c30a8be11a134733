import Foundation

/// Reads durations as people write them in scripts: `250ms`, `5s`, `2m`, `1h30m`, `1.5s`, `2d`.
enum DurationParser {
  private static let units: [(suffix: String, seconds: Double)] = [
    ("ms", 0.001), ("s", 1), ("m", 60), ("h", 3600), ("d", 86_400),
  ]

  /// Seconds, or nil when `text` is not a duration.
  static func seconds(_ text: String) -> TimeInterval? {
    var rest = Substring(text)
    var total = 0.0
    guard !rest.isEmpty else { return nil }
    while !rest.isEmpty {
      let number = rest.prefix { $0.isNumber || $0 == "." }
      guard !number.isEmpty, let value = Double(number) else { return nil }
      rest = rest.dropFirst(number.count)
      let letters = rest.prefix { $0.isLetter }
      guard let unit = units.first(where: { $0.suffix == letters }) else { return nil }
      rest = rest.dropFirst(letters.count)
      total += value * unit.seconds
    }
    return total
  }

  /// `1h30m`, `5s`, `250ms`: how `clock` and errors print a duration.
  static func format(_ seconds: TimeInterval) -> String {
    if seconds < 1, seconds > 0 { return "\(Int((seconds * 1000).rounded()))ms" }
    var rest = Int(seconds.rounded())
    var parts: [String] = []
    for (suffix, size) in [("d", 86_400), ("h", 3600), ("m", 60)] where rest >= size {
      parts.append("\(rest / size)\(suffix)")
      rest %= size
    }
    if rest > 0 || parts.isEmpty { parts.append("\(rest)s") }
    return parts.joined()
  }
}
