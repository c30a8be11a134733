#if canImport(SwiftUI)
  import SwiftUI
#else
  import MVCSUI
#endif

/// The habits, each a row that opens its own screen, with a sheet to add one.
public struct ContentView: View {
  @State private var store = HabitStore()
  @State private var showingAdd = false

  /// The app's first screen.
  public init() {}

  /// The stack of screens.
  public var body: some View {
    NavigationStack {
      List {
        ForEach(store.habits) { habit in
          NavigationLink(value: habit.id) {
            Text("\(habit.name): \(habit.done) of \(habit.goal)")
          }
        }
        .onDelete { store.habits.remove(atOffsets: $0) }
      }
      .navigationTitle("Habits")
      .navigationDestination(for: UUID.self) { id in
        if let index = store.habits.firstIndex(where: { $0.id == id }) {
          HabitView(habit: $store.habits[index])
        }
      }
      .toolbar {
        Button("Add Habit", systemImage: "plus") { showingAdd = true }
      }
      .sheet(isPresented: $showingAdd) {
        AddHabitView { store.habits.append($0) }
      }
      .overlay {
        if store.habits.isEmpty {
          Text("No habits yet. Tap + to add one.")
            .foregroundStyle(.secondary)
        }
      }
    }
  }
}

#Preview {
  ContentView()
}
