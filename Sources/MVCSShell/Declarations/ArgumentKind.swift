import MVCS

/// What an argument names, which decides what Tab offers for it, how an agent's tool types it
/// and what the fuzzer fills it with.
///
/// ```swift
/// CommandArgument("path", .path, "The view controller; the current one by default.", optional: true)
/// CommandArgument("depth", .integer(0...10_000), "How many levels below the path to show.")
/// CommandArgument("state", .choice(["on", "off"]), "Whether to trace.")
/// ```
public enum ArgumentKind: Sendable, Hashable {
  /// A view controller's path: `/a/b`, `a/b`, `..`, `#N`.
  case path
  /// The label of a button the screen shows.
  case label
  /// The label, placeholder or `#N` of a text field the screen shows.
  case field
  /// The label or `#N` of a control of this kind the screen shows: `.control(.toggle)`.
  case control(ControlKind)
  /// One of the options of the control named before it: a picker's.
  case option
  /// A list row the screen shows: its title, path or `#N`.
  case row
  /// The name of an action of the current view controller (`actions` lists them).
  case action
  /// An action's argument, positional or `name=value`.
  case actionArgument
  /// The title of one of a row's swipe actions.
  case swipeAction
  /// The name of an app the session can launch.
  case app
  /// The name of one of the app's stores.
  case store
  /// The name of a shell command.
  case command
  /// A script file (`*.mvcs`) or a folder.
  case file
  /// A whole number in a range.
  case integer(ClosedRange<Int>)
  /// A duration: `250ms`, `5s`, `2m`, `1h30m`, `2d`.
  case duration
  /// An ISO 8601 time or a date: `2026-03-01T10:00:00Z`, `2026-03-01`.
  case time
  /// One of a set of words.
  case choice([String])
  /// Any text.
  case text

  /// Whether Tab has something to offer for this kind: names of things that exist, or words.
  public var hasCandidates: Bool {
    switch self {
    case .integer, .duration, .time, .text: false
    default: true
    }
  }

  /// The kind as `help --json` names it: `path`, `integer`, `choice`.
  public var name: String {
    switch self {
    case .path: "path"
    case .label: "label"
    case .field: "field"
    case .control: "control"
    case .option: "option"
    case .row: "row"
    case .action: "action"
    case .actionArgument: "action-argument"
    case .swipeAction: "swipe-action"
    case .app: "app"
    case .store: "store"
    case .command: "command"
    case .file: "file"
    case .integer: "integer"
    case .duration: "duration"
    case .time: "time"
    case .choice: "choice"
    case .text: "text"
    }
  }

  /// The words a choice allows; empty for other kinds.
  public var choices: [String] {
    if case .choice(let words) = self { words } else { [] }
  }
}
