import Foundation

/// Compares a command's output with its expected block, as docs/SHELL.md "Scripts" defines it:
/// line by line; a line ending in ` (re)` is a regular expression for the whole line; a line
/// `...` stands for any number of lines.
///
/// ```swift
/// OutputMatcher.matches(expected: ["Count: \\d+ (re)", "..."], actual: ["Count: 2", "[++] [--]"])  // true
/// ```
///
/// The match is a loop, not a recursion, so a block of any length cannot exhaust the stack;
/// it needs constant memory and at most (expected × actual) line comparisons, and far fewer
/// in practice: a run of wildcards counts as one.
public enum OutputMatcher {
  /// An expected line that stands for any number of actual lines.
  public static let wildcard = "..."
  /// The ending that makes an expected line a regular expression for the whole line.
  public static let regexSuffix = " (re)"

  /// Whether `actual` is what `expected` describes, wildcards and patterns included.
  public static func matches(expected: [String], actual: [String]) -> Bool {
    var patterns: [Pattern] = []
    patterns.reserveCapacity(expected.count)
    var cache: [String: Pattern] = [:]
    for line in expected {
      let pattern = cache[line] ?? Pattern(line)
      cache[line] = pattern
      // `...` twice in a row means no more than `...` once.
      if case .wildcard = pattern, case .wildcard? = patterns.last { continue }
      patterns.append(pattern)
    }
    // Glob matching with backtracking to the last wildcard only: each line pattern accepts
    // exactly one actual line, so retrying from the latest wildcard is enough.
    var next = 0
    var line = 0
    var lastWildcard: Int?
    var resumeLine = 0
    while line < actual.count {
      if next < patterns.count, case .wildcard = patterns[next] {
        lastWildcard = next
        resumeLine = line
        next += 1
      } else if next < patterns.count, patterns[next].matches(actual[line]) {
        next += 1
        line += 1
      } else if let wildcard = lastWildcard {
        next = wildcard + 1
        resumeLine += 1
        line = resumeLine
      } else {
        return false
      }
    }
    while next < patterns.count, case .wildcard = patterns[next] { next += 1 }
    return next == patterns.count
  }

  /// Whether one expected line accepts one actual line (a wildcard accepts any).
  public static func lineMatches(_ expected: String, _ actual: String) -> Bool {
    Pattern(expected).matches(actual)
  }

  /// ``lineMatches(_:_:)`` for many comparisons against the lines of `expected`: each
  /// regular expression is compiled once, not once per comparison.
  public static func lineComparer(for expected: [String]) -> (String, String) -> Bool {
    var patterns: [String: Pattern] = [:]
    for line in expected where patterns[line] == nil { patterns[line] = Pattern(line) }
    return { expectedLine, actualLine in (patterns[expectedLine] ?? Pattern(expectedLine)).matches(actualLine) }
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

  /// `line` as an expected line that matches exactly it: a line that would read as a
  /// wildcard or a regular expression becomes a regular expression for its literal text.
  ///
  /// ```swift
  /// OutputMatcher.literal("...")      // "\\.\\.\\. (re)"
  /// OutputMatcher.literal("a+ (re)")  // "a\\+ \\(re\\) (re)"
  /// OutputMatcher.literal("Count: 1") // "Count: 1"
  /// ```
  public static func literal(_ line: String) -> String {
    guard line == wildcard || line.hasSuffix(regexSuffix) else { return line }
    return NSRegularExpression.escapedPattern(for: line) + regexSuffix
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
