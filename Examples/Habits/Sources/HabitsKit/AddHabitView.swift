#if canImport(SwiftUI)
  import SwiftUI
#else
  import MVCSUI
#endif

/// A sheet that asks for a habit's name and goal.
struct AddHabitView: View {
  @Environment(\.dismiss) private var dismiss
  @State private var name = ""
  @State private var goal = 21
  let add: (Habit) -> Void

  var body: some View {
    NavigationStack {
      Form {
        TextField("Name", text: $name)
        Stepper("Goal: \(goal) days", value: $goal, in: 1...365)
      }
      .navigationTitle("New Habit")
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { dismiss() }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Save") {
            add(Habit(name: name, goal: goal))
            dismiss()
          }
          .disabled(name.isEmpty)
        }
      }
    }
  }
}
