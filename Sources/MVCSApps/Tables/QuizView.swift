#if canImport(SwiftUI) && !os(Linux)
  import SwiftUI
#else
  import MVCSUI
#endif

/// The quiz: its settings until a round starts, then the round, then the rounds played in a
/// sheet.
struct QuizView: View {
  @State private var upTo = 5
  @State private var questionCount = 10
  @State private var rounds: [Round] = []
  @State private var questions: [Question]?
  @State private var showingResults = false

  var body: some View {
    NavigationStack {
      VStack(spacing: 16) {
        Text("Times Tables")
          .font(.largeTitle)
          .padding(.top)

        if let questions {
          GameView(questions: questions, round: rounds.count + 1, finish: finish)
        } else {
          SettingsView(upTo: $upTo, questionCount: $questionCount, start: start)
        }
      }
      .toolbar {
        Button("Results") {
          showingResults = true
        }
      }
      .sheet(isPresented: $showingResults) {
        ResultsView(rounds: rounds)
      }
    }
  }

  private func start() {
    questions = QuestionDeck(upTo: upTo, count: questionCount, round: rounds.count + 1).questions()
    print("Round \(rounds.count + 1): \(questionCount) questions, tables 2 to \(upTo)")
  }

  private func finish(_ round: Round) {
    rounds.append(round)
    questions = nil
    showingResults = true
    print("Round \(round.id) over: \(round.score) of \(round.answers.count)")
  }
}
