import MVCS
import MVCSTesting
import Testing

/// A navigation link in a screen's toolbar pushes its destination onto the stack the screen is
/// in, as iOS does: a toolbar's items see their view's environment, navigation stack and all.
@MainActor
@Suite struct ToolbarLinkTests {
  struct Books: View {
    var body: some View {
      NavigationStack {
        Text("No books")
          .navigationTitle("Books")
          .toolbar {
            ToolbarItem { NavigationLink("Add") { AddBook() } }
          }
      }
    }
  }

  struct AddBook: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      Button("Done") { dismiss() }
        .navigationTitle("New book")
    }
  }

  @Test func aLinkInTheToolbarPushesItsDestinationAndBackPopsIt() async {
    let shell = TestShell(app: HostedApp("books") { Books() }, width: 40)
    await shell.expectScreen(
      """
      Books                              [Add]
      ────────────────────────────────────────
      No books
      """)
    await shell.run("tap Add")
    await shell.expectScreen(
      """
      [Back] New book
      ────────────────────────────────────────
      [Done]
      """)
    await shell.run("back")
    await shell.run("expect shows 'No books'")
    // Pushed again, the destination's own dismiss pops it, as any link's does.
    await shell.run("tap Add")
    await shell.run("tap Done")
    await shell.run("expect shows 'No books'")
  }
}
