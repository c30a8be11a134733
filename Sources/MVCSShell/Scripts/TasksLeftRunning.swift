import MVCS

/// What the end of a script says of the views' `task { }` actions it leaves running: `run`
/// and the batch shell neither wait for them (one may never end, by design or by mistake) nor
/// pass over them in silence.
///
/// ```swift
/// TasksLeftRunning.warning(in: session)
/// // "warning: the script ended with a view's task still running, not waited for: LoaderView's task"
/// ```
@MainActor
enum TasksLeftRunning {
  /// The most views a warning names; the rest are counted.
  static let namesShown = 5

  /// The warning for the tasks `session`'s app still runs, nil when none runs.
  static func warning(in session: Session) -> String? {
    let running = session.host.environment.runtime.viewTasks.running
    guard !running.isEmpty else { return nil }
    // Each view once, in the order its task started, with how many it left running.
    var names: [String] = []
    var counts: [String: Int] = [:]
    for name in running {
      if counts[name] == nil { names.append(name) }
      counts[name, default: 0] += 1
    }
    var shown = names.prefix(namesShown).map { name in
      let count = counts[name] ?? 1
      return (count > 1 ? "\(name) ×\(count)" : name).escapingControlCharacters
    }
    if names.count > namesShown { shown.append("and \(names.count - namesShown) more") }
    let what = running.count == 1 ? "a view's task" : "\(running.count) views' tasks"
    return "warning: the script ended with \(what) still running, not waited for: " + shown.joined(separator: ", ")
  }
}
