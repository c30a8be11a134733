import MVCS

/// `pwd`: prints where you stand.
enum Pwd: Command {
  static let name = "pwd"
  static let usage = "pwd"
  static let summary = "Print the path of the current view controller"

  static func run(_ invocation: Invocation) throws(ShellError) {
    try invocation.expectArguments(0...0)
    invocation.session.print(invocation.session.cwd.path.escapingControlCharacters)
  }
}

/// `cd [PATH]`: moves to another view controller; no path goes to `/`.
enum Cd: Command {
  static let name = "cd"
  static let usage = "cd [PATH]"
  static let summary = "Change the current view controller (no PATH: the root)"
  static let discussion = """
    Paths: `a/b` from here, `/a/b` from the root, `.` here, `..` the parent, `#N` the N-th child
    counted from 0 (`cd /lists/#0`).
    """

  static func run(_ invocation: Invocation) throws(ShellError) {
    try invocation.expectArguments(0...1)
    let session = invocation.session
    session.cwd = try invocation.arguments.first.map(invocation.resolve) ?? session.root
  }

  static func complete(_ request: CompletionRequest) -> [String] {
    request.argumentIndex == 0 ? request.paths() : []
  }
}
