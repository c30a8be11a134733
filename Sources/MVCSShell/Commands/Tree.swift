import MVCS

/// `tree [-d DEPTH] [PATH]`: the hierarchy below a view controller.
enum Tree: Command {
  static let name = "tree"
  static let usage = "tree [-d DEPTH] [PATH]"
  static let summary = "Show the view controller hierarchy"
  static let discussion = """
    Each line shows a name, its type and its title. `-d DEPTH` stops DEPTH levels below PATH;
    a view controller whose children are cut off shows how many there are, as `(+3)`.
    """

  static func run(_ invocation: Invocation) throws(ShellError) {
    var invocation = invocation
    let flags = try invocation.takeFlags([], takingValue: ["-d"])
    try invocation.expectArguments(0...1)
    let depth = try flags["-d"].map { word throws(ShellError) in
      try invocation.integer(word, in: 0...10_000, what: "DEPTH")
    }
    let target = try invocation.arguments.first.map(invocation.resolve) ?? invocation.session.cwd
    let session = invocation.session
    session.print(describe(target, name: target.parent == nil ? "/" : target.name, cutOff: depth == 0))
    walk(target, prefix: "", depthLeft: depth.map { $0 - 1 }, print: session.print)
  }

  static func complete(_ request: CompletionRequest) -> [String] {
    if request.previous == "-d" { return [] }
    return request.partial.hasPrefix("-") ? ["-d"] : request.paths()
  }

  private static func walk(_ node: ViewController, prefix: String, depthLeft: Int?, print: (String) -> Void) {
    if let depthLeft, depthLeft < 0 { return }
    for (index, child) in node.children.enumerated() {
      let isLast = index == node.children.count - 1
      let cutOff = depthLeft == 0
      print(prefix + (isLast ? "└── " : "├── ") + describe(child, name: child.name, cutOff: cutOff))
      walk(child, prefix: prefix + (isLast ? "    " : "│   "), depthLeft: depthLeft.map { $0 - 1 }, print: print)
    }
  }

  private static func describe(_ node: ViewController, name: String, cutOff: Bool) -> String {
    var line = "\(name.escapingControlCharacters) (\(type(of: node)))"
    if let title = node.title { line += " \"\(title.escapingControlCharacters)\"" }
    if cutOff, !node.children.isEmpty { line += " (+\(node.children.count))" }
    return line
  }
}
