#if canImport(SwiftUI) && !os(Linux)
  import SwiftUI
#else
  import MVCSUI
#endif

/// One game: its letters, the clock, the score, a field for the next word, and the words made.
struct WordGameView: View {
  @Binding var game: Game
  @State private var newWord = ""
  @State private var chosen = Set<String>()
  @State private var problem: WordProblem?
  @State private var lastAdded: String?
  @Namespace private var tiles

  var body: some View {
    VStack(alignment: .leading) {
      Grid(horizontalSpacing: 8) {
        GridRow {
          ForEach(Array(game.rootWord.enumerated()), id: \.offset) { letter in
            Text(String(letter.element).uppercased())
              .matchedGeometryEffect(id: letter.offset, in: tiles)
          }
        }
      }
      .frame(maxWidth: .infinity)

      HStack {
        TimelineView(.periodic(from: .distantPast, by: 1)) { context in
          Label(context.date.formatted(date: .omitted, time: .standard), systemImage: "clock")
            .labelStyle(TrailingIconLabelStyle())
        }
        Spacer()
        Gauge(value: Double(min(game.score, 50)), in: 0...50) {
          Text("Score")
        } currentValueLabel: {
          Text("\(game.score)")
        }
        .gaugeStyle(.accessoryLinearCapacity)
      }

      TextField("Your word", text: $newWord)
        .textInputAutocapitalization(.never)
        .onSubmit(addWord)

      if let problem {
        Text("\(problem.title): \(problem.message)")
          .foregroundStyle(.red)
          .transition(.asymmetric(insertion: .scale, removal: .opacity))
      }

      List(selection: $chosen) {
        ForEach(game.usedWords, id: \.self) { word in
          Label(word, systemImage: "checkmark")
            .contextMenu {
              Button("Copy") { print("Copied \(word)") }
              Button("Delete", role: .destructive) { delete([word]) }
            }
        }
      }
      .refreshable {
        await shuffle()
      }

      HStack {
        EditButton()
        Spacer()
        Button("Delete Selected") { delete(chosen) }
          .buttonStyle(CapsuleButtonStyle())
          .disabled(chosen.isEmpty)
      }
    }
    .padding(.horizontal)
    .navigationTitle(game.rootWord)
  }

  private func addWord() {
    let word = newWord.lowercased().trimmingCharacters(in: .whitespacesAndNewlines)
    guard !word.isEmpty else { return }
    if let problem = game.problem(with: word) {
      withAnimation { self.problem = problem }
      print("Refused \(word): \(problem.title)")
      return
    }
    withAnimation(.spring.repeatCount(1)) {
      game.usedWords.insert(word, at: 0)
      problem = nil
      lastAdded = word
    }
    newWord = ""
    print("Added \(word): \(game.score) points")
  }

  private func delete(_ words: Set<String>) {
    game.usedWords.removeAll { words.contains($0) }
    chosen.subtract(words)
    print("Deleted \(words.sorted().joined(separator: ", "))")
  }

  /// A new order of the same letters, as pulling the list down asks.
  @MainActor
  private func shuffle() async {
    game.rootWord = String(game.rootWord.reversed())
    print("Letters turned round: \(game.rootWord)")
  }
}

/// A button drawn in a capsule, as the app's own style.
struct CapsuleButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding(.horizontal, 12)
      .background(Capsule().fill(.red))
      .foregroundStyle(.white)
      .scaleEffect(configuration.isPressed ? 0.95 : 1)
  }
}

/// A label with its icon after its title.
struct TrailingIconLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 8) {
      configuration.title
      configuration.icon
    }
  }
}
