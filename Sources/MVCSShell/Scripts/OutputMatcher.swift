import Foundation

/// Compares a command's output with its expected block, as docs/SHELL.md "Scripts" defines it:
/// line by line; a line ending in ` (re)` is a regular expression for the whole line; a line
/// `...` stands for any number of lines.
///
/// ```swift
/// OutputMatcher.matches(expected: ["Count: \\d+ (re)", "..."], actual: ["Count: 2", "[++] [--]"])  // true
/// ```
///
/// The work is bounded whatever the block and the output hold: see ``Comparison``.
public enum OutputMatcher {
  /// An expected line that stands for any number of actual lines.
  public static let wildcard = "..."
  /// The ending that makes an expected line a regular expression for the whole line.
  public static let regexSuffix = " (re)"

  /// Whether `actual` is what `expected` describes, wildcards and patterns included.
  public static func matches(expected: [String], actual: [String]) -> Bool {
    Comparison(expected: expected).matches(actual)
  }

  /// Whether one expected line accepts one actual line (a wildcard accepts any).
  public static func lineMatches(_ expected: String, _ actual: String) -> Bool {
    Comparison(expected: [expected]).lineMatches(expected, actual)
  }

  /// ``lineMatches(_:_:)`` for many comparisons against the lines of `expected`: each
  /// regular expression is compiled once, each pair compared once, all in one
  /// ``Comparison``'s budget.
  public static func lineComparer(for expected: [String]) -> (String, String) -> Bool {
    Comparison(expected: expected).lineMatches
  }

  /// One expected block compared with one command's output, in bounded work: the glob
  /// match of the block and the diff that shows a mismatch ask the same questions, so each
  /// expected line is compared with each actual line at most once, and the answer kept.
  ///
  /// A regular expression can take exponential time on a line (`(a+)+b` against forty
  /// `a`s), so each check has a budget of ``ticksPerCheck`` of ICU's progress reports (it
  /// reports every 10,000 backtracking states), and all of a block's checks together
  /// ``ticksPerBlock``. A check past its budget counts as not matching, and so does every
  /// check once the block's budget is spent; ``notes`` says which patterns gave up. Steps,
  /// not seconds, so the same script gets the same verdict on every machine.
  ///
  /// ```swift
  /// let comparison = OutputMatcher.Comparison(expected: ["(a+)+b (re)"])
  /// comparison.matches([String(repeating: "a", count: 40)])  // false, after ~0.2 s
  /// comparison.gaveUp                                          // ["(a+)+b (re)"]
  /// ```
  public final class Comparison {
    /// The most ICU progress reports (each 10,000 backtracking states) one regular
    /// expression may take against one line: 1,000, about 0.2 s on the development machine.
    public static let ticksPerCheck = 1_000
    /// The most ICU progress reports all the regular expressions of one block may take
    /// together: 5,000, about 1 s.
    public static let ticksPerBlock = 5_000

    private let expected: [String]
    private var patterns: [String: Pattern] = [:]
    /// The answers of regular expressions so far, by expected line, then actual line.
    private var answers: [String: [String: Bool]] = [:]
    private var ticksUsed = 0
    /// The expected lines whose check ran out of budget, in the order it happened.
    public private(set) var gaveUp: [String] = []
    /// Whether the block's budget ran out, so some lines were never checked.
    public private(set) var isExhausted = false

    /// A comparison of output with the block `expected`.
    public init(expected: [String]) {
      self.expected = expected
      for line in expected where patterns[line] == nil { patterns[line] = Pattern(line) }
    }

    /// Whether `actual` is what the block describes, wildcards and patterns included.
    ///
    /// The match is a loop, not a recursion, so a block of any length cannot exhaust the
    /// stack; it needs at most (expected × actual) line comparisons, and far fewer in
    /// practice: a run of wildcards counts as one.
    public func matches(_ actual: [String]) -> Bool {
      var lines: [String] = []
      lines.reserveCapacity(expected.count)
      for line in expected {
        // `...` twice in a row means no more than `...` once.
        if line == OutputMatcher.wildcard, lines.last == OutputMatcher.wildcard { continue }
        lines.append(line)
      }
      // Glob matching with backtracking to the last wildcard only: each line pattern accepts
      // exactly one actual line, so retrying from the latest wildcard is enough.
      var next = 0
      var line = 0
      var lastWildcard: Int?
      var resumeLine = 0
      while line < actual.count {
        if next < lines.count, lines[next] == OutputMatcher.wildcard {
          lastWildcard = next
          resumeLine = line
          next += 1
        } else if next < lines.count, lineMatches(lines[next], actual[line]) {
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
      while next < lines.count, lines[next] == OutputMatcher.wildcard { next += 1 }
      return next == lines.count
    }

    /// Whether the expected line `expectedLine` accepts `actualLine`, asked of a regular
    /// expression once per pair.
    public func lineMatches(_ expectedLine: String, _ actualLine: String) -> Bool {
      let expression: NSRegularExpression
      switch patterns[expectedLine] ?? Pattern(expectedLine) {
      case .wildcard: return true
      case .literal(let text): return text == actualLine
      case .regex(nil): return false
      case .regex(let compiled?): expression = compiled
      }
      if let known = answers[expectedLine]?[actualLine] { return known }
      let remaining = Self.ticksPerBlock - ticksUsed
      let answer: Bool
      if remaining <= 0 {
        isExhausted = true
        answer = false
      } else {
        let budget = min(Self.ticksPerCheck, remaining)
        let check = Self.check(expression, against: actualLine, budget: budget)
        ticksUsed += check.ticks
        if check.gaveUp {
          if budget < Self.ticksPerCheck { isExhausted = true }
          if !gaveUp.contains(expectedLine) { gaveUp.append(expectedLine) }
        }
        answer = check.matched
      }
      answers[expectedLine, default: [:]][actualLine] = answer
      return answer
    }

    /// What a bounded check found, ICU's effort included, and whether it stopped it.
    private static func check(
      _ expression: NSRegularExpression, against line: String, budget: Int
    ) -> (matched: Bool, ticks: Int, gaveUp: Bool) {
      var matched = false
      var ticks = 0
      var gaveUp = false
      expression.enumerateMatches(
        in: line, options: [.reportProgress], range: NSRange(line.startIndex..., in: line)
      ) { result, flags, stop in
        if result != nil {
          matched = true
          stop.pointee = true
        } else if flags.contains(.progress) {
          ticks += 1
          if ticks >= budget {
            gaveUp = true
            stop.pointee = true
          }
        }
      }
      return (matched, ticks, gaveUp)
    }

    /// What a report says of the budget, one line each, with the 0-based index in the
    /// block of the expected line concerned: which patterns gave up, and whether the
    /// block's budget ran out.
    public var notes: [(index: Int, message: String)] {
      var notes: [(index: Int, message: String)] = []
      for line in gaveUp {
        let index = expected.firstIndex(of: line) ?? 0
        let source = line.dropLast(OutputMatcher.regexSuffix.count)
        notes.append(
          (
            index,
            "the regular expression \(source) gave up on a line after \(Self.ticksPerCheck) × 10,000 backtracking steps; the line counts as not matching"
          ))
      }
      if isExhausted {
        notes.append(
          (
            0,
            "the block's regular expressions used their whole budget (\(Self.ticksPerBlock) × 10,000 backtracking steps); the lines left unchecked count as not matching"
          ))
      }
      return notes
    }
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
  }
}
