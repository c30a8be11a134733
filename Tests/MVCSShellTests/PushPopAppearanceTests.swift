import MVCS
import MVCSTesting
import Observation
import Testing

/// Pushing a screen makes the one under it disappear, and popping it makes that one appear
/// again, as iOS runs `onDisappear` and `onAppear` around a push and a pop; a popped screen's
/// views disappear once, not again as they are released.
@MainActor
@Suite struct PushPopAppearanceTests {
  @Observable final class Log {
    var lines: [String] = []
  }

  struct Lists: View {
    let log: Log

    var body: some View {
      TabView {
        NavigationStack {
          NavigationLink("Groceries") {
            Text("Milk")
              .onAppear { log.lines.append("groceries appear") }
              .onDisappear { log.lines.append("groceries disappear") }
          }
          .onAppear { log.lines.append("lists appear") }
          .onDisappear { log.lines.append("lists disappear") }
        }
        .tabItem { Label("Lists", systemImage: "list.bullet") }
      }
    }
  }

  @Test func theRootDisappearsUnderAPushAndAppearsAgainAfterThePop() async {
    let log = Log()
    let shell = TestShell(app: HostedApp("lists") { Lists(log: log) }, width: 30)
    await shell.run("expect shows Groceries")
    #expect(log.lines == ["lists appear"])
    await shell.run("tap Groceries")
    await shell.run("expect shows Milk")
    // Which of a transition's two runs first is the framework's business on iOS too: each
    // runs once.
    #expect(log.lines.count == 3)
    #expect(Set(log.lines.dropFirst()) == ["lists disappear", "groceries appear"])
    await shell.run("back")
    await shell.run("expect shows Groceries")
    #expect(log.lines.count == 5)
    #expect(Set(log.lines.dropFirst(3)) == ["groceries disappear", "lists appear"])
  }
}
