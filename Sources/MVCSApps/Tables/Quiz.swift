import Foundation

/// One question: two numbers to multiply.
struct Question: Identifiable, Equatable {
  let id: Int
  let left: Int
  let right: Int

  var answer: Int { left * right }
  var text: String { "\(left) × \(right)" }
}

/// What the player answered to a question.
struct Answer: Identifiable, Equatable {
  let question: Question
  let given: Int

  var id: Int { question.id }
  var isRight: Bool { given == question.answer }
}

/// A round played: its answers, in the order they were given.
struct Round: Identifiable, Equatable {
  let id: Int
  var answers: [Answer] = []

  var score: Int { answers.filter(\.isRight).count }
}

/// The questions of a round: every table from 2 up to `upTo`, times 1 to 12, in an order that
/// looks random but is the same for the same round, so a game can be replayed.
struct QuestionDeck {
  let upTo: Int
  let count: Int
  let round: Int

  /// The round's questions.
  func questions() -> [Question] {
    var pairs: [(Int, Int)] = []
    for left in 2...max(2, upTo) {
      for right in 1...12 { pairs.append((left, right)) }
    }
    // A linear congruential shuffle seeded by the round: the same round, the same questions.
    var state = UInt64(round) &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    for index in stride(from: pairs.count - 1, to: 0, by: -1) {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let other = Int((state >> 33) % UInt64(index + 1))
      pairs.swapAt(index, other)
    }
    return pairs.prefix(count).enumerated().map { Question(id: $0.offset, left: $0.element.0, right: $0.element.1) }
  }
}
