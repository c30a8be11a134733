import MVCS
import MVCSShell
import Testing

/// A view's `task { }` still running when a script ends is listed by the end of the script,
/// naming its view, never waited for; a task that ended is not.
@MainActor
@Suite struct TasksLeftRunningTests {
  /// Ticks that never come: a task looping over them runs until it is cancelled.
  static let ticks = AsyncStream<Int>.makeStream()

  struct Ticker: View {
    var body: some View {
      Text("ticking").task { for await _ in TasksLeftRunningTests.ticks.stream {} }
    }
  }

  /// A feed that loads as it appears (its first drawing shows `loading`), with a ticker or not.
  struct Feed: View {
    @State private var loaded = false
    var ticking: Bool
    var body: some View {
      VStack(alignment: .leading) {
        Text(loaded ? "loaded" : "loading")
        if ticking { Ticker() }
      }
      .task { loaded = true }
    }
  }

  @Test func aTaskStillRunningAtTheEndIsListedByItsViewAndNotWaitedFor() async {
    let app = HostedApp("feed") { Feed(ticking: true) }
    let runner = ScriptRunner(app: app, apps: [app])
    let result = await runner.run(text: "expect shows loading\nexpect shows loaded\n", file: "feed.mvcs")
    #expect(result.passed, "\(result.report)")
    #expect(
      result.warnings == [
        "feed.mvcs: warning: the script ended with a view's task still running, not waited for: Ticker's task"
      ])
  }

  @Test func aTaskThatEndedIsNotListed() async {
    let app = HostedApp("feed") { Feed(ticking: false) }
    let runner = ScriptRunner(app: app, apps: [app])
    let result = await runner.run(text: "expect shows loading\nexpect shows loaded\n", file: "feed.mvcs")
    #expect(result.passed, "\(result.report)")
    #expect(result.warnings == [])
  }
}
