import MVCS
import MVCSApps
import MVCSShell
import Testing

/// Views that wait with `Task.sleep`, as iOS apps do, run on a script's clock: a poll in a
/// view's `task` moves with `clock advance`, a debounced search and a pretend delay with
/// `wait`, and the output is the same on every machine.
@MainActor
@Suite struct AppTaskSleepTests {
  /// A search that runs half a second after the last keystroke, and a save that pretends to
  /// take a second.
  struct Search: View {
    @State private var query = ""
    @State private var searched = "nothing"
    @State private var saved = "not saved"
    var body: some View {
      VStack(alignment: .leading) {
        TextField("Query", text: $query)
        Text("Searched for \(searched)")
        Text(saved)
        Button("Save") {
          saved = "saving"
          Task {
            try? await Task.sleep(nanoseconds: 1_000_000_000)
            saved = "saved"
          }
        }
      }
      .task(id: query) {
        guard !query.isEmpty else { return }
        do {
          try await Task.sleep(for: .milliseconds(500))
          searched = query
        } catch {}
      }
    }
  }

  /// Its first drawing starts the task, which has checked once by the next command.
  @Test func aPollInAViewsTaskMovesWithTheClockAndIsListedAtTheEnd() async throws {
    // fault-task: an inbox whose `task` checks for mail every minute while it is on screen.
    let app = try #require(BuiltInApps.faults.first { $0.name == "fault-task" })
    let runner = ScriptRunner(app: app, apps: [app])
    let script = """
      expect shows "Checked 0 times"
      expect shows "Checked 1 times"
      clock advance 59s
      expect shows "Checked 1 times"
      clock advance 1s
      expect shows "Checked 2 times"
      clock advance 1h
      expect shows "Checked 62 times"

      """
    let result = await runner.run(text: script, file: "inbox.mvcs")
    #expect(result.passed, "\(result.report)")
    #expect(
      result.warnings == [
        "inbox.mvcs: warning: the script ended with a view's task still running, not waited for: InboxView's task"
      ])
  }

  @Test func aDebounceAndAPretendDelayEndWithWaitAtTheSameVirtualTimeEveryRun() async {
    let app = HostedApp("search") { Search() }
    let runner = ScriptRunner(app: app, apps: [app])
    let script = """
      fill Query milk
      expect shows "Searched for nothing"
      clock advance 400ms
      fill Query "oat milk"
      clock advance 400ms
      expect shows "Searched for nothing"
      clock advance 100ms
      expect shows "Searched for oat milk"
      tap Save
      expect shows saving
      wait
      expect shows saved
      clock
      | 2026-01-01T09:00:01Z

      """
    let result = await runner.run(text: script, file: "search.mvcs")
    #expect(result.passed, "\(result.report)")
    #expect(result.warnings == [])
  }
}
