import MVCS
import MVCSTesting
import Testing

/// The navigation API of iOS 13 and 14 that course projects still write works as written: a
/// `navigationBarTitle` titles the screen, `navigationBarItems` puts buttons before and after
/// it, `presentationMode` closes the sheet it is read in, and a `NavigationLink` with
/// `isActive:` pushes while its binding holds and clears it on the way back.
@MainActor
@Suite struct LegacyNavigationTests {
  struct AddNote: View {
    @Environment(\.presentationMode) var presentationMode
    @Binding var notes: [String]
    @State private var title = ""

    var body: some View {
      NavigationView {
        Form {
          TextField("Title", text: $title)
          Button("Save") {
            notes.append(title)
            presentationMode.wrappedValue.dismiss()
          }
        }
        .navigationBarTitle("New Note", displayMode: .inline)
      }
    }
  }

  struct Notes: View {
    @State private var notes = ["Milk"]
    @State private var adding = false
    @State private var finished = false

    var body: some View {
      NavigationView {
        List {
          ForEach(notes, id: \.self) { Text($0) }
          NavigationLink(destination: Text("All done"), isActive: $finished) { EmptyView() }
          Button("Finish") { finished = true }
          Text(finished ? "finished" : "not finished")
        }
        .navigationBarTitle("Notes")
        .navigationBarItems(
          leading: Button("Delete All") { notes.removeAll() }, trailing: Button("Add") { adding = true }
        )
        .navigationBarHidden(false)
        .sheet(isPresented: $adding) { AddNote(notes: $notes).presentationCornerRadius(20) }
      }
      .navigationViewStyle(StackNavigationViewStyle())
    }
  }

  @Test func theBarsTitleAndItemsAreDrawnAndTapped() async {
    let shell = TestShell(app: HostedApp("notes") { Notes() }, width: 40, height: 10)
    await shell.run("expect shows '[Delete All] Notes'")
    await shell.run("expect shows '[Add]'")
    await shell.run("tap 'Delete All'")
    await shell.run("expect hides Milk")
  }

  @Test func presentationModeDismissesTheSheetItIsReadIn() async {
    let shell = TestShell(app: HostedApp("notes") { Notes() }, width: 40, height: 10)
    await shell.run("tap Add")
    await shell.run("expect shows 'New Note'")
    await shell.run("fill Title Eggs")
    await shell.run("tap Save")
    await shell.run("expect hides 'New Note'")
    await shell.run("expect shows Eggs")
  }

  @Test func anIsActiveLinkPushesWhileItsBindingHolds() async {
    let shell = TestShell(app: HostedApp("notes") { Notes() }, width: 40, height: 10)
    await shell.run("expect shows 'not finished'")
    await shell.run("tap Finish")
    await shell.run("expect shows 'All done'")
    await shell.run("back")
    await shell.run("expect shows 'not finished'")
    await shell.run("expect hides 'All done'")
  }

  @Test func anIsActiveLinkWithATitleIsTappedByIt() async {
    struct Game: View {
      @State private var over = false
      var body: some View {
        NavigationView {
          VStack {
            NavigationLink("Results", destination: Text(over ? "Game over" : "playing"), isActive: $over)
            Text(over ? "over" : "on")
          }
          .navigationViewStyle(.stack)
        }
      }
    }
    let shell = TestShell(app: HostedApp("game") { Game() }, width: 40, height: 10)
    await shell.run("expect shows 'Results ›'")
    await shell.run("tap Results")
    await shell.run("expect shows 'Game over'")
    await shell.run("back")
    await shell.run("expect hides 'Game over'")
    await shell.run("expect shows 'Results ›'")
  }
}
