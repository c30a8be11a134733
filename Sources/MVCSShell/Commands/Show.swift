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
  static let result = ResultKind.object

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    let session = invocation.session
    let renderer = invocation.flags[full.name] == nil ? session.renderer : session.fullRenderer
    let color = session.options.color
    guard let word = invocation.arguments.first else {
      let screen = invocation.flags[full.name] == nil ? session.screen() : renderer.renderScreen(session.root)
      return .showing(Drawing(color: color, text: screen.text(color:), layersTopFirst: screen.layersTopFirst))
    }
    let drawing = renderer.render(try invocation.resolve(word))
    return .showing(Drawing(color: color, text: drawing.text(color:), layersTopFirst: [drawing]))
  }

  /// What a drawing shows: its lines as the terminal prints them (styled when colour is on).
  ///
  /// As JSON, `{lines, controls}`: the lines as plain text, and each control with its kind,
  /// label, value as the screen shows it (a secure field's masked), placeholder, choices,
  /// whether enabled, its owner's path and its layer, 0 the topmost.
  struct Drawing: CommandData {
    let color: Bool
    /// The drawing's lines, styled or plain.
    let text: (_ color: Bool) -> [String]
    let layersTopFirst: [RenderedScreen]

    var lines: [String] { text(color) }

    var json: JSONValue {
      let controls = layersTopFirst.enumerated().flatMap { layer, screen in
        screen.controls.map { Self.json($0, layer: layer) }
      }
      return ["lines": .array(text(false).map(JSONValue.string)), "controls": .array(controls)]
    }

    private static func json(_ control: VisibleControl, layer: Int) -> JSONValue {
      var object: [String: JSONValue] = [
        "kind": .string(control.kind.name), "label": .string(control.label), "enabled": .bool(control.isEnabled),
        "owner": .string(control.owner.path), "layer": .int(layer),
      ]
      if let value = control.value { object["value"] = .string(value) }
      if !control.placeholder.isEmpty { object["placeholder"] = .string(control.placeholder) }
      if !control.choices.isEmpty { object["choices"] = .array(control.choices.map { .string($0) }) }
      return .object(object)
    }
  }
}
