import MVCS
import MVCSTesting
import MVCSUI
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

  /// The quiz's shape: the stack is the window's root view, its start screen's text reads the
  /// last score again as it appears after the pop.
  struct Quiz: View {
    let log: Log

    var body: some View {
      NavigationStack {
        NavigationLink("Play") {
          Text("Question 1")
            .onAppear { log.lines.append("question appear") }
            .onDisappear { log.lines.append("question disappear") }
        }
        .onAppear { log.lines.append("start appear") }
        .onDisappear { log.lines.append("start disappear") }
      }
    }
  }

  @Test func aStackThatIsTheWindowsRootRunsItsRootsAppearancesAroundAPushAndAPop() async {
    let log = Log()
    let shell = TestShell(app: HostedApp("quiz") { Quiz(log: log) }, width: 30)
    await shell.run("expect shows Play")
    #expect(log.lines == ["start appear"])
    await shell.run("tap Play")
    await shell.run("expect shows 'Question 1'")
    #expect(log.lines.count == 3)
    #expect(Set(log.lines.dropFirst()) == ["start disappear", "question appear"])
    await shell.run("back")
    await shell.run("expect shows Play")
    #expect(log.lines.count == 5)
    #expect(Set(log.lines.dropFirst(3)) == ["question disappear", "start appear"])
    await shell.run("tap Play")
    await shell.run("expect shows 'Question 1'")
    await shell.run("back")
    await shell.run("expect shows Play")
    #expect(log.lines.count == 9)
    #expect(log.lines.filter { $0 == "start appear" }.count == 3)
  }

  /// A stack in a sheet: the sheet's controller appears as it is presented, and its stack's
  /// root with it, once.
  struct Settings: View {
    let log: Log
    @State private var showing = true

    var body: some View {
      Text("Home")
        .sheet(isPresented: $showing) {
          NavigationStack {
            NavigationLink("Sound") {
              Text("Volume")
            }
            .onAppear { log.lines.append("settings appear") }
            .onDisappear { log.lines.append("settings disappear") }
          }
        }
    }
  }

  @Test func aStackInASheetRunsItsRootsAppearOnceAndAgainAfterAPop() async {
    let log = Log()
    let shell = TestShell(app: HostedApp("settings") { Settings(log: log) }, width: 30)
    await shell.run("expect shows Sound")
    #expect(log.lines == ["settings appear"])
    await shell.run("tap Sound")
    await shell.run("expect shows Volume")
    await shell.run("back")
    await shell.run("expect shows Sound")
    #expect(log.lines == ["settings appear", "settings disappear", "settings appear"])
  }

  /// A list at the root of the window's stack, loaded by its `.task` as it appears: once at
  /// launch, as on iOS.
  struct Menu: View {
    let log: Log

    var body: some View {
      NavigationStack {
        List {
          // Read, so each line the task and onAppear write draws the list again.
          Text("\(log.lines.count) lines")
          NavigationLink("Lemon") { Text("Order") }
        }
        .task { log.lines.append("menu task") }
        .onAppear { log.lines.append("menu appear") }
      }
    }
  }

  @Test func aListAtTheRootOfTheWindowsStackRunsItsTaskOnceAtLaunch() async {
    let log = Log()
    let shell = TestShell(app: HostedApp("menu") { Menu(log: log) }, width: 30)
    await shell.run("show")
    await shell.run("show")
    #expect(log.lines == ["menu appear", "menu task"])
    await shell.run("relaunch")
    await shell.run("show")
    await shell.run("show")
    #expect(log.lines == ["menu appear", "menu task", "menu appear", "menu task"])
    log.lines = ["menu appear", "menu task"]
    await shell.run("tap Lemon")
    await shell.run("back")
    await shell.run("show")
    #expect(log.lines == ["menu appear", "menu task", "menu appear", "menu task"])
  }

  /// The menu as an `App`'s window group shows it.
  struct MenuApp: MVCSUI.App {
    @MainActor static let log = Log()

    var body: some Scene {
      WindowGroup { Menu(log: Self.log) }
    }
  }

  @Test func aListAtTheRootOfAWindowGroupsStackRunsItsTaskOnceAtLaunch() async {
    let shell = TestShell(app: SceneApp(MenuApp.self), width: 30)
    await shell.run("show")
    await shell.run("show")
    #expect(MenuApp.log.lines == ["menu appear", "menu task"])
    await shell.run("tap Lemon")
    await shell.run("back")
    await shell.run("show")
    #expect(MenuApp.log.lines == ["menu appear", "menu task", "menu appear", "menu task"])
  }
}
