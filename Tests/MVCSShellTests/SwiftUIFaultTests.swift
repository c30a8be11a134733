import MVCSTesting
import MVCSUI
import Testing

/// SwiftUI's own faults, each named at the user's view as the error of the command whose
/// drawing met it, instead of a hang, a crash or a screen drawn from a half-made update.
@MainActor
@Suite struct SwiftUIFaultTests {
  private func shell<Content: View>(_ content: @escaping @MainActor () -> Content) -> TestShell {
    TestShell(app: ViewApp(content: content), width: 40, height: 20)
  }

  // MARK: A body that sets its state

  struct CountsItsDrawings: View {
    @State private var count = 0
    var body: some View {
      count += 1
      return Text("drawn \(count)")
    }
  }

  @Test func aBodyThatChangesTheStateItReadsIsNamedWithTheState() async {
    let shell = shell { CountsItsDrawings() }
    let error = await shell.error("show")
    #expect(error?.message == "CountsItsDrawings's body changes `count`, which it reads")
    #expect(error?.hint?.contains("Modifying state during view update") == true)
  }

  @MainActor struct Draft: DynamicProperty {
    @State var edits = 0
  }

  struct CountsInADynamicProperty: View {
    var draft = Draft()
    var body: some View {
      draft.edits = 1
      return Text("edited")
    }
  }

  @Test func stateInsideADynamicPropertyIsNamedByItsPath() async {
    let shell = shell { CountsInADynamicProperty() }
    #expect(await shell.error("show")?.message == "CountsInADynamicProperty's body changes `draft.edits`")
  }

  struct SetsStateInAnAction: View {
    @State private var count = 0
    var body: some View {
      VStack(alignment: .leading) {
        Text("count \(count)")
        Button("Add") { count += 1 }
      }
      .onAppear { count = 10 }
    }
  }

  @Test func stateSetInActionsAndOnAppearIsNoFault() async {
    let shell = shell { SetsStateInAnAction() }
    await shell.run("tap Add")
    await shell.expectScreen(
      """
      count 11
      [Add]
      """)
  }

  // MARK: Work after drawing that never settles

  struct PingPong: View {
    @State private var a = 0
    @State private var b = 0
    var body: some View {
      VStack {
        Text("\(a) \(b)")
        Button("Go") { a += 1 }
      }
      .onChange(of: a) { b += 1 }
      .onChange(of: b) { a += 1 }
    }
  }

  @Test func twoOnChangeHandlersThatSetEachOtherAreACycleNamedAtTheView() async {
    let shell = shell { PingPong() }
    await shell.run("tap Go")
    let error = await shell.error("show")
    #expect(error?.message == "PingPong's onChange(of:) changes the screen at every drawing: stopped after 4 drawings")
    // The next command draws the same unsettled screen and says so again; the session goes on.
    #expect(await shell.error("show")?.message.hasPrefix("PingPong's onChange(of:)") == true)
  }

  struct Pusher: View {
    @State private var path: [Int] = []
    var body: some View {
      NavigationStack(path: $path) {
        Text("root")
          .onAppear { path.append(1) }
          .navigationDestination(for: Int.self) { level in
            Level(number: level) { path.append(level + 1) }
          }
      }
    }
  }

  struct Level: View {
    let number: Int
    let next: @MainActor () -> Void
    var body: some View {
      Text("level \(number)").onAppear(perform: next)
    }
  }

  @Test func aScreenThatPushesAnotherAsItAppearsIsNamed() async {
    let shell = shell { Pusher() }
    let error = await shell.error("show")
    #expect(error?.message.contains("changes the screen at every drawing: stopped after 4 drawings") == true)
    #expect(error?.message.contains("Level's onAppear") == true, "\(error?.message ?? "")")
  }

  // MARK: A view inside itself

  struct Endless: View {
    let depth: Int
    var body: some View {
      VStack {
        Text("level \(depth)")
        Endless(depth: depth + 1)
      }
    }
  }

  @Test func aViewThatContainsItselfStopsBeforeTheStackRunsOut() async {
    let shell = shell { Endless(depth: 0) }
    let error = await shell.error("show")
    #expect(error?.message == "Endless is nested too deep to draw: stopped before the stack ran out")
    // The process is still here, and so is the session.
    await shell.run("pwd")
  }

  struct Tree: View {
    let depth: Int
    var body: some View {
      if depth < 60 {
        VStack(alignment: .leading) {
          Text("node \(depth)")
          Tree(depth: depth + 1)
        }
      }
    }
  }

  @Test func aDeepButFiniteRecursionDrawsWhole() async {
    let shell = shell { Tree(depth: 0) }
    await shell.run("expect shows 'node 0'")
    await shell.run("show --full")
  }
}
