#if canImport(SwiftUI)
  import SwiftUI
#else
  import MVCSUI
#endif

/// A sheet that asks for a habit's name and goal.
struct AddHabitView: View {
  @Environment(\.dismiss) private var dismiss
  @Environment(\.defaultGoal) private var defaultGoal
  @State private var name = ""
  @State private var goal: Int?
  let add: (Habit) -> Void

  var body: some View {
    NavigationStack {
      Form {
        TextField("Name", text: $name)
        Stepper("Goal: \(goal ?? defaultGoal) days", value: goalDays, in: 1...365)
      }
      .navigationTitle("New Habit")
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { dismiss() }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Save") {
            add(Habit(name: name, goal: goal ?? defaultGoal))
            dismiss()
          }
          .disabled(name.isEmpty)
        }
      }
    }
  }

  /// The goal as the stepper moves it, from the default until it is moved.
  private var goalDays: Binding<Int> {
    Binding(get: { goal ?? defaultGoal }, set: { goal = $0 })
  }
}
