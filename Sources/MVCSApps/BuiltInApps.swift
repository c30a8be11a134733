import MVCS
import MVCSUI

/// The apps that ship with mvcs, in the order `mvcs apps` lists them.
public enum BuiltInApps {
  /// Their names, readable anywhere (argument parsing happens off the main actor).
  public static let names = [
    "todo", "counter", "catalog", "debug", "favorites", "randomimage", "login", "pandas", "settings", "expenses",
    "tipsplit", "spending", "bedtime", "tables", "words",
  ]
  /// The app launched when none is named.
  public static let defaultName = "todo"

  /// One of each, in the order of ``names``: what a shell offers to `launch`.
  @MainActor public static var all: [any MVCS.App] {
    [
      TodoApp(), CounterApp(), CatalogApp(), DebugApp(), FavoritesApp(), RandomImageApp(), LoginApp(), PandasApp(),
      SettingsApp(), ExpensesApp(), BuiltInSceneApp(TipSplitApp.self), BuiltInSceneApp(SpendingApp.self),
      BuiltInSceneApp(BedtimeApp.self), BuiltInSceneApp(TablesApp.self),
      BuiltInSceneApp(WordsApp.self),
    ]
  }

  /// The faulty apps, one planted fault each (see `Faults/`): launched by name, as in
  /// `mvcs --app fault-crash`, but neither listed by `mvcs apps` nor among ``names``, so
  /// CI's explore of every listed app, where no finding is allowed, leaves them out.
  @MainActor public static var faults: [any MVCS.App] {
    [
      FaultApp("fault-crash", "Divides by zero in an action", FaultCrashApp.self),
      FaultApp("fault-body", "Calls fatalError in a body", FaultBodyApp.self),
      FaultApp("fault-unwrap", "Force-unwraps nil in an action", FaultUnwrapApp.self),
      FaultApp("fault-index", "Reads past an array's end in an action", FaultIndexApp.self),
      FaultApp("fault-recursion", "Recurses until the stack overflows", FaultRecursionApp.self),
      FaultApp("fault-loop", "Loops for ever in an action", FaultLoopApp.self),
      FaultApp("fault-memory", "Allocates without end in an action", FaultMemoryApp.self),
      // SwiftUI's own faults, which the framework names as a command's error.
      FaultApp("fault-state", "Changes the state its body reads", FaultStateApp.self),
      FaultApp("fault-onchange", "Two onChange handlers set each other", FaultOnChangeApp.self),
      FaultApp("fault-push", "Each screen pushes another as it appears", FaultPushApp.self),
      FaultApp("fault-nested", "A view that contains itself", FaultNestedApp.self),
      FaultApp("fault-task", "A task that never ends", FaultTaskApp.self),
    ]
  }

  /// The app called `name`, or nil when there is none.
  @MainActor public static func named(_ name: String) -> (any MVCS.App)? {
    all.first { $0.name == name }
  }
}

/// A SwiftUI built-in, `SceneApp(definition)` behind a type that is not generic.
///
/// Listing `SceneApp(TipSplitApp.self)` makes the runtime build `SceneApp<TipSplitApp>` from
/// its mangled name and check `TipSplitApp: App` by a scan of every conformance record: a third
/// of a million instructions for each of the three, at every start of mvcs (#35). Here the
/// generic code is specialized where the app is named, and nothing is looked up.
private struct BuiltInSceneApp: MVCS.App {
  let name: String
  let summary: String
  let relaunchKeeps: RelaunchKeeps
  private let makeRoot: @MainActor (AppEnvironment) -> MVCS.ViewController

  init<Definition: MVCSUI.App>(_ definition: Definition.Type) {
    let app = SceneApp(definition)
    name = app.name
    summary = app.summary
    relaunchKeeps = app.relaunchKeeps
    makeRoot = { app.makeRootViewController(environment: $0) }
  }

  func makeRootViewController(environment: AppEnvironment) -> MVCS.ViewController { makeRoot(environment) }
}
