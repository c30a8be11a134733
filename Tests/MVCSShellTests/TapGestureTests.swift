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
