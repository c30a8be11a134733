import MVCS
import MVCSTesting
import Testing

/// A view with `onTapGesture` is tapped by the words it starts with, as a button is, and is an
/// action; `safeAreaInset` keeps a bar under (or over) its view.
@MainActor
@Suite struct TapGestureTests {
  struct Todo: Identifiable {
    let id: Int
    var title: String
    var isDone = false
  }

  struct Todos: View {
    @State private var todos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Bread")]

    var body: some View {
      List {
        ForEach($todos) { $todo in
          HStack {
            Text(todo.title)
            Spacer()
            Text(todo.isDone ? "done" : "to do")
          }
          .contentShape(Rectangle())
          .onTapGesture { todo.isDone.toggle() }
        }
      }
      .safeAreaInset(edge: .bottom) {
        Text("\(todos.filter(\.isDone).count) done")
      }
      .safeAreaInset(edge: .top) {
        Text("Today")
      }
    }
  }

  @Test func aTappedRowToggles() async {
    let shell = TestShell(app: HostedApp("todos") { Todos() }, width: 30)
    await shell.expectScreen(
      """
                  Today
        Milk                   to do
        Bread                  to do
                  0 done
      """)
    await shell.run("tap Milk")
    await shell.run("expect shows '  Milk                    done'")
    await shell.run("expect shows '1 done'")
    await shell.run("select Bread")
    await shell.run("expect shows '2 done'")
    await shell.expect("ls list", prints: "milk\nbread")
  }
}

/// A view with `onTapGesture` that draws no words is tapped by the name VoiceOver gives it:
/// its `accessibilityLabel`, or an SF Symbol's name, as an image is an accessibility element
/// named after its image.
extension TapGestureTests {
  struct Rating: View {
    @State private var stars = 0
    @State private var closed = false

    var body: some View {
      VStack(alignment: .leading) {
        Text(closed ? "Closed" : "\(stars) stars")
        HStack {
          Image(systemName: "star.fill")
            .onTapGesture { stars += 1 }
          Image(systemName: "plus")
            .accessibilityLabel("Add a star")
            .onTapGesture { stars += 1 }
        }
        Rectangle()
          .frame(width: 20, height: 2)
          .onTapGesture { closed = true }
          .accessibilityLabel("Close")
      }
    }
  }

  @Test func aTappedIconOrShapeIsFoundByItsAccessibleName() async {
    let shell = TestShell(app: HostedApp("rating") { Rating() }, width: 30)
    await shell.run("tap star.fill")
    await shell.run("expect shows '1 stars'")
    // What it draws still finds it, as before.
    await shell.run("tap ★")
    await shell.run("expect shows '2 stars'")
    await shell.run("tap 'Add a star'")
    await shell.run("expect shows '3 stars'")
    await shell.run("tap Close")
    await shell.run("expect shows Closed")
  }
}
