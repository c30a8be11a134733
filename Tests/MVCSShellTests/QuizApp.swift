import MVCS

/// A quiz with a crash-like bug behind twelve answers, and much on its screen that does
/// nothing: what a long walk shrinks to its known minimal reproducer.
///
/// Answering the twelfth question reads past the end of the questions (the app throws an
/// internal error, as an index out of range would end a real one). The rules and the about
/// row do nothing when selected, `Sound` only flips a word on the screen, and a relaunch
/// starts the quiz again. The minimal reproducer is twelve `tap Answer`:
///
/// ```text
/// launch quiz
/// tap Answer      # … eleven times, then:
/// tap Answer      # error: action 'answer' of /quiz failed: question 12 of 11
/// ```
struct QuizApp: App {
  let name = "quiz"
  let summary = "A quiz whose twelfth answer reads past its questions"

  func makeRootViewController(environment: AppEnvironment) -> ViewController {
    QuizViewController()
  }
}

/// The quiz's one screen: the question, Answer, a Sound switch and two rows that do nothing.
@MainActor
final class QuizViewController: ViewController, ListViewControllerDelegate {
  /// The bug: the question after the last.
  struct PastTheEnd: Error, CustomStringConvertible {
    let number: Int
    let questions: Int
    var description: String { "question \(number) of \(questions)" }
  }

  nonisolated static let questions = 11
  private let list = ListViewController(name: "info")
  private var answered = 0 {
    didSet { setNeedsDisplay() }
  }
  private var sound = false {
    didSet { setNeedsDisplay() }
  }

  init() {
    super.init(name: "quiz", title: "Quiz")
    addChild(list)
    list.delegate = self
    list.content = [ViewController(name: "rules", title: "Rules"), ViewController(name: "about", title: "About")]
  }

  override var body: any View {
    VStack(alignment: .leading) {
      Text("Question \(answered + 1) · sound \(sound ? "on" : "off")")
      Button("Answer", action: "answer")
      Button("Sound", action: "sound")
      Embed(list)
    }
  }

  override var actions: [Action] {
    [
      Action("answer", summary: "Answer the question") { [unowned self] _ in
        guard answered < Self.questions else { throw PastTheEnd(number: answered + 1, questions: Self.questions) }
        answered += 1
      },
      Action("sound", summary: "Turn the sound on or off") { [unowned self] _ in sound.toggle() },
    ]
  }

  func listViewController(_ list: ListViewController, didSelect row: ViewController) -> ListSelectionResponse {
    .deselect
  }
}
