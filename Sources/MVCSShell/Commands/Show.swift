import MVCS

/// `show [--full] [PATH]`: what the window shows of the screen, or of one view controller.
enum Show: Command {
  static let name = "show"
  static let summary = "Print what the window shows (default: the whole screen; --full: everything)"
  static let discussion = """
    The screen is the root with its visible children, and every modal drawn over it in a box
    titled with the modal's title, the topmost last. It is as tall as the window (--height,
    the terminal's rows, or 40 lines in batch and run): what is taller is clipped, a list
    draws the rows in view with `rows 1–36 of 100,000` under them, and a shorter screen is
    not padded. --full draws everything, every row of every list, for debugging; it costs
    what the whole content costs.
    """

  static let full = CommandFlag("--full", "full", "Draw everything, every row of every list, not only what is in view.")
  static let syntax = CommandSyntax(
    flags: [full],
    arguments: [
      CommandArgument(
        "path", .path, "One view controller to draw; the whole screen, modals included, by default.", optional: true)
    ])
  static let effect = CommandEffect.reads
  static let result = ResultKind.data(named: "screen")

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    let session = invocation.session
    let renderer = invocation.flags[full.name] == nil ? session.renderer : session.fullRenderer
    let color = session.options.color
    guard let word = invocation.arguments.first else {
      let screen = renderer.renderScreen(session.root)
      return .showing(ScreenLines(color: color, text: screen.text(color:)))
    }
    let drawing = renderer.render(try invocation.resolve(word))
    return .showing(ScreenLines(color: color, text: drawing.text(color:)))
  }

  /// What a drawing shows: its lines as the terminal prints them (styled when colour is on);
  /// as JSON, the lines as plain text.
  struct ScreenLines: CommandData {
    let color: Bool
    /// The drawing's lines, styled or plain.
    let text: (_ color: Bool) -> [String]

    var lines: [String] { text(color) }
    var json: JSONValue { .array(text(false).map(JSONValue.string)) }
  }
}
