import MVCS
import MVCSTesting
import Testing

/// iOS 13-era SwiftUI that tutorials still write compiles and works: `NavigationView`,
/// `Section(header:)`, `Alert` from `alert(isPresented:)` and `alert(item:)`, `EditButton`,
/// `PreviewProvider` and the preview modifiers, and `scenePhase`.
@MainActor
@Suite struct LegacySwiftUITests {
  struct Failure: Identifiable {
    let id = 1
    let message: String
  }

  struct History: View {
    @Environment(\.scenePhase) private var scenePhase
    @State private var entries = ["Monday", "Tuesday"]
    @State private var confirming = false
    @State private var failure: Failure?

    var body: some View {
      NavigationView {
        List {
          Section(header: Text("Meetings"), footer: Text("\(entries.count) meetings")) {
            ForEach(entries, id: \.self) { Text($0) }
          }
          Button("Clear") { confirming = true }
          Button("Fail") { failure = Failure(message: "Disk full") }
          Text(scenePhase == .active ? "Active" : "Inactive")
        }
        .navigationTitle("History")
        .toolbar { EditButton() }
        .alert(isPresented: $confirming) {
          Alert(
            title: Text("Clear"), message: Text("Delete every meeting?"),
            primaryButton: .destructive(Text("Delete")) { entries.removeAll() }, secondaryButton: .cancel())
        }
        .alert(item: $failure) { failure in
          Alert(title: Text(failure.message), dismissButton: .default(Text("Got it")))
        }
      }
    }
  }

  struct History_Previews: PreviewProvider {
    static var previews: some View {
      History()
        .previewLayout(.fixed(width: 400, height: 60))
        .previewInterfaceOrientation(.portrait)
        .previewDisplayName("History")
    }
  }

  @Test func aTutorialOfIOS13WorksAsWritten() async {
    let shell = TestShell(app: HostedApp("history") { History_Previews.previews }, width: 40, height: 14)
    await shell.expectScreen(
      """
      History                           [Edit]
      ────────────────────────────────────────
      Meetings
        Monday
        Tuesday
        2 meetings
        [Clear]
        [Fail]
        Active
      """)
    await shell.run("tap Edit")
    await shell.run("expect shows '[Done]'")
    await shell.run("tap Clear")
    await shell.run("expect shows 'Delete every meeting?'")
    await shell.run("tap Cancel")
    await shell.run("expect shows Monday")
    await shell.run("tap Clear")
    await shell.run("tap Delete")
    await shell.run("expect hides Monday")
    await shell.run("tap Fail")
    await shell.run("expect shows 'Disk full'")
    await shell.run("tap 'Got it'")
    await shell.run("expect hides 'Disk full'")
  }
}
