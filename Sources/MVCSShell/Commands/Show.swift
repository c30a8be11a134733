import MVCS

/// `show [PATH]`: the rendered text of a view controller, or of the whole screen.
enum Show: Command {
  static let name = "show"
  static let usage = "show [PATH]"
  static let summary = "Print the rendered view of PATH (default: the whole screen)"

  static func run(_ invocation: Invocation) throws(ShellError) {
    try invocation.expectArguments(0...1)
    let session = invocation.session
    let target = try invocation.arguments.first.map(invocation.resolve) ?? session.root
    let screen = Renderer(width: session.options.effectiveWidth).render(target)
    for line in screen.text(color: session.options.color) { session.print(line) }
  }

  static func complete(_ request: CompletionRequest) -> [String] {
    request.argumentIndex == 0 ? request.paths() : []
  }
}
