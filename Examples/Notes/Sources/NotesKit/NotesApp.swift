import MVCS

/// Notes kept in a Store: a list screen, a detail screen pushed on a navigation controller,
/// and prompts to write and edit them.
///
/// ```text
/// tap +                 # the "New Note" prompt
/// fill Title Milk
/// tap Add
/// select Milk           # pushes the note's screen
/// relaunch              # the note is still there
/// ```
public struct NotesApp: App {
  /// What `--app` and `launch` call it.
  public let name = "notes"
  /// The line `notes apps` prints.
  public let summary = "Notes kept in a Store: a list, a detail screen, prompts"

  /// The app; everything it keeps lives in its environment's storage.
  public init() {}

  /// The list of notes in a navigation controller, its rows following the `notes` store:
  /// the notes appear once the store has loaded them, and every write shows, with no reload.
  public func makeRootViewController(environment: AppEnvironment) -> ViewController {
    let store = Store<Note>(name: "notes", environment: environment, cacheIdentifier: \.id)
    return NavigationController(root: NotesViewController(store: store))
  }
}
