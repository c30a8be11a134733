/// The lifecycle log: every callback, presentation, action and note a view controller has,
/// under the path it happened at, which the shell's `log` and `trace` print.
///
/// ```swift
/// root.lifecycleLog = LifecycleLog()
/// root.embedChild(child)  // "/child loadView", "/child viewDidLoad", …
/// child.log("saved")      // "/child saved"
/// ```
extension ViewController {
  /// Where lifecycle events go; the app host sets it on the root and children inherit it.
  public var lifecycleLog: LifecycleLog? {
    // Through the embedding parent too, so a child's children log while it moves; read
    // without telling Observation, as the log's other walks (a drawing shows none of it).
    get { ownLifecycleLog ?? logParent?.lifecycleLog }
    set { ownLifecycleLog = newValue }
  }

  /// Writes a line about this view controller to the app's log, which `log` prints.
  public func log(_ note: String) {
    record(.note(note), at: nil, log: nil)
  }

  /// Writes to the log that `action` ran on this view controller.
  public func logAction(_ action: String) {
    record(.action(action), at: nil, log: nil)
  }

  /// Runs one lifecycle callback: logs it, calls it, then tells the observers.
  func perform(
    _ event: LifecycleEvent.Kind, at path: String? = nil, log: LifecycleLog? = nil, _ callback: () -> Void
  ) {
    record(event, at: path, log: log)
    callback()
    lifecycleObservers.notify(event)
  }

  /// Appends `event` to `log`, or to this view controller's log, under `path` or the logged path.
  func record(_ event: LifecycleEvent.Kind, at path: String?, log: LifecycleLog?) {
    guard path == nil, log == nil else {
      guard let log = log ?? lifecycleLog else { return }
      log.append(LifecycleEvent(path: path ?? loggedPath, kind: event))
      return
    }
    // Most events: the log and the path both come from the ancestors, so one walk finds both.
    let (found, loggedPath) = logAndLoggedPath
    found?.append(LifecycleEvent(path: loggedPath, kind: event))
  }

  /// ``lifecycleLog`` and the logged path together, in one walk up the hierarchy.
  ///
  /// The walk does not tell Observation what it read: logging is not drawing, and an event
  /// logged while a body is drawn (a child's `viewDidLoad`) must not make that drawing
  /// depend on the names of every ancestor.
  private var logAndLoggedPath: (log: LifecycleLog?, path: String) {
    guard let parent = logParent else {
      return (ownLifecycleLog, "/")
    }
    let above = parent.logAndLoggedPath
    return (ownLifecycleLog ?? above.log, pathMemos.logged.path(under: above.path, named: untrackedName))
  }
}
