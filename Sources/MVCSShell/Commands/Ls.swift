import MVCS

/// `ls [-l] [PATH]`: the children of a view controller.
enum Ls: Command {
  static let name = "ls"
  static let usage = "ls [-l] [PATH]"
  static let summary = "List the children of a view controller"
  static let discussion = """
    One name per line, in child order; a presented view controller comes last, marked
    (modal). `-l` adds the type, the number of children and the title, making the rows of a
    list that were not made yet, as naming them in a path does.
    """

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    var invocation = invocation
    let flags = try invocation.takeFlags(["-l"])
    try invocation.expectArguments(0...1)
    let target = try invocation.arguments.first.map(invocation.resolve) ?? invocation.session.cwd
    guard flags["-l"] != nil else {
      // Names alone: a list's rows not made yet stay so, and listing 100,000 rows stays cheap.
      var names = target.allChildNames.map(\.escapingControlCharacters)
      if target.presentedViewController != nil, !names.isEmpty { names[names.count - 1] += "  (modal)" }
      return .printing(names)
    }
    let rows = target.allChildren.map { child in
      [
        child.name.escapingControlCharacters, String(describing: type(of: child)),
        String(child.allChildrenCount), child.isModal ? "modal" : "-",
        child.title.map { "\"\($0.escapingControlCharacters)\"" } ?? "",
      ]
    }
    return .printing(Columns.format(rows))
  }

  static func complete(_ request: CompletionRequest) -> [String] {
    request.partial.hasPrefix("-") ? ["-l"].filter { $0.hasPrefix(request.partial) } : request.paths()
  }
}
