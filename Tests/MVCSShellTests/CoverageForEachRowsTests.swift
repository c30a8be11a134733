import MVCS
import MVCSShell
import MVCSTesting
import Testing

/// Coverage counts the rows of one `ForEach` as one control, by where they stand in the view,
/// not by the titles typed into them: a habit tracker's habits, drawn in a stack, are one row's
/// button and one row's stepper, however many habits were added and whatever they are called.
@MainActor
@Suite struct CoverageForEachRowsTests {
  struct Habit: Identifiable {
    let id: Int
    var title: String
    var count = 0
  }

  struct Habits: View {
    @State private var habits: [Habit] = []
    @State private var next = 1

    var body: some View {
      VStack(alignment: .leading) {
        Button("Add habit") {
          habits.append(Habit(id: next, title: "Habit \(next)"))
          next += 1
        }
        ForEach($habits) { $habit in
          HStack {
            Button(habit.title) { habit.title += "!" }
            Stepper("\(habit.count) times", value: $habit.count, in: 0...9)
          }
        }
      }
    }
  }

  @Test func theRowsOfOneForEachAreOneControlWhateverTheirTitles() async {
    let report = await Explorer(app: HostedApp("habits") { Habits() }, configuration: .init(seed: 2, steps: 600))
      .run()
    #expect(report.findings.isEmpty, "\(report.findings.map(\.failure))")
    let counted = report.coverage.counted.map(\.item)
    // Add habit, a row's button, a row's stepper: not one control per habit typed.
    #expect(counted.map(\.label).sorted() == ["Add habit", "a row's button", "a row's stepper"], "\(counted)")
    #expect(report.coverage.counted.allSatisfy { $0.use.acted > 0 }, "\(report.coverage.table)")
  }

  @Test func aControlOutsideAnyForEachKeepsItsOwnName() async {
    let shell = TestShell(app: HostedApp("habits") { Habits() })
    await shell.run("tap 'Add habit'")
    let controls = shell.session.screen().layers.flatMap(\.controls)
    #expect(controls.filter(\.isRepeated).map(\.label) == ["Habit 1", "0 times"])
    #expect(controls.filter { !$0.isRepeated }.map(\.label) == ["Add habit"])
  }
}
