#if canImport(SwiftUI) && !os(Linux)
  import SwiftUI
#else
  import MVCSUI
#endif

/// The games in a sidebar, the one selected beside them (pushed, on a phone).
struct GamesView: View {
  @State private var games: [Game] = []
  @State private var selection: Game.ID?
  @State private var showingRules = false

  var body: some View {
    NavigationSplitView {
      Group {
        if games.isEmpty {
          ContentUnavailableView {
            Label("No games yet", systemImage: "questionmark.circle")
          } description: {
            Text("Start one and make words from its letters.")
          } actions: {
            Button("Start a Game", action: newGame)
          }
        } else {
          List(games, selection: $selection) { game in
            HStack {
              Text(game.rootWord)
              Spacer()
              Text("\(game.score) points")
                .foregroundStyle(.secondary)
            }
          }
        }
      }
      .navigationTitle("Words")
      .toolbar {
        Button("Rules") { showingRules = true }
        Button("New Game", action: newGame)
      }
      .sheet(isPresented: $showingRules) {
        RulesView()
      }
    } detail: {
      if let index = games.firstIndex(where: { $0.id == selection }) {
        WordGameView(game: $games[index])
      } else {
        Text("Choose a game")
      }
    }
  }

  private func newGame() {
    let number = games.count + 1
    games.append(Game(id: number, rootWord: Game.rootWord(for: number)))
    print("New game \(number): \(Game.rootWord(for: number))")
  }
}
