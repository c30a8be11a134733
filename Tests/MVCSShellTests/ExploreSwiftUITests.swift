import MVCS
import MVCSShell
import MVCSTesting
import Testing

/// `explore` and coverage over SwiftUI-shaped views: a stepper whose label shows its value is
/// one control however its value moves, and a sheet that refuses a swipe down while something
/// is typed in it is the app's own refusal, not a finding.
@MainActor
@Suite struct ExploreSwiftUITests {
  struct Draft: View {
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    var body: some View {
      NavigationStack {
        TextField("Title", text: $title)
          .navigationTitle("New Note")
          .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
          }
          .interactiveDismissDisabled(!title.isEmpty)
      }
    }
  }

  struct Notes: View {
    @State private var cups = 1
    @State private var spoons = 0
    @State private var drafting = false
    var body: some View {
      VStack(alignment: .leading) {
        Stepper(cups == 1 ? "1 cup" : "\(cups) cups", value: $cups, in: 0...5)
          .accessibilityLabel("Coffee")
        Stepper("\(spoons) spoons of sugar", value: $spoons, in: 0...5)
        Button("Write") { drafting = true }
      }
      .sheet(isPresented: $drafting) { Draft() }
    }
  }

  @Test func aStepperIsOneControlAndARefusedSwipeDownIsNoFinding() async {
    let explorer = Explorer(app: HostedApp("notes") { Notes() }, configuration: .init(seed: 5, steps: 1_500))
    let report = await explorer.run()
    #expect(report.findings.isEmpty, "\(report.findings.map(\.failure))")
    let steppers = report.coverage.table.filter { $0.contains("stepper") }
    #expect(steppers.count == 2, "\(steppers)")
    #expect(steppers.contains { $0.contains("Coffee") && $0.contains("acted") }, "\(steppers)")
    #expect(steppers.contains { $0.contains("spoons of sugar") && $0.contains("acted") }, "\(steppers)")

    let shell = TestShell(app: HostedApp("notes") { Notes() })
    await shell.run("tap Write")
    await shell.run("fill Title Groceries")
    let refused = await shell.error("dismiss")
    #expect(refused?.isValidation == true)
  }
}
