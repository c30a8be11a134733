#if canImport(SwiftUI) && !os(Linux)
  import SwiftUI
#else
  import MVCSUI
#endif

/// A round: one question at a time over a star, the answer typed on a keypad, and whether it
/// was right.
struct GameView: View {
  let questions: [Question]
  let round: Int
  let finish: (Round) -> Void

  @State private var index = 0
  @State private var typed = ""
  @State private var answers: [Answer] = []
  @State private var lastWasRight: Bool?

  private var question: Question { questions[index] }

  var body: some View {
    VStack(spacing: 16) {
      Text("Question \(index + 1) of \(questions.count)")
        .foregroundStyle(.secondary)

      ZStack {
        Image(systemName: "star.fill")
          .font(.system(size: 140))
          .foregroundStyle(.clear)
        Text("\(question.text) = ?")
          .font(.largeTitle)
      }

      Text(typed.isEmpty ? "…" : typed)
        .font(.title)

      Text(lastWasRight == true ? "Right!" : "Not quite")
        .opacity(lastWasRight == nil ? 0 : 1)

      KeypadView(press: press, clear: { typed = "" }, enter: enter)
        .disabled(false)
    }
    .padding()
  }

  private func press(_ digit: Int) {
    guard typed.count < 3 else { return }
    typed += String(digit)
  }

  private func enter() {
    guard let given = Int(typed) else { return }
    let answer = Answer(question: question, given: given)
    answers.append(answer)
    lastWasRight = answer.isRight
    print("\(question.text) = \(given): \(answer.isRight ? "right" : "wrong, it is \(question.answer)")")
    typed = ""
    if index + 1 < questions.count {
      index += 1
    } else {
      finish(Round(id: round, answers: answers))
    }
  }
}
