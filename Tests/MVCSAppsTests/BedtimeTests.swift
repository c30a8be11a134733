import Foundation
import MVCS
import MVCSTesting
import MVCSUI
import Testing

@testable import MVCSApps

/// Bedtime driven as someone planning their night would: the wake-up time set, the steppers
/// moved, the bedtime read from its alert, and the routine started over after a confirmation.
@MainActor
@Suite struct BedtimeTests {
  private func bedtime(width: Int = 50) -> TestShell {
    TestShell(app: SceneApp(BedtimeApp.self), width: width)
  }

  @Test func theBedtimeIsTheWakeUpTimeLessSleepFallingAsleepAndCoffee() async {
    let shell = bedtime()
    await shell.run("fill 'Wake up' '6:30 AM'")
    await shell.run("step hours up 2")
    await shell.run("step 'minutes to fall asleep' down")
    await shell.run("step Coffee up 2")
    await shell.run("expect value hours 8.5")
    await shell.run("expect value Coffee 3")
    await shell.run("tap 'Calculate Bedtime'")
    // 6:30 less 8 h 30 min of sleep, 10 min to fall asleep and 3 × 20 min of coffee.
    await shell.run("expect shows 'Go to bed at 8:50\u{202F}PM to wake up rested.'")
    await shell.run("tap OK")
    await shell.run("expect hides 'Your ideal bedtime'")
  }

  @Test func startOverAsksFirstAndIsOffUntilSomethingChanged() async {
    let shell = bedtime()
    #expect(await shell.error("tap 'Start Over'")?.message == "button 'Start Over' of /navigation/root is disabled")
    await shell.run("step Coffee down")
    await shell.run("tap 'Start Over'")
    await shell.run("expect shows 'Start over?'")
    await shell.run("tap Cancel")
    await shell.run("expect value Coffee 0")
    await shell.run("tap 'Start Over'")
    await shell.run("tap 'Start Over'")
    await shell.run("expect value Coffee 1")
    await shell.run("expect disabled 'Start Over'")
  }

  @Test func theStepperNamesStayWhileTheirValuesChange() async {
    let shell = bedtime()
    // A SwiftUI screen's view controllers are made as it is first drawn.
    _ = await shell.screen()
    await shell.expect(
      "ls navigation/root/form", prints: "wake-up\nhours\nminutes-to-fall-asleep\ncoffee\ncalculate-bedtime")
    await shell.run("step Coffee up 3")
    await shell.run("step hours up")
    await shell.expect(
      "ls navigation/root/form", prints: "wake-up\nhours\nminutes-to-fall-asleep\ncoffee\ncalculate-bedtime")
    #expect(await shell.error("fill 'Wake up' 'half past six'")?.hint == "type it as it shows, like '7:00\u{202F}AM'")
  }

  @Test func aRoutineCountsEveryMinuteInBed() throws {
    var routine = Routine()
    #expect(routine.minutesInBed == 8 * 60 + 15 + 20)
    routine.sleepHours = 4.25
    routine.cupsOfCoffee = 0
    routine.minutesToFallAsleep = 0
    #expect(routine.minutesInBed == 255)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    let bedtime = try #require(routine.bedtime(in: calendar))
    #expect(calendar.dateComponents([.hour, .minute], from: bedtime) == DateComponents(hour: 2, minute: 45))
  }
}
