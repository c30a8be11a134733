import HabitsKit
import MVCSTesting
import MVCSUI
import Testing

/// The Habits app driven as a user would, through MVCSTesting's ``TestShell``.
@MainActor
@Suite struct HabitsTests {
  struct Habits: App {
    var body: some Scene { WindowGroup { ContentView() } }
  }

  let shell = TestShell(app: SceneApp(Habits.self), width: 40, height: 12)

  @Test func aHabitAddedInTheSheetIsListedAndMarkedDoneOnItsScreen() async {
    await shell.run("tap 'Add Habit'")
    await shell.run("fill Name Read")
    await shell.run("step Goal down 11")
    await shell.run("tap Save")
    await shell.expectScreen(
      """
      Habits                               [+]
      ────────────────────────────────────────
        Read: 0 of 10 ›
      """)
    await shell.run("tap 'Read: 0 of 10'")
    await shell.run("tap 'Mark Done Today'")
    await shell.expectScreen(
      """
      [Back] Read
      ────────────────────────────────────────
        Goal                           10 days
        Done                            1 days
        [##------------------] 10%
        [Mark Done Today]
      """)
  }

  @Test func aSheetWithNoNameCannotBeSavedAndCancelClosesIt() async {
    await shell.run("tap 'Add Habit'")
    let error = await shell.error("tap Save")
    #expect(error?.description.contains("disabled") == true)
    await shell.run("tap Cancel")
    await shell.run("expect shows 'No habits yet. Tap + to add one.'")
  }

  struct ShortHabits: App {
    var body: some Scene { WindowGroup { ContentView().environment(\.defaultGoal, 7) } }
  }

  @Test func aNewHabitsGoalStartsWhereTheEnvironmentSays() async {
    let shell = TestShell(app: SceneApp(ShortHabits.self), width: 40, height: 12)
    await shell.run("tap 'Add Habit'")
    await shell.run("expect shows 'Goal: 7 days'")
    await shell.run("fill Name Walk")
    await shell.run("tap Save")
    await shell.run("expect shows 'Walk: 0 of 7'")
  }
}
