import MVCS
import MVCSUI

/// One of the faulty apps: a SwiftUI app behind a name of its own, built only when launched.
///
/// Each has one planted fault, so that `run`, `explore`, the shell and `mcp` can be shown to
/// name it (the runtime's message, the file and line) and to survive it. They are launched
/// by name (`mvcs --app fault-crash`) but not listed by `mvcs apps`, so CI's explore of every
/// listed app, where no finding is allowed, leaves them out.
///
/// ```swift
/// let app = FaultApp("fault-crash", "Divides by zero in an action", FaultCrashApp.self)
/// ```
///
/// Nothing is built until ``makeRootViewController(environment:)``: the list is made at every
/// start of mvcs, and a `SceneApp` of each would cost start-up work (see `BuiltInSceneApp`).
struct FaultApp: MVCS.App {
  let name: String
  let summary: String
  private let makeRoot: @MainActor (AppEnvironment) -> MVCS.ViewController

  init<Definition: MVCSUI.App>(_ name: String, _ summary: String, _ definition: Definition.Type) {
    self.name = name
    self.summary = summary
    makeRoot = { SceneApp(definition).makeRootViewController(environment: $0) }
  }

  func makeRootViewController(environment: AppEnvironment) -> MVCS.ViewController { makeRoot(environment) }
}
