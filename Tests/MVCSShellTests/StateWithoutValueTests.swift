import MVCS
import MVCSTesting
import Testing

/// `@State var model: Model` given no value takes it from the view's memberwise initializer,
/// as SwiftUI's does: `State()` is for optionals alone.
@MainActor
@Suite struct StateWithoutValueTests {
  struct Counter: Equatable {
    var count: Int
  }

  struct CounterView: View {
    @State private(set) var counter: Counter
    @State private var note: String?

    var body: some View {
      VStack(alignment: .leading) {
        Text("\(counter.count) \(note ?? "none")")
        Button("Add") {
          counter.count += 1
          note = "added"
        }
      }
    }
  }

  @Test func theMemberwiseInitializerGivesTheStateItsValue() async {
    let shell = TestShell(app: HostedApp("counter") { CounterView(counter: Counter(count: 41)) })
    await shell.run("expect shows '41 none'")
    await shell.run("tap Add")
    await shell.run("expect shows '42 added'")
  }
}
