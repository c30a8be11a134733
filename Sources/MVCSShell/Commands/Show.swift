import MVCS

/// `show [PATH]`: the rendered text of a view controller, or of the whole screen.
enum Show: Command {
  static let name = "show"
  static let usage = "show [PATH]"
  static let summary = "Print the rendered view of PATH (default: the whole screen)"
  static let discussion = """
    The screen is the root with its visible children, and every modal drawn over it in a box
    titled with the modal's title, the topmost last.
    """

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    try invocation.expectArguments(0...1)
    let session = invocation.session
    let color = session.options.color
    guard let word = invocation.arguments.first else { return .printing(session.screen().text(color: color)) }
    return .printing(session.renderer.render(try invocation.resolve(word)).text(color: color))
  }

  static func complete(_ request: CompletionRequest) -> [String] {
    request.argumentIndex == 0 ? request.paths() : []
  }
}
