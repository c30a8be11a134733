/// What a person decides about one pending change in `mvcs review`, as cargo-insta asks it.
///
/// ```swift
/// ReviewAnswer(word: "a")           // .accept
/// ReviewAnswer(word: "reject all")  // .rejectAll
/// ReviewAnswer.prompt               // "a accept / r reject / s skip / A accept all / R reject all / q quit"
/// ```
public enum ReviewAnswer: String, Sendable, CaseIterable {
  /// Write the run's output over the block, and forget the change.
  case accept = "a"
  /// Keep the block as it is, and forget the change.
  case reject = "r"
  /// Keep the block and the change, for a later review.
  case skip = "s"
  /// Accept this change and every one after it.
  case acceptAll = "A"
  /// Reject this change and every one after it.
  case rejectAll = "R"
  /// Stop here; this change and the rest stay pending.
  case quit = "q"

  /// The answer's name, as the prompt spells it.
  public var name: String {
    switch self {
    case .accept: "accept"
    case .reject: "reject"
    case .skip: "skip"
    case .acceptAll: "accept all"
    case .rejectAll: "reject all"
    case .quit: "quit"
    }
  }

  /// The question, every key and its name.
  public static let prompt = allCases.map { "\($0.rawValue) \($0.name)" }.joined(separator: " / ")

  /// The answer a key (`a`) or a name (`accept`, `accept all`) stands for; nil for anything else.
  public init?(word: String) {
    let trimmed = word.trimmingBlanks
    guard let answer = Self.allCases.first(where: { $0.rawValue == trimmed || $0.name == trimmed.lowercased() })
    else { return nil }
    self = answer
  }
}

/// A reply to a review's question: an answer, the end of the input, or something that is
/// not an answer (said in an error's words).
public enum ReviewReply: Sendable, Equatable {
  /// One of the answers.
  case answer(ReviewAnswer)
  /// No more answers: the review stops, leaving the rest pending.
  case endOfInput
  /// A reply that is not an answer, as a located error.
  case invalid(ShellError)
}

/// Where `mvcs review` gets its answers: single keys on a terminal, lines on a pipe.
@MainActor
public protocol ReviewAnswers {
  /// The reply to the question about `change`, shown just before.
  mutating func reply(to change: PendingChange) -> ReviewReply
}

/// Answers read as lines, one per question, from a pipe, a file or a test: `a`, `accept`,
/// `A`, `accept all`… Blank lines and `#` comments are passed over.
///
/// ```swift
/// var answers = LineReviewAnswers(PlainLineReader(name: "<stdin>", text: "a\n# then\ns\n"))
/// ```
public struct LineReviewAnswers: ReviewAnswers {
  private var reader: PlainLineReader

  /// Answers read from `reader`.
  public init(_ reader: PlainLineReader) {
    self.reader = reader
  }

  /// The next line's answer.
  public mutating func reply(to change: PendingChange) -> ReviewReply {
    while let line = reader.next() {
      let text = line.text.trimmingBlanks
      if text.isEmpty || text.hasPrefix("#") { continue }
      guard let answer = ReviewAnswer(word: text) else {
        return .invalid(
          ShellError(
            "'\(text)' is not an answer to the review", at: line.location, hint: ReviewAnswer.prompt,
            status: .usage))
      }
      return .answer(answer)
    }
    return .endOfInput
  }
}

extension String {
  fileprivate var trimmingBlanks: String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
