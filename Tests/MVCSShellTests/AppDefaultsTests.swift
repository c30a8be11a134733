import MVCSTesting
import MVCSUI
import Testing

/// `@AppStorage` and `UserDefaults.standard` are the running app's, kept with its stores: a
/// relaunch keeps them, a new session starts without them, and the machine's are untouched.
@MainActor
@Suite struct AppDefaultsTests {
  struct Counter: View {
    @AppStorage("taps") private var taps = 0
    @State private var note = UserDefaults.standard.string(forKey: "note") ?? "none"

    var body: some View {
      VStack(alignment: .leading) {
        Text("Taps: \(taps)")
        Text("Note: \(note)")
        Button("Tap") { taps += 1 }
        Button("Save note") { UserDefaults.standard.set("saved", forKey: "note") }
      }
    }
  }

  struct CounterApp: App {
    var body: some Scene {
      WindowGroup { Counter() }
    }
  }

  @Test func aRelaunchKeepsWhatWasStoredAndANewSessionStartsWithout() async {
    let shell = TestShell(app: SceneApp(CounterApp.self), width: 30)
    await shell.run("tap Tap")
    await shell.run("tap Tap")
    await shell.run("tap 'Save note'")
    await shell.expectScreen(
      """
      Taps: 2
      Note: none
      [Tap]
      [Save note]
      """)
    await shell.run("relaunch")
    await shell.expectScreen(
      """
      Taps: 2
      Note: saved
      [Tap]
      [Save note]
      """)
    let fresh = TestShell(app: SceneApp(CounterApp.self), width: 30)
    await fresh.expectScreen(
      """
      Taps: 0
      Note: none
      [Tap]
      [Save note]
      """)
    // Steps of two sessions interleave, as two tests' do on the main actor: each command
    // finds its own session's defaults.
    await shell.run("tap Tap")
    await shell.run("expect shows 'Taps: 3'")
    await fresh.run("tap Tap")
    await fresh.run("expect shows 'Taps: 1'")
    await shell.run("relaunch")
    await shell.run("expect shows 'Taps: 3'")
    await shell.run("expect shows 'Note: saved'")
  }
}
