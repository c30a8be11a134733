import MVCS
import MVCSShell

/// A small app with a known hierarchy:
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
      HStack {
        Text(vc.title ?? "")
        Button("Done", action: "done")
        Button("Delete", action: "delete")
      }
    }
    let chores = Screen(name: "chores", title: "Chores") { _ in Button("Done", action: "done") }
    let settings = Screen(name: "settings") { _ in
      HStack {
        Button("Done", action: "done")
        Button("Reset", action: "reset", isEnabled: false)
      }
    }
    root.addChild(lists)
    root.addChild(settings)
    lists.addChild(groceries)
    lists.addChild(chores)
    root.content = { vc in
      VStack {
        Text("Home")
        Embed(lists)
        Embed(settings)
      }
    }
    lists.content = { vc in VStack { for child in vc.children { Embed(child) } } }
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

/// Runs lines through a session on ``FixtureApp`` and returns what the user would see.
@MainActor
struct Harness {
  let session: Session
  let interpreter: Interpreter

  init(app: any App = FixtureApp(), width: Int = 40) {
    session = Session(app: app, apps: [app, FixtureApp(), NotesApp()], options: ShellOptions(width: width))
    interpreter = Interpreter(session: session)
  }

  @discardableResult
  func run(_ line: String, file: String = "test.mvcs", lineNumber: Int = 1) async -> Outcome {
    await interpreter.execute(LogicalLine(line, file: file, line: lineNumber))
  }

  /// The output of a line that must succeed.
  func output(_ line: String) async -> [String] {
    let outcome = await run(line)
    if let error = outcome.error { return ["unexpected error: \(error)"] }
    return outcome.output
  }

  /// The error of a line that must fail, as printed in scripts.
  func error(_ line: String) async -> String {
    await run(line).error?.description ?? "no error"
  }
}
