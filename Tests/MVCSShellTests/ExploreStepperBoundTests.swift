import MVCS
import MVCSShell
import MVCSTesting
import Testing

/// A stepper the app holds at a bound is no broken round trip.
///
/// At 0, down does nothing and up then adds one, as a habit tracker's count of today's glasses
/// does. And a stepper is one control in coverage however its label's number moves, its own
/// closures' or its value's.
@MainActor
@Suite struct ExploreStepperBoundTests {
  /// Today's habits: closures that clamp at 0, a bound range, and a count kept in the app's
  /// defaults, as a habit tracker keeps it.
  struct Today: View {
    @AppStorage("water") private var water = 0
    @State private var walks = 0
    @State private var pages = 0
    @State private var heldAtZero = false

    var body: some View {
      VStack(alignment: .leading) {
        Text(water == 0 ? "No water yet" : "Water: \(water) glasses")
        // At 0, down does nothing to the count and says so, from then on: the screen changes,
        // the stepper does not move.
        Stepper(
          "\(water) glasses", onIncrement: { water += 1 },
          onDecrement: { if water > 0 { water -= 1 } else { heldAtZero = true } })
        if heldAtZero { Text("A count never goes below 0") }
        Stepper("Walks: \(walks)", onIncrement: { walks += 1 }, onDecrement: { walks = max(0, walks - 1) })
        Stepper("\(pages) pages read", value: $pages, in: 0...3)
        Button("Reset") {
          water = 0
          walks = 0
          pages = 0
        }
      }
    }
  }

  @Test func aStepperHeldAtItsBoundIsNoBrokenRoundTrip() async {
    for seed: UInt64 in [1, 2, 3] {
      let report = await Explorer(
        app: HostedApp("today") { Today() }, configuration: .init(seed: seed, steps: 1_500)
      ).run()
      #expect(report.findings.isEmpty, "seed \(seed): \(report.findings.map(\.script))")
      // Each stepper is one control, acted on, whatever its label's number.
      let steppers = report.coverage.table.filter { $0.contains("stepper") }
      #expect(steppers.count == 3, "\(steppers)")
      #expect(steppers.allSatisfy { $0.contains("acted") }, "\(steppers)")
    }
  }

  /// A stepper that does not come back: its down takes two.
  struct Uneven: View {
    @State private var count = 2
    var body: some View {
      Stepper("\(count) cups", onIncrement: { count += 1 }, onDecrement: { count = max(0, count - 2) })
    }
  }

  @Test func aStepperThatDoesNotComeBackIsStillARoundTripFinding() async {
    let report = await Explorer(app: HostedApp("uneven") { Uneven() }, configuration: .init(seed: 1, steps: 1_500))
      .run()
    #expect(report.findings.map(\.failure.kind) == [.roundTrip], "\(report.findings.map(\.failure))")
  }
}
