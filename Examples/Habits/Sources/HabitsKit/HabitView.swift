#if canImport(SwiftUI)
  import SwiftUI
#else
  import MVCSUI
#endif

/// One habit: how far along it is, and a button to mark a day done.
struct HabitView: View {
  @Binding var habit: Habit

  var body: some View {
    Form {
      LabeledContent("Goal", value: "\(habit.goal) days")
      LabeledContent("Done", value: "\(habit.done) days")
      ProgressView(value: Double(habit.done), total: Double(habit.goal))
      Button("Mark Done Today") { habit.done += 1 }
        .disabled(habit.done >= habit.goal)
    }
    .navigationTitle(habit.name)
  }
}

#Preview("Halfway") {
  @Previewable @State var habit = Habit(name: "Read", goal: 10)
  NavigationStack {
    HabitView(habit: $habit)
  }
}
