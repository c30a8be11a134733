import MVCS
import MVCSShell
import MVCSTesting

/// A small app with a known hierarchy.
///
/// Its hierarchy:
///
/// ```text
/// /
/// ├── lists
/// │   ├── groceries   (buttons "Done", "Delete"; action "rename name:text")
/// │   └── chores      (button "Done")
/// └── settings        (button "Done", disabled button "Reset")
/// ```
struct FixtureApp: App {
  let name = "fixture"
  let summary = "A fixed hierarchy for tests"

  func makeRootViewController(environment: AppEnvironment) -> ViewController {
    let root = Screen(name: "root", title: "Home") { _ in Text("Home") }
    let lists = Screen(name: "lists", title: "Lists")
    let groceries = Screen(name: "groceries", title: "Groceries") { vc in
      HStack(alignment: .top) {
        Text(vc.title ?? "")
        Button("Done", action: "done")
        Button("Delete", action: "delete")
      }
    }
    let chores = Screen(name: "chores", title: "Chores") { _ in Button("Done", action: "done") }
    let settings = Screen(name: "settings") { _ in
      HStack(alignment: .top) {
        Button("Done", action: "done")
        Button("Reset", action: "reset", isEnabled: false)
      }
    }
    root.addChild(lists)
    root.addChild(settings)
    lists.addChild(groceries)
    lists.addChild(chores)
    root.content = { vc in
      VStack(alignment: .leading) {
        Text("Home")
        Embed(lists)
        Embed(settings)
      }
    }
    lists.content = { vc in VStack(alignment: .leading) { for child in vc.children { Embed(child) } } }
    return root
  }
}

/// A view controller whose body and actions are closures, and which counts what it was asked.
@MainActor
final class Screen: ViewController {
  var content: (Screen) -> any View
  var calls: [String] = []

  init(name: String, title: String? = nil, content: @escaping (Screen) -> any View = { Text($0.name) }) {
    self.content = content
    super.init(name: name, title: title)
  }

  override var body: any View { content(self) }

  override var actions: [Action] {
    [
      Action("done", summary: "Marks it done") { [unowned self] _ in calls.append("done") },
      Action("delete", summary: "Deletes it") { [unowned self] _ in calls.append("delete") },
      Action("reset", summary: "Resets it") { [unowned self] _ in calls.append("reset") },
      Action(
        "rename", summary: "Renames it",
        parameters: [
          Parameter("name", .text, summary: "The new title"), Parameter("times", .integer, isOptional: true),
        ]
      ) { [unowned self] args in title = try args.text("name") },
      Action("fail", summary: "Always throws") { _ in throw FixtureError.broken },
    ]
  }
}

enum FixtureError: Error, CustomStringConvertible {
  case broken
  var description: String { "the fixture is broken" }
}

extension TestShell {
  /// A session on `app` (``FixtureApp`` by default) at 40 columns, which can also launch
  /// the fixture apps.
  static func fixture(app: any App = FixtureApp(), width: Int = 40) -> TestShell {
    TestShell(app: app, apps: [app, FixtureApp(), NotesApp()], width: width)
  }
}
