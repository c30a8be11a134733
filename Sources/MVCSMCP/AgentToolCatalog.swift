import MVCSShell

/// The tools `mvcs mcp` offers: one per family of shell commands, in `help`'s order.
///
/// Each tool's description opens with what it is for an agent and goes on with the shell
/// command's own usage and discussion, so the two never drift apart. A tool whose command
/// the session's registry lacks is not offered.
enum AgentToolCatalog {
  typealias Parameter = AgentTool.Parameter

  private static let path = Parameter(
    "path", "A view controller's path: /a/b, a/b, .., or #N for the N-th child; the current one by default.")

  /// The standard tools.
  static let standard: [AgentTool] = [
    AgentTool(
      name: "show",
      summary: """
        Read the screen as text, modals included; or one view controller's view. Its structured \
        content lists the controls on it: kind, label, value as shown, whether enabled.
        """,
      kind: .inspecting, parameters: [path]),
    AgentTool(
      name: "tree", summary: "The view controller hierarchy, with paths to use in other tools.", kind: .inspecting,
      parameters: [Parameter("depth", "How many levels below the path to show.", type: .integer, flag: "-d"), path]),
    AgentTool(
      name: "ls", summary: "The children of a view controller.", kind: .inspecting,
      parameters: [
        Parameter("long", "Add each child's type, child count and title.", type: .boolean, flag: "-l"), path,
      ]),
    AgentTool(
      name: "actions", summary: "The actions a view controller offers, with their parameters, for `call`.",
      kind: .inspecting, parameters: [path]),
    AgentTool(
      name: "tap", summary: "Tap a button as a user would, by its label: an alert's buttons too.", kind: .acting,
      parameters: [
        Parameter("path", "Tap within this view controller only; the whole screen by default."),
        Parameter("label", "The button's label as the screen shows it, without brackets.", required: true),
      ]),
    AgentTool(
      name: "fill",
      summary: "Type text into a field (text, number, date, secure or multi-line), replacing what it held.",
      kind: .acting,
      parameters: [
        Parameter("field", "The field's label or placeholder as the screen shows it.", required: true),
        Parameter("text", "The text to type; a number or a date as the field shows one.", required: true),
      ]),
    AgentTool(
      name: "toggle", summary: "Switch a toggle ([x] on, [ ] off): flip it, or set it.", kind: .acting,
      parameters: [
        Parameter("label", "The toggle's label as the screen shows it, without its box.", required: true),
        Parameter("state", "'on' or 'off'; omit to flip it.", choices: ["on", "off"]),
      ]),
    AgentTool(
      name: "pick", summary: "Choose an option of a picker by its title; without an option, list the options.",
      kind: .acting,
      parameters: [
        Parameter("label", "The picker's label as the screen shows it.", required: true),
        Parameter("option", "The option's title as the picker shows it."),
      ]),
    AgentTool(
      name: "step", summary: "Move a stepper up or down by some steps, as its - and + do.", kind: .acting,
      parameters: [
        Parameter("label", "The stepper's label as the screen shows it.", required: true),
        Parameter("direction", "Which way.", required: true, choices: ["up", "down"]),
        Parameter("count", "How many steps (1 by default).", type: .integer),
      ]),
    AgentTool(
      name: "select", summary: "Select a row of a list, as a tap on it.", kind: .acting,
      parameters: [Parameter("row", "The row's number (from 0) or its text.", required: true)]),
    AgentTool(
      name: "swipe", summary: "Swipe a row and choose one of its actions, such as Delete.", kind: .destructive,
      parameters: [
        Parameter("row", "The row's number (from 0) or its text.", required: true),
        Parameter("action", "The swipe action's label.", required: true),
      ]),
    AgentTool(
      name: "scroll", summary: "Scroll a list or scrolling view so other rows come into view, as a swipe would.",
      kind: .acting,
      parameters: [
        Parameter("path", "The list or scrolling view; the one on the topmost layer by default."),
        Parameter(
          "move", "Which way: up or down by a count, to a row, to the top or bottom, or a page up or down.",
          required: true, choices: ["up", "down", "to", "top", "bottom", "page"]),
        Parameter(
          "amount",
          "After up or down: how many rows (1 by default); after to: a row's number (from 1), #N (from 0), "
            + "title or path, or top or bottom; after page: up or down."
        ),
      ]),
    AgentTool(name: "back", summary: "Go back, as the navigation bar's back button does.", kind: .acting),
    AgentTool(name: "dismiss", summary: "Dismiss the topmost modal.", kind: .acting),
    AgentTool(
      name: "call", summary: "Invoke a view controller's action directly, arguments typed (see `actions`).",
      kind: .destructive,
      parameters: [
        path, Parameter("action", "The action's name.", required: true),
        Parameter("arguments", "The action's arguments, in order.", type: .stringArray),
      ]),
    AgentTool(
      name: "store_ls", command: "store", summary: "The app's stores with their item counts, and their problems.",
      kind: .inspecting, fixedWords: ["ls"]),
    AgentTool(
      name: "store_show", command: "store", summary: "One store's items, as stored.", kind: .inspecting,
      parameters: [Parameter("name", "The store's name, as store_ls lists it.", required: true)], fixedWords: ["show"]),
    AgentTool(
      name: "log", summary: "The app's lifecycle log, newest last.", kind: .inspecting,
      parameters: [Parameter("count", "How many entries, from the end.", type: .integer)]),
    AgentTool(
      name: "clock", summary: "Read, set or advance the app's clock, firing its timers on the way.", kind: .acting,
      parameters: [
        Parameter(
          "verb", "'set' a time or 'advance' by a duration; omit both to read the clock.", choices: ["set", "advance"]),
        Parameter("value", "An ISO 8601 time for set (2026-03-01T10:00:00Z), a duration for advance (5s, 2m, 1h30m)."),
      ]),
    AgentTool(
      name: "wait", summary: "Run the app's pending work until none is left.", kind: .acting,
      parameters: [Parameter("timeout", "The most time to let pass, as a duration (default 5s).", flag: "--timeout")]),
    AgentTool(
      name: "launch", summary: "Start an app afresh at / on the same stores.", kind: .destructive,
      parameters: [Parameter("app", "The app's name.", required: true)]),
    AgentTool(
      name: "relaunch", summary: "Start the running app afresh; what it did not store is gone.", kind: .destructive),
    AgentTool(
      name: "expect", summary: "Assert something about the app; fails with what it holds instead.", kind: .inspecting,
      parameters: [
        Parameter(
          "form", "What to assert.", required: true,
          choices: [
            "exists", "missing", "shows", "hides", "children", "store", "value", "toggle", "enabled", "disabled",
          ]),
        Parameter("arguments", "The form's arguments, in order (see below).", type: .stringArray, required: true),
      ]),
    AgentTool(
      name: "record",
      summary: """
        Record what follows as a .mvcs script that `mvcs run` replays as a test: 'start' with a \
        file (from a fresh launch of the app), then use the other tools, then 'stop' to write it.
        """,
      kind: .destructive,
      parameters: [
        Parameter(
          "verb", "'start' to begin recording, 'stop' to write the script.", required: true,
          choices: ["start", "stop"], silentChoices: ["start"]),
        Parameter("file", "With 'start': the script to write, such as Scripts/new-list.mvcs."),
      ]),
  ]
}
