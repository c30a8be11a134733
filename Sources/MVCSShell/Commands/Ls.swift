import MVCS

/// `ls [-l] [PATH]`: the children of a view controller.
enum Ls: Command {
  static let name = "ls"
  static let usage = "ls [-l] [PATH]"
  static let summary = "List the children of a view controller"
  static let discussion = """
    One name per line, in child order; a presented view controller comes last, marked
    (modal). `-l` adds the type, the number of children and the title.
    """

  static func run(_ invocation: Invocation) throws(ShellError) {
    var invocation = invocation
    let flags = try invocation.takeFlags(["-l"])
    try invocation.expectArguments(0...1)
    let target = try invocation.arguments.first.map(invocation.resolve) ?? invocation.session.cwd
    let session = invocation.session
    guard flags["-l"] != nil else {
      for child in target.allChildren {
        session.print(child.name.escapingControlCharacters + (child.isModal ? "  (modal)" : ""))
      }
      return
    }
    let rows = target.allChildren.map { child in
      [
        child.name.escapingControlCharacters, String(describing: type(of: child)),
        String(child.allChildren.count), child.isModal ? "modal" : "-",
        child.title.map { "\"\($0.escapingControlCharacters)\"" } ?? "",
      ]
    }
    for line in Columns.format(rows) { session.print(line) }
  }

  static func complete(_ request: CompletionRequest) -> [String] {
    request.partial.hasPrefix("-") ? ["-l"].filter { $0.hasPrefix(request.partial) } : request.paths()
  }
}

/// Aligns rows of cells into columns separated by two blanks, by display width.
enum Columns {
  static func format(_ rows: [[String]]) -> [String] {
    let count = rows.map(\.count).max() ?? 0
    let widths = (0..<count).map { column in
      rows.map { column < $0.count ? $0[column].displayWidth : 0 }.max() ?? 0
    }
    return rows.map { row in
      var line = ""
      for (index, cell) in row.enumerated() {
        line += cell
        if index < row.count - 1 {
          line += String(repeating: " ", count: widths[index] - cell.displayWidth + 2)
        }
      }
      return String(line.reversed().drop { $0 == " " }.reversed())
    }
  }
}
