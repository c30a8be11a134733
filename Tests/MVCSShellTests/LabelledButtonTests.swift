import MVCS
import MVCSTesting
import Testing

/// A button or a tab labelled with an icon and a title is known by its title, as VoiceOver
/// reads it: `Button("Add", systemImage: "plus")` is tapped as `Add`.
@MainActor
@Suite struct LabelledButtonTests {
  struct Shelf: View {
    @State private var count = 0

    var body: some View {
      TabView {
        VStack(alignment: .leading) {
          Text("\(count) books")
          Button("Add", systemImage: "plus") { count += 1 }
          Button {
            count = 0
          } label: {
            Label("Clear", systemImage: "trash")
          }
        }
        .tabItem { Label("Books", systemImage: "book") }
        Text("Nothing yet")
          .tabItem { Label("Reading Now", systemImage: "chart.pie") }
      }
    }
  }

  @Test func aButtonAndATabAreFoundByTheirTitles() async {
    let shell = TestShell(app: HostedApp("shelf") { Shelf() }, width: 40)
    await shell.expectScreen(
      """
      ›[Books]  [Reading Now]
      ────────────────────────────────────────
      0 books
      [+ Add]
      [🗑 Clear]
      """)
    await shell.run("tap Add")
    await shell.run("tap Add")
    await shell.run("expect shows '2 books'")
    await shell.run("tap Clear")
    await shell.run("expect shows '0 books'")
    await shell.run("tap 'Reading Now'")
    await shell.run("expect shows 'Nothing yet'")
    await shell.expect("ls /tabs", prints: "books\nreading-now")
  }
}
