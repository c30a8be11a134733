import Foundation

/// Compares a command's output with its expected block, as SHELL.md "Scripts" defines it:
/// line by line; a line ending in ` (re)` is a regular expression for the whole line; a line
/// `...` stands for any number of lines.
///
/// ```swift
/// OutputMatcher.matches(expected: ["Count: \\d+ (re)", "..."], actual: ["Count: 2", "[++] [--]"])  // true
/// ```
public enum OutputMatcher {
  /// An expected line that stands for any number of actual lines.
  public static let wildcard = "..."
  /// The ending that makes an expected line a regular expression for the whole line.
  public static let regexSuffix = " (re)"

  /// Whether `actual` is what `expected` describes, wildcards and patterns included.
  public static func matches(expected: [String], actual: [String]) -> Bool {
    let patterns = expected.map(Pattern.init)
    // memo[i][j]: whether patterns[i...] match actual[j...]; nil until computed.
    var memo = Array(repeating: [Bool?](repeating: nil, count: actual.count + 1), count: patterns.count + 1)
    func match(_ i: Int, _ j: Int) -> Bool {
      if let known = memo[i][j] { return known }
      let result: Bool
      if i == patterns.count {
        result = j == actual.count
      } else if case .wildcard = patterns[i] {
        result = match(i + 1, j) || (j < actual.count && match(i, j + 1))
      } else {
        result = j < actual.count && patterns[i].matches(actual[j]) && match(i + 1, j + 1)
      }
      memo[i][j] = result
      return result
    }
    return match(0, 0)
  }

  /// Whether one expected line accepts one actual line (a wildcard accepts any).
  public static func lineMatches(_ expected: String, _ actual: String) -> Bool {
    Pattern(expected).matches(actual)
  }

  /// A regular expression of an expected line that does not compile, with why.
  public static func invalidPattern(in expected: [String]) -> (line: Int, reason: String)? {
    for (index, line) in expected.enumerated() where line.hasSuffix(regexSuffix) {
      do {
        _ = try NSRegularExpression(pattern: String(line.dropLast(regexSuffix.count)))
      } catch {
        return (index, "invalid regular expression: \(line.dropLast(regexSuffix.count))")
      }
    }
    return nil
  }

  private enum Pattern {
    case literal(String)
    case regex(NSRegularExpression?)
    case wildcard

    init(_ line: String) {
      if line == OutputMatcher.wildcard {
        self = .wildcard
      } else if line.hasSuffix(OutputMatcher.regexSuffix) {
        let source = "^(?:" + line.dropLast(OutputMatcher.regexSuffix.count) + ")$"
        self = .regex(try? NSRegularExpression(pattern: source))
      } else {
        self = .literal(line)
      }
    }

    func matches(_ line: String) -> Bool {
      switch self {
      case .literal(let text): return text == line
      case .wildcard: return true
      case .regex(let expression):
        guard let expression else { return false }
        return expression.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
      }
    }
  }
}
