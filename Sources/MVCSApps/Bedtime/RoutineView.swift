#if canImport(SwiftUI) && !os(Linux)
  import SwiftUI
#else
  import MVCSUI
#endif

/// The routine as a form: the wake-up time, steppers that say what they hold, and Calculate.
///
/// Calculate shows the bedtime in an alert; Start Over asks before it forgets the routine.
struct RoutineView: View {
  @Environment(\.calendar) private var calendar

  @State private var routine = Routine()
  @State private var bedtime: Date?
  @State private var showingBedtime = false
  @State private var confirmingStartOver = false

  /// The wake-up time as a date picker takes it: today's date does not matter, only the time.
  private var wakeUp: Binding<Date> {
    Binding(
      get: { calendar.date(from: routine.wakeUp) ?? .now },
      set: { routine.wakeUp = calendar.dateComponents([.hour, .minute], from: $0) }
    )
  }

  var body: some View {
    NavigationStack {
      Form {
        Section("When do you want to wake up?") {
          DatePicker("Wake up", selection: wakeUp, displayedComponents: .hourAndMinute)
        }

        Section("How much sleep do you need?") {
          Stepper(value: $routine.sleepHours, in: 4...12, step: 0.25) {
            Text("\(routine.sleepHours, format: .number) hours")
          }
          Stepper(
            "\(routine.minutesToFallAsleep) minutes to fall asleep", value: $routine.minutesToFallAsleep, in: 0...60,
            step: 5)
        }

        Section {
          Stepper(
            routine.cupsOfCoffee == 1 ? "1 cup" : "\(routine.cupsOfCoffee) cups",
            value: $routine.cupsOfCoffee, in: 0...10
          )
          .accessibilityLabel("Coffee")
        } header: {
          Text("Daily coffee intake")
        } footer: {
          Text("Each cup keeps you up \(Routine.minutesPerCup) minutes longer.")
        }

        Section {
          Button("Calculate Bedtime", action: calculateBedtime)
        }
      }
      .navigationTitle("Bedtime")
      .toolbar {
        ToolbarItem(placement: .topBarLeading) {
          Button("Start Over") {
            confirmingStartOver = true
          }
          .disabled(routine == Routine())
        }
      }
      .alert("Your ideal bedtime is…", isPresented: $showingBedtime) {
        Button("OK") {}
      } message: {
        if let bedtime {
          Text("Go to bed at \(bedtime, style: .time) to wake up rested.")
        } else {
          Text("There is no such time.")
        }
      }
      .confirmationDialog("Start over?", isPresented: $confirmingStartOver, titleVisibility: .visible) {
        Button("Start Over", role: .destructive) {
          routine = Routine()
          bedtime = nil
        }
      } message: {
        Text("Your wake-up time, sleep and coffee go back to where they started.")
      }
    }
  }

  private func calculateBedtime() {
    bedtime = routine.bedtime(in: calendar)
    showingBedtime = true
  }
}
