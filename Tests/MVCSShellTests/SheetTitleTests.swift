import MVCS
import MVCSTesting
import Testing

/// A sheet whose views are a navigation stack is titled by the screen on top of it, in its
/// box and in paths' titles, as its own bar is.
@MainActor
@Suite struct SheetTitleTests {
  struct AddView: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
      NavigationStack {
        Text("Form")
          .navigationTitle("New Book")
          .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
          }
      }
    }
  }

  struct Library: View {
    @State private var adding = false
    var body: some View {
      Button("Add") { adding = true }
        .sheet(isPresented: $adding) { AddView() }
    }
  }

  @Test func aSheetIsTitledByItsStack() async {
    let shell = TestShell(app: HostedApp("library") { Library() }, width: 30, height: 8)
    await shell.run("tap Add")
    await shell.expectScreen(
      """
      [Add]
        ┌─ New Book ─────────────┐
        │ [Cancel] New Book      │
        │ ────────────────────── │
        │ Form                   │
        └────────────────────────┘
      """)
    await shell.run("tap Cancel")
    await shell.run("expect hides 'New Book'")
  }
}
