import MVCS

/// `show [--full] [PATH]`: what the window shows of the screen, or of one view controller.
enum Show: Command {
  static let name = "show"
  static let usage = "show [--full] [PATH]"
  static let summary = "Print what the window shows (default: the whole screen; --full: everything)"
  static let discussion = """
    The screen is the root with its visible children, and every modal drawn over it in a box
    titled with the modal's title, the topmost last. It is as tall as the window (--height,
    the terminal's rows, or 40 lines in batch and run): what is taller is clipped, a list
    draws the rows in view with `rows 1–36 of 100,000` under them, and a shorter screen is
    not padded. --full draws everything, every row of every list, for debugging; it costs
    what the whole content costs.
    """

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    var invocation = invocation
    let flags = try invocation.takeFlags(["--full"])
    try invocation.expectArguments(0...1)
    let session = invocation.session
    let color = session.options.color
    let renderer = flags["--full"] == nil ? session.renderer : session.fullRenderer
    guard let word = invocation.arguments.first else {
      return .printing(renderer.renderScreen(session.root).text(color: color))
    }
    return .printing(renderer.render(try invocation.resolve(word)).text(color: color))
  }

  static func complete(_ request: CompletionRequest) -> [String] {
    guard request.argumentIndex == 0 else { return [] }
    return (request.partial.hasPrefix("-") ? ["--full"].filter { $0.hasPrefix(request.partial) } : [])
      + request.paths()
  }
}
