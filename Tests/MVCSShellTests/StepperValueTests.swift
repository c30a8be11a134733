import Foundation
import MVCS
import MVCSTesting
import Testing

/// A stepper over a fraction without a format holds its value as `.number` writes it in the
/// app's locale, as its label shows it: `4`, not `4.0`, and `8,25` in German, which the label
/// `8,25 hours` is then seen to show.
@MainActor
@Suite struct StepperValueTests {
  struct Sleep: View {
    @State private var hours = 8.0
    var body: some View {
      Stepper("\(hours, format: .number) hours", value: $hours, in: 4...12, step: 0.25)
      Stepper("Alarm volume", value: $hours, in: 4...12, step: 0.25)
    }
  }

  @Test func aFractionIsWrittenAsItsLabelWritesIt() async {
    let shell = TestShell(app: HostedApp("sleep") { Sleep() }, width: 40)
    await shell.run("step hours down 20")
    await shell.run("expect value hours 4")
    await shell.run("step 'Alarm volume' up")
    await shell.expectScreen(
      """
      4.25 hours (-/+)
      Alarm volume: 4.25 (-/+)
      """)
    await shell.run("step hours up 40")
    let top = await shell.error("step hours up")
    #expect(top?.message == "stepper '12 hours' is at its highest value, 12")
    #expect(top?.hint == "it goes from 4 to 12")

    var german = AppEnvironment.batch
    german.locale = Locale(identifier: "de_DE")
    struct Localized: View {
      @State private var hours = 8.25
      var body: some View {
        Stepper("\(hours, format: .number) hours", value: $hours, in: 4...12, step: 0.25)
      }
    }
    let inGerman = TestShell(app: HostedApp("sleep") { Localized() }, width: 40, environment: german)
    await inGerman.expectScreen("8,25 hours (-/+)")
    await inGerman.run("expect value hours 8,25")
  }

  struct Snooze: View {
    @State private var times = 1
    var body: some View {
      Stepper("Snooze 10 minutes, \(times) times", value: $times, in: 1...5)
    }
  }

  @Test func aLabelKeepsItsNameWhenItsValueIsADigitOfAnotherNumber() async {
    let shell = TestShell(app: HostedApp("snooze") { Snooze() }, width: 40)
    // The value 1 is the `1` of `1 times`, not the one that begins `10 minutes`.
    await shell.run("step 'Snooze 10 minutes, times' up")
    await shell.run("expect value 'Snooze 10 minutes, times' 2")
    await shell.run("step 'Snooze 10 minutes, times' down")
    await shell.expectScreen("Snooze 10 minutes, 1 times (-/+)")
    await shell.run("expect value 'Snooze 10 minutes, times' 1")
  }
}
