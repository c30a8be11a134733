#if canImport(SwiftUI) && !os(Linux)
  import SwiftUI
#else
  import MVCSUI
#endif

/// Every round played, a section each, or a word that there are none yet.
struct ResultsView: View {
  let rounds: [Round]
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      Group {
        if rounds.isEmpty {
          ContentUnavailableView(
            "No rounds yet", systemImage: "list.number",
            description: Text("Play a round and its answers appear here."))
        } else {
          List {
            ForEach(rounds.reversed()) { round in
              RoundSection(round: round)
            }
          }
        }
      }
      .navigationTitle("Results")
      .toolbar {
        Button("Done") {
          dismiss()
        }
      }
    }
  }
}

/// One round's answers under its score.
struct RoundSection: View {
  let round: Round

  var body: some View {
    Section("Round \(round.id): \(round.score) of \(round.answers.count)") {
      ForEach(round.answers) { answer in
        HStack {
          Text("\(answer.question.text) = \(answer.given)")
          Spacer()
          Image(systemName: answer.isRight ? "checkmark" : "xmark")
        }
      }
    }
  }
}
